import { Controller, Get, NotFoundException, Res } from '@nestjs/common';
import { ApiNotFoundResponse, ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import type { Response } from 'express';
import { IdParam } from '../../common/entity-id.pipe';
import { Public } from '../../common/public.decorator';
import { PublicTextTracksDto, TEXT_TRACK_MESSAGES } from './text-tracks.dto';
import { TextTracksService } from './text-tracks.service';

/** Only this route of /api/episodes belongs to text tracks; the episodes module owns the rest of the prefix. */
@ApiTags('episodes')
@Controller('episodes')
export class PublicTextTracksController {
  constructor(private readonly tracks: TextTracksService) {}

  @Public()
  @Get(':id/text-tracks')
  @ApiOperation({ summary: "A published episode's chapters and captions, for the player" })
  @ApiOkResponse({ type: PublicTextTracksDto })
  @ApiNotFoundResponse({ description: 'Episode not found (or not published)' })
  async forPlayer(@IdParam('id', TEXT_TRACK_MESSAGES.episodeNotFound) id: number, @Res({ passthrough: true }) res: Response): Promise<PublicTextTracksDto> {
    const tracks = await this.tracks.forPlayer(id);
    if (!tracks) throw new NotFoundException(TEXT_TRACK_MESSAGES.episodeNotFound);
    // Short-lived: an edited chapter shows within a minute without asking the database on every play.
    res.setHeader('Cache-Control', 'public, max-age=60');
    return tracks;
  }
}
