import type { INestApplication } from '@nestjs/common';
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
import { handlerDeclarations, type HandlerDeclaration } from './modules/auth/route-permissions';

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
  return applyConventions(SwaggerModule.createDocument(app, config), declarationsById(app));
}

/** The OpenAPI document at /api/docs (UI) and /api/docs-json (JSON). */
export function setupOpenApi(app: INestApplication): void {
  SwaggerModule.setup('api/docs', app, () => buildOpenApiDocument(app), { useGlobalPrefix: false, jsonDocumentUrl: 'api/docs-json' });
}

/**
 * What each handler declares, by operation id (`<Controller>_<method>`, @nestjs/swagger's default):
 * public, or the permissions it needs, read from the same metadata the session guard reads, so the
 * document cannot disagree with the guard.
 */
function declarationsById(app: INestApplication): Map<string, HandlerDeclaration> {
  return new Map(handlerDeclarations(app.get(ModulesContainer)).map((declaration) => [declaration.operationId, declaration]));
}

/**
 * What every operation shares, written once instead of on each controller: the security (none on
 * @Public() handlers, the session cookie elsewhere, with its 401), the permissions it needs
 * (`x-permissions`, packages/contracts/src/roles.ts) with its 403, the one error shape on every
 * error response (http-error.filter.ts answers every error, so it replaces any shape a decorator gave), path parameters that a wildcard route leaves undeclared
 * (`*key` becomes `{key}`), and a type beside `nullable` on enum references.
 */
export function applyConventions(document: OpenAPIObject, declarations: ReadonlyMap<string, HandlerDeclaration>): OpenAPIObject {
  document.components = { ...document.components, schemas: { ...document.components?.schemas, [ERROR_SCHEMA]: ERROR_RESPONSE } };
  const errorContent = { 'application/json': { schema: { $ref: `#/components/schemas/${ERROR_SCHEMA}` } } };
  for (const [path, item] of Object.entries(document.paths)) {
    for (const method of METHODS) {
      const operation: OperationObject | undefined = item[method];
      if (!operation) continue;
      const declaration = operation.operationId === undefined ? undefined : declarations.get(operation.operationId);
      const isPublic = declaration?.isPublic === true;
      operation.security = isPublic ? [] : [{ [SESSION_SCHEME]: [] }];
      if (!isPublic) operation.responses['401'] ??= { description: 'No admin session' };
      if (!isPublic && declaration?.permissions) {
        // An OpenAPI extension (x-…): the generated role test and the docs read it; the types do not.
        Object.assign(operation, { 'x-permissions': [...declaration.permissions] });
        if (declaration.permissions.length > 0) operation.responses['403'] ??= { description: `The role lacks ${declaration.permissions.join(' and ')}` };
      }
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
    code: {
      type: 'string',
      description: 'A reason the front end acts on (AUTH_ERROR_CODES in packages/contracts: a code is needed, a recent check is needed)',
    },
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
