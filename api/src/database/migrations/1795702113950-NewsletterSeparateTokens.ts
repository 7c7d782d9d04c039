import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Separate newsletter link secrets (issue 30, docs/newsletter.md). The one token that both confirmed
 * and unsubscribed, never expiring, becomes the unsubscribe token, so every link in mail already sent
 * keeps unsubscribing. Confirmation gets its own secret, stored only as a SHA-256 with an expiry; no
 * row has one yet, so a pending address is confirmed only through a new mail: the next sign-up sends it
 * (after the hour since the last one), and the links of earlier confirmation mails no longer confirm.
 *
 * Additive, for a rolling upgrade (docs/deployment.md "Upgrades with migrations"): the column keeps its
 * name `token` (the entity maps `unsubscribeToken` to it), since the processes of the release before
 * read and write it until they are replaced, and the new columns are nullable, so their inserts still
 * succeed. Renaming it to `unsubscribe_token` is a later release's contract step.
 */
export class NewsletterSeparateTokens1795702113950 implements MigrationInterface {
  name = 'NewsletterSeparateTokens1795702113950';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE "newsletter_subscriber" ADD "confirmTokenHash" character varying(64)`);
    await queryRunner.query(`ALTER TABLE "newsletter_subscriber" ADD "confirmTokenExpiresAt" TIMESTAMP WITH TIME ZONE`);
    await queryRunner.query(`CREATE UNIQUE INDEX "UQ_newsletter_subscriber_confirm_token_hash" ON "newsletter_subscriber" ("confirmTokenHash") `);
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP INDEX "public"."UQ_newsletter_subscriber_confirm_token_hash"`);
    await queryRunner.query(`ALTER TABLE "newsletter_subscriber" DROP COLUMN "confirmTokenExpiresAt"`);
    await queryRunner.query(`ALTER TABLE "newsletter_subscriber" DROP COLUMN "confirmTokenHash"`);
  }
}
