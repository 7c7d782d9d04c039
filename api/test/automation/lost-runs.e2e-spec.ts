import { AutomationActionType, AutomationRunStatus } from '@podcast/contracts';
import { DataSource } from 'typeorm';
import { AutomationQueueService } from '../../src/modules/automation/automation-queue.service';
import { AutomationRunEntity } from '../../src/modules/automation/automation-run.entity';
import { createTestApp, type TestApp } from '../harness/test-app';
import { eventually } from '../mail/smtp-test-server';

interface Rule {
  id: number;
  name: string;
  actions: Array<{ type: string; templateId?: number }>;
}

describe('runs whose job was lost (process stopped between writing the runs and queueing them)', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('re-queues them when the rule is unchanged, and fails them when it changed', async () => {
    const agent = await t.loginAgent();
    const rules: Rule[] = (await agent.get('/api/admin/automation/rules').expect(200)).body;
    const booking = rules.find((r) => r.name === 'Confirm booking')!;
    const guest = (await agent.post('/api/admin/bookings').send({ name: 'Lost Guest', email: 'lost@example.com' }).expect(201)).body as { id: number };
    const runs = t.app.get(DataSource).getRepository(AutomationRunEntity);
    const written = new Date(Date.now() - 5 * 60_000);
    const row = (actionIndex: number, actionType: AutomationActionType, ruleId: number | null) => ({
      ruleId,
      ruleName: 'Confirm booking',
      bookingId: guest.id,
      guestName: 'Lost Guest',
      actionIndex,
      actionType,
      status: AutomationRunStatus.Queued,
      createdAt: written,
    });
    const recoverable = await runs.save([row(0, AutomationActionType.SendEmail, booking.id), row(1, AutomationActionType.UpdateGhlTags, booking.id)]);
    // Same rule, but the action at that index is no longer what was fired.
    const changed = await runs.save({ ...row(0, AutomationActionType.AddToLinkedinAudience, booking.id), createdAt: new Date(written.getTime() - 1000) });
    // Still fresh: possibly on its way into the queue right now, so left alone.
    const fresh = await runs.save({ ...row(1, AutomationActionType.UpdateGhlTags, booking.id), createdAt: new Date() });

    expect(await t.app.get(AutomationQueueService).recoverLostRuns()).toBe(3);
    const after = await eventually(async () => {
      const list = await runs.findBy({ bookingId: guest.id });
      const done = list.filter((r) => r.id !== fresh.id);
      return done.every((r) => r.status !== AutomationRunStatus.Queued) ? list : undefined;
    });
    const byId = new Map(after.map((r) => [r.id, r]));
    expect(byId.get(recoverable[0].id)).toMatchObject({ status: 'skipped', detail: expect.stringContaining('Email is not configured') });
    expect(byId.get(recoverable[1].id)).toMatchObject({ status: 'skipped', detail: 'GoHighLevel is not configured (GHL_API_KEY, GHL_LOCATION_ID)' });
    expect(byId.get(changed.id)).toMatchObject({ status: 'failed', detail: 'Lost from the queue, and its rule has changed since: not run' });
    expect(byId.get(fresh.id)).toMatchObject({ status: 'queued' });
  });
});
