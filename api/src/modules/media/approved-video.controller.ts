import { Controller, Get, Res } from '@nestjs/common';
import { ApiNotFoundResponse, ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import { IdParam } from '../../common/entity-id.pipe';
import type { Response } from 'express';
import { Public } from '../../common/public.decorator';
import { ApprovedVideoDto } from './media.dto';
import { VideoAssetsService } from './video-assets.service';

/** Only this route of /api/episodes belongs to media; the episodes module owns the rest of the prefix. */
@ApiTags('episodes')
@Controller('episodes')
export class ApprovedVideoController {
  constructor(private readonly assets: VideoAssetsService) {}

  @Public()
  @Get(':id/approved-video')
  @ApiOperation({ summary: 'The approved video of a published episode, with signed rendition URLs (valid at least 6 hours)' })
  @ApiOkResponse({ type: ApprovedVideoDto })
  @ApiNotFoundResponse({ description: 'The id is not a positive 32-bit integer' })
  async approvedVideo(@IdParam('id', 'Episode not found') id: number, @Res({ passthrough: true }) res: Response): Promise<ApprovedVideoDto> {
    // Signed URLs are per response: never cached by shared caches.
    res.setHeader('Cache-Control', 'private, no-store');
    return this.assets.approvedVideo(id);
  }
}
