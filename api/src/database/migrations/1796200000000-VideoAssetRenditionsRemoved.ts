import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * When an older edited version's renditions, HLS ladder and poster were removed after a newer version
 * took its place (issue 34 item 5; docs/media.md, "Edited versions"): such a version is no longer
 * served to the public until it is transcoded again. Additive: the previous release ignores it.
 */
export class VideoAssetRenditionsRemoved1796200000000 implements MigrationInterface {
  name = 'VideoAssetRenditionsRemoved1796200000000';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE "video_asset" ADD "renditionsRemovedAt" TIMESTAMP WITH TIME ZONE`);
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE "video_asset" DROP COLUMN "renditionsRemovedAt"`);
  }
}
