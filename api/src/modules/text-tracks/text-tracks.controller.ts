import { Body, Controller, Delete, Get, HttpCode, NotFoundException, Param, Patch, Post, Put, Res } from '@nestjs/common';
import {
  ApiBadRequestResponse,
  ApiConflictResponse,
  ApiCookieAuth,
  ApiCreatedResponse,
  ApiNoContentResponse,
  ApiNotFoundResponse,
  ApiOkResponse,
  ApiOperation,
  ApiParam,
  ApiProduces,
  ApiTags,
} from '@nestjs/swagger';
import { TRANSCRIPT_MEDIA_TYPES, type TranscriptFormat } from '@podcast/contracts';
import type { Response } from 'express';
import { EntityIdPipe } from '../../common/entity-id.pipe';
import { contentDisposition } from '../media/content-disposition';
import { ChaptersService } from './chapters.service';
import { TEXT_TRACK_MESSAGES, AdminTextTracksDto, ChapterCreateDto, ChapterUpdateDto, TextTrackReviewDto, TranscriptUploadDto } from './text-tracks.dto';
import { TextTracksService } from './text-tracks.service';
import { TranscriptsService } from './transcripts.service';
import { Requires } from '../../common/requires.decorator';

const episodeId = new EntityIdPipe(TEXT_TRACK_MESSAGES.episodeNotFound);
const chapterId = new EntityIdPipe(TEXT_TRACK_MESSAGES.chapterNotFound);
const FORMATS = Object.keys(TRANSCRIPT_MEDIA_TYPES) as TranscriptFormat[];

/**
 * Chapters and the transcript of an episode (issue 20). Every change answers with the episode's
 * whole text-track view, so the editor shows the sorted list and what waits for review at once.
 */
@ApiTags('chapters and transcripts')
@ApiCookieAuth()
@Controller('admin')
export class TextTracksController {
  constructor(
    private readonly tracks: TextTracksService,
    private readonly chapters: ChaptersService,
    private readonly transcripts: TranscriptsService,
  ) {}

  @Requires('episodes.read')
  @Get('episodes/:id/text-tracks')
  @ApiOperation({ summary: "An episode's chapters (by time) and transcript, with what was timed for an earlier final video" })
  @ApiOkResponse({ type: AdminTextTracksDto })
  @ApiNotFoundResponse({ description: 'Episode not found' })
  view(@Param('id', episodeId) id: number): Promise<AdminTextTracksDto> {
    return this.tracks.adminView(id);
  }

  @Requires('episodes.write')
  @Post('episodes/:id/chapters')
  @ApiOperation({ summary: 'Adds a chapter at a whole second of the final video' })
  @ApiCreatedResponse({ type: AdminTextTracksDto, description: "Created; the episode's text tracks" })
  @ApiBadRequestResponse({ description: 'Title or start invalid, the start is past the end of the video, or the episode has the most chapters allowed' })
  @ApiConflictResponse({ description: 'A chapter already starts at this second' })
  @ApiNotFoundResponse({ description: 'Episode not found' })
  async addChapter(@Param('id', episodeId) id: number, @Body() body: ChapterCreateDto): Promise<AdminTextTracksDto> {
    await this.chapters.add(id, body);
    return this.tracks.adminView(id);
  }

  @Requires('episodes.write')
  @Patch('chapters/:chapterId')
  @ApiOperation({ summary: 'Renames or moves a chapter' })
  @ApiOkResponse({ type: AdminTextTracksDto })
  @ApiBadRequestResponse({ description: 'Title or start invalid, or the start is past the end of the video' })
  @ApiConflictResponse({ description: 'Another chapter already starts at this second' })
  @ApiNotFoundResponse({ description: 'Chapter not found' })
  async updateChapter(@Param('chapterId', chapterId) id: number, @Body() body: ChapterUpdateDto): Promise<AdminTextTracksDto> {
    const chapter = await this.chapters.update(id, body);
    return this.tracks.adminView(chapter.episodeId);
  }

  @Requires('episodes.write')
  @Delete('chapters/:chapterId')
  @HttpCode(204)
  @ApiOperation({ summary: 'Deletes a chapter' })
  @ApiNoContentResponse({ description: 'Deleted' })
  @ApiNotFoundResponse({ description: 'Chapter not found' })
  deleteChapter(@Param('chapterId', chapterId) id: number): Promise<void> {
    return this.chapters.delete(id);
  }

  @Requires('episodes.write')
  @Put('episodes/:id/transcript')
  @ApiOperation({ summary: 'Uploads the transcript (WebVTT or SRT, checked line by line), replacing the one the episode had' })
  @ApiOkResponse({ type: AdminTextTracksDto })
  @ApiBadRequestResponse({ description: 'Not WebVTT or SRT, or a line that cannot be read (the message names it), or an invalid language' })
  @ApiNotFoundResponse({ description: 'Episode not found' })
  async uploadTranscript(@Param('id', episodeId) id: number, @Body() body: TranscriptUploadDto): Promise<AdminTextTracksDto> {
    await this.transcripts.upload(id, body);
    return this.tracks.adminView(id);
  }

  @Requires('episodes.write')
  @Delete('episodes/:id/transcript')
  @HttpCode(204)
  @ApiOperation({ summary: "Deletes the episode's transcript" })
  @ApiNoContentResponse({ description: 'Deleted' })
  @ApiNotFoundResponse({ description: 'Episode not found, or it has no transcript' })
  deleteTranscript(@Param('id', episodeId) id: number): Promise<void> {
    return this.transcripts.delete(id);
  }

  @Requires('episodes.read')
  @Get('episodes/:id/transcript/:format')
  @ApiOperation({ summary: 'Downloads the transcript as WebVTT or SRT (published or not)' })
  @ApiParam({ name: 'format', schema: { type: 'string', enum: FORMATS } })
  @ApiProduces(...Object.values(TRANSCRIPT_MEDIA_TYPES))
  @ApiOkResponse({
    description: 'The transcript file',
    content: Object.fromEntries(Object.values(TRANSCRIPT_MEDIA_TYPES).map((type) => [type, { schema: { type: 'string' } }])),
  })
  @ApiNotFoundResponse({ description: 'Episode not found, or it has no transcript' })
  async downloadTranscript(@Param('id', episodeId) id: number, @Param('format') format: string, @Res() res: Response): Promise<void> {
    const known = FORMATS.find((candidate) => candidate === format);
    const text = known ? await this.transcripts.file(id, known) : null;
    if (!known || text === null) throw new NotFoundException(TEXT_TRACK_MESSAGES.transcriptNotFound);
    res.setHeader('Content-Type', `${TRANSCRIPT_MEDIA_TYPES[known]}; charset=utf-8`);
    res.setHeader('Content-Disposition', contentDisposition(`episode-${id}-transcript.${known}`));
    res.setHeader('Cache-Control', 'private, no-cache');
    res.send(text);
  }

  @Requires('episodes.write')
  @Post('episodes/:id/text-tracks/review')
  @HttpCode(200)
  @ApiOperation({ summary: 'After the final video changed: keep or clear the chapters, the transcript, or both' })
  @ApiOkResponse({ type: AdminTextTracksDto })
  @ApiBadRequestResponse({ description: 'Neither chapters nor transcript given, or a value other than keep or clear' })
  @ApiNotFoundResponse({ description: 'Episode not found' })
  review(@Param('id', episodeId) id: number, @Body() body: TextTrackReviewDto): Promise<AdminTextTracksDto> {
    return this.tracks.review(id, body);
  }
}
