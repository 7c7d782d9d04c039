import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Separate newsletter link secrets (issue 30, docs/newsletter.md). The one token that both confirmed
 * and unsubscribed, never expiring, becomes the unsubscribe token, so every link in mail already sent
 * keeps unsubscribing. Confirmation gets its own secret, stored only as a SHA-256 with an expiry; no
 * row has one yet, so a pending address is confirmed only through a new mail: the next sign-up sends it
 * (after the hour since the last one), and the links of earlier confirmation mails no longer confirm.
 */
export class NewsletterSeparateTokens1795702113950 implements MigrationInterface {
  name = 'NewsletterSeparateTokens1795702113950';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE "newsletter_subscriber" DROP CONSTRAINT "UQ_newsletter_subscriber_token"`);
    await queryRunner.query(`ALTER TABLE "newsletter_subscriber" RENAME COLUMN "token" TO "unsubscribeToken"`);
    await queryRunner.query(`CREATE UNIQUE INDEX "UQ_newsletter_subscriber_unsubscribe_token" ON "newsletter_subscriber" ("unsubscribeToken") `);
    await queryRunner.query(`ALTER TABLE "newsletter_subscriber" ADD "confirmTokenHash" character varying(64)`);
    await queryRunner.query(`ALTER TABLE "newsletter_subscriber" ADD "confirmTokenExpiresAt" TIMESTAMP WITH TIME ZONE`);
    await queryRunner.query(`CREATE UNIQUE INDEX "UQ_newsletter_subscriber_confirm_token_hash" ON "newsletter_subscriber" ("confirmTokenHash") `);
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP INDEX "public"."UQ_newsletter_subscriber_confirm_token_hash"`);
    await queryRunner.query(`ALTER TABLE "newsletter_subscriber" DROP COLUMN "confirmTokenExpiresAt"`);
    await queryRunner.query(`ALTER TABLE "newsletter_subscriber" DROP COLUMN "confirmTokenHash"`);
    await queryRunner.query(`DROP INDEX "public"."UQ_newsletter_subscriber_unsubscribe_token"`);
    await queryRunner.query(`ALTER TABLE "newsletter_subscriber" RENAME COLUMN "unsubscribeToken" TO "token"`);
    await queryRunner.query(`ALTER TABLE "newsletter_subscriber" ADD CONSTRAINT "UQ_newsletter_subscriber_token" UNIQUE ("token")`);
  }
}
