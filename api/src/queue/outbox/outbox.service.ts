import { Injectable } from '@nestjs/common';
import type { EntityManager } from 'typeorm';
import { captureJobContext } from '../job-context';
import type { JobDefinition } from '../jobs';
import { OutboxJobEntity } from './outbox-job.entity';

/**
 * The one way to ask for a background job: a row written with `manager`, the transaction of the
 * change that needs the job, so the job exists if and only if the change committed. The sweep
 * (OutboxSweeper) hands it to Bull. A second add under the same key is ignored. The payload's type
 * is the registry entry's (NoInfer: a wrong payload is an error, not a wider inferred type). The
 * job's context (the request id of the request asking for it) is taken here, for every job at once.
 */
@Injectable()
export class OutboxService {
  async add<Payload>(manager: EntityManager, job: JobDefinition<Payload>, payload: NoInfer<Payload>, idempotencyKey: string): Promise<void> {
    await manager
      .createQueryBuilder()
      .insert()
      .into(OutboxJobEntity)
      .values({ queue: job.queue, name: job.name, payload: payload as object, context: captureJobContext(), idempotencyKey })
      .orIgnore()
      .execute();
  }
}
