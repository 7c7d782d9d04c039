import { AUTOMATION_MESSAGES } from '@podcast/contracts';
import type TestAgent from 'supertest/lib/agent';
import { DataSource } from 'typeorm';
import { DEFAULT_RULES, DEFAULT_TEMPLATES } from '../../src/modules/automation/default-automation.seed';
import { createTestApp, createTestDatabase, type TestApp } from '../harness/test-app';

interface Template {
  id: number;
  name: string;
  subject: string;
  htmlBody: string;
  textBody: string;
  variables: string[];
  system: boolean;
}
interface Rule {
  id: number;
  name: string;
  enabled: boolean;
  trigger: { field: string; toValue: string };
  actions: Array<{ type: string; templateId?: number }>;
}

describe('automation rules and templates', () => {
  let t: TestApp;
  let agent: TestAgent;
  beforeAll(async () => {
    t = await createTestApp();
    agent = await t.loginAgent();
  });
  afterAll(() => t.close());

  const templates = async (): Promise<Template[]> => (await agent.get('/api/admin/automation/templates').expect(200)).body;
  const rules = async (): Promise<Rule[]> => (await agent.get('/api/admin/automation/rules').expect(200)).body;
  const newTemplate = async (name = 'Custom'): Promise<Template> =>
    (
      await agent
        .post('/api/admin/automation/templates')
        .send({ name, subject: 'Hi {{firstName}}', htmlBody: '<p>{{company}}</p>', textBody: '{{company}}' })
        .expect(201)
    ).body;

  it('needs an admin session', async () => {
    for (const path of ['status', 'rules', 'templates', 'runs', 'test-connection']) await t.http().get(`/api/admin/automation/${path}`).expect(401);
    await t.http().post('/api/admin/automation/test-email').send({ to: 'a@example.com', templateId: 1 }).expect(401);
    await t.http().put('/api/admin/automation/templates/1').send({}).expect(401);
    await t.http().patch('/api/admin/automation/rules/1').send({ enabled: false }).expect(401);
  });

  it('reports mail as not configured without SMTP settings', async () => {
    expect((await agent.get('/api/admin/automation/status').expect(200)).body).toEqual({ hasEmailConfig: false, configured: false });
    const test = await agent.get('/api/admin/automation/test-connection').expect(200);
    expect(test.body).toEqual({ connected: false, message: expect.stringContaining('Email is not configured') });
  });

  it('seeds the default templates and rules once, wired together', async () => {
    const list = await templates();
    expect(list.map((x) => x.name)).toEqual(DEFAULT_TEMPLATES.map((x) => x.name));
    const first = list.find((x) => x.name === 'First outreach')!;
    expect(first.subject).toBe('{{firstName}}, would you be a guest on {{podcastName}}?');
    expect(first.variables).toEqual(expect.arrayContaining(['firstName', 'podcastName', 'position', 'company', 'siteUrl']));
    const ruleList = await rules();
    expect(ruleList.map((x) => x.name)).toEqual(DEFAULT_RULES.map((x) => x.name));
    const outreach = ruleList.find((x) => x.name === 'Send first outreach email')!;
    expect(outreach).toMatchObject({
      enabled: true,
      trigger: { field: 'outreachStatus', toValue: '1st_outreach' },
      actions: [{ type: 'send_email', templateId: first.id }],
    });
  });

  it('never overwrites an edited seed, and does not bring back a deleted one, on the next start', async () => {
    const db = await createTestDatabase();
    const first = await createTestApp({ database: db });
    const a = await first.loginAgent();
    const seeded: Template[] = (await a.get('/api/admin/automation/templates').expect(200)).body;
    const edited = seeded.find((x) => x.name === 'Follow-up')!;
    await a
      .put(`/api/admin/automation/templates/${edited.id}`)
      .send({ ...edited, subject: 'My own subject' })
      .expect(200);
    const seededRules: Rule[] = (await a.get('/api/admin/automation/rules').expect(200)).body;
    const removed = seededRules.find((x) => x.name === 'Offer to reschedule after a cancellation')!;
    await a.delete(`/api/admin/automation/rules/${removed.id}`).expect(204);
    await a.delete(`/api/admin/automation/templates/${removed.actions[0].templateId}`).expect(204);
    await first.close({ keepDatabase: true });

    const second = await createTestApp({ database: db });
    try {
      const b = await second.loginAgent();
      const after: Template[] = (await b.get('/api/admin/automation/templates').expect(200)).body;
      expect(after.find((x) => x.id === edited.id)!.subject).toBe('My own subject');
      expect(after).toHaveLength(seeded.length - 1);
      const afterRules: Rule[] = (await b.get('/api/admin/automation/rules').expect(200)).body;
      expect(afterRules.map((x) => x.name)).not.toContain('Offer to reschedule after a cancellation');
      expect(afterRules).toHaveLength(seededRules.length - 1);
    } finally {
      await second.close();
    }
  });

  it('saves a full template with PUT, deriving variables from subject and bodies', async () => {
    const created = await newTemplate();
    expect(created.variables).toEqual(['firstName', 'company']);
    const res = await agent
      .put(`/api/admin/automation/templates/${created.id}`)
      .send({
        id: created.id,
        name: 'Renamed',
        subject: 'For {{name}}',
        htmlBody: '<p>{{ websiteUrl }}</p>',
        textBody: '{{unknownThing}}',
        variables: ['firstName', 'bogus'],
      })
      .expect(200);
    expect(res.body).toEqual({
      id: created.id,
      name: 'Renamed',
      subject: 'For {{name}}',
      htmlBody: '<p>{{ websiteUrl }}</p>',
      textBody: '{{unknownThing}}',
      variables: ['name', 'websiteUrl', 'unknownThing'],
      system: false,
    });
    expect((await templates()).find((x) => x.id === created.id)).toEqual(res.body);
  });

  it.each([[{ name: '', subject: 'S' }], [{ name: 'N', subject: '   ' }], [{ name: 'N' }], [{ subject: 'S' }]])(
    'refuses a template without name and subject: %j',
    async (body) => {
      const created = await newTemplate();
      const res = await agent.put(`/api/admin/automation/templates/${created.id}`).send(body).expect(400);
      expect(res.body.message).toBe(AUTOMATION_MESSAGES.templateRequired);
      expect((await agent.post('/api/admin/automation/templates').send(body).expect(400)).body.message).toBe(AUTOMATION_MESSAGES.templateRequired);
    },
  );

  it('answers 404 for a missing template and 400 for a mismatched id', async () => {
    await agent.put('/api/admin/automation/templates/999999').send({ name: 'N', subject: 'S' }).expect(404);
    const created = await newTemplate();
    await agent
      .put(`/api/admin/automation/templates/${created.id}`)
      .send({ id: created.id + 1, name: 'N', subject: 'S' })
      .expect(400);
  });

  it('creates, edits, toggles and deletes a rule', async () => {
    const template = await newTemplate();
    const created = await agent
      .post('/api/admin/automation/rules')
      .send({
        name: 'Nurture mail',
        trigger: { field: 'outreachStatus', toValue: 'nurture' },
        actions: [{ type: 'send_email', templateId: template.id }, { type: 'update_ghl_tags' }],
      })
      .expect(201);
    expect(created.body).toMatchObject({
      name: 'Nurture mail',
      enabled: true,
      trigger: { field: 'outreachStatus', toValue: 'nurture' },
      actions: [{ type: 'send_email', templateId: template.id }, { type: 'update_ghl_tags' }],
    });
    const id = created.body.id as number;

    const toggled = await agent.patch(`/api/admin/automation/rules/${id}`).send({ enabled: false }).expect(200);
    expect(toggled.body).toMatchObject({ enabled: false, name: 'Nurture mail' });
    const edited = await agent
      .patch(`/api/admin/automation/rules/${id}`)
      .send({ name: 'Booked tag', trigger: { field: 'bookingStatus', toValue: 'booked' }, actions: [{ type: 'add_to_linkedin_audience' }] })
      .expect(200);
    expect(edited.body).toMatchObject({
      name: 'Booked tag',
      enabled: false,
      trigger: { field: 'bookingStatus', toValue: 'booked' },
      actions: [{ type: 'add_to_linkedin_audience' }],
    });
    expect((await rules()).find((x) => x.id === id)).toMatchObject({ name: 'Booked tag', enabled: false });

    await agent.delete(`/api/admin/automation/rules/${id}`).expect(204);
    expect((await rules()).find((x) => x.id === id)).toBeUndefined();
    await agent.patch(`/api/admin/automation/rules/${id}`).send({ enabled: true }).expect(404);
  });

  it.each([
    [
      { name: 'R', trigger: { field: 'outreachStatus', toValue: 'booked' }, actions: [{ type: 'update_ghl_tags' }] },
      'Trigger value must be one of the Outreach Status values: no_contact, 1st_outreach, warm_up, follow_up, newsletter, 2nd_follow_up, contacted, nurture',
    ],
    [
      { name: 'R', trigger: { field: 'bookingStatus', toValue: 'nurture' }, actions: [{ type: 'update_ghl_tags' }] },
      'Trigger value must be one of the Booking Status values: waiting_for_response, respond, booked, cancelled, recorded',
    ],
    [{ name: 'R', trigger: { field: 'stage', toValue: 'x' }, actions: [{ type: 'update_ghl_tags' }] }, 'Trigger field must be outreachStatus or bookingStatus'],
    [{ name: 'R', trigger: { field: 'bookingStatus', toValue: 'booked' }, actions: [{ type: 'send_email' }] }, 'Send Email needs an email template'],
    [
      { name: 'R', trigger: { field: 'bookingStatus', toValue: 'booked' }, actions: [{ type: 'send_email', templateId: 999999 }] },
      'Email template 999999 does not exist',
    ],
    [{ name: 'R', trigger: { field: 'bookingStatus', toValue: 'booked' }, actions: [] }, 'Add at least one action'],
    [
      { name: 'R', trigger: { field: 'bookingStatus', toValue: 'booked' }, actions: [{ type: 'fax' }] },
      'Action type must be send_email, add_to_linkedin_audience or update_ghl_tags',
    ],
    [{ name: '', trigger: { field: 'bookingStatus', toValue: 'booked' }, actions: [{ type: 'update_ghl_tags' }] }, 'Rule name is required'],
  ])('refuses the rule %j', async (body, message) => {
    const res = await agent.post('/api/admin/automation/rules').send(body).expect(400);
    expect(res.body.message).toBe(message);
  });

  it('refuses to delete a template while a rule sends it, and deletes it once free', async () => {
    const template = await newTemplate('In use');
    const rule = (
      await agent
        .post('/api/admin/automation/rules')
        .send({ name: 'Uses it', trigger: { field: 'bookingStatus', toValue: 'respond' }, actions: [{ type: 'send_email', templateId: template.id }] })
        .expect(201)
    ).body;
    const refused = await agent.delete(`/api/admin/automation/templates/${template.id}`).expect(409);
    expect(refused.body.message).toBe('This template is used by the automation rule "Uses it". Change or delete that rule first.');
    await agent
      .patch(`/api/admin/automation/rules/${rule.id}`)
      .send({ actions: [{ type: 'update_ghl_tags' }] })
      .expect(200);
    await agent.delete(`/api/admin/automation/templates/${template.id}`).expect(204);
    expect((await templates()).find((x) => x.id === template.id)).toBeUndefined();
  });

  describe('system templates (issue 29 item 9)', () => {
    const SYSTEM = ['Newsletter confirmation', 'New Episode'];
    const seedOf = (name: string) => DEFAULT_TEMPLATES.find((seed) => seed.name === name)!;

    it('marks exactly the templates the site sends as system templates', async () => {
      const list = await templates();
      expect(list.filter((x) => x.system).map((x) => x.name)).toEqual(SYSTEM);
      expect(list.find((x) => x.name === 'First outreach')!.system).toBe(false);
      expect((await newTemplate('Mine')).system).toBe(false);
    });

    it.each(SYSTEM)('refuses to delete "%s" with 409 and a message saying what to do instead; it is still there and still sent', async (name) => {
      const template = (await templates()).find((x) => x.name === name)!;
      const refused = await agent.delete(`/api/admin/automation/templates/${template.id}`).expect(409);
      expect(refused.body.message).toMatch(new RegExp(`^"${name}" is a system template: .+\\. It can be edited or reset to its default, but not deleted\\.$`));
      expect((await templates()).find((x) => x.id === template.id)).toMatchObject({ name, system: true });
    });

    it('edits a system template, then resets it to its default, keeping its id and system mark', async () => {
      const template = (await templates()).find((x) => x.name === 'Newsletter confirmation')!;
      await agent
        .put(`/api/admin/automation/templates/${template.id}`)
        // The GET answer as it came, system included: the client's system mark is ignored.
        .send({ ...template, name: 'My confirmation', subject: 'Confirm, please', textBody: 'Click {{confirmUrl}}', system: false })
        .expect(200);
      const edited = (await templates()).find((x) => x.id === template.id)!;
      expect(edited).toMatchObject({ name: 'My confirmation', subject: 'Confirm, please', system: true });

      const reset = await agent.post(`/api/admin/automation/templates/${template.id}/reset`).expect(200);
      const seed = seedOf('Newsletter confirmation');
      expect(reset.body).toEqual({ ...template, system: true });
      expect(reset.body.subject).toBe(seed.subject);
      expect((await templates()).find((x) => x.id === template.id)).toEqual(reset.body);
    });

    it('resets any shipped template, refuses (409) one an admin created, 404 for an unknown one, and needs a session', async () => {
      const followUp = (await templates()).find((x) => x.name === 'Follow-up')!;
      await agent
        .put(`/api/admin/automation/templates/${followUp.id}`)
        .send({ ...followUp, subject: 'Changed' })
        .expect(200);
      const reset = await agent.post(`/api/admin/automation/templates/${followUp.id}/reset`).expect(200);
      expect(reset.body.subject).toBe(seedOf('Follow-up').subject);

      const mine = await newTemplate('No default');
      const refused = await agent.post(`/api/admin/automation/templates/${mine.id}/reset`).expect(409);
      expect(refused.body.message).toBe('This template has no default to reset to: it was created here, not shipped with the site.');
      await agent.post('/api/admin/automation/templates/999999/reset').expect(404);
      await t.http().post(`/api/admin/automation/templates/${followUp.id}/reset`).expect(401);
    });

    it('brings back at start a system template that an earlier version let an admin delete, as they left it', async () => {
      const db = await createTestDatabase();
      const first = await createTestApp({ database: db });
      const a = await first.loginAgent();
      const before: Template[] = (await a.get('/api/admin/automation/templates').expect(200)).body;
      const newEpisode = before.find((x) => x.name === 'New Episode')!;
      await a
        .put(`/api/admin/automation/templates/${newEpisode.id}`)
        .send({ ...newEpisode, subject: 'Edited before it was deleted' })
        .expect(200);
      // What a delete did before it was refused: the row kept as a tombstone of its seed key.
      await first.app.get(DataSource).query(`UPDATE email_template SET "seedKey" = 'deleted:' || "seedKey" WHERE id = $1`, [newEpisode.id]);
      expect(((await a.get('/api/admin/automation/templates').expect(200)).body as Template[]).some((x) => x.id === newEpisode.id)).toBe(false);
      await first.close({ keepDatabase: true });

      const second = await createTestApp({ database: db });
      try {
        const b = await second.loginAgent();
        const after: Template[] = (await b.get('/api/admin/automation/templates').expect(200)).body;
        expect(after).toHaveLength(before.length);
        expect(after.find((x) => x.id === newEpisode.id)).toMatchObject({ subject: 'Edited before it was deleted', system: true });
      } finally {
        await second.close();
      }
    });
  });

  it('validates the runs limit', async () => {
    await agent.get('/api/admin/automation/runs?limit=0').expect(400);
    await agent.get('/api/admin/automation/runs?limit=abc').expect(400);
    expect(Array.isArray((await agent.get('/api/admin/automation/runs?limit=5').expect(200)).body)).toBe(true);
  });
});
