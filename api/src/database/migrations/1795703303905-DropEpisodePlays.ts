import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Drops the legacy episode.plays counter: since issue 29 every screen shows one plays figure, the
 * analytics' count of listen events (docs/analytics.md), and nothing reads or writes the column.
 * down() brings the column back as it was (0 for every episode: the old values are not kept).
 */
export class DropEpisodePlays1795703303905 implements MigrationInterface {
  name = 'DropEpisodePlays1795703303905';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE "episode" DROP COLUMN "plays"`);
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE "episode" ADD "plays" integer NOT NULL DEFAULT '0'`);
  }
}
