import { MigrationInterface, QueryRunner } from 'typeorm';

/** Where each federation remote lives, changed by `npm run release` (issue 14, docs/micro-frontends.md). */
export class RemoteReleases1795400000700 implements MigrationInterface {
  name = 'RemoteReleases1795400000700';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      `CREATE TABLE "remote_release" ("id" SERIAL NOT NULL, "remote" character varying(64) NOT NULL, "url" text NOT NULL, "version" character varying(64), "releasedAt" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), "retiredAt" TIMESTAMP WITH TIME ZONE, CONSTRAINT "PK_remote_release_id" PRIMARY KEY ("id"))`,
    );
    // Read on every page load: the newest release not rolled back of each remote, straight from the index.
    await queryRunner.query(`CREATE INDEX "IDX_remote_release_current" ON "remote_release" ("remote", "id" DESC) WHERE "retiredAt" IS NULL`);
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP INDEX "public"."IDX_remote_release_current"`);
    await queryRunner.query(`DROP TABLE "remote_release"`);
  }
}
