import { AutomationActionType, AutomationRunStatus } from '@podcast/contracts';
import { DataSource } from 'typeorm';
import { AutomationRunEntity } from '../../src/modules/automation/automation-run.entity';
import { JOBS, type RunRuleJob } from '../../src/queue/jobs';
import { OutboxJobEntity, OutboxStatus } from '../../src/queue/outbox/outbox-job.entity';
import { OutboxSweeper } from '../../src/queue/outbox/outbox-sweeper';
import { createTestApp, type TestApp } from '../harness/test-app';
import { eventually } from '../mail/smtp-test-server';

interface Rule {
  id: number;
  name: string;
  triggerField: string;
  triggerValue: string;
  actions: Array<{ type: string; templateId?: number }>;
}

/**
 * A fired rule's job handed to Redis and then lost there (Redis restarted without its data): the
 * outbox sweep finds the job gone and hands it over again, and the runs run (docs/architecture.md,
 * "Job layer").
 */
describe('automation runs whose job Redis lost', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('runs them once the outbox sweep finds the job gone', async () => {
    const agent = await t.loginAgent();
    const rules: Rule[] = (await agent.get('/api/admin/automation/rules').expect(200)).body;
    const rule = rules.find((r) => r.name === 'Confirm booking')!;
    const guest = (await agent.post('/api/admin/bookings').send({ name: 'Lost Guest', email: 'lost@example.com' }).expect(201)).body as { id: number };
    const dataSource = t.app.get(DataSource);
    const runs = dataSource.getRepository(AutomationRunEntity);
    const row = (actionIndex: number, actionType: AutomationActionType) => ({
      ruleId: rule.id,
      ruleName: rule.name,
      bookingId: guest.id,
      guestName: 'Lost Guest',
      actionIndex,
      actionType,
      status: AutomationRunStatus.Queued,
    });
    const written = await runs.save([row(0, AutomationActionType.SendEmail), row(1, AutomationActionType.UpdateGhlTags)]);
    const job: RunRuleJob = {
      ruleId: rule.id,
      bookingId: guest.id,
      trigger: { field: rule.triggerField as RunRuleJob['trigger']['field'], value: rule.triggerValue },
      steps: [
        { runId: written[0].id, type: AutomationActionType.SendEmail, templateId: rule.actions[0]?.templateId },
        { runId: written[1].id, type: AutomationActionType.UpdateGhlTags },
      ],
    };
    // As the outbox leaves a job Redis took and then lost: dispatched, last seen in Redis a minute ago.
    const minuteAgo = new Date(Date.now() - 60_000);
    await dataSource.getRepository(OutboxJobEntity).save({
      queue: JOBS.automationRunRule.queue,
      name: JOBS.automationRunRule.name,
      payload: job,
      idempotencyKey: `lost-runs-test:${guest.id}`,
      status: OutboxStatus.Dispatched,
      dispatchedAt: minuteAgo,
      checkedAt: minuteAgo,
    });

    const sweeper = t.app.get(OutboxSweeper);
    const after = await eventually(async () => {
      await sweeper.sweep();
      const list = await runs.findBy({ bookingId: guest.id });
      const ours = list.filter((r) => written.some((w) => w.id === r.id));
      return ours.every((r) => r.status !== AutomationRunStatus.Queued) ? ours : undefined;
    });
    const byId = new Map(after.map((r) => [r.id, r]));
    expect(byId.get(written[0].id)).toMatchObject({ status: 'skipped', detail: expect.stringContaining('Email is not configured') });
    expect(byId.get(written[1].id)).toMatchObject({ status: 'skipped', detail: 'GoHighLevel is not configured (GHL_API_KEY, GHL_LOCATION_ID)' });
    // The row is done once the job's completion is recorded (Bull's event, just after the runs).
    await eventually(async () => {
      const outbox = await dataSource.getRepository(OutboxJobEntity).findOneByOrFail({ idempotencyKey: `lost-runs-test:${guest.id}` });
      return outbox.status === OutboxStatus.Done ? true : undefined;
    });
  });
});
