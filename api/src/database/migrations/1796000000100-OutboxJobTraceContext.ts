import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Each outbox row keeps the context of the code that asked for its job (issue 33, traces): the W3C
 * trace context, so the job's processing joins the request's trace (queue/job-context.ts). Null for
 * rows written before, or with tracing off. Additive: the previous release ignores the column during
 * a rolling upgrade.
 */
export class OutboxJobTraceContext1796000000100 implements MigrationInterface {
  name = 'OutboxJobTraceContext1796000000100';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE "outbox_job" ADD "context" jsonb`);
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE "outbox_job" DROP COLUMN "context"`);
  }
}
