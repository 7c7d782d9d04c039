import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * An episode's guest becomes a link to their booking (issue 32 item 3), instead of the episode page
 * finding the guest by matching names at every read. Existing episodes are linked where their guest
 * name matches a booking's the way the page matched it until now (trimmed, any case; of several
 * matches the oldest booking), so no public page changes with the upgrade. Additive: the previous
 * release ignores the column during a rolling upgrade.
 */
export class EpisodeGuestLink1795950000000 implements MigrationInterface {
  name = 'EpisodeGuestLink1795950000000';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE "episode" ADD "guestId" integer`);
    await queryRunner.query(`CREATE INDEX "IDX_episode_guest" ON "episode" ("guestId") `);
    await queryRunner.query(
      `ALTER TABLE "episode" ADD CONSTRAINT "FK_88e7890833ae64da936b7587b49" FOREIGN KEY ("guestId") REFERENCES "booking"("id") ON DELETE SET NULL ON UPDATE NO ACTION`,
    );
    await queryRunner.query(
      `UPDATE "episode" AS e SET "guestId" = m."id"
       FROM (SELECT DISTINCT ON (lower(trim("name"))) lower(trim("name")) AS "key", "id" FROM "booking" ORDER BY lower(trim("name")), "createdAt", "id") AS m
       WHERE e."guestName" IS NOT NULL AND lower(trim(e."guestName")) = m."key"`,
    );
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE "episode" DROP CONSTRAINT "FK_88e7890833ae64da936b7587b49"`);
    await queryRunner.query(`DROP INDEX "public"."IDX_episode_guest"`);
    await queryRunner.query(`ALTER TABLE "episode" DROP COLUMN "guestId"`);
  }
}
