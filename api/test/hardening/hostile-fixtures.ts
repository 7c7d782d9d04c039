import { AuditAction } from '@podcast/contracts';
import type { OpenAPIObject } from '@nestjs/swagger';
import { DataSource } from 'typeorm';
import type TestAgent from 'supertest/lib/agent';
import type { TestApp } from '../harness/test-app';

/** The OpenAPI document as the app builds it (the one behind /api/docs-json and packages/contracts). */
export async function openApiDocument(t: TestApp): Promise<OpenAPIObject> {
  const res = await t.http().get('/api/docs-json').expect(200);
  return res.body as OpenAPIObject;
}

export interface RouterRoute {
  method: string;
  /** Express path pattern (`:id`, `*key`). */
  path: string;
}

interface RouterLayer {
  route?: { path: string; methods: Record<string, boolean> };
}

/** Every method + path on the Express router, as api/test/routes walks it. */
export function routerRoutes(t: TestApp): RouterRoute[] {
  const instance = t.app.getHttpAdapter().getInstance() as { router: { stack: RouterLayer[] } };
  const seen = new Map<string, RouterRoute>();
  for (const layer of instance.router.stack) {
    if (!layer.route) continue;
    for (const [method, on] of Object.entries(layer.route.methods)) {
      if (!on || method === '_all') continue;
      seen.set(`${method.toUpperCase()} ${layer.route.path}`, { method: method.toUpperCase(), path: layer.route.path });
    }
  }
  return [...seen.values()];
}

/** `/api/x/{id}` → `/api/x/:id`, `{key}` of a wildcard route → `*key`. */
export const toRouterPath = (openApiPath: string, wildcards: Set<string>) =>
  openApiPath.replace(/\{(\w+)\}/g, (_match, name: string) => (wildcards.has(name) ? `*${name}` : `:${name}`));

/** Hostile JSON values for a body field (JSON has no NaN: the text "NaN" and a huge exponent stand in). */
export const HOSTILE_JSON_VALUES: Array<[string, unknown]> = [
  ['null', null],
  ['object', { nested: { deeper: 1 } }],
  ['array', [1, 'two', null]],
  ['number', 12345],
  ['boolean', true],
  ['text', 'some text'],
  ['empty', ''],
  ['blank', '   '],
  ['huge text', 'x'.repeat(300_000)],
  ['huge number', 1e308],
  ['negative', -1],
  ['fraction', 1.5],
  ['int4 overflow', 2147483648],
  ['unsafe integer', Number.MAX_SAFE_INTEGER * 4],
  ['NaN text', 'NaN'],
  ['Infinity text', 'Infinity'],
  ['unicode', 'Ünïcødé 🎙️ \u202e ﷽ \u200b'],
  ['NUL', 'a\u0000b'],
  ['lone high surrogate', 'a\ud800b'],
  ['lone low surrogate', '\udc00'],
  ['date-like garbage', '2030-13-45'],
  ['sql', "' OR 1=1 --"],
];

/** Hostile query-string values (already URL-encoded). */
export const HOSTILE_QUERY_VALUES: Array<[string, string]> = [
  ['empty', ''],
  ['text', 'abc'],
  ['null', 'null'],
  ['negative', '-1'],
  ['fraction', '1.5'],
  ['hex', '0x10'],
  ['exponent', '1e3'],
  ['huge', '9'.repeat(400)],
  ['int4 overflow', '2147483648'],
  ['NaN', 'NaN'],
  ['unicode', encodeURIComponent('Ünïcødé 🎙️')],
  ['NUL', '%00'],
  ['bad utf-8 (surrogate bytes)', '%ED%A0%80'],
  ['bad escape', '%E0%A4%A'],
];

/** Path ids that are not positive int4s written in plain digits: each must be a 404. */
export const HOSTILE_IDS: Array<[string, string]> = [
  ['hex', '0x1'],
  ['exponent', '1e0'],
  ['plus sign', '+1'],
  ['minus sign', '-1'],
  ['leading space', '%201'],
  ['trailing space', '1%20'],
  ['decimal', '1.0'],
  ['zero', '0'],
  ['2^31', '2147483648'],
  ['huge', '9'.repeat(40)],
  ['word', 'abc'],
  ['empty-ish', '%20'],
  ['NUL', '%00'],
  ['NUL after digits', '1%00'],
  ['unicode digits', encodeURIComponent('١')],
  ['full-width digit', encodeURIComponent('１')],
];

