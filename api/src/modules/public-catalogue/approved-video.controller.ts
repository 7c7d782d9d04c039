import { Controller, Get, Res } from '@nestjs/common';
import { ApiNotFoundResponse, ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import { IdParam } from '../../common/entity-id.pipe';
import type { Response } from 'express';
import { Public } from '../../common/public.decorator';
import { ApprovedVideoDto } from '../media/media.dto';
import { ApprovedVideos } from './approved-video';

/** The public catalogue's answer to the player: which video of a published episode it may play. */
@ApiTags('episodes')
@Controller('episodes')
export class ApprovedVideoController {
  constructor(private readonly approved: ApprovedVideos) {}

  @Public()
  @Get(':id/approved-video')
  @ApiOperation({ summary: 'The approved video of a published episode, with signed rendition URLs (valid at least 6 hours)' })
  @ApiOkResponse({ type: ApprovedVideoDto })
  @ApiNotFoundResponse({ description: 'The id is not a positive 32-bit integer' })
  async approvedVideo(@IdParam('id', 'Episode not found') id: number, @Res({ passthrough: true }) res: Response): Promise<ApprovedVideoDto> {
    // Signed URLs are per response: never cached by shared caches.
    res.setHeader('Cache-Control', 'private, no-store');
    return this.approved.of(id);
  }
}
