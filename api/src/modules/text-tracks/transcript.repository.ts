import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { In, Repository } from 'typeorm';
import type { TranscriptFormat } from '@podcast/contracts';
import { EpisodeTranscriptEntity } from './episode-transcript.entity';
import type { SubtitleCue } from './subtitles/subtitle-cue';
import type { TranscriptRenderings } from './subtitles/transcript-renderings';

export type TranscriptFields = Omit<EpisodeTranscriptEntity, 'episode' | 'updatedAt'>;

/** The facts of a transcript without its cues or text (lists and feeds never need the text). */
export type TranscriptSummary = Omit<EpisodeTranscriptEntity, 'episode' | 'cues' | 'vtt' | 'srt' | 'paragraphs'>;

/** What the episode page shows of a transcript (paragraphs null: not made yet, see the entity). */
export type TranscriptText = Pick<EpisodeTranscriptEntity, 'language' | 'paragraphs'>;

/** A transcript's stored file of one format (null: not made yet, see the entity). */
export interface StoredTranscriptFile {
  text: string | null;
}

const SUMMARY_COLUMNS = {
  episodeId: true,
  language: true,
  sourceFormat: true,
  fileName: true,
  cueCount: true,
  timedForAssetId: true,
  updatedAt: true,
} as const;

@Injectable()
export class TranscriptRepository {
  constructor(@InjectRepository(EpisodeTranscriptEntity) private readonly transcripts: Repository<EpisodeTranscriptEntity>) {}

  find(episodeId: number): Promise<EpisodeTranscriptEntity | null> {
    return this.transcripts.findOneBy({ episodeId });
  }

  /** The stored file of `format`; null when the episode has no transcript. */
  async file(episodeId: number, format: TranscriptFormat): Promise<StoredTranscriptFile | null> {
    const row = await this.transcripts.findOne({ where: { episodeId }, select: { episodeId: true, [format]: true } });
    return row && { text: row[format] };
  }

  /** The stored paragraphs and their language; null when the episode has no transcript. */
  text(episodeId: number): Promise<TranscriptText | null> {
    return this.transcripts.findOne({ where: { episodeId }, select: { episodeId: true, language: true, paragraphs: true } });
  }

  /** The cues; null when the episode has no transcript. */
  async cues(episodeId: number): Promise<SubtitleCue[] | null> {
    const row = await this.transcripts.findOne({ where: { episodeId }, select: { episodeId: true, cues: true } });
    return row && row.cues;
  }

  /**
   * Stores the text made from `cues` in a row that lacks it, unless the cues changed meanwhile (a newer
   * upload then wrote its own). Plain SQL: neither the transcript's updatedAt nor what the public sees
   * changes, so no catalogue change is published (CatalogueChangeSubscriber).
   */
  async storeRenderings(episodeId: number, cues: readonly SubtitleCue[], renderings: TranscriptRenderings): Promise<void> {
    await this.transcripts.query(
      `UPDATE "episode_transcript" SET "vtt" = $2, "srt" = $3, "paragraphs" = $4::jsonb WHERE "episodeId" = $1 AND "cues" = $5::jsonb`,
      [episodeId, renderings.vtt, renderings.srt, JSON.stringify(renderings.paragraphs), JSON.stringify(cues)],
    );
  }

  summary(episodeId: number): Promise<TranscriptSummary | null> {
    return this.transcripts.findOne({ where: { episodeId }, select: SUMMARY_COLUMNS });
  }

  /** Stores the episode's transcript and what is read of it, replacing the one it had. */
  async save(fields: TranscriptFields): Promise<TranscriptSummary> {
    // One INSERT … ON CONFLICT: two admins uploading at once each replace the row, never a duplicate-key error.
    await this.transcripts
      .createQueryBuilder()
      .insert()
      .values({ ...fields, updatedAt: new Date() })
      .orUpdate(['language', 'sourceFormat', 'fileName', 'cues', 'cueCount', 'vtt', 'srt', 'paragraphs', 'timedForAssetId', 'updatedAt'], ['episodeId'])
      .execute();
    const saved = await this.summary(fields.episodeId);
    if (!saved) throw new Error(`Transcript of episode ${fields.episodeId} vanished after it was written`);
    return saved;
  }

  async delete(episodeId: number): Promise<boolean> {
    return ((await this.transcripts.delete({ episodeId })).affected ?? 0) > 0;
  }

  async stamp(episodeId: number, assetId: number | null): Promise<void> {
    await this.transcripts.update({ episodeId }, { timedForAssetId: assetId });
  }

  /** The transcript language of each of these episodes that has one: one query for a whole feed. */
  async languagesOf(episodeIds: readonly number[]): Promise<Map<number, string>> {
    if (episodeIds.length === 0) return new Map();
    const rows = await this.transcripts.find({ where: { episodeId: In([...episodeIds]) }, select: { episodeId: true, language: true } });
    return new Map(rows.map((row) => [row.episodeId, row.language]));
  }
}
