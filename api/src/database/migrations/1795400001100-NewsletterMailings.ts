import { MigrationInterface, QueryRunner } from 'typeorm';

/** New-episode mailings and their deliveries, the outbox that sends each mail once (issue 15, docs/newsletter.md). */
export class NewsletterMailings1795400001100 implements MigrationInterface {
  name = 'NewsletterMailings1795400001100';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      `CREATE TABLE "newsletter_issue" ("id" SERIAL NOT NULL, "episodeId" integer NOT NULL, "status" character varying(20) NOT NULL DEFAULT 'sending', "createdAt" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), "finishedAt" TIMESTAMP WITH TIME ZONE, CONSTRAINT "PK_cabad28d5edffd1df799653910b" PRIMARY KEY ("id"))`,
    );
    await queryRunner.query(`CREATE UNIQUE INDEX "UQ_newsletter_issue_episode" ON "newsletter_issue"  ("episodeId") `);
    await queryRunner.query(
      `CREATE TABLE "newsletter_delivery" ("id" SERIAL NOT NULL, "issueId" integer NOT NULL, "subscriberId" integer NOT NULL, "status" character varying(20) NOT NULL DEFAULT 'queued', "attempts" integer NOT NULL DEFAULT '0', "error" text, "claimedAt" TIMESTAMP WITH TIME ZONE, "sentAt" TIMESTAMP WITH TIME ZONE, CONSTRAINT "PK_ed49081e0ed0befe56663dd6628" PRIMARY KEY ("id"))`,
    );
    await queryRunner.query(`CREATE INDEX "IDX_newsletter_delivery_subscriber" ON "newsletter_delivery"  ("subscriberId") `);
    await queryRunner.query(`CREATE INDEX "IDX_newsletter_delivery_issue_status" ON "newsletter_delivery"  ("issueId", "status") `);
    await queryRunner.query(`CREATE UNIQUE INDEX "UQ_newsletter_delivery_issue_subscriber" ON "newsletter_delivery"  ("issueId", "subscriberId") `);
    await queryRunner.query(
      `ALTER TABLE "newsletter_issue" ADD CONSTRAINT "FK_d7b83891275bd3a644b09e042e6" FOREIGN KEY ("episodeId") REFERENCES "episode"("id") ON DELETE CASCADE ON UPDATE NO ACTION`,
    );
    await queryRunner.query(
      `ALTER TABLE "newsletter_delivery" ADD CONSTRAINT "FK_76ec2b005449722502a0277cd52" FOREIGN KEY ("issueId") REFERENCES "newsletter_issue"("id") ON DELETE CASCADE ON UPDATE NO ACTION`,
    );
    await queryRunner.query(
      `ALTER TABLE "newsletter_delivery" ADD CONSTRAINT "FK_1a54b87de22e763b007720625c3" FOREIGN KEY ("subscriberId") REFERENCES "newsletter_subscriber"("id") ON DELETE CASCADE ON UPDATE NO ACTION`,
    );
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE "newsletter_delivery" DROP CONSTRAINT "FK_1a54b87de22e763b007720625c3"`);
    await queryRunner.query(`ALTER TABLE "newsletter_delivery" DROP CONSTRAINT "FK_76ec2b005449722502a0277cd52"`);
    await queryRunner.query(`ALTER TABLE "newsletter_issue" DROP CONSTRAINT "FK_d7b83891275bd3a644b09e042e6"`);
    await queryRunner.query(`DROP INDEX "public"."UQ_newsletter_delivery_issue_subscriber"`);
    await queryRunner.query(`DROP INDEX "public"."IDX_newsletter_delivery_issue_status"`);
    await queryRunner.query(`DROP INDEX "public"."IDX_newsletter_delivery_subscriber"`);
    await queryRunner.query(`DROP TABLE "newsletter_delivery"`);
    await queryRunner.query(`DROP INDEX "public"."UQ_newsletter_issue_episode"`);
    await queryRunner.query(`DROP TABLE "newsletter_issue"`);
  }
}
