import type { INestApplication } from '@nestjs/common';
import { DocumentBuilder, SwaggerModule, type OpenAPIObject } from '@nestjs/swagger';

export function buildOpenApiDocument(app: INestApplication): OpenAPIObject {
  const config = new DocumentBuilder()
    .setTitle('Podcast API')
    .setDescription('Public episode reads and the admin back office. Admin routes need the session cookie from POST /api/admin/login.')
    .setVersion('1.0.0')
    .addCookieAuth('podcast.sid')
    .build();
  return SwaggerModule.createDocument(app, config);
}

/** The OpenAPI document at /api/docs (UI) and /api/docs-json (JSON). */
export function setupOpenApi(app: INestApplication): void {
  SwaggerModule.setup('api/docs', app, () => buildOpenApiDocument(app), { useGlobalPrefix: false, jsonDocumentUrl: 'api/docs-json' });
}
