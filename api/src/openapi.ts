import type { INestApplication, Type } from '@nestjs/common';
import { ModulesContainer } from '@nestjs/core';
import {
  DocumentBuilder,
  SwaggerModule,
  type OpenAPIObject,
  type OperationObject,
  type ParameterObject,
  type ReferenceObject,
  type SchemaObject,
} from '@nestjs/swagger';
import { IS_PUBLIC_KEY } from './common/public.decorator';

/** The session cookie's security scheme (DocumentBuilder.addCookieAuth names it `cookie`). */
const SESSION_SCHEME = 'cookie';
const ERROR_SCHEMA = 'ErrorResponse';
const METHODS = ['get', 'put', 'post', 'delete', 'options', 'head', 'patch', 'trace'] as const;

export function buildOpenApiDocument(app: INestApplication): OpenAPIObject {
  const config = new DocumentBuilder()
    .setTitle('Podcast API')
    .setDescription('Public episode reads and the admin back office. Admin routes need the session cookie from POST /api/admin/login.')
    .setVersion('1.0.0')
    .addServer('/', 'This server')
    .addCookieAuth('podcast.sid')
    .build();
  return applyConventions(SwaggerModule.createDocument(app, config), publicOperationIds(app));
}

/** The OpenAPI document at /api/docs (UI) and /api/docs-json (JSON). */
export function setupOpenApi(app: INestApplication): void {
  SwaggerModule.setup('api/docs', app, () => buildOpenApiDocument(app), { useGlobalPrefix: false, jsonDocumentUrl: 'api/docs-json' });
}

/**
 * The operation ids (`<Controller>_<method>`, @nestjs/swagger's default) of the handlers marked
 * @Public(), read from the same metadata the session guard reads, so the document cannot disagree
 * with the guard.
 */
function publicOperationIds(app: INestApplication): Set<string> {
  const ids = new Set<string>();
  for (const module of app.get(ModulesContainer).values()) {
    for (const wrapper of module.controllers.values()) {
      const controller = wrapper.metatype as Type | null;
      if (!controller?.prototype) continue;
      const classIsPublic = Reflect.getMetadata(IS_PUBLIC_KEY, controller) === true;
      for (const name of Object.getOwnPropertyNames(controller.prototype)) {
        const handler: unknown = Reflect.get(controller.prototype, name);
        if (name === 'constructor' || typeof handler !== 'function') continue;
        if (classIsPublic || Reflect.getMetadata(IS_PUBLIC_KEY, handler) === true) ids.add(`${controller.name}_${name}`);
      }
    }
  }
  return ids;
}

/**
 * What every operation shares, written once instead of on each controller: the security (none on
 * @Public() handlers, the session cookie elsewhere, with its 401), the one error shape on every
 * error response (http-error.filter.ts answers every error, so it replaces any shape a decorator gave), path parameters that a wildcard route leaves undeclared
 * (`*key` becomes `{key}`), and a type beside `nullable` on enum references.
 */
export function applyConventions(document: OpenAPIObject, publicIds: ReadonlySet<string>): OpenAPIObject {
  document.components = { ...document.components, schemas: { ...document.components?.schemas, [ERROR_SCHEMA]: ERROR_RESPONSE } };
  const errorContent = { 'application/json': { schema: { $ref: `#/components/schemas/${ERROR_SCHEMA}` } } };
  for (const [path, item] of Object.entries(document.paths)) {
    for (const method of METHODS) {
      const operation: OperationObject | undefined = item[method];
      if (!operation) continue;
      const isPublic = operation.operationId !== undefined && publicIds.has(operation.operationId);
      operation.security = isPublic ? [] : [{ [SESSION_SCHEME]: [] }];
      if (!isPublic) operation.responses['401'] ??= { description: 'No admin session' };
      for (const [code, response] of Object.entries(operation.responses)) {
        if (/^[45]\d\d$/.test(code) && response && !('$ref' in response)) response.content = errorContent;
      }
      declarePathParameters(path, operation);
    }
  }
  for (const schema of Object.values(document.components.schemas ?? {})) typeNullableReferences(schema, document);
  return document;
}

/** {statusCode, message, errors?}: the body of every error answer (ErrorBody in http-error.filter.ts). */
const ERROR_RESPONSE: SchemaObject = {
  type: 'object',
  description: 'Every error answer: `message` is what a toast shows, `errors` holds per-field messages of a validation error',
  properties: {
    statusCode: { type: 'integer', example: 400 },
    message: { type: 'string', example: 'Title is required' },
    errors: { type: 'object', additionalProperties: { type: 'array', items: { type: 'string' } } },
  },
  required: ['statusCode', 'message'],
};

function declarePathParameters(path: string, operation: OperationObject): void {
  const declared = new Set(
    (operation.parameters ?? [])
      .filter((parameter): parameter is ParameterObject => 'in' in parameter && parameter.in === 'path')
      .map((parameter) => parameter.name),
  );
  for (const [, name] of path.matchAll(/\{(\w+)\}/g)) {
    if (declared.has(name)) continue;
    const parameter: ParameterObject = {
      name,
      in: 'path',
      required: true,
      schema: { type: 'string' },
      description: 'The rest of the path (may contain slashes)',
    };
    operation.parameters = [...(operation.parameters ?? []), parameter];
  }
}

/** `nullable` needs a `type` beside it (OpenAPI 3.0); an enum reference takes its target's. */
function typeNullableReferences(schema: SchemaObject | ReferenceObject, document: OpenAPIObject): void {
  if ('$ref' in schema) return;
  for (const property of Object.values(schema.properties ?? {})) {
    if ('$ref' in property || !property.nullable || property.type || property.allOf?.length !== 1) continue;
    const only = property.allOf[0];
    const target = '$ref' in only ? document.components?.schemas?.[only.$ref.split('/').pop() ?? ''] : only;
    if (target && !('$ref' in target) && target.type) property.type = target.type;
  }
}
