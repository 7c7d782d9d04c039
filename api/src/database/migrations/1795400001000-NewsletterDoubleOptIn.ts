import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Double opt-in for the newsletter (issue 15, docs/newsletter.md). Addresses stored before it signed
 * up under the single opt-in the form then offered: they stay subscribed (confirmed), and every mail
 * they get carries the one-click unsubscribe.
 */
export class NewsletterDoubleOptIn1795400001000 implements MigrationInterface {
  name = 'NewsletterDoubleOptIn1795400001000';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE "newsletter_subscriber" ADD "status" varchar(20) NOT NULL DEFAULT 'pending'`);
    await queryRunner.query(`ALTER TABLE "newsletter_subscriber" ADD "token" varchar(64)`);
    await queryRunner.query(`ALTER TABLE "newsletter_subscriber" ADD "confirmedAt" TIMESTAMP WITH TIME ZONE`);
    await queryRunner.query(`ALTER TABLE "newsletter_subscriber" ADD "unsubscribedAt" TIMESTAMP WITH TIME ZONE`);
    await queryRunner.query(`ALTER TABLE "newsletter_subscriber" ADD "confirmationSentAt" TIMESTAMP WITH TIME ZONE`);
    await queryRunner.query(`ALTER TABLE "newsletter_subscriber" ADD "confirmationError" text`);
    await queryRunner.query(`ALTER TABLE "newsletter_subscriber" ADD "updatedAt" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now()`);
    // Existing rows: confirmed, with a random link secret each (64 hex characters).
    await queryRunner.query(
      `UPDATE "newsletter_subscriber" SET "status" = 'confirmed', "confirmedAt" = "createdAt", "token" = md5(random()::text || clock_timestamp()::text || "id") || md5(random()::text || "email")`,
    );
    await queryRunner.query(`ALTER TABLE "newsletter_subscriber" ALTER COLUMN "token" SET NOT NULL`);
    await queryRunner.query(`ALTER TABLE "newsletter_subscriber" ADD CONSTRAINT "UQ_newsletter_subscriber_token" UNIQUE ("token")`);
    await queryRunner.query(`CREATE INDEX "IDX_newsletter_subscriber_status_created" ON "newsletter_subscriber" ("status", "createdAt")`);
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP INDEX "public"."IDX_newsletter_subscriber_status_created"`);
    await queryRunner.query(`ALTER TABLE "newsletter_subscriber" DROP CONSTRAINT "UQ_newsletter_subscriber_token"`);
    for (const column of ['updatedAt', 'confirmationError', 'confirmationSentAt', 'unsubscribedAt', 'confirmedAt', 'token', 'status']) {
      await queryRunner.query(`ALTER TABLE "newsletter_subscriber" DROP COLUMN "${column}"`);
    }
  }
}
