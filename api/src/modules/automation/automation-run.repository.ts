import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { AutomationRunStatus } from '@podcast/contracts';
import { EntityManager, In, IsNull, LessThan, Repository } from 'typeorm';
import { AutomationRunEntity } from './automation-run.entity';

export type FinalRunStatus = AutomationRunStatus.Sent | AutomationRunStatus.Skipped | AutomationRunStatus.Failed;

/** Every state change of a run is conditional on it still being queued: a duplicate job changes nothing. */
@Injectable()
export class AutomationRunRepository {
  constructor(@InjectRepository(AutomationRunEntity) private readonly repo: Repository<AutomationRunEntity>) {}

  insertMany(manager: EntityManager, rows: Array<Partial<AutomationRunEntity>>): Promise<AutomationRunEntity[]> {
    const repo = manager.getRepository(AutomationRunEntity);
    return repo.save(rows.map((row) => repo.create(row)));
  }

  findById(id: number): Promise<AutomationRunEntity | null> {
    return this.repo.findOneBy({ id });
  }

  latest(limit: number): Promise<AutomationRunEntity[]> {
    return this.repo.find({ order: { createdAt: 'DESC', id: 'DESC' }, take: limit });
  }

  /** Runs still queued that were written before `before`, oldest first. */
  queuedBefore(before: Date): Promise<AutomationRunEntity[]> {
    return this.repo.find({ where: { status: AutomationRunStatus.Queued, createdAt: LessThan(before) }, order: { id: 'ASC' } });
  }

  async beginAttempt(id: number): Promise<void> {
    await this.repo.increment({ id, status: AutomationRunStatus.Queued }, 'attempts', 1);
  }

  /** Takes the right to send this run's mail: true only for the first taker. */
  async claimMessageId(id: number, messageId: string): Promise<boolean> {
    const result = await this.repo.update({ id, status: AutomationRunStatus.Queued, messageId: IsNull() }, { messageId });
    return (result.affected ?? 0) === 1;
  }

  /** The server refused the mail: nothing was delivered, so a retry may send it. */
  async releaseMessageId(id: number, detail: string): Promise<void> {
    await this.repo.update({ id, status: AutomationRunStatus.Queued }, { messageId: null, detail });
  }

  async noteRetry(id: number, detail: string): Promise<void> {
    await this.repo.update({ id, status: AutomationRunStatus.Queued }, { detail });
  }

  async finish(id: number, status: FinalRunStatus, detail: string): Promise<void> {
    await this.repo.update({ id, status: AutomationRunStatus.Queued }, { status, detail });
  }

  /** Puts a skipped run back in the queue, once: true only for the first caller while it is still skipped for `reason`. */
  async requeueSkipped(id: number, reason: string, detail: string): Promise<boolean> {
    const result = await this.repo.update(
      { id, status: AutomationRunStatus.Skipped, detail: reason },
      { status: AutomationRunStatus.Queued, detail, messageId: null },
    );
    return (result.affected ?? 0) === 1;
  }

  findByIds(ids: number[]): Promise<AutomationRunEntity[]> {
    return ids.length === 0 ? Promise.resolve([]) : this.repo.find({ where: { id: In(ids) }, order: { id: 'ASC' } });
  }

  async failMany(ids: number[], detail: string): Promise<void> {
    if (ids.length === 0) return;
    await this.repo.update({ id: In(ids), status: AutomationRunStatus.Queued }, { status: AutomationRunStatus.Failed, detail });
  }
}
