import { MigrationInterface, QueryRunner } from 'typeorm';

/** Episode artwork and show notes, guest portraits (issue 16, docs/artwork.md). */
export class ArtworkAndShowNotes1795400000800 implements MigrationInterface {
  name = 'ArtworkAndShowNotes1795400000800';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE "episode" ADD "artwork" jsonb`);
    await queryRunner.query(`ALTER TABLE "episode" ADD "showNotes" text NOT NULL DEFAULT ''`);
    await queryRunner.query(`ALTER TABLE "episode" ADD "showNotesHtml" text NOT NULL DEFAULT ''`);
    // The episode page finds its guest by lower(name): IDX_booking_name_created already leads with it.
    await queryRunner.query(`ALTER TABLE "booking" ADD "portrait" jsonb`);
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE "booking" DROP COLUMN "portrait"`);
    await queryRunner.query(`ALTER TABLE "episode" DROP COLUMN "showNotesHtml"`);
    await queryRunner.query(`ALTER TABLE "episode" DROP COLUMN "showNotes"`);
    await queryRunner.query(`ALTER TABLE "episode" DROP COLUMN "artwork"`);
  }
}
