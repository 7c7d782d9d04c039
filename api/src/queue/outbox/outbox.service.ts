import { Injectable } from '@nestjs/common';
import type { EntityManager } from 'typeorm';
import { inSpan, SpanKind } from '../../common/tracer';
import { captureJobContext } from '../job-context';
import type { JobDefinition } from '../jobs';
import { OutboxJobEntity } from './outbox-job.entity';

/**
 * The one way to ask for a background job: a row written with `manager`, the transaction of the
 * change that needs the job, so the job exists if and only if the change committed. The sweep
 * (OutboxSweeper) hands it to Bull. A second add under the same key is ignored. The payload's type
 * is the registry entry's (NoInfer: a wrong payload is an error, not a wider inferred type). The
 * row keeps the caller's context (its request id and trace: the job's log lines and spans join the request's; queue/job-context.ts).
 * `delaySec` holds the row in the database until then (a job due in a day waits in PostgreSQL, not
 * Redis, so no restart or Redis flush loses it).
 */
@Injectable()
export class OutboxService {
  add<Payload>(
    manager: EntityManager,
    job: JobDefinition<Payload>,
    payload: NoInfer<Payload>,
    idempotencyKey: string,
    options: { delaySec?: number } = {},
  ): Promise<void> {
    const attributes = { 'messaging.system': 'bull', 'messaging.operation.type': 'create', 'messaging.destination.name': job.queue, 'bull.job.name': job.name };
    return inSpan(`create ${job.queue}`, { kind: SpanKind.PRODUCER, attributes }, async () => {
      await manager
        .createQueryBuilder()
        .insert()
        .into(OutboxJobEntity)
        .values({
          queue: job.queue,
          name: job.name,
          payload: payload as object,
          idempotencyKey,
          context: captureJobContext(),
          // The database's clock, like the sweep's due check.
          ...(options.delaySec ? { availableAt: () => `now() + make_interval(secs => ${Number(options.delaySec)})` } : {}),
        })
        .orIgnore()
        .execute();
    });
  }
}
