import { Body, Controller, HttpCode, Param, Post, Req } from '@nestjs/common';
import {
  ApiBadRequestResponse,
  ApiCookieAuth,
  ApiCreatedResponse,
  ApiForbiddenResponse,
  ApiNoContentResponse,
  ApiNotFoundResponse,
  ApiOperation,
  ApiTags,
  ApiUnauthorizedResponse,
} from '@nestjs/swagger';
import type { Request } from 'express';
import { Public } from '../../common/public.decorator';
import { clientAddress, RateLimit } from '../../common/rate-limit/rate-limit.guard';
import { AdminEpisodeDto, EPISODE_MESSAGES, EpisodeCreateDto } from './episode.dto';
import { EpisodesService } from './episodes.service';
import { EntityIdPipe } from '../../common/entity-id.pipe';
import { Requires } from '../../common/requires.decorator';
import { CurrentStaff, type StaffActor } from '../../common/current-staff.decorator';

@ApiTags('episodes')
/** The writes of /api/episodes (create, play); the public catalogue serves its reads (PublicEpisodesController). */
@Controller('episodes')
export class EpisodesController {
  constructor(private readonly episodes: EpisodesService) {}

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
