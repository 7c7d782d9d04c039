import { Controller, Delete, Get, HttpCode, Param, Post } from '@nestjs/common';
import { ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import { EntityIdPipe } from '../../common/entity-id.pipe';
import { DeleteAssetResponseDto, TranscodeResponseDto, VideoAssetDto } from './media.dto';
import { VideoAssetsService } from './video-assets.service';
import { Requires } from '../../common/requires.decorator';

@ApiTags('video assets')
@Controller('admin')
export class VideoAssetsController {
  constructor(private readonly assets: VideoAssetsService) {}

  @Requires('episodes.read')
  @Get('episodes/:id/video-assets')
  @ApiOperation({ summary: 'Video assets of an episode, newest first' })
  @ApiOkResponse({ type: [VideoAssetDto] })
  list(@Param('id', new EntityIdPipe('Episode not found')) id: number): Promise<VideoAssetDto[]> {
    return this.assets.list(id);
  }

  @Requires('media.upload')
  @Delete('episodes/:episodeId/video-assets/:assetId')
  @ApiOperation({ summary: 'Deletes an asset with its file, renditions and poster' })
  @ApiOkResponse({ type: DeleteAssetResponseDto })
  async delete(
    @Param('episodeId', new EntityIdPipe('Episode not found')) episodeId: number,
    @Param('assetId', new EntityIdPipe('Video asset not found')) assetId: number,
  ): Promise<DeleteAssetResponseDto> {
    await this.assets.delete(episodeId, assetId);
    return { success: true };
  }

  @Requires('media.upload')
  @Post('video-assets/:id/transcode')
  @HttpCode(200)
  @ApiOperation({ summary: 'Transcodes an edited asset again (after a failure)' })
  @ApiOkResponse({ type: TranscodeResponseDto })
  async transcode(@Param('id', new EntityIdPipe('Video asset not found')) id: number): Promise<TranscodeResponseDto> {
    return { success: true, transcodingJobId: await this.assets.retranscode(id) };
  }
}
