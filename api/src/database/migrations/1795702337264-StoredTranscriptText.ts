import { MigrationInterface, QueryRunner } from 'typeorm';
import type { SubtitleCue } from '../../modules/text-tracks/subtitles/subtitle-cue';
import { transcriptRenderings } from '../../modules/text-tracks/subtitles/transcript-renderings';

/**
 * A transcript's WebVTT and SRT files and readable paragraphs, made when it is stored instead of on
 * every public read (issue 30, docs/text-tracks.md). Transcripts already stored get theirs here, one
 * row at a time (a transcript is up to 900,000 characters).
 */
export class StoredTranscriptText1795702337264 implements MigrationInterface {
  name = 'StoredTranscriptText1795702337264';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE "episode_transcript" ADD "vtt" text`);
    await queryRunner.query(`ALTER TABLE "episode_transcript" ADD "srt" text`);
    await queryRunner.query(`ALTER TABLE "episode_transcript" ADD "paragraphs" jsonb`);
    const rows = (await queryRunner.query(`SELECT "episodeId" FROM "episode_transcript" ORDER BY "episodeId"`)) as Array<{ episodeId: number }>;
    for (const { episodeId } of rows) {
      const [{ cues }] = (await queryRunner.query(`SELECT "cues" FROM "episode_transcript" WHERE "episodeId" = $1`, [episodeId])) as Array<{ cues: SubtitleCue[] }>;
      const { vtt, srt, paragraphs } = transcriptRenderings(cues);
      await queryRunner.query(`UPDATE "episode_transcript" SET "vtt" = $2, "srt" = $3, "paragraphs" = $4::jsonb WHERE "episodeId" = $1`, [
        episodeId,
        vtt,
        srt,
        JSON.stringify(paragraphs),
      ]);
    }
    await queryRunner.query(`ALTER TABLE "episode_transcript" ALTER COLUMN "vtt" SET NOT NULL`);
    await queryRunner.query(`ALTER TABLE "episode_transcript" ALTER COLUMN "srt" SET NOT NULL`);
    await queryRunner.query(`ALTER TABLE "episode_transcript" ALTER COLUMN "paragraphs" SET NOT NULL`);
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE "episode_transcript" DROP COLUMN "paragraphs"`);
    await queryRunner.query(`ALTER TABLE "episode_transcript" DROP COLUMN "srt"`);
    await queryRunner.query(`ALTER TABLE "episode_transcript" DROP COLUMN "vtt"`);
  }
}
