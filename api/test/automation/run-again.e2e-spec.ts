import { AutomationRunStatus } from '@podcast/contracts';
import type TestAgent from 'supertest/lib/agent';
import { NOT_CONFIGURED_MESSAGE } from '../../src/modules/mail/mail-settings';
import { createTestApp, type TestApp } from '../harness/test-app';
import { eventually, smtpEnv, startTestSmtpServer, type TestSmtpServer } from '../mail/smtp-test-server';

interface Run {
  id: number;
  ruleName: string;
  bookingId: number;
  actionType: string;
  status: string;
  detail: string;
  canRunAgain: boolean;
}

/**
 * Issue 12: a status change says what it queued, and a run skipped because mail was not configured
 * can be run again once it is. The app starts without mail, then restarts on the same database with a
 * real SMTP server (npm smtp-server) on loopback.
 */
describe('queued automation in the PATCH answer, and "Run again" once mail is configured (real SMTP)', () => {
  let smtp: TestSmtpServer;
  let t: TestApp;
  let agent: TestAgent;

  beforeAll(async () => {
    smtp = await startTestSmtpServer();
    t = await createTestApp();
    agent = await t.loginAgent();
  });
  afterAll(async () => {
    await t?.close();
    await smtp?.close();
  });

  const runsFor = async (bookingId: number): Promise<Run[]> =>
    ((await agent.get('/api/admin/automation/runs?limit=500').expect(200)).body as Run[]).filter((run) => run.bookingId === bookingId);
  const settled = (bookingId: number, count: number) =>
    eventually(async () => {
      const runs = await runsFor(bookingId);
      return runs.length >= count && runs.every((run) => run.status !== AutomationRunStatus.Queued) ? runs : undefined;
    });

  it('names what a status change queued, and nothing for a change that fires no rule', async () => {
    const guest = (await agent.post('/api/admin/bookings').send({ name: 'Jane Doe', email: 'jane@example.com' }).expect(201)).body as { id: number };
    const patched = await agent.patch(`/api/admin/bookings/${guest.id}`).send({ outreachStatus: '1st_outreach' }).expect(200);
    // The spec's guest fields are all still there.
    expect(patched.body).toMatchObject({ id: guest.id, name: 'Jane Doe', outreachStatus: '1st_outreach', bookingStatus: 'waiting_for_response' });
    // Mail is not configured here: the answer says the email will be skipped, and why (issue 29).
    expect(patched.body.queuedAutomation).toEqual([
      {
        runId: expect.any(Number),
        ruleName: 'Send first outreach email',
        actionType: 'send_email',
        templateName: 'First outreach',
        skipReason: 'mail_not_configured',
        skipDetail: NOT_CONFIGURED_MESSAGE,
      },
    ]);
    // The run history says the same once the runner has been at it: one rule, asked twice.
    const [run] = await settled(guest.id, 1);
    expect(run).toMatchObject({ id: patched.body.queuedAutomation[0].runId, status: 'skipped', detail: NOT_CONFIGURED_MESSAGE });
    // The same value again fires nothing; a plain field edit neither.
    const again = await agent.patch(`/api/admin/bookings/${guest.id}`).send({ outreachStatus: '1st_outreach' }).expect(200);
    expect(again.body.queuedAutomation).toEqual([]);
    expect((await agent.patch(`/api/admin/bookings/${guest.id}`).send({ company: 'Acme' }).expect(200)).body.queuedAutomation).toEqual([]);
    // Two actions of one rule are both named.
    const booked = await agent.patch(`/api/admin/bookings/${guest.id}`).send({ bookingStatus: 'booked' }).expect(200);
    expect(
      booked.body.queuedAutomation.map((run: { actionType: string; ruleName: string; skipReason: string | null }) => [
        run.ruleName,
        run.actionType,
        run.skipReason,
      ]),
    ).toEqual([
      ['Confirm booking', 'send_email', 'mail_not_configured'],
      ['Confirm booking', 'update_ghl_tags', 'integration_not_configured'],
    ]);
    // An Undo puts a status back without firing its rules again.
    const undone = await agent.patch(`/api/admin/bookings/${guest.id}`).send({ bookingStatus: 'waiting_for_response', runAutomation: false }).expect(200);
    expect(undone.body).toMatchObject({ bookingStatus: 'waiting_for_response', queuedAutomation: [] });
    const rebooked = await agent.patch(`/api/admin/bookings/${guest.id}`).send({ bookingStatus: 'booked', runAutomation: false }).expect(200);
    expect(rebooked.body.queuedAutomation).toEqual([]);
    await agent.patch(`/api/admin/bookings/${guest.id}`).send({ runAutomation: 'no' }).expect(400);
  });

  it('refuses to run again while mail is not configured, then sends the skipped email once it is', async () => {
    const guest = (await agent.post('/api/admin/bookings').send({ name: 'Grace Hopper', email: 'grace@example.com' }).expect(201)).body as { id: number };
    await agent.patch(`/api/admin/bookings/${guest.id}`).send({ outreachStatus: '1st_outreach' }).expect(200);
    await agent.patch(`/api/admin/bookings/${guest.id}`).send({ outreachStatus: 'warm_up' }).expect(200);
    const runs = await settled(guest.id, 2);
    const mailRun = runs.find((run) => run.actionType === 'send_email')!;
    const linkedinRun = runs.find((run) => run.actionType === 'add_to_linkedin_audience')!;
    expect(mailRun).toMatchObject({ status: 'skipped', detail: NOT_CONFIGURED_MESSAGE, canRunAgain: false });
    expect(linkedinRun).toMatchObject({ status: 'skipped', canRunAgain: false });
    const refused = await agent.post(`/api/admin/automation/runs/${mailRun.id}/run-again`).expect(409);
    expect(refused.body.message).toBe(NOT_CONFIGURED_MESSAGE);

    // The same data, now with a mail server.
    await t.close({ keepDatabase: true });
    t = await createTestApp({ database: t.database, env: smtpEnv(smtp.port) });
    agent = await t.loginAgent();

    const listed = await runsFor(guest.id);
    expect(listed.find((run) => run.id === mailRun.id)?.canRunAgain).toBe(true);
    expect(listed.find((run) => run.id === linkedinRun.id)?.canRunAgain).toBe(false);

    // Guarded: no session, no run.
    await t.http().post(`/api/admin/automation/runs/${mailRun.id}/run-again`).expect(401);
    // Only a mail skip can run again; unknown and malformed ids are 404.
    await agent.post(`/api/admin/automation/runs/${linkedinRun.id}/run-again`).expect(409);
    await agent.post('/api/admin/automation/runs/999999/run-again').expect(404);
    await agent.post('/api/admin/automation/runs/1e1/run-again').expect(404);

    const queued = await agent.post(`/api/admin/automation/runs/${mailRun.id}/run-again`).expect(200);
    expect(queued.body).toMatchObject({ id: mailRun.id, status: 'queued', detail: 'Queued again', canRunAgain: false });
    // A second click while it is on its way is refused: one mail, not two.
    await agent.post(`/api/admin/automation/runs/${mailRun.id}/run-again`).expect(409);

    const sent = await eventually(async () => (await runsFor(guest.id)).find((run) => run.id === mailRun.id && run.status === 'sent'));
    expect(sent.detail).toBe('Sent "Grace, would you be a guest on Learn from the Best?" to grace@example.com');
    const mails = smtp.messages.filter((mail) => mail.envelopeTo.includes('grace@example.com'));
    expect(mails).toHaveLength(1);
    expect(mails[0]!.subject).toBe('Grace, would you be a guest on Learn from the Best?');
    expect(mails[0]!.header('message-id')).toMatch(new RegExp(`^<automation-run-${mailRun.id}@`));
    await agent.post(`/api/admin/automation/runs/${mailRun.id}/run-again`).expect(409);

    // With mail configured an email is queued; a guest without an address is still told apart (issue 29).
    const ada = (await agent.post('/api/admin/bookings').send({ name: 'Ada Lovelace', email: 'ada@example.com' }).expect(201)).body as { id: number };
    const queuedForAda = await agent.patch(`/api/admin/bookings/${ada.id}`).send({ outreachStatus: '1st_outreach' }).expect(200);
    expect(queuedForAda.body.queuedAutomation).toEqual([expect.objectContaining({ actionType: 'send_email', skipReason: null, skipDetail: null })]);
    const priya = (await agent.post('/api/admin/bookings').send({ name: 'Priya Raman' }).expect(201)).body as { id: number };
    const forPriya = await agent.patch(`/api/admin/bookings/${priya.id}`).send({ outreachStatus: '1st_outreach' }).expect(200);
    expect(forPriya.body.queuedAutomation).toEqual([
      expect.objectContaining({ actionType: 'send_email', skipReason: 'no_email', skipDetail: 'The guest has no email address' }),
    ]);
    const [priyaRun] = await settled(priya.id, 1);
    expect(priyaRun).toMatchObject({ status: 'skipped', detail: 'The guest has no email address' });
    await eventually(async () => (await runsFor(ada.id)).find((run) => run.status === 'sent'));
  });
});
