import { createTestApp, type TestApp } from '../harness/test-app';

describe('OpenAPI document of the bookings and automation routes', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('names the DTOs the front ends are generated from', async () => {
    const doc = (await t.http().get('/api/docs-json').expect(200)).body as {
      components: { schemas: Record<string, { properties?: Record<string, unknown> }> };
      paths: Record<string, unknown>;
    };
    const schemas = doc.components.schemas;
    for (const name of [
      'BookingDto',
      'BookingCreateDto',
      'BookingUpdateDto',
      'AutomationRuleDto',
      'AutomationRuleCreateDto',
      'AutomationRuleUpdateDto',
      'EmailTemplateDto',
      'EmailTemplateUpdateDto',
      'AutomationStatusDto',
      'AutomationRunDto',
      'TestEmailDto',
      'TestConnectionResultDto',
      'GhlStatusDto',
    ]) {
      expect(schemas[name]).toBeDefined();
    }
    expect(Object.keys(schemas.BookingDto.properties ?? {}).sort()).toEqual(
      [
        'bookingStatus',
        'company',
        'contactedAt',
        'createdAt',
        'email',
        'id',
        'name',
        'notes',
        'optedOut',
        'outreachStatus',
        'portrait',
        'position',
        'recordingDate',
        'socialMediaUrl',
        'websiteUrl',
      ].sort(),
    );
    expect(Object.keys(schemas.EmailTemplateDto.properties ?? {}).sort()).toEqual(['htmlBody', 'id', 'name', 'subject', 'system', 'textBody', 'variables']);
    expect(doc.paths['/api/unsubscribe/{token}']).toBeUndefined();
    expect(doc.paths['/api/admin/automation/rules/{ruleId}']).toBeDefined();
  });
});
