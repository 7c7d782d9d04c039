import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Analytics without cookies (issue 15 item 5, docs/analytics.md): one row per listener, episode,
 * kind and UTC day; the primary key is the deduplication. No address is stored, only a salted hash.
 */
export class ListenEvents1795400000900 implements MigrationInterface {
  name = 'ListenEvents1795400000900';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      `CREATE TABLE "listen_event" ("episodeId" integer NOT NULL, "day" date NOT NULL, "kind" character varying(8) NOT NULL, "listenerHash" character(64) NOT NULL, "app" character varying(32) NOT NULL, "createdAt" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), CONSTRAINT "CHK_listen_event_kind" CHECK ("kind" IN ('play', 'download')), CONSTRAINT "PK_listen_event" PRIMARY KEY ("episodeId", "day", "kind", "listenerHash"))`,
    );
    // The show's per-day series reads a window of days across every episode.
    await queryRunner.query(`CREATE INDEX "IDX_listen_event_day" ON "listen_event" ("day") `);
    await queryRunner.query(
      `ALTER TABLE "listen_event" ADD CONSTRAINT "FK_listen_event_episode" FOREIGN KEY ("episodeId") REFERENCES "episode"("id") ON DELETE CASCADE ON UPDATE NO ACTION`,
    );
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE "listen_event" DROP CONSTRAINT "FK_listen_event_episode"`);
    await queryRunner.query(`DROP INDEX "public"."IDX_listen_event_day"`);
    await queryRunner.query(`DROP TABLE "listen_event"`);
  }
}
