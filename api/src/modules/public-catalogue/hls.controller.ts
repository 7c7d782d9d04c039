import { Controller, Get, NotFoundException, Param, Res } from '@nestjs/common';
import { ApiNotFoundResponse, ApiOkResponse, ApiOperation, ApiProduces, ApiTags } from '@nestjs/swagger';
import type { Response } from 'express';
import { IdParam } from '../../common/entity-id.pipe';
import { Public } from '../../common/public.decorator';
import { HlsPlaylists } from './hls-playlists';

const PLAYLIST_TYPE = 'application/vnd.apple.mpegurl';
const playlist = { [PLAYLIST_TYPE]: { schema: { type: 'string' } } };

/** The HLS playlists of a published episode's final video, for the public player. */
@ApiTags('episodes')
@Controller('episodes')
export class HlsController {
  constructor(private readonly playlists: HlsPlaylists) {}

  @Public()
  @Get(':id/hls/master.m3u8')
  @ApiOperation({ summary: "The HLS master playlist of a published episode's final video" })
  @ApiProduces(PLAYLIST_TYPE)
  @ApiOkResponse({ description: 'The master playlist: one variant per rung, the audio as an alternate rendition', content: playlist })
  @ApiNotFoundResponse({ description: 'No published episode with an HLS ladder' })
  async master(@IdParam('id', 'Episode not found') id: number, @Res({ passthrough: true }) res: Response): Promise<string> {
    return this.send(res, await this.playlists.master(id));
  }

  @Public()
  @Get(':id/hls/:rung/index.m3u8')
  @ApiOperation({ summary: 'One rung of the HLS ladder, its segments as signed links' })
  @ApiProduces(PLAYLIST_TYPE)
  @ApiOkResponse({ description: 'The media playlist', content: playlist })
  @ApiNotFoundResponse({ description: 'No published episode with an HLS ladder, or no such rung' })
  async rung(@IdParam('id', 'Episode not found') id: number, @Param('rung') rung: string, @Res({ passthrough: true }) res: Response): Promise<string> {
    return this.send(res, await this.playlists.rung(id, rung));
  }

  private send(res: Response, body: string | null): string {
    if (body === null) throw new NotFoundException('No HLS playlist for this episode');
    res.type(PLAYLIST_TYPE);
    // Signed links are per response: never cached by shared caches.
    res.setHeader('Cache-Control', 'private, no-store');
    return body;
  }
}
