import type { OpenAPIObject } from '@nestjs/swagger';
import type { Response } from 'supertest';
import type TestAgent from 'supertest/lib/agent';
import { createTestApp, type TestApp } from '../harness/test-app';
import {
  databaseFingerprint,
  fieldPaths,
  HOSTILE_IDS,
  HOSTILE_JSON_VALUES,
  HOSTILE_QUERY_VALUES,
  openApiDocument,
  routerRoutes,
  sampleFor,
  seed,
  type SchemaLike,
  toRouterPath,
  withField,
} from './hostile-fixtures';

interface Operation {
  method: string;
  /** OpenAPI path, `{id}` parameters. */
  path: string;
  pathParams: string[];
  queryParams: string[];
  bodySchema?: SchemaLike;
  json: boolean;
}

const WRITES = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);
/** Wildcard parameters (the rest of the path is a storage key): not ids. */
const WILDCARDS = new Set(['key']);
/** Path parameters that are signed or random tokens, not ids (routes outside the OpenAPI document; uploadId: a tus upload's). */
const TOKENS = new Set(['token', 'uploadId']);

/** Every operation of the OpenAPI document, plus router routes the document leaves out (unsubscribe). */
function operations(doc: OpenAPIObject, t: TestApp): Operation[] {
  const ops: Operation[] = [];
  for (const [path, item] of Object.entries(doc.paths)) {
    for (const [method, op] of Object.entries(
      item as Record<string, { parameters?: Array<{ in: string; name: string }>; requestBody?: { content: Record<string, { schema?: SchemaLike }> } }>,
    )) {
      const params = op.parameters ?? [];
      const content = op.requestBody?.content ?? {};
      ops.push({
        method: method.toUpperCase(),
        path,
        pathParams: params.filter((p) => p.in === 'path').map((p) => p.name),
        queryParams: params.filter((p) => p.in === 'query').map((p) => p.name),
        bodySchema: content['application/json']?.schema,
        json: Boolean(content['application/json']),
      });
    }
  }
  const documented = new Set(ops.map((op) => `${op.method} ${toRouterPath(op.path, WILDCARDS)}`));
  for (const route of routerRoutes(t)) {
    if (!route.path.startsWith('/api/') || route.path.startsWith('/api/docs') || documented.has(`${route.method} ${route.path}`)) continue;
    const names = [...route.path.matchAll(/[:*](\w+)/g)].map((match) => match[1] as string);
    ops.push({
      method: route.method,
      path: route.path.replace(/[:*](\w+)/g, '{$1}'),
      pathParams: names,
      queryParams: [],
      json: !['GET', 'HEAD', 'OPTIONS'].includes(route.method),
    });
  }
  return ops;
}

