import type { OpenAPIObject } from '@nestjs/swagger';
import Ajv from 'ajv';
import { buildOpenApiDocument } from '../../src/openapi';
import { createTestApp, type TestApp } from '../harness/test-app';

type JsonSchema = Record<string, unknown>;

/**
 * An OpenAPI 3.0 schema as a strict JSON Schema: references inlined from the document's components,
 * `nullable` as a `null` type, and no property beyond the declared ones (an answer with an
 * undocumented field is a contract the types do not know).
 */
function strictJsonSchema(schema: unknown, document: OpenAPIObject): JsonSchema {
  if (!schema || typeof schema !== 'object') return {};
  const { $ref, nullable, ...rest } = schema as JsonSchema & { $ref?: string; nullable?: boolean };
  if ($ref) return strictJsonSchema(document.components?.schemas?.[$ref.split('/').pop() ?? ''], document);
  const converted: JsonSchema = { ...rest };
  if (rest.properties) {
    converted.properties = Object.fromEntries(
      Object.entries(rest.properties as JsonSchema).map(([name, property]) => [name, strictJsonSchema(property, document)]),
    );
    converted.additionalProperties ??= false;
  }
  if (nullable && typeof rest.type === 'string') converted.type = [rest.type, 'null'];
  return converted;
}

/** The JSON schema of an operation's 200 answer. */
function okSchema(document: OpenAPIObject, path: string): unknown {
  const ok = document.paths[path]?.get?.responses['200'];
  return ok && 'content' in ok ? ok.content?.['application/json']?.schema : undefined;
}

describe("the hosts' runtime configuration is in the OpenAPI document and served as it says (issue 32)", () => {
  let t: TestApp;
  let document: OpenAPIObject;
  const ajv = new Ajv({ allErrors: true, strict: false });

  beforeAll(async () => {
    t = await createTestApp({
      env: {
        WORKER: 'off',
        MFE_EDITING_URL: 'https://cdn.example.com/editing/v7',
        SOCIAL_X_URL: 'https://x.com/show',
        FOLLOW_APPLE_PODCASTS_URL: 'https://podcasts.apple.com/show/example',
      },
    });
    document = buildOpenApiDocument(t.app);
  });
  afterAll(() => t.close());

  it('documents both paths outside /api as public reads with their response schemas', () => {
    expect(document.paths['/api/config/remotes.json']).toBeUndefined();
    expect(document.paths['/api/config/site.json']).toBeUndefined();
    for (const [path, schema] of [
      ['/config/remotes.json', 'RemotesConfigDto'],
      ['/config/site.json', 'SiteConfigDto'],
    ] as const) {
      const operation = document.paths[path]?.get;
      expect({ path, summary: typeof operation?.summary, security: operation?.security }).toEqual({ path, summary: 'string', security: [] });
      expect(okSchema(document, path)).toEqual({ $ref: `#/components/schemas/${schema}` });
    }
    expect(document.components?.schemas?.RemotesConfigDto).toMatchObject({
      required: ['mfe_bookings', 'mfe_automation', 'mfe_editing', 'mfe_episodes'],
    });
    expect(document.components?.schemas?.SiteConfigDto).toMatchObject({ required: ['social', 'follow'] });
  });

  it.each(['/config/remotes.json', '/config/site.json'])('serves %s with a body its schema accepts', async (path) => {
    const validate = ajv.compile(strictJsonSchema(okSchema(document, path), document));
    const res = await t.http().get(path).expect(200);
    const valid = validate(res.body);
    expect(ajv.errorsText(validate.errors)).toBe('No errors');
    expect(valid).toBe(true);
    // The check is not vacuous: an undocumented field, a missing one or a wrong type is refused.
    const body = res.body as Record<string, unknown>;
    const [first] = Object.keys(body);
    expect(validate({ ...body, undocumented: 'x' })).toBe(false);
    expect(validate({ ...body, [first as string]: undefined })).toBe(false);
    expect(validate({ ...body, [first as string]: 42 })).toBe(false);
  });

  it('serves the settings it documents: released or configured remotes, set and unset links', async () => {
    expect((await t.http().get('/config/remotes.json')).body).toEqual({
      mfe_bookings: '/mfe/bookings/mf-manifest.json',
      mfe_automation: '/mfe/automation/mf-manifest.json',
      mfe_editing: 'https://cdn.example.com/editing/v7/mf-manifest.json',
      mfe_episodes: '/mfe/episodes/mf-manifest.json',
    });
    expect((await t.http().get('/config/site.json')).body).toEqual({
      social: { x: 'https://x.com/show', linkedin: null, youtube: null },
      follow: { applePodcasts: 'https://podcasts.apple.com/show/example', spotify: null, youtube: null, rss: '/feed.xml', rssAudio: '/feed/audio.xml' },
    });
  });
});
