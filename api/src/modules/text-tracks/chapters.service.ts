import { BadRequestException, ConflictException, Injectable, NotFoundException } from '@nestjs/common';
import { CHAPTERS_MAX } from '@podcast/contracts';
import { formatDuration } from '../transcoding/ffmpeg-args';
import { ChapterRepository, ChapterStartTakenError } from './chapter.repository';
import type { EpisodeChapterEntity } from './episode-chapter.entity';
import { FinalVideoLookup, type TimingTarget } from './final-video.lookup';
import { TEXT_TRACK_MESSAGES, type ChapterCreateDto, type ChapterUpdateDto } from './text-tracks.dto';

/** An episode's chapters: added, renamed, moved and deleted at whole seconds of its final video. */
@Injectable()
export class ChaptersService {
  constructor(
    private readonly chapters: ChapterRepository,
    private readonly finalVideo: FinalVideoLookup,
  ) {}

  async add(episodeId: number, dto: ChapterCreateDto): Promise<EpisodeChapterEntity> {
    const target = await this.finalVideo.of(episodeId);
    if ((await this.chapters.countFor(episodeId)) >= CHAPTERS_MAX) throw new BadRequestException(TEXT_TRACK_MESSAGES.tooManyChapters);
    assertWithinVideo(dto.startSeconds, target);
    if (await this.chapters.startTaken(episodeId, dto.startSeconds)) throw translateTaken(new ChapterStartTakenError(), dto.startSeconds);
    try {
      return await this.chapters.create({ episodeId, startSeconds: dto.startSeconds, title: dto.title, timedForAssetId: target.assetId });
    } catch (error) {
      throw translateTaken(error, dto.startSeconds);
    }
  }

  async update(id: number, dto: ChapterUpdateDto): Promise<EpisodeChapterEntity> {
    const chapter = await this.chapters.findById(id);
    if (!chapter) throw new NotFoundException(TEXT_TRACK_MESSAGES.chapterNotFound);
    const fields: Parameters<ChapterRepository['update']>[1] = {};
    if (dto.title !== undefined) fields.title = dto.title;
    if (dto.startSeconds !== undefined) {
      const target = await this.finalVideo.of(chapter.episodeId);
      assertWithinVideo(dto.startSeconds, target);
      if (await this.chapters.startTaken(chapter.episodeId, dto.startSeconds, id)) throw translateTaken(new ChapterStartTakenError(), dto.startSeconds);
      // Moved while watching the current final video: its time now belongs to that video.
      fields.startSeconds = dto.startSeconds;
      fields.timedForAssetId = target.assetId;
    }
    if (Object.keys(fields).length === 0) return chapter;
    try {
      const updated = await this.chapters.update(id, fields);
      if (!updated) throw new NotFoundException(TEXT_TRACK_MESSAGES.chapterNotFound);
      return updated;
    } catch (error) {
      throw translateTaken(error, dto.startSeconds ?? chapter.startSeconds);
    }
  }

  async delete(id: number): Promise<void> {
    if (!(await this.chapters.delete(id))) throw new NotFoundException(TEXT_TRACK_MESSAGES.chapterNotFound);
  }
}

function assertWithinVideo(startSeconds: number, target: TimingTarget): void {
  if (target.durationSec === null) return;
  const end = Math.floor(target.durationSec);
  if (startSeconds > end) throw new BadRequestException(`The chapter starts after the video ends (${formatDuration(end)})`);
}

function translateTaken(error: unknown, startSeconds: number): unknown {
  return error instanceof ChapterStartTakenError ? new ConflictException(`A chapter already starts at ${formatDuration(startSeconds)}`) : error;
}
