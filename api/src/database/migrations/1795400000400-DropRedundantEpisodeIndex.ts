import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * IDX_episode_published ("status", "publishedAt") served no read since IDX_episode_public_order
 * (the public list's and the feeds' exact order, partial on published rows) replaced it (issue 18):
 * it only cost every episode write an index update.
 */
export class DropRedundantEpisodeIndex1795400000400 implements MigrationInterface {
  name = 'DropRedundantEpisodeIndex1795400000400';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP INDEX IF EXISTS "public"."IDX_episode_published"`);
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`CREATE INDEX "IDX_episode_published" ON "episode" ("status", "publishedAt")`);
  }
}
