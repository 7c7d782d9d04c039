import { Body, Controller, Delete, Get, HttpCode, Param, Patch, Query, Res } from '@nestjs/common';
import {
  ApiBadRequestResponse,
  ApiCookieAuth,
  ApiForbiddenResponse,
  ApiNoContentResponse,
  ApiNotFoundResponse,
  ApiOkResponse,
  ApiOperation,
  ApiTags,
} from '@nestjs/swagger';
import type { Response } from 'express';
import { listHeaders, setListHeaders } from '../../common/list-headers';
import { AdminEpisodeListQueryDto } from './admin-episode-list.query';
import { AdminEpisodeListService } from './admin-episode-list.service';
import { AdminEpisodeDto, EPISODE_MESSAGES, EpisodeUpdateDto } from './episode.dto';
import { EpisodesService } from './episodes.service';
import { EntityIdPipe } from '../../common/entity-id.pipe';
import { Requires } from '../../common/requires.decorator';
import { CurrentStaff, type StaffActor } from '../../common/current-staff.decorator';

const episodeId = new EntityIdPipe(EPISODE_MESSAGES.notFound);

@ApiTags('admin episodes')
@ApiCookieAuth()
@Controller('admin/episodes')
export class AdminEpisodesController {
  constructor(
    private readonly episodes: EpisodesService,
    private readonly list: AdminEpisodeListService,
  ) {}

  @Requires('episodes.read')
  @Get()
  @ApiOperation({ summary: 'Episodes, paged, searched and filtered by the server' })
  @ApiOkResponse({
    type: AdminEpisodeDto,
    isArray: true,
    description: 'One page of episodes, newest created first (or by number); without limit, the first 1,000',
    headers: listHeaders('Episodes'),
  })
  @ApiBadRequestResponse({ description: 'limit, offset, after, q, status or sort out of range; offset with after; after with sort=number' })
  async page(@Query() query: AdminEpisodeListQueryDto, @Res({ passthrough: true }) res: Response): Promise<AdminEpisodeDto[]> {
    const page = await this.list.page(query);
    setListHeaders(res, page);
    return this.episodes.adminViews(page.rows);
  }

  @Requires('episodes.read')
  @Get(':id')
  @ApiOperation({ summary: 'One episode (admin view)' })
  @ApiOkResponse({ type: AdminEpisodeDto })
  @ApiNotFoundResponse({ description: 'Episode not found' })
  async get(@Param('id', episodeId) id: number): Promise<AdminEpisodeDto> {
    return this.episodes.adminView(await this.episodes.get(id));
  }

  @Requires('episodes.write')
  @Patch(':id')
  @ApiOperation({ summary: 'Changes an episode (fields, status, editing status, final video)' })
  @ApiOkResponse({ type: AdminEpisodeDto })
  @ApiBadRequestResponse({ description: 'A field is invalid, or finalVideoAssetId is not an edited video of this episode' })
  @ApiForbiddenResponse({ description: 'The role lacks episodes.write, or changes the status to or from published without episodes.publish' })
  @ApiNotFoundResponse({ description: 'Episode not found' })
  async update(@Param('id', episodeId) id: number, @Body() body: EpisodeUpdateDto, @CurrentStaff() actor: StaffActor): Promise<AdminEpisodeDto> {
    return this.episodes.adminView(await this.episodes.update(id, body, actor));
  }

  @Requires('episodes.write')
  @Delete(':id')
  @HttpCode(204)
  @ApiOperation({ summary: 'Deletes an episode with its files, videos and comments' })
  @ApiNoContentResponse({ description: 'Deleted with its files, assets and comments' })
  @ApiForbiddenResponse({ description: 'The role lacks episodes.write, or the episode is published and the role lacks episodes.delete-published' })
  @ApiNotFoundResponse({ description: 'Episode not found' })
  async delete(@Param('id', episodeId) id: number, @CurrentStaff() actor: StaffActor): Promise<void> {
    await this.episodes.delete(id, actor);
  }
}
