import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * A job's context beside its payload (issue 33 items 2 and 3): the request id and the W3C trace
 * context of the code that asked for the job, so the job's log lines carry the request id and its
 * spans join the request's trace (queue/job-context.ts). Additive: the previous release
 * ignores the column during a rolling upgrade, and its rows have none (their jobs log without one).
 */
export class OutboxJobContext1796000000000 implements MigrationInterface {
  name = 'OutboxJobContext1796000000000';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE "outbox_job" ADD "context" jsonb`);
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE "outbox_job" DROP COLUMN "context"`);
  }
}
