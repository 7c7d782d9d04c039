import { Body, Controller, Get, Headers, HttpCode, Param, Post, Query, Res } from '@nestjs/common';
import {
  ApiBadRequestResponse,
  ApiCookieAuth,
  ApiCreatedResponse,
  ApiNoContentResponse,
  ApiNotFoundResponse,
  ApiOkResponse,
  ApiOperation,
  ApiTags,
  ApiUnauthorizedResponse,
} from '@nestjs/swagger';
import type { Response } from 'express';
import { Public } from '../../common/public.decorator';
import { RateLimit } from '../../common/rate-limit/rate-limit.guard';
import { AdminEpisodeDto, EPISODE_MESSAGES, EpisodeCreateDto, EpisodeListQueryDto, PublicEpisodeDto } from './episode.dto';
import { mapAdminEpisode, mapPublicEpisode } from './episode.mapper';
import { EpisodesService } from './episodes.service';
import { EntityIdPipe } from '../../common/entity-id.pipe';
import { sendPublicListPage } from './public-episode-list.cache';

@ApiTags('episodes')
@Controller('episodes')
export class EpisodesController {
  constructor(private readonly episodes: EpisodesService) {}

  /** Usually answered by PublicEpisodeListMiddleware from memory; this handler is its fallback and its documentation. */
  @Public()
  @Get()
  @ApiOperation({ summary: 'Published episodes, newest first (ETag / If-None-Match supported)' })
  @ApiOkResponse({
    type: PublicEpisodeDto,
    isArray: true,
    headers: {
      'X-Total-Count': { description: 'Number of published episodes', schema: { type: 'integer' } },
      ETag: { description: 'Validator for If-None-Match', schema: { type: 'string' } },
    },
  })
  @ApiBadRequestResponse({ description: 'limit (1-100, default 100) or offset out of range' })
  async list(@Query() query: EpisodeListQueryDto, @Headers('if-none-match') ifNoneMatch: string | undefined, @Res() res: Response): Promise<void> {
    const page = await this.episodes.publishedPage(query.limit, query.offset ?? 0);
    sendPublicListPage(ifNoneMatch, res, page);
  }

  /** The public episode page's read: one published episode, the same fields as a list item. */
  @Public()
  @Get(':id')
  @ApiOperation({ summary: 'One published episode' })
  @ApiOkResponse({ type: PublicEpisodeDto })
  @ApiNotFoundResponse({ description: 'Episode not found (or not published)' })
  async getPublished(@Param('id', new EntityIdPipe(EPISODE_MESSAGES.notFound)) id: number): Promise<PublicEpisodeDto> {
    return mapPublicEpisode(await this.episodes.getPublished(id));
  }

  @Public()
  @RateLimit('play')
  @Post(':id/play')
  @HttpCode(204)
  @ApiOperation({ summary: 'Counts a play of a published episode' })
  @ApiNoContentResponse()
  @ApiNotFoundResponse({ description: 'Episode not found (or not published)' })
  async play(@Param('id', new EntityIdPipe(EPISODE_MESSAGES.notFound)) id: number): Promise<void> {
    await this.episodes.recordPlay(id);
  }

  /** Outside /api/admin because the spec's client posts here, but admin-only like every write (docs/api.md). */
  @Post()
  @ApiCookieAuth()
  @ApiOperation({ summary: 'Creates an episode (admin session required)' })
  @ApiCreatedResponse({ type: AdminEpisodeDto })
  @ApiBadRequestResponse({ description: 'Title is required / Description is required / …' })
  @ApiUnauthorizedResponse()
  async create(@Body() body: EpisodeCreateDto): Promise<AdminEpisodeDto> {
    return mapAdminEpisode(await this.episodes.create(body));
  }
}
