import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { In, Repository } from 'typeorm';
import { EpisodeTranscriptEntity } from './episode-transcript.entity';

export type TranscriptFields = Omit<EpisodeTranscriptEntity, 'episode' | 'updatedAt'>;

/** The facts of a transcript without its cues (lists and feeds never need the text). */
export type TranscriptSummary = Omit<EpisodeTranscriptEntity, 'episode' | 'cues'>;

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

  summary(episodeId: number): Promise<TranscriptSummary | null> {
    return this.transcripts.findOne({ where: { episodeId }, select: SUMMARY_COLUMNS });
  }

  /** Stores the episode's transcript, replacing the one it had. */
  async save(fields: TranscriptFields): Promise<TranscriptSummary> {
    // One INSERT … ON CONFLICT: two admins uploading at once each replace the row, never a duplicate-key error.
    await this.transcripts
      .createQueryBuilder()
      .insert()
      .values({ ...fields, updatedAt: new Date() })
      .orUpdate(['language', 'sourceFormat', 'fileName', 'cues', 'cueCount', 'timedForAssetId', 'updatedAt'], ['episodeId'])
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
