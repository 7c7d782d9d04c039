import { ROUTES_OUTSIDE_API } from '../../src/common/public-routes';
import { buildOpenApiDocument } from '../../src/openapi';
import { createTestApp, type TestApp } from '../harness/test-app';

interface Operation {
  summary?: string;
  security?: unknown[];
  parameters?: Array<{ name: string; in: string }>;
  responses: Record<string, { description?: string; content?: Record<string, unknown> }>;
}

/** The OpenAPI path of a Nest route pattern: `:n` and `*key` become `{n}` and `{key}`. */
const openApiPath = (path: string) => path.replace(/[:*](\w+)/g, '{$1}');

/** What each public route outside /api answers besides 200 (docs/distribution.md, docs/media.md). */
const EXPECTED_STATUSES: Record<string, string[]> = {
  '/feed.xml': ['200', '304'],
  '/feed/audio.xml': ['200', '304'],
  '/sitemap.xml': ['200', '304'],
  '/sitemap-{n}.xml': ['200', '304', '404'],
  '/robots.txt': ['200'],
  '/podcast/artwork.jpg': ['200', '206', '304', '404'],
  '/podcast/episodes/{id}/{file}': ['200', '206', '302', '304', '404', '416'],
  '/media/{key}': ['200', '206', '302', '304', '403', '404', '416'],
  '/config/remotes.json': ['200'],
  '/config/site.json': ['200'],
};

describe('the routes outside /api in the OpenAPI document', () => {
  let t: TestApp;
  let paths: Record<string, Record<string, Operation>>;
  beforeAll(async () => {
    t = await createTestApp();
    paths = buildOpenApiDocument(t.app).paths as unknown as Record<string, Record<string, Operation>>;
  });
  afterAll(() => t.close());

  it('documents every document-like public route outside /api, complete and without a security requirement', () => {
    for (const route of ROUTES_OUTSIDE_API) {
      const path = openApiPath(route.path);
      if (path === '/episodes/{episodeId}') continue;
      // Operators' metrics (token or private port, off by default) are not part of the public API.
      if (path === '/metrics') continue;
      // CORS preflights are what browsers send before an operation, not operations of their own.
      if (route.method === 'OPTIONS') continue;
      const operation = paths[path]?.[route.method.toLowerCase()];
      expect([path, operation === undefined]).toEqual([path, false]);
      if (!operation) continue;
      expect(operation.summary).toEqual(expect.any(String));
      expect(operation.security ?? []).toEqual([]);
      expect([path, Object.keys(operation.responses).sort()]).toEqual([path, EXPECTED_STATUSES[path]]);
      for (const response of Object.values(operation.responses)) expect(response.description).toEqual(expect.any(String));
      // Every path parameter is declared.
      for (const name of [...path.matchAll(/\{(\w+)\}/g)].map((match) => match[1])) {
        expect(operation.parameters?.some((parameter) => parameter.in === 'path' && parameter.name === name)).toBe(true);
      }
    }
  });

  it('documents the media types the routes answer with', () => {
    expect(Object.keys(paths['/feed.xml'].get.responses['200'].content ?? {})).toEqual(['application/rss+xml']);
    expect(Object.keys(paths['/sitemap.xml'].get.responses['200'].content ?? {})).toEqual(['application/xml']);
    expect(Object.keys(paths['/robots.txt'].get.responses['200'].content ?? {})).toEqual(['text/plain']);
    expect(Object.keys(paths['/podcast/episodes/{id}/{file}'].get.responses['200'].content ?? {}).sort()).toEqual([
      'application/json+chapters',
      'application/srt',
      'audio/x-m4a',
      'text/vtt',
      'video/mp4',
    ]);
  });

  it('leaves the HTML episode page out: a web page, whose data is GET /api/episodes/{id}', () => {
    expect(paths['/episodes/{episodeId}']).toBeUndefined();
    expect(paths['/api/episodes/{id}']?.get).toBeDefined();
  });
});
