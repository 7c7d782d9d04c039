import { Controller, Get, NotFoundException, Param, Query, Req, Res } from '@nestjs/common';
import { ApiBadRequestResponse, ApiNotFoundResponse, ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import type { Request, Response } from 'express';
import { EntityIdPipe } from '../../common/entity-id.pipe';
import { listHeaders } from '../../common/list-headers';
import { pageStart } from '../../common/keyset-page';
import { Public } from '../../common/public.decorator';
import { EPISODE_MESSAGES, PublicEpisodeDetailDto, PublicEpisodeDto } from '../episodes/episode.dto';
import { PublicEpisodeDetails } from './public-episode-details';
import { PublicEpisodeListCache } from './public-episode-list.cache';
import { PUBLIC_LIST_DEFAULT_LIMIT, PublicEpisodeListQueryDto } from './public-episode-list.query';
import { sendPublicListPage } from './public-episode-list.response';

/** The public reads of /api/episodes; the episodes module owns the prefix's writes (create, play). */
@ApiTags('episodes')
@Controller('episodes')
export class PublicEpisodesController {
  constructor(
    private readonly list: PublicEpisodeListCache,
    private readonly details: PublicEpisodeDetails,
  ) {}

  /** The public site's hot read: answered from PublicEpisodeListCache's bytes (compressed once) with an ETag. */
  @Public()
  @Get()
  @ApiOperation({ summary: 'Published episodes, newest first (ETag / If-None-Match supported)' })
  @ApiOkResponse({
    type: PublicEpisodeDto,
    isArray: true,
    headers: {
      ...listHeaders('Published episodes'),
      ETag: { description: 'Validator for If-None-Match', schema: { type: 'string' } },
    },
  })
  @ApiBadRequestResponse({ description: 'limit (1-100, default 100), offset or after out of range; offset with after' })
  async publishedPage(@Query() query: PublicEpisodeListQueryDto, @Req() req: Request, @Res() res: Response): Promise<void> {
    const page = await this.list.get(query.limit ?? PUBLIC_LIST_DEFAULT_LIMIT, pageStart(query.offset, query.after), query.after);
    sendPublicListPage(req, res, page);
  }

  /** The public episode page's read: one published episode, its show notes and its guest (a draft answers like a missing one). */
  @Public()
  @Get(':id')
  @ApiOperation({ summary: 'One published episode, with its show notes, guest, chapters and transcript' })
  @ApiOkResponse({ type: PublicEpisodeDetailDto })
  @ApiNotFoundResponse({ description: 'Episode not found (or not published)' })
  async publishedEpisode(@Param('id', new EntityIdPipe(EPISODE_MESSAGES.notFound)) id: number): Promise<PublicEpisodeDetailDto> {
    const detail = await this.details.of(id);
    if (!detail) throw new NotFoundException(EPISODE_MESSAGES.notFound);
    return detail;
  }
}
