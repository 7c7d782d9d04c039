import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * The job outbox (issue 32 item 2): every background job is a row written with the change that asks
 * for it, and a sweep on every process hands due rows to Bull. Additive: the previous release never
 * reads or writes it.
 */
export class OutboxJobs1795900000000 implements MigrationInterface {
  name = 'OutboxJobs1795900000000';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      `CREATE TABLE "outbox_job" ("id" BIGSERIAL NOT NULL, "queue" character varying(32) NOT NULL, "name" character varying(64) NOT NULL, "payload" jsonb NOT NULL, "idempotencyKey" character varying(200) NOT NULL, "status" character varying(16) NOT NULL DEFAULT 'pending', "dispatchAttempts" integer NOT NULL DEFAULT 0, "availableAt" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), "dispatchedAt" TIMESTAMP WITH TIME ZONE, "checkedAt" TIMESTAMP WITH TIME ZONE, "finishedAt" TIMESTAMP WITH TIME ZONE, "lastError" text, "createdAt" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), CONSTRAINT "PK_outbox_job" PRIMARY KEY ("id"))`,
    );
    await queryRunner.query(`CREATE UNIQUE INDEX "UQ_outbox_job_key" ON "outbox_job" ("idempotencyKey") `);
    await queryRunner.query(`CREATE INDEX "IDX_outbox_job_due" ON "outbox_job" ("status", "availableAt") `);
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP TABLE "outbox_job"`);
  }
}
