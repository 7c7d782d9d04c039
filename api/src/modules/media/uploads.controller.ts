import { Controller, HttpCode, Param, Post, Query, Req } from '@nestjs/common';
import {
  ApiBody,
  ApiConsumes,
  ApiOkResponse,
  ApiOperation,
  ApiPayloadTooLargeResponse,
  ApiQuery,
  ApiTags,
  ApiUnsupportedMediaTypeResponse,
} from '@nestjs/swagger';
import type { Request } from 'express';
import { EntityIdPipe } from '../../common/entity-id.pipe';
import { UploadEpisodeResponseDto, UploadFileResponseDto, UploadVideoResponseDto } from './media.dto';
import { UploadsService } from './uploads.service';
import { Requires } from '../../common/requires.decorator';

const fileSchema = (fields: string[], extra: Record<string, object> = {}) => ({
  schema: {
    type: 'object',
    properties: { ...Object.fromEntries(fields.map((field) => [field, { type: 'string', format: 'binary' }])), ...extra },
  },
});

@ApiTags('uploads')
@ApiConsumes('multipart/form-data')
@ApiPayloadTooLargeResponse({ description: 'The file is larger than the limit' })
@ApiUnsupportedMediaTypeResponse({ description: 'The file content is not an accepted type' })
@Controller('admin')
export class UploadsController {
  constructor(private readonly uploads: UploadsService) {}

  @Requires('media.upload')
  @Post('upload/file')
  @HttpCode(200)
  @ApiOperation({ summary: 'A raw media file (field media); episodeId (field or query) attaches it to the episode' })
  @ApiQuery({ name: 'episodeId', required: false })
  @ApiBody(fileSchema(['media'], { episodeId: { type: 'integer' } }))
  @ApiOkResponse({ type: UploadFileResponseDto })
  async uploadFile(@Req() req: Request, @Query('episodeId') episodeId?: string): Promise<UploadFileResponseDto> {
    return { success: true, file: await this.uploads.uploadRaw(req, episodeId) };
  }

  @Requires('media.upload')
  @Post('episodes/:id/upload-video')
  @HttpCode(200)
  @ApiOperation({ summary: 'An edited video (field media): the next version, queued for transcoding' })
  @ApiBody(fileSchema(['media']))
  @ApiOkResponse({ type: UploadVideoResponseDto })
  async uploadVideo(@Param('id', new EntityIdPipe('Episode not found')) id: number, @Req() req: Request): Promise<UploadVideoResponseDto> {
    return { success: true, video: await this.uploads.uploadEdited(req, id) };
  }

  @Requires('media.upload')
  @Post('upload/episode')
  @HttpCode(200)
  @ApiOperation({ summary: 'Files of the create-episode form (fields audio, video, thumbnail)' })
  @ApiBody(fileSchema(['audio', 'video', 'thumbnail']))
  @ApiOkResponse({ type: UploadEpisodeResponseDto })
  async uploadEpisode(@Req() req: Request): Promise<UploadEpisodeResponseDto> {
    return { success: true, files: await this.uploads.uploadEpisodeFiles(req) };
  }
}
