import * as contracts from '@podcast/contracts';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { findHandWrittenEnums, generateApiTypes } from '../../../packages/contracts/scripts/api-types-generator.cjs';
import { OPENAPI_JSON_PATH, serializeOpenApi } from '../../src/openapi-export';
import { buildOpenApiDocument } from '../../src/openapi';
import { createTestApp, type TestApp } from '../harness/test-app';

const CONTRACTS_SRC = join(__dirname, '../../../packages/contracts/src');
const STALE = 'is stale: run `npm run contracts:generate` and commit the result';

interface Schema {
  enum?: unknown[];
  properties?: Record<string, unknown>;
}

describe('packages/contracts matches the API (generated from its OpenAPI document)', () => {
  let t: TestApp;
  let document: ReturnType<typeof buildOpenApiDocument>;
  beforeAll(async () => {
    // As openapi-export.ts builds it: queue processors off.
    t = await createTestApp({ env: { WORKER: 'off' } });
    document = buildOpenApiDocument(t.app);
  });
  afterAll(() => t.close());

  it('has the checked-in openapi.json equal to the document the API serves', () => {
    const checkedIn = readFileSync(OPENAPI_JSON_PATH, 'utf8');
    const current = serializeOpenApi(document);
    if (checkedIn !== current) throw new Error(`packages/contracts/openapi.json ${STALE}`);
  });

  it('has the checked-in api-types.ts equal to what the generator makes of the document', () => {
    const checkedIn = readFileSync(join(CONTRACTS_SRC, 'api-types.ts'), 'utf8');
    const current = generateApiTypes(JSON.parse(serializeOpenApi(document)) as object, findHandWrittenEnums(CONTRACTS_SRC));
    if (checkedIn !== current) throw new Error(`packages/contracts/src/api-types.ts ${STALE}`);
  });

  it('has a schema for every DTO the front ends use', () => {
    const schemas = Object.keys(document.components?.schemas ?? {});
    for (const name of [
      'PublicEpisodeDto',
      'AdminEpisodeDto',
      'EpisodeCreateDto',
      'EpisodeUpdateDto',
      'CommentDto',
      'CommentCountDto',
      'CommentCreateDto',
      'AssetCommentCreateDto',
      'CommentUpdateDto',
      'NewsletterSubscribeDto',
      'LoginDto',
    ]) {
      expect(schemas).toContain(name);
    }
  });

  it('reuses the hand-written enums only where the API uses exactly their values', () => {
    const enums = findHandWrittenEnums(CONTRACTS_SRC);
    const schemas = (document.components?.schemas ?? {}) as Record<string, Schema>;
    const runtime = contracts as unknown as Record<string, Record<string, string>>;
    for (const name of Object.keys(enums)) {
      const schema = schemas[name];
      if (!schema) continue;
      expect({ name, values: [...(schema.enum ?? [])].sort() }).toEqual({ name, values: Object.values(runtime[name]).sort() });
    }
  });
});

describe('the api-types generator', () => {
  it('converts objects, arrays, enums, nullable, $ref, allOf, oneOf and paths', () => {
    const text = generateApiTypes(
      {
        components: {
          schemas: {
            Colour: { type: 'string', enum: ['red', 'green'] },
            Thing: {
              type: 'object',
              description: 'A thing',
              properties: {
                id: { type: 'integer' },
                name: { type: 'string', nullable: true },
                tags: { type: 'array', items: { type: 'string' } },
                colour: { allOf: [{ $ref: '#/components/schemas/Colour' }] },
                either: { oneOf: [{ type: 'number' }, { $ref: '#/components/schemas/Colour' }] },
                '720p': { type: 'string' },
                extra: { type: 'object', additionalProperties: { type: 'boolean' } },
              },
              required: ['id', 'name'],
            },
            Status: { type: 'string', enum: ['draft', 'published'] },
          },
        },
        paths: {
          '/api/things/{id}': {
            patch: {
              parameters: [{ name: 'id', in: 'path', required: true, schema: { type: 'number' } }],
              requestBody: { required: true, content: { 'application/json': { schema: { $ref: '#/components/schemas/Thing' } } } },
              responses: { '200': { content: { 'application/json': { schema: { type: 'array', items: { $ref: '#/components/schemas/Thing' } } } } } },
            },
          },
        },
      },
      { Status: './episode' },
    );
    expect(text).toContain("import type { Status } from './episode';");
    expect(text).toContain("export type Colour = 'red' | 'green';");
    expect(text).toContain('/** A thing */\nexport interface Thing {');
    expect(text).toContain('  id: number;\n  name: string | null;\n  tags?: string[];\n  colour?: Colour;\n  either?: number | Colour;');
    expect(text).toContain("  '720p'?: string;");
    expect(text).toContain('  extra?: {\n    [key: string]: boolean;\n  };');
    expect(text).not.toContain('export type Status');
    expect(text).toContain(
      "  '/api/things/{id}': {\n    patch: {\n      params: {\n        id: string | number;\n      };\n      body: Thing;\n      response: Thing[];\n    };\n  };",
    );
  });
});
