import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * A job's context beside its payload (issue 33 item 2): the request id of the request that asked for
 * the job, so the job's log lines carry it (queue/job-context.ts). Additive: the previous release
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
