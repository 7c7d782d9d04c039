import { Controller, Get, Param, Res } from '@nestjs/common';
import { ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import type { Response } from 'express';
import { Public } from '../../common/public.decorator';
import { ApprovedVideoDto } from './media.dto';
import { VideoAssetsService } from './video-assets.service';

const NONE: ApprovedVideoDto = { approved: false, variants: { original: null, '720p': null, '480p': null } };

/** Only this route of /api/episodes belongs to media; the episodes module owns the rest of the prefix. */
@ApiTags('episodes')
@Controller('episodes')
export class ApprovedVideoController {
  constructor(private readonly assets: VideoAssetsService) {}

  @Public()
  @Get(':id/approved-video')
  @ApiOperation({ summary: 'The approved video of a published episode, with signed rendition URLs (valid at least 6 hours)' })
  @ApiOkResponse({ type: ApprovedVideoDto })
  async approvedVideo(@Param('id') id: string, @Res({ passthrough: true }) res: Response): Promise<ApprovedVideoDto> {
    // Signed URLs are per response: never cached by shared caches.
    res.setHeader('Cache-Control', 'private, no-store');
    if (!/^\d{1,10}$/.test(id) || Number(id) < 1 || Number(id) > 2147483647) return NONE;
    return this.assets.approvedVideo(Number(id));
  }
}
