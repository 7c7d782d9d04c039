import { Body, Controller, Delete, Get, HttpCode, Param, Patch, Query, Res } from '@nestjs/common';
import { ApiBadRequestResponse, ApiCookieAuth, ApiNoContentResponse, ApiNotFoundResponse, ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import type { Response } from 'express';
import { listHeaders, setListHeaders } from '../../common/list-headers';
import { AdminEpisodeListQueryDto } from './admin-episode-list.query';
import { AdminEpisodeListService } from './admin-episode-list.service';
import { AdminEpisodeDto, EPISODE_MESSAGES, EpisodeUpdateDto } from './episode.dto';
import { EpisodesService } from './episodes.service';
import { EntityIdPipe } from '../../common/entity-id.pipe';

const episodeId = new EntityIdPipe(EPISODE_MESSAGES.notFound);

@ApiTags('admin episodes')
@ApiCookieAuth()
@Controller('admin/episodes')
export class AdminEpisodesController {
  constructor(
    private readonly episodes: EpisodesService,
    private readonly list: AdminEpisodeListService,
  ) {}

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

  @Get(':id')
  @ApiOperation({ summary: 'One episode (admin view)' })
  @ApiOkResponse({ type: AdminEpisodeDto })
  @ApiNotFoundResponse({ description: 'Episode not found' })
  async get(@Param('id', episodeId) id: number): Promise<AdminEpisodeDto> {
    return this.episodes.adminView(await this.episodes.get(id));
  }

  @Patch(':id')
  @ApiOperation({ summary: 'Changes an episode (fields, status, editing status, final video)' })
  @ApiOkResponse({ type: AdminEpisodeDto })
  @ApiBadRequestResponse({ description: 'A field is invalid, or finalVideoAssetId is not an edited video of this episode' })
  @ApiNotFoundResponse({ description: 'Episode not found' })
  async update(@Param('id', episodeId) id: number, @Body() body: EpisodeUpdateDto): Promise<AdminEpisodeDto> {
    return this.episodes.adminView(await this.episodes.update(id, body));
  }

  @Delete(':id')
  @HttpCode(204)
  @ApiOperation({ summary: 'Deletes an episode with its files, videos and comments' })
  @ApiNoContentResponse({ description: 'Deleted with its files, assets and comments' })
  @ApiNotFoundResponse({ description: 'Episode not found' })
  async delete(@Param('id', episodeId) id: number): Promise<void> {
    await this.episodes.delete(id);
  }
}
