import { Column, CreateDateColumn, Entity, Index, PrimaryGeneratedColumn } from 'typeorm';
import type { JobContext } from '../job-context';

export enum OutboxStatus {
  /** Written with the change; the sweep hands it to Bull when `availableAt` has passed. */
  Pending = 'pending',
  /** Bull holds a job under `idempotencyKey`; the sweep checks it is still there until it finishes. */
  Dispatched = 'dispatched',
  Done = 'done',
  /** Bull ran out of attempts; the processor recorded why in its own domain rows. */
  Failed = 'failed',
}

/**
 * One job to run, written in the same transaction as the change that asks for it (docs/architecture.md,
 * "Job layer"). The idempotency key is the Bull job id: a second sweep of the same row cannot make a
 * second job while the first is in Redis.
 */
@Entity('outbox_job')
@Index('IDX_outbox_job_due', ['status', 'availableAt'])
export class OutboxJobEntity {
  @PrimaryGeneratedColumn({ type: 'bigint' })
  id: string;

  @Column({ type: 'varchar', length: 32 })
  queue: string;

  @Column({ type: 'varchar', length: 64 })
  name: string;

  @Column({ type: 'jsonb' })
  payload: unknown;

  /** What the job carries from the code that asked for it (its request id and trace), handed to Bull with it (queue/job-context.ts); null when there was nothing to carry. */
  @Column({ type: 'jsonb', nullable: true })
  context: JobContext | null;

  @Index('UQ_outbox_job_key', { unique: true })
  @Column({ type: 'varchar', length: 200 })
  idempotencyKey: string;

  @Column({ type: 'varchar', length: 16, default: OutboxStatus.Pending })
  status: OutboxStatus;

  /** Failed hand-overs to Redis (the backoff grows with it). */
  @Column({ type: 'int', default: 0 })
  dispatchAttempts: number;

  @Column({ type: 'timestamptz', default: () => 'now()' })
  availableAt: Date;

  @Column({ type: 'timestamptz', nullable: true })
  dispatchedAt: Date | null;

  /** When the sweep last found the dispatched job still in Redis. */
  @Column({ type: 'timestamptz', nullable: true })
  checkedAt: Date | null;

  @Column({ type: 'timestamptz', nullable: true })
  finishedAt: Date | null;

  @Column({ type: 'text', nullable: true })
  lastError: string | null;

  @CreateDateColumn({ type: 'timestamptz' })
  createdAt: Date;
}