/** Builds a plausible value for a schema (so that one hostile field is the only thing wrong). */
export function sampleFor(schema: SchemaLike | undefined, doc: OpenAPIObject, name = ''): unknown {
  const resolved = resolveSchema(schema, doc);
  if (!resolved) return 'x';
  if (resolved.enum?.length) return resolved.enum[0];
  switch (resolved.type) {
    case 'integer':
    case 'number':
      return 1;
    case 'boolean':
      return true;
    case 'array':
      return [sampleFor(resolved.items, doc, name)];
    case 'object':
      return Object.fromEntries(Object.entries(resolved.properties ?? {}).map(([key, value]) => [key, sampleFor(value, doc, key)]));
    default:
      if (resolved.format === 'date-time' || /date/i.test(name)) return '2030-05-01';
      if (/email|^to$/i.test(name)) return 'guest@example.com';
      if (/url/i.test(name)) return 'https://example.com/a';
      if (/duration/i.test(name)) return '42:18';
      return 'Sample';
  }
}

export interface SchemaLike {
  $ref?: string;
  type?: string;
  format?: string;
  enum?: unknown[];
  items?: SchemaLike;
  properties?: Record<string, SchemaLike>;
  allOf?: SchemaLike[];
}

export function resolveSchema(schema: SchemaLike | undefined, doc: OpenAPIObject): SchemaLike | undefined {
  if (!schema) return undefined;
  if (schema.$ref) {
    const name = schema.$ref.split('/').pop() ?? '';
    return resolveSchema(doc.components?.schemas?.[name] as SchemaLike | undefined, doc);
  }
  if (schema.allOf?.length) return resolveSchema(schema.allOf[0], doc);
  return schema;
}

/** Every field path of a body schema, one level of nesting deep (trigger.field, actions.0.type). */
export function fieldPaths(schema: SchemaLike | undefined, doc: OpenAPIObject): string[][] {
  const resolved = resolveSchema(schema, doc);
  const paths: string[][] = [];
  for (const [key, value] of Object.entries(resolved?.properties ?? {})) {
    paths.push([key]);
    const inner = resolveSchema(value, doc);
    if (inner?.type === 'object') for (const child of Object.keys(inner.properties ?? {})) paths.push([key, child]);
    const item = inner?.type === 'array' ? resolveSchema(inner.items, doc) : undefined;
    if (item?.type === 'object') for (const child of Object.keys(item.properties ?? {})) paths.push([key, '0', child]);
  }
  return paths;
}

/** A deep copy of `base` with the value at `path` replaced. */
export function withField(base: unknown, path: string[], value: unknown): unknown {
  const copy = structuredClone(base) as Record<string, unknown>;
  let node: Record<string, unknown> = copy;
  for (const key of path.slice(0, -1)) {
    if (typeof node[key] !== 'object' || node[key] === null) node[key] = {};
    node = node[key] as Record<string, unknown>;
  }
  node[path[path.length - 1] as string] = value;
  return copy;
}

/** A fingerprint of every table's rows except sessions: equal before and after means nothing was written. */
export async function databaseFingerprint(t: TestApp): Promise<string> {
  const dataSource = t.app.get(DataSource);
  const tables = (
    await dataSource.query<Array<{ tablename: string }>>(
      `SELECT tablename FROM pg_tables WHERE schemaname = 'public' AND tablename NOT IN ('session') ORDER BY tablename`,
    )
  ).map((row) => row.tablename);
  // A refused sign-in is recorded in the audit trail on purpose (docs/security.md, "Audit trail"):
  // those entries are not a write the refusal let through; any other audit entry still counts.
  const where = (table: string) => (table === 'audit_entry' ? ` WHERE x."action" <> '${AuditAction.SignInFailed}'` : '');
  const parts = tables.map(
    (table) => `SELECT '${table}' AS t, md5(coalesce(string_agg(x::text, '|' ORDER BY x::text), '')) AS h FROM "${table}" x${where(table)}`,
  );
  const rows = await dataSource.query<Array<{ t: string; h: string }>>(parts.join(' UNION ALL '));
  return rows.map((row) => `${row.t}:${row.h}`).join(',');
}

/** Rows anyone can see in the sweep: an episode, a booking, a template, a rule and a comment. */
export async function seed(agent: TestAgent): Promise<Record<string, number>> {
  const episode = await agent.post('/api/episodes').send({ title: 'Seed', description: 'Seed episode' }).expect(201);
  const booking = await agent.post('/api/admin/bookings').send({ name: 'Seed Guest', email: 'seed@example.com' }).expect(201);
  const template = await agent
    .post('/api/admin/automation/templates')
    .send({ name: 'Seed', subject: 'Hi {{name}}', htmlBody: '<p>Hi</p>', textBody: 'Hi' })
    .expect(201);
  const rule = await agent
    .post('/api/admin/automation/rules')
    .send({
      name: 'Seed rule',
      enabled: false,
      trigger: { field: 'outreachStatus', toValue: '1st_outreach' },
      actions: [{ type: 'send_email', templateId: template.body.id }],
    })
    .expect(201);
  const comment = await agent.post(`/api/admin/episodes/${episode.body.id}/comments`).send({ text: 'Seed', timecodeSec: 1 }).expect(201);
  return { episode: episode.body.id, booking: booking.body.id, template: template.body.id, rule: rule.body.id, comment: comment.body.id };
}
