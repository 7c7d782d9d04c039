import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Issue 35, guest review: review links (only a SHA-256 of each token) and their openings; comments
 * gain an exact time in ms, a range end, a drawing, who made them (staff or a guest through a link)
 * and the comment they were carried over from; videos gain their frame rate. Additive: the previous
 * release ignores the new columns during a rolling upgrade (a comment it writes has timecodeMs null,
 * read as timecodeSec * 1000). Existing comments get timecodeMs from their whole seconds; existing
 * videos keep frameRate null (no re-probe).
 */
export class ReviewLinks1796100000000 implements MigrationInterface {
  name = 'ReviewLinks1796100000000';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE "video_asset" ADD "frameRate" double precision`);
    await queryRunner.query(
      `CREATE TABLE "review_link" ("id" SERIAL NOT NULL, "episodeId" integer NOT NULL, "videoAssetId" integer NOT NULL, "tokenHash" character varying(64) NOT NULL, "guestName" character varying(100), "passcodeHash" character varying(255), "watermark" boolean NOT NULL DEFAULT false, "expiresAt" TIMESTAMP WITH TIME ZONE NOT NULL, "revokedAt" TIMESTAMP WITH TIME ZONE, "createdBy" character varying(255), "decision" character varying(20), "decisionNote" text, "decidedAt" TIMESTAMP WITH TIME ZONE, "decidedBy" character varying(100), "createdAt" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), CONSTRAINT "PK_review_link" PRIMARY KEY ("id"))`,
    );
    await queryRunner.query(`CREATE UNIQUE INDEX "UQ_review_link_token_hash" ON "review_link" ("tokenHash") `);
    await queryRunner.query(`CREATE INDEX "IDX_review_link_episode" ON "review_link" ("episodeId", "createdAt") `);
    await queryRunner.query(
      `ALTER TABLE "review_link" ADD CONSTRAINT "FK_2affc37aecf7fab627a39dc7cb3" FOREIGN KEY ("episodeId") REFERENCES "episode"("id") ON DELETE CASCADE ON UPDATE NO ACTION`,
    );
    await queryRunner.query(
      `ALTER TABLE "review_link" ADD CONSTRAINT "FK_195e59fd2884e7079d50a0afce7" FOREIGN KEY ("videoAssetId") REFERENCES "video_asset"("id") ON DELETE CASCADE ON UPDATE NO ACTION`,
    );
    await queryRunner.query(
      `CREATE TABLE "review_link_open" ("id" SERIAL NOT NULL, "reviewLinkId" integer NOT NULL, "openedAt" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), CONSTRAINT "PK_review_link_open" PRIMARY KEY ("id"))`,
    );
    await queryRunner.query(`CREATE INDEX "IDX_review_link_open_link" ON "review_link_open" ("reviewLinkId", "openedAt") `);
    await queryRunner.query(
      `ALTER TABLE "review_link_open" ADD CONSTRAINT "FK_ebfe48b0305a7e2e895fb07337e" FOREIGN KEY ("reviewLinkId") REFERENCES "review_link"("id") ON DELETE CASCADE ON UPDATE NO ACTION`,
    );

    await queryRunner.query(`ALTER TABLE "comment" ADD "timecodeMs" integer`);
    await queryRunner.query(`UPDATE "comment" SET "timecodeMs" = "timecodeSec" * 1000 WHERE "timecodeSec" <= 2147483`);
    await queryRunner.query(`ALTER TABLE "comment" ADD "endMs" integer`);
    await queryRunner.query(`ALTER TABLE "comment" ADD "drawing" jsonb`);
    await queryRunner.query(`ALTER TABLE "comment" ADD "authorKind" character varying(10) NOT NULL DEFAULT 'staff'`);
    await queryRunner.query(`ALTER TABLE "comment" ADD "reviewLinkId" integer`);
    await queryRunner.query(`ALTER TABLE "comment" ADD "carriedFromId" integer`);
    await queryRunner.query(`CREATE INDEX "IDX_comment_review_link" ON "comment" ("reviewLinkId") `);
    await queryRunner.query(`CREATE INDEX "IDX_comment_carried_from" ON "comment" ("carriedFromId") `);
    await queryRunner.query(
      `ALTER TABLE "comment" ADD CONSTRAINT "FK_8a79a8519761b0f29ef3d177cc5" FOREIGN KEY ("reviewLinkId") REFERENCES "review_link"("id") ON DELETE SET NULL ON UPDATE NO ACTION`,
    );
    await queryRunner.query(
      `ALTER TABLE "comment" ADD CONSTRAINT "FK_8fa69781209e525b9c5f5a5ca16" FOREIGN KEY ("carriedFromId") REFERENCES "comment"("id") ON DELETE SET NULL ON UPDATE NO ACTION`,
    );
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE "comment" DROP CONSTRAINT "FK_8fa69781209e525b9c5f5a5ca16"`);
    await queryRunner.query(`ALTER TABLE "comment" DROP CONSTRAINT "FK_8a79a8519761b0f29ef3d177cc5"`);
    await queryRunner.query(`DROP INDEX "public"."IDX_comment_carried_from"`);
    await queryRunner.query(`DROP INDEX "public"."IDX_comment_review_link"`);
    for (const column of ['carriedFromId', 'reviewLinkId', 'authorKind', 'drawing', 'endMs', 'timecodeMs'])
      await queryRunner.query(`ALTER TABLE "comment" DROP COLUMN "${column}"`);
    await queryRunner.query(`DROP TABLE "review_link_open"`);
    await queryRunner.query(`DROP TABLE "review_link"`);
    await queryRunner.query(`ALTER TABLE "video_asset" DROP COLUMN "frameRate"`);
  }
}
