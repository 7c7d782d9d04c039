import { AutomationActionType, AutomationRunStatus } from '@podcast/contracts';
import type TestAgent from 'supertest/lib/agent';
import { DataSource } from 'typeorm';
import { AutomationQueueService } from '../../src/modules/automation/automation-queue.service';
import { AutomationRunEntity } from '../../src/modules/automation/automation-run.entity';
import { BookingEntity } from '../../src/modules/bookings/booking.entity';
import { createTestApp, type TestApp } from '../harness/test-app';
import { eventually, smtpEnv, startTestSmtpServer, type TestSmtpServer } from '../mail/smtp-test-server';

interface Run {
  id: number;
  ruleId: number;
  ruleName: string;
  bookingId: number;
  guestName: string;
  actionType: string;
  status: string;
  detail: string;
  attempts: number;
}

const SITE = 'https://podcast.example.com';

describe('rule engine: status changes send mail through the email queue (real SMTP)', () => {
  let smtp: TestSmtpServer;
  let refuseAll = false;
  let refuseNext = 0;
  let t: TestApp;
  let agent: TestAgent;
  let templateId: number;

  beforeAll(async () => {
    smtp = await startTestSmtpServer({
      refuse: () => {
        if (refuseAll) return true;
        if (refuseNext === 0) return false;
        refuseNext -= 1;
        return true;
      },
    });
    t = await createTestApp({ env: smtpEnv(smtp.port) });
    agent = await t.loginAgent();
    templateId = (
      await agent
        .post('/api/admin/automation/templates')
        .send({
          name: 'Chat',
          subject: 'Great talking, {{firstName}}',
          htmlBody: '<html><body><p>Hello {{name}} of {{company}} {{nope}}</p></body></html>',
          textBody: 'Hello {{name}} of {{company}} {{nope}}',
        })
        .expect(201)
    ).body.id;
  });
  afterAll(async () => {
    await t.close();
    await smtp.close();
  });

  const runsFor = async (bookingId: number): Promise<Run[]> =>
    ((await agent.get('/api/admin/automation/runs?limit=500').expect(200)).body as Run[]).filter((r) => r.bookingId === bookingId);
  const settled = (bookingId: number, count: number) =>
    eventually(async () => {
      const runs = await runsFor(bookingId);
      return runs.length >= count && runs.every((r) => r.status !== AutomationRunStatus.Queued) ? runs : undefined;
    });
  const mailsTo = (address: string) => smtp.messages.filter((m) => m.envelopeTo.includes(address));
  const addGuest = async (fields: Record<string, unknown>) =>
    (await agent.post('/api/admin/bookings').send(fields).expect(201)).body as { id: number; name: string };
  const addRule = async (name: string, field: string, toValue: string, actions: Array<{ type: string; templateId?: number }>, enabled = true) =>
    (await agent.post('/api/admin/automation/rules').send({ name, enabled, trigger: { field, toValue }, actions }).expect(201)).body as { id: number };
  const tokenOf = async (id: number) => (await t.app.get(DataSource).getRepository(BookingEntity).findOneByOrFail({ id })).unsubscribeToken;

  it('sends the rule template to the guest once, with unsubscribe headers and link, and records the run', async () => {
    const rule = await addRule('Nurture chat', 'outreachStatus', 'nurture', [{ type: 'send_email', templateId }]);
    const guest = await addGuest({ name: 'Ada Lovelace', email: 'ada@example.com', company: 'A & B <Labs>' });
    await agent.patch(`/api/admin/bookings/${guest.id}`).send({ outreachStatus: 'nurture' }).expect(200);

    const [run] = await settled(guest.id, 1);
    expect(run).toMatchObject({
      ruleId: rule.id,
      ruleName: 'Nurture chat',
      guestName: 'Ada Lovelace',
      actionType: 'send_email',
      status: 'sent',
      detail: 'Sent "Great talking, Ada" to ada@example.com',
      attempts: 1,
    });
    const mails = mailsTo('ada@example.com');
    expect(mails).toHaveLength(1);
    const [mail] = mails;
    const link = `${SITE}/api/unsubscribe/${await tokenOf(guest.id)}`;
    expect(mail.subject).toBe('Great talking, Ada');
    expect(mail.header('to')).toBe('ada@example.com');
    expect(mail.header('from')).toBe('Learn from the Best <show@podcast.example.com>');
    expect(mail.header('message-id')).toBe(`<automation-run-${run.id}@podcast.example.com>`);
    expect(mail.header('list-unsubscribe')).toBe(`<${link}>`);
    expect(mail.header('list-unsubscribe-post')).toBe('List-Unsubscribe=One-Click');
    expect(mail.html).toBe(
      `<html><body><p>Hello Ada Lovelace of A &amp; B &lt;Labs&gt; {{nope}}</p><p style="margin-top:32px;font-size:12px;color:#6b7280">You received this email from Learn from the Best. <a href="${link}">Unsubscribe</a> to stop these emails.</p></body></html>`,
    );
    expect(mail.text).toBe(`Hello Ada Lovelace of A & B <Labs> {{nope}}\n\n--\nYou received this email from Learn from the Best. Unsubscribe: ${link}\n`);
  });

  it('fires the seeded first-outreach rule with its real copy', async () => {
    const guest = await addGuest({ name: 'Grace Hopper', email: 'grace@example.com', company: 'Navy', position: 'Rear Admiral' });
    await agent.patch(`/api/admin/bookings/${guest.id}`).send({ outreachStatus: '1st_outreach' }).expect(200);
    const [run] = await settled(guest.id, 1);
    expect(run).toMatchObject({ ruleName: 'Send first outreach email', status: 'sent' });
    const [mail] = mailsTo('grace@example.com');
    expect(mail.subject).toBe('Grace, would you be a guest on Learn from the Best?');
    expect(mail.text).toContain('Your work as Rear Admiral at Navy is exactly the kind of story');
    expect(mail.text).toContain(`Watch a few recent episodes: ${SITE}`);
    expect(mail.html).toContain(`<a href="${SITE}" style="color:#b7860b;font-weight:600">Watch a few recent episodes</a>`);
  });

  it('fires on create when a new guest starts with a matching status', async () => {
    await addRule('Respond on create', 'bookingStatus', 'respond', [{ type: 'send_email', templateId }]);
    const guest = await addGuest({ name: 'Katherine Johnson', email: 'kj@example.com', bookingStatus: 'respond' });
    const runs = await settled(guest.id, 1);
    expect(runs.map((r) => [r.ruleName, r.status])).toEqual([['Respond on create', 'sent']]);
    expect(mailsTo('kj@example.com')).toHaveLength(1);
  });

  it('triggers nothing when a status is set to the value it already has', async () => {
    await addRule('Warm up chat', 'outreachStatus', 'warm_up', [{ type: 'send_email', templateId }]);
    await addRule('Cancelled chat', 'bookingStatus', 'cancelled', [{ type: 'send_email', templateId }]);
    const guest = await addGuest({ name: 'Alan Turing', email: 'alan@example.com' });
    await agent.patch(`/api/admin/bookings/${guest.id}`).send({ outreachStatus: 'warm_up' }).expect(200);
    await settled(guest.id, 2); // the seeded LinkedIn rule (skipped: not configured) and ours
    await agent.patch(`/api/admin/bookings/${guest.id}`).send({ outreachStatus: 'warm_up', name: 'Alan M. Turing' }).expect(200);
    // A later, different change shows the queue has moved past the repeated one.
    await agent.patch(`/api/admin/bookings/${guest.id}`).send({ bookingStatus: 'cancelled' }).expect(200);
    const runs = await settled(guest.id, 3);
    expect(runs.map((r) => r.ruleName).sort()).toEqual(['Cancelled chat', 'Warm up chat', 'Warm up on LinkedIn']);
    expect(runs.find((r) => r.ruleName === 'Warm up on LinkedIn')).toMatchObject({
      status: 'skipped',
      detail: 'LinkedIn is not configured (LINKEDIN_ACCESS_TOKEN, LINKEDIN_SEGMENT_ID)',
    });
    expect(mailsTo('alan@example.com').map((m) => m.subject)).toEqual(['Great talking, Alan', 'Great talking, Alan']);
  });

  it('never fires a disabled rule; enabling it applies from the next change', async () => {
    const rule = await addRule('Contacted chat', 'outreachStatus', 'contacted', [{ type: 'send_email', templateId }], false);
    const guest = await addGuest({ name: 'Barbara Liskov', email: 'barbara@example.com' });
    await agent.patch(`/api/admin/bookings/${guest.id}`).send({ outreachStatus: 'contacted' }).expect(200);
    await agent.patch(`/api/admin/automation/rules/${rule.id}`).send({ enabled: true }).expect(200);
    await agent.patch(`/api/admin/bookings/${guest.id}`).send({ outreachStatus: 'nurture' }).expect(200);
    await settled(guest.id, 1); // Nurture chat from the first test
    await agent.patch(`/api/admin/bookings/${guest.id}`).send({ outreachStatus: 'contacted' }).expect(200);
    const runs = await settled(guest.id, 2);
    expect(runs.map((r) => r.ruleName)).toEqual(['Contacted chat', 'Nurture chat']);
    await agent.patch(`/api/admin/automation/rules/${rule.id}`).send({ enabled: false }).expect(200);
    await agent.patch(`/api/admin/bookings/${guest.id}`).send({ outreachStatus: 'nurture' }).expect(200);
    await agent.patch(`/api/admin/bookings/${guest.id}`).send({ outreachStatus: 'contacted' }).expect(200);
    const after = await settled(guest.id, 3);
    expect(after.map((r) => r.ruleName)).toEqual(['Nurture chat', 'Contacted chat', 'Nurture chat']);
    expect(mailsTo('barbara@example.com')).toHaveLength(3);
  });

  it('skips a guest without email and a guest who unsubscribed, with the reason', async () => {
    await addRule('Follow up chat', 'outreachStatus', 'follow_up', [{ type: 'send_email', templateId }]);
    const noEmail = await addGuest({ name: 'No Mail' });
    await agent.patch(`/api/admin/bookings/${noEmail.id}`).send({ outreachStatus: 'follow_up' }).expect(200);
    const guest = await addGuest({ name: 'Opted Out', email: 'optout@example.com' });
    await t
      .http()
      .post(`/api/unsubscribe/${await tokenOf(guest.id)}`)
      .type('form')
      .send('List-Unsubscribe=One-Click')
      .expect(200);
    await agent.patch(`/api/admin/bookings/${guest.id}`).send({ outreachStatus: 'follow_up' }).expect(200);

    const noEmailRuns = await settled(noEmail.id, 2);
    expect(noEmailRuns.find((r) => r.ruleName === 'Follow up chat')).toMatchObject({ status: 'skipped', detail: 'The guest has no email address' });
    const optedRuns = await settled(guest.id, 2);
    for (const run of optedRuns)
      expect(run).toMatchObject({ status: 'skipped', detail: expect.stringMatching(/^The guest unsubscribed on \d{4}-\d{2}-\d{2}$/) });
    expect(mailsTo('optout@example.com')).toHaveLength(0);
  });

  it('lists runs latest first and honours the limit', async () => {
    const all: Run[] = (await agent.get('/api/admin/automation/runs?limit=500').expect(200)).body;
    const ids = all.map((r) => r.id);
    expect(ids).toEqual([...ids].sort((a, b) => b - a));
    expect((await agent.get('/api/admin/automation/runs?limit=2').expect(200)).body).toEqual(all.slice(0, 2));
  });

  it('never sends a run whose mail an earlier attempt may have delivered', async () => {
    const guest = await addGuest({ name: 'Edsger Dijkstra', email: 'edsger@example.com' });
    const rule = await addRule('Manual', 'bookingStatus', 'booked', [{ type: 'send_email', templateId }], false);
    const dataSource = t.app.get(DataSource);
    const run = await dataSource.getRepository(AutomationRunEntity).save({
      ruleId: rule.id,
      ruleName: 'Manual',
      bookingId: guest.id,
      guestName: guest.name,
      actionIndex: 0,
      actionType: AutomationActionType.SendEmail,
      status: AutomationRunStatus.Queued,
      // As a worker that died between handing the mail to SMTP and recording it leaves the row.
      messageId: '<automation-run-claimed@podcast.example.com>',
    });
    await t.app.get(AutomationQueueService).enqueue([
      {
        ruleId: rule.id,
        bookingId: guest.id,
        trigger: { field: 'bookingStatus' as never, value: 'booked' },
        steps: [{ runId: run.id, type: AutomationActionType.SendEmail, templateId }],
      },
    ]);
    const [done] = await settled(guest.id, 1);
    expect(done).toMatchObject({ status: 'skipped', detail: 'An earlier attempt may already have delivered this email; not sent again to avoid a duplicate' });
    expect(mailsTo('edsger@example.com')).toHaveLength(0);
  });

  it('delivers exactly once when the first try is refused and the retry accepted', async () => {
    await addRule('Second follow up chat', 'outreachStatus', '2nd_follow_up', [{ type: 'send_email', templateId }]);
    const guest = await addGuest({ name: 'Frances Allen', email: 'frances@example.com' });
    // Refuse the first two deliveries: the seeded second-follow-up mail and ours each retry once.
    refuseNext = 2;
    await agent.patch(`/api/admin/bookings/${guest.id}`).send({ outreachStatus: '2nd_follow_up' }).expect(200);
    const runs = await settled(guest.id, 2);
    expect(runs.every((r) => r.status === 'sent')).toBe(true);
    // Two refusals and two deliveries, however the two jobs interleave.
    expect(runs.reduce((sum, r) => sum + r.attempts, 0)).toBe(4);
    expect(
      mailsTo('frances@example.com')
        .map((m) => m.subject)
        .sort(),
    ).toEqual(['Great talking, Frances', 'One last note about Learn from the Best, Frances']);
    expect(refuseNext).toBe(0);
  });

  it('retries a refused mail with backoff, then records it failed, keeping the guest change', async () => {
    await addRule('Recorded chat', 'bookingStatus', 'recorded', [{ type: 'send_email', templateId }, { type: 'update_ghl_tags' }]);
    const guest = await addGuest({ name: 'Margaret Hamilton', email: 'margaret@example.com' });
    const before = smtp.deliveries();
    refuseAll = true;
    try {
      await agent.patch(`/api/admin/bookings/${guest.id}`).send({ bookingStatus: 'recorded' }).expect(200);
      const runs = await settled(guest.id, 3);
      const mine = runs.filter((r) => r.ruleName === 'Recorded chat');
      expect(mine.find((r) => r.actionType === 'send_email')).toMatchObject({
        status: 'failed',
        attempts: 3,
        detail: expect.stringMatching(/^Failed after 3 attempts: .*451/),
      });
      // The later action still ran after the failure, in order.
      expect(mine.find((r) => r.actionType === 'update_ghl_tags')).toMatchObject({
        status: 'skipped',
        detail: 'GoHighLevel is not configured (GHL_API_KEY, GHL_LOCATION_ID)',
      });
      expect(runs.find((r) => r.ruleName === 'Thank the guest after recording')).toMatchObject({ status: 'failed', attempts: 3 });
      // Three tries of each of the two mails, no more.
      expect(smtp.deliveries() - before).toBe(6);
    } finally {
      refuseAll = false;
    }
    const list = (await agent.get('/api/admin/bookings').expect(200)).body as Array<{ id: number; bookingStatus: string }>;
    expect(list.find((b) => b.id === guest.id)!.bookingStatus).toBe('recorded');
    expect(mailsTo('margaret@example.com')).toHaveLength(0);
  });
});
