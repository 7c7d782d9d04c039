import { Body, Controller, Get, HttpCode, Param, Post, Query, Req, Res } from '@nestjs/common';
import {
  ApiBadRequestResponse,
  ApiCookieAuth,
  ApiCreatedResponse,
  ApiForbiddenResponse,
  ApiNoContentResponse,
  ApiNotFoundResponse,
  ApiOkResponse,
  ApiOperation,
  ApiTags,
  ApiUnauthorizedResponse,
} from '@nestjs/swagger';
import type { Request, Response } from 'express';
import { Public } from '../../common/public.decorator';
import { clientAddress, RateLimit } from '../../common/rate-limit/rate-limit.guard';
import { listHeaders } from '../../common/list-headers';
import { AdminEpisodeDto, EPISODE_MESSAGES, EpisodeCreateDto, PublicEpisodeDetailDto, PublicEpisodeDto } from './episode.dto';
import { EpisodesService } from './episodes.service';
import { EntityIdPipe } from '../../common/entity-id.pipe';
import { PublicEpisodeListQueryDto } from './public-episode-list.query';
import { sendPublicListPage } from './public-episode-list.response';
import { Requires } from '../../common/requires.decorator';
import { CurrentStaff, type StaffActor } from '../../common/current-staff.decorator';

@ApiTags('episodes')
@Controller('episodes')
export class EpisodesController {
  constructor(private readonly episodes: EpisodesService) {}

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
  async list(@Query() query: PublicEpisodeListQueryDto, @Req() req: Request, @Res() res: Response): Promise<void> {
    sendPublicListPage(req, res, await this.episodes.publishedPage(query));
  }

  /** The public episode page's read: one published episode, its show notes and its guest. */
  @Public()
  @Get(':id')
  @ApiOperation({ summary: 'One published episode, with its show notes, guest, chapters and transcript' })
  @ApiOkResponse({ type: PublicEpisodeDetailDto })
  @ApiNotFoundResponse({ description: 'Episode not found (or not published)' })
  async getPublished(@Param('id', new EntityIdPipe(EPISODE_MESSAGES.notFound)) id: number): Promise<PublicEpisodeDetailDto> {
    const episode = await this.episodes.getPublished(id);
    return this.episodes.publicDetail(episode);
  }

  @Public()
  @RateLimit('play')
  @Post(':id/play')
  @HttpCode(204)
  @ApiOperation({ summary: 'Counts a play of a published episode, once per listener (address and user agent, hashed with a daily salt) and UTC day' })
  @ApiNoContentResponse()
  @ApiNotFoundResponse({ description: 'Episode not found (or not published)' })
  async play(@Param('id', new EntityIdPipe(EPISODE_MESSAGES.notFound)) id: number, @Req() req: Request): Promise<void> {
    await this.episodes.recordPlay(id, { address: clientAddress(req), userAgent: req.get('user-agent') ?? '' });
  }

  /** Outside /api/admin because the spec's client posts here, but admin-only like every write (docs/api.md). */
  @Requires('episodes.write')
  @Post()
  @ApiCookieAuth()
  @ApiOperation({ summary: 'Creates an episode (admin session required)' })
  @ApiCreatedResponse({ type: AdminEpisodeDto })
  @ApiBadRequestResponse({ description: 'Title is required / Description is required / …' })
  @ApiUnauthorizedResponse()
  @ApiForbiddenResponse({ description: 'The role lacks episodes.write, or creates a published episode without episodes.publish' })
  async create(@Body() body: EpisodeCreateDto, @CurrentStaff() actor: StaffActor): Promise<AdminEpisodeDto> {
    return this.episodes.adminView(await this.episodes.create(body, actor));
  }
}
