import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Indexes for the public reads (issue 18, docs/scale.md). Both are partial (published rows only) and
 * declared on EpisodeEntity with `synchronize: false`, since TypeORM cannot describe a column's sort
 * order or NULLS placement:
 * - IDX_episode_public_order serves `ORDER BY "publishedAt" DESC NULLS LAST, id DESC` exactly, so a
 *   page of the public list and the feeds' latest items are read from the index with no sort;
 * - IDX_episode_published_id serves the sitemap files (published ids in order) and the published count
 *   (an index-only scan of a small index instead of a read of the table).
 */
export class PublicEpisodeOrder1795400000000 implements MigrationInterface {
  name = 'PublicEpisodeOrder1795400000000';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      `CREATE INDEX "IDX_episode_public_order" ON "episode" ("publishedAt" DESC NULLS LAST, "id" DESC) WHERE "status" = 'published'`,
    );
    await queryRunner.query(`CREATE INDEX "IDX_episode_published_id" ON "episode" ("id") WHERE "status" = 'published'`);
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP INDEX "public"."IDX_episode_published_id"`);
    await queryRunner.query(`DROP INDEX "public"."IDX_episode_public_order"`);
  }
}