describe('hostile input, generated from the OpenAPI document and the router', () => {
  let t: TestApp;
  let doc: OpenAPIObject;
  let admin: TestAgent;
  let ids: Record<string, number>;
  const failures: string[] = [];

  beforeAll(async () => {
    t = await createTestApp({
      env: {
        RATE_LIMIT_PLAY: '100000',
        RATE_LIMIT_NEWSLETTER: '100000',
        RATE_LIMIT_UNSUBSCRIBE: '100000',
        LOGIN_MAX_FAILURES_PER_ADDRESS: '100000',
        LOGIN_MAX_FAILURES_PER_ACCOUNT_ADDRESS: '100000',
        LOGIN_ACCOUNT_SLOWDOWN_AFTER: '100000',
      },
    });
    doc = await openApiDocument(t);
    admin = await t.loginAgent();
    ids = await seed(admin);
  });
  afterAll(() => t.close());

  /** A real id for a path parameter, so that only the hostile part of a request is wrong. */
  function realId(path: string, name: string): string {
    if (name === 'ruleId') return String(ids.rule);
    if (name === 'assetId' || path.includes('video-assets/{id}')) return '1';
    if (name === 'episodeId' || path.includes('/episodes/{id}')) return String(ids.episode);
    if (path.includes('/bookings/')) return String(ids.booking);
    if (path.includes('/templates/')) return String(ids.template);
    if (path.includes('/comments/')) return String(ids.comment);
    if (TOKENS.has(name)) return 'not-a-token';
    if (WILDCARDS.has(name)) return 'episodes/1/none.mp4';
    return '1';
  }

  const url = (op: Operation, override: Record<string, string> = {}) =>
    op.path.replace(/\{(\w+)\}/g, (_match, name: string) => override[name] ?? realId(op.path, name));

  function send(op: Operation, path: string, body?: unknown, rawBody?: string): Promise<Response> {
    const method = op.method.toLowerCase() as 'get' | 'post' | 'put' | 'patch' | 'delete';
    let req = admin[method](path);
    if (rawBody !== undefined) req = req.set('Content-Type', 'application/json').send(rawBody);
    else if (body !== undefined) req = req.send(body as object);
    return req;
  }

  /** The database as the last probe left it. */
  let fingerprint = '';
  let probes = 0;

  /** Sends one request; records a 5xx, and for a refused write, any change to the database. */
  async function probe(label: string, op: Operation, path: string, body?: unknown, rawBody?: string): Promise<void> {
    probes += 1;
    const write = WRITES.has(op.method);
    if (write && !fingerprint) fingerprint = await databaseFingerprint(t);
    const res = await send(op, path, body, rawBody);
    if (res.status >= 500) failures.push(`${label}: ${res.status} ${JSON.stringify(res.body).slice(0, 200)}`);
    if (!write) return;
    const after = await databaseFingerprint(t);
    if (res.status >= 400 && after !== fingerprint) failures.push(`${label}: refused (${res.status}) but the database changed`);
    fingerprint = after;
  }

  it('covers every route of the router', () => {
    const ops = operations(doc, t);
    const covered = new Set(ops.map((op) => `${op.method} ${toRouterPath(op.path, WILDCARDS)}`));
    const missing = routerRoutes(t)
      .filter((route) => route.path.startsWith('/api/') && !route.path.startsWith('/api/docs'))
      .filter((route) => !covered.has(`${route.method} ${route.path}`));
    expect(missing).toEqual([]);
    expect(ops.length).toBeGreaterThan(40);
  });

  it('answers every path id that is not a positive int4 in plain digits with 404, and changes nothing', async () => {
    const wrong: string[] = [];
    for (const op of operations(doc, t)) {
      for (const name of op.pathParams.filter((param) => !WILDCARDS.has(param) && !TOKENS.has(param))) {
        for (const [label, id] of HOSTILE_IDS) {
          const before = WRITES.has(op.method) ? await databaseFingerprint(t) : '';
          const res = await send(op, url(op, { [name]: id }), op.json ? {} : undefined);
          if (res.status !== 404) wrong.push(`${op.method} ${op.path} ${name}=${label} (${id}): ${res.status}`);
          if (WRITES.has(op.method) && (await databaseFingerprint(t)) !== before) wrong.push(`${op.method} ${op.path} ${name}=${label}: database changed`);
        }
      }
    }
    expect(wrong).toEqual([]);
  });

  it('never answers 5xx to hostile tokens and storage keys in the path', async () => {
    for (const op of operations(doc, t)) {
      for (const name of op.pathParams.filter((param) => WILDCARDS.has(param) || TOKENS.has(param))) {
        for (const [label, value] of [
          ...HOSTILE_IDS,
          ['long', 'a'.repeat(5000)] as [string, string],
          ['dot-dot', '..%2F..%2Fetc%2Fpasswd'] as [string, string],
        ]) {
          await probe(`${op.method} ${op.path} ${name}=${label}`, op, url(op, { [name]: value }), op.json ? {} : undefined);
        }
      }
    }
    expect(failures).toEqual([]);
  });

  it('never answers 5xx to hostile query values, and a refused write changes nothing', async () => {
    for (const op of operations(doc, t)) {
      for (const name of op.queryParams) {
        for (const [label, value] of HOSTILE_QUERY_VALUES) {
          await probe(`${op.method} ${op.path}?${name}=${label}`, op, `${url(op)}?${name}=${value}`);
        }
        await probe(`${op.method} ${op.path}?${name} twice`, op, `${url(op)}?${name}=1&${name}=2`);
        await probe(`${op.method} ${op.path}?${name}[]`, op, `${url(op)}?${name}[a]=1`);
      }
    }
    expect(failures).toEqual([]);
  });

  it('never answers 5xx to hostile body fields, and a refused write changes nothing', async () => {
    for (const op of operations(doc, t).filter((candidate) => candidate.json && candidate.method !== 'DELETE')) {
      const base = op.bodySchema ? (sampleFor(op.bodySchema, doc) as Record<string, unknown>) : {};
      for (const field of op.bodySchema ? fieldPaths(op.bodySchema, doc) : [['anything']]) {
        for (const [label, value] of HOSTILE_JSON_VALUES) {
          await probe(`${op.method} ${op.path} ${field.join('.')}=${label}`, op, url(op), withField(base, field, value));
        }
      }
      // Whole bodies that are not an object, and nesting far past any DTO.
      for (const [label, raw] of [
        ['array body', '[]'],
        ['array of objects', '[{}]'],
        ['string body', '"x"'],
        ['null body', 'null'],
        ['number body', '12'],
        ['malformed', '{"a":'],
        ['deep nesting', `${'['.repeat(100_000)}${']'.repeat(100_000)}`],
        ['deep objects', `${'{"a":'.repeat(50)}1${'}'.repeat(50)}`],
        ['NUL key', '{"a\\u0000":1}'],
        ['proto key', '{"__proto__":{"admin":true},"constructor":{"prototype":{"x":1}}}'],
      ] as Array<[string, string]>) {
        await probe(`${op.method} ${op.path} ${label}`, op, url(op), undefined, raw);
      }
    }
    expect(failures).toEqual([]);
    expect(probes).toBeGreaterThan(1000);
  }, 900_000);
});
