import { MigrationInterface, QueryRunner } from 'typeorm';
import type { SubtitleCue } from '../../modules/text-tracks/subtitles/subtitle-cue';
import { transcriptRenderings } from '../../modules/text-tracks/subtitles/transcript-renderings';

/**
 * A transcript's WebVTT and SRT files and readable paragraphs, made when it is stored instead of on
 * every public read (issue 30, docs/text-tracks.md). Transcripts already stored get theirs here, one
 * row at a time (a transcript is up to 900,000 characters).
 *
 * Additive, for a rolling upgrade (docs/deployment.md, "Upgrades with migrations"): the previous
 * release's processes insert and replace transcripts without these columns, so they stay nullable (a
 * read that finds them null makes and stores them), and a trigger empties them when a write changes
 * the cues but none of them, so text made from older cues is never served. Making them NOT NULL and
 * dropping the trigger is a later release's contract step.
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
    await queryRunner.query(`CREATE FUNCTION "episode_transcript_stale_text"() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN
        IF NEW."cues" IS DISTINCT FROM OLD."cues" AND NEW."vtt" IS NOT DISTINCT FROM OLD."vtt"
          AND NEW."srt" IS NOT DISTINCT FROM OLD."srt" AND NEW."paragraphs" IS NOT DISTINCT FROM OLD."paragraphs" THEN
          NEW."vtt" := NULL;
          NEW."srt" := NULL;
          NEW."paragraphs" := NULL;
        END IF;
        RETURN NEW;
      END
    $$`);
    await queryRunner.query(
      `CREATE TRIGGER "episode_transcript_stale_text" BEFORE UPDATE ON "episode_transcript" FOR EACH ROW EXECUTE FUNCTION "episode_transcript_stale_text"()`,
    );
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP TRIGGER "episode_transcript_stale_text" ON "episode_transcript"`);
    await queryRunner.query(`DROP FUNCTION "episode_transcript_stale_text"()`);
    await queryRunner.query(`ALTER TABLE "episode_transcript" DROP COLUMN "paragraphs"`);
    await queryRunner.query(`ALTER TABLE "episode_transcript" DROP COLUMN "srt"`);
    await queryRunner.query(`ALTER TABLE "episode_transcript" DROP COLUMN "vtt"`);
  }
}
