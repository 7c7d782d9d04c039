import { buildOpenApiDocument } from '../../src/openapi';
import { createTestApp, type TestApp } from '../harness/test-app';

describe('media routes in the OpenAPI document', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('documents every media route with its DTO', () => {
    const doc = buildOpenApiDocument(t.app);
    const schemaOf = (path: string, method: 'get' | 'post' | 'delete') => {
      const operation = doc.paths[path]?.[method] as
        { responses: Record<string, { content?: Record<string, { schema: { $ref?: string; items?: { $ref: string } } }> }> } | undefined;
      expect(operation).toBeDefined();
      const ok = operation?.responses['200'] ?? operation?.responses['201'];
      const schema = ok?.content?.['application/json'].schema;
      return schema?.$ref ?? schema?.items?.$ref;
    };
    expect(schemaOf('/api/admin/upload/file', 'post')).toBe('#/components/schemas/UploadFileResponseDto');
    expect(schemaOf('/api/admin/episodes/{id}/upload-video', 'post')).toBe('#/components/schemas/UploadVideoResponseDto');
    expect(schemaOf('/api/admin/upload/episode', 'post')).toBe('#/components/schemas/UploadEpisodeResponseDto');
    expect(schemaOf('/api/admin/episodes/{id}/video-assets', 'get')).toBe('#/components/schemas/VideoAssetDto');
    expect(schemaOf('/api/episodes/{id}/approved-video', 'get')).toBe('#/components/schemas/ApprovedVideoDto');
    const signed = Object.keys(doc.paths).find((path) => path.startsWith('/api/media/signed-url/'));
    expect(signed).toBeDefined();
    expect(schemaOf(signed as string, 'get')).toBe('#/components/schemas/SignedUrlDto');
    const variants = doc.components?.schemas?.ApprovedVariantsDto as { properties: Record<string, unknown>; required: string[] };
    expect(Object.keys(variants.properties).sort()).toEqual(['480p', '720p', 'original']);
  });
});
