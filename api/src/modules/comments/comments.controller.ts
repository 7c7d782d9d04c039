import { Body, Controller, Delete, Get, HttpCode, Param, Patch, Post } from '@nestjs/common';
import {
  ApiBadRequestResponse,
  ApiCookieAuth,
  ApiCreatedResponse,
  ApiNoContentResponse,
  ApiNotFoundResponse,
  ApiOkResponse,
  ApiOperation,
  ApiTags,
} from '@nestjs/swagger';
import { EntityIdPipe } from '../../common/entity-id.pipe';
import { AssetCommentCreateDto, CarryOverDto, COMMENT_MESSAGES, CommentCountDto, CommentCreateDto, CommentDto, CommentUpdateDto } from './comment.dto';
import { mapComment } from './comment.mapper';
import { CommentsService } from './comments.service';
import { Requires } from '../../common/requires.decorator';

const episodeId = new EntityIdPipe(COMMENT_MESSAGES.episodeNotFound);
const assetId = new EntityIdPipe(COMMENT_MESSAGES.assetNotFound);
const commentId = new EntityIdPipe(COMMENT_MESSAGES.notFound);

/** Time-coded review comments; every list is sorted by timecodeSec ascending. */
@ApiTags('admin comments')
@ApiCookieAuth()
@Controller('admin')
export class CommentsController {
  constructor(private readonly comments: CommentsService) {}

  @Requires('episodes.read')
  @Get('episodes/:id/comments')
  @ApiOperation({ summary: 'Comments of an episode (all its videos), by timecode' })
  @ApiOkResponse({ type: CommentDto, isArray: true })
  @ApiNotFoundResponse({ description: 'Episode not found' })
  async listForEpisode(@Param('id', episodeId) id: number): Promise<CommentDto[]> {
    return (await this.comments.listForEpisode(id)).map(mapComment);
  }

  @Requires('episodes.write')
  @Post('episodes/:id/comments')
  @ApiOperation({ summary: 'Adds a comment to an episode' })
  @ApiCreatedResponse({ type: CommentDto })
  @ApiBadRequestResponse({ description: 'Comment text is required / timecode invalid' })
  @ApiNotFoundResponse({ description: 'Episode not found' })
  async addToEpisode(@Param('id', episodeId) id: number, @Body() body: CommentCreateDto): Promise<CommentDto> {
    return mapComment(await this.comments.addToEpisode(id, body));
  }

  @Requires('episodes.read')
  @Get('episodes/:id/comment-counts')
  @ApiOperation({ summary: 'Number of comments per video of an episode' })
  @ApiOkResponse({ type: CommentCountDto, isArray: true, description: 'Comments per video asset of the episode' })
  @ApiNotFoundResponse({ description: 'Episode not found' })
  async counts(@Param('id', episodeId) id: number): Promise<CommentCountDto[]> {
    return this.comments.countsForEpisode(id);
  }

  @Requires('episodes.read')
  @Get('video-assets/:assetId/comments')
  @ApiOperation({ summary: 'Comments of one video, by timecode' })
  @ApiOkResponse({ type: CommentDto, isArray: true })
  @ApiNotFoundResponse({ description: 'Video asset not found' })
  async listForAsset(@Param('assetId', assetId) id: number): Promise<CommentDto[]> {
    return (await this.comments.listForAsset(id)).map(mapComment);
  }

  @Requires('episodes.write')
  @Post('video-assets/:assetId/comments')
  @ApiOperation({ summary: 'Adds a comment to one video' })
  @ApiCreatedResponse({ type: CommentDto })
  @ApiBadRequestResponse({ description: 'Comment text is required / timecode invalid / video of another episode' })
  @ApiNotFoundResponse({ description: 'Video asset not found / Episode not found' })
  async addToAsset(@Param('assetId', assetId) id: number, @Body() body: AssetCommentCreateDto): Promise<CommentDto> {
    return mapComment(await this.comments.addToAsset(id, body));
  }

  @Requires('episodes.read')
  @Get('video-assets/:assetId/carry-over')
  @ApiOperation({ summary: "The previous version's unresolved comments not yet carried onto this one" })
  @ApiOkResponse({ type: CommentDto, isArray: true })
  @ApiNotFoundResponse({ description: 'Video asset not found' })
  async carryOverOffer(@Param('assetId', assetId) id: number): Promise<CommentDto[]> {
    return (await this.comments.carryOverOffer(id)).map(mapComment);
  }

  @Requires('episodes.write')
  @Post('video-assets/:assetId/carry-over')
  @ApiOperation({ summary: 'Copies offered comments of the previous version onto this one (the originals stay)' })
  @ApiCreatedResponse({ type: CommentDto, isArray: true, description: 'The copies, with carriedFromId' })
  @ApiBadRequestResponse({ description: 'An id that was not offered' })
  @ApiNotFoundResponse({ description: 'Video asset not found' })
  async carryOver(@Param('assetId', assetId) id: number, @Body() body: CarryOverDto): Promise<CommentDto[]> {
    return (await this.comments.carryOver(id, body.commentIds)).map(mapComment);
  }

  /** Resolving is not shown in the spec (§7); the path is ours (docs/api.md). */
  @Requires('episodes.write')
  @Patch('comments/:id')
  @ApiOperation({ summary: 'Resolves or reopens a comment' })
  @ApiOkResponse({ type: CommentDto })
  @ApiNotFoundResponse({ description: 'Comment not found' })
  async update(@Param('id', commentId) id: number, @Body() body: CommentUpdateDto): Promise<CommentDto> {
    return mapComment(await this.comments.update(id, body));
  }

  @Requires('episodes.write')
  @Delete('comments/:id')
  @ApiOperation({ summary: 'Deletes a comment' })
  @HttpCode(204)
  @ApiNoContentResponse()
  @ApiNotFoundResponse({ description: 'Comment not found' })
  async delete(@Param('id', commentId) id: number): Promise<void> {
    await this.comments.delete(id);
  }
}
