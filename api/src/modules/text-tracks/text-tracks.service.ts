import { BadRequestException, Injectable } from '@nestjs/common';
import type { ChapterDto, EpisodeTextTracksView, TranscriptFilesDto } from '../episodes/episode-text-tracks';
import { PublishedEpisodes } from '../public-catalogue/published-episodes';
import { CatalogueCache } from '../catalogue/catalogue-cache';
import { ChapterRepository } from './chapter.repository';
import type { EpisodeChapterEntity } from './episode-chapter.entity';
import { FinalVideoLookup, needsReview, type TimingTarget } from './final-video.lookup';
import { textTrackPath } from './text-track-files';
import {
  TEXT_TRACK_MESSAGES,
  type AdminChapterDto,
  type AdminTextTracksDto,
  type AdminTranscriptDto,
  type PublicTextTracksDto,
  type TextTrackReviewDto,
} from './text-tracks.dto';
import { TranscriptRepository, type TranscriptSummary } from './transcript.repository';
import { TranscriptsService } from './transcripts.service';

/** For the feeds: which episodes have chapters, and each transcript's language. */
export interface TextTrackPresence {
  withChapters: Set<number>;
  transcriptLanguages: Map<number, string>;
}

/** Podcasting 2.0 JSON chapters (github.com/Podcastindex-org/podcast-namespace, chapters.md). */
export interface PodcastChaptersDocument {
  version: '1.2.0';
  chapters: Array<{ startTime: number; title: string }>;
}

const publicChapter = (chapter: EpisodeChapterEntity): ChapterDto => ({ startSeconds: chapter.startSeconds, title: chapter.title });

const transcriptFiles = (episodeId: number, language: string): TranscriptFilesDto => ({
  language,
  vttUrl: textTrackPath(episodeId, 'transcript.vtt'),
  srtUrl: textTrackPath(episodeId, 'transcript.srt'),
});

/** An episode's chapters and transcript together: the admin's view, the keep-or-clear decision, the public reads. */
@Injectable()
export class TextTracksService {
  constructor(
    private readonly chapters: ChapterRepository,
    private readonly transcripts: TranscriptRepository,
    private readonly transcriptText: TranscriptsService,
    private readonly finalVideo: FinalVideoLookup,
    private readonly published: PublishedEpisodes,
    private readonly cache: CatalogueCache,
  ) {}

  async adminView(episodeId: number): Promise<AdminTextTracksDto> {
    const target = await this.finalVideo.of(episodeId);
    const [chapters, transcript] = await Promise.all([this.chapters.listFor(episodeId), this.transcripts.summary(episodeId)]);
    return {
      chapters: chapters.map((chapter) => this.adminChapter(chapter, target)),
      transcript: transcript ? this.adminTranscript(transcript, target) : null,
      finalVideoAssetId: target.assetId,
      finalVideoDurationSec: target.durationSec,
    };
  }

  adminChapter(chapter: EpisodeChapterEntity, target: Pick<TimingTarget, 'assetId'>): AdminChapterDto {
    return { id: chapter.id, ...publicChapter(chapter), needsReview: needsReview(chapter.timedForAssetId, target) };
  }

  adminTranscript(transcript: TranscriptSummary, target: Pick<TimingTarget, 'assetId'>): AdminTranscriptDto {
    return {
      ...transcriptFiles(transcript.episodeId, transcript.language),
      sourceFormat: transcript.sourceFormat,
      fileName: transcript.fileName,
      cueCount: transcript.cueCount,
      updatedAt: transcript.updatedAt.toISOString(),
      needsReview: needsReview(transcript.timedForAssetId, target),
    };
  }

  /**
   * After the final video changed: keep (they now count as timed for it) or clear (deleted) the
   * chapters, the transcript, or both. Either is applied against the final video of this moment.
   */
  async review(episodeId: number, dto: TextTrackReviewDto): Promise<AdminTextTracksDto> {
    if (dto.chapters === undefined && dto.transcript === undefined) throw new BadRequestException(TEXT_TRACK_MESSAGES.decisionRequired);
    const target = await this.finalVideo.of(episodeId);
    if (dto.chapters === 'keep') await this.chapters.stampAll(episodeId, target.assetId);
    if (dto.chapters === 'clear') await this.chapters.deleteAllOf(episodeId);
    if (dto.transcript === 'keep') await this.transcripts.stamp(episodeId, target.assetId);
    if (dto.transcript === 'clear') await this.transcripts.delete(episodeId);
    return this.adminView(episodeId);
  }

  /** The episode page's chapters and transcript text (the caller has checked the episode is published). */
  async publicOf(episodeId: number): Promise<EpisodeTextTracksView> {
    // The paragraphs stored at upload: the page reads them, never the cues (but once, for a row the
    // previous release wrote without them).
    const [chapters, transcript] = await Promise.all([this.chapters.listFor(episodeId), this.transcriptText.text(episodeId)]);
    return {
      chapters: chapters.map(publicChapter),
      transcript: transcript ? { ...transcriptFiles(episodeId, transcript.language), paragraphs: transcript.paragraphs } : null,
    };
  }

  /** What the public player needs; null when the episode is not published (or does not exist). */
  async forPlayer(episodeId: number): Promise<PublicTextTracksDto | null> {
    // Whether it is public, from the catalogue's record; a database failure stays an error (a 5xx),
    // not "no such episode". Kept with the catalogue (chapters and transcripts move its version).
    if (!(await this.published.find(episodeId))) return null;
    return this.cache.get(
      `player-text-tracks ${episodeId}`,
      async () => {
        const [chapters, transcript] = await Promise.all([this.chapters.listFor(episodeId), this.transcripts.summary(episodeId)]);
        return { chapters: chapters.map(publicChapter), captions: transcript ? transcriptFiles(episodeId, transcript.language) : null };
      },
      (tracks) => JSON.stringify(tracks).length * 2,
    );
  }

  /** The Podcasting 2.0 chapters document; null when the episode has no chapters. */
  async chaptersDocument(episodeId: number): Promise<PodcastChaptersDocument | null> {
    const chapters = await this.chapters.listFor(episodeId);
    if (chapters.length === 0) return null;
    return { version: '1.2.0', chapters: chapters.map((chapter) => ({ startTime: chapter.startSeconds, title: chapter.title })) };
  }

  /** For the feeds: which episodes have chapters, and each transcript's language, in two queries. */
  async presence(episodeIds: readonly number[]): Promise<TextTrackPresence> {
    const [withChapters, transcriptLanguages] = await Promise.all([this.chapters.episodesWithChapters(episodeIds), this.transcripts.languagesOf(episodeIds)]);
    return { withChapters, transcriptLanguages };
  }
}
