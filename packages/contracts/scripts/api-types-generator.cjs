// Turns the API's OpenAPI 3.0 document into TypeScript types: one exported type per
// components.schemas entry (named as the DTO class) and ApiPaths, a map of every operation's
// params, query, body and success response. Small on purpose: it covers what @nestjs/swagger emits
// (objects, arrays, enums, nullable, $ref, allOf/oneOf/anyOf, additionalProperties).
// openapi-typescript would do this, but its peer range excludes TypeScript 6.
const { readdirSync, readFileSync } = require('node:fs');
const { join } = require('node:path');

const HEADER = '// Generated from the API OpenAPI document by `npm run contracts:generate`. Do not edit.\n';
const METHODS = ['get', 'post', 'put', 'patch', 'delete'];
const IDENTIFIER = /^[A-Za-z_$][A-Za-z0-9_$]*$/;

/** Names of the hand-written enums in src (the API's enum schemas reuse them), with their module. */
function findHandWrittenEnums(srcDir) {
  const found = {};
  for (const file of readdirSync(srcDir).sort()) {
    if (!file.endsWith('.ts') || file === 'api-types.ts' || file === 'index.ts') continue;
    const text = readFileSync(join(srcDir, file), 'utf8');
    for (const match of text.matchAll(/^export enum (\w+)/gm)) found[match[1]] = `./${file.replace(/\.ts$/, '')}`;
  }
  return found;
}

const refName = (ref) => {
  const prefix = '#/components/schemas/';
  if (!ref.startsWith(prefix)) throw new Error(`Unsupported $ref ${ref}`);
  return ref.slice(prefix.length);
};

const quote = (text) => `'${text.replace(/\\/g, '\\\\').replace(/'/g, "\\'")}'`;
const propertyKey = (name) => (IDENTIFIER.test(name) ? name : quote(name));

function docComment(schema, indent) {
  const lines = [];
  if (schema.description) lines.push(...String(schema.description).split('\n'));
  if (schema.format && schema.format !== 'int32' && schema.format !== 'int64') lines.push(`Format: ${schema.format}`);
  if (lines.length === 0) return '';
  if (lines.length === 1) return `${indent}/** ${lines[0].replace(/\*\//g, '*\\/')} */\n`;
  return `${indent}/**\n${lines.map((line) => `${indent} * ${line.replace(/\*\//g, '*\\/')}`).join('\n')}\n${indent} */\n`;
}

// Parenthesized where a union or intersection meets [] or &; harmless where not strictly needed.
const wrap = (type) => (type.includes(' | ') || type.includes(' & ') ? `(${type})` : type);

/** The TypeScript type of one schema; `indent` is the indentation of the line it appears on. */
function toType(schema, indent = '') {
  if (!schema || typeof schema !== 'object') return 'unknown';
  let type;
  if (schema.$ref) type = refName(schema.$ref);
  else if (Array.isArray(schema.allOf))
    type = schema.allOf.length === 1 ? toType(schema.allOf[0], indent) : schema.allOf.map((part) => wrap(toType(part, indent))).join(' & ');
  else if (Array.isArray(schema.oneOf) || Array.isArray(schema.anyOf)) type = (schema.oneOf ?? schema.anyOf).map((part) => toType(part, indent)).join(' | ');
  else if (Array.isArray(schema.enum)) type = schema.enum.map((value) => (typeof value === 'string' ? quote(value) : JSON.stringify(value))).join(' | ');
  else if (schema.type === 'string') type = schema.format === 'binary' ? 'Blob' : 'string';
  else if (schema.type === 'number' || schema.type === 'integer') type = 'number';
  else if (schema.type === 'boolean') type = 'boolean';
  else if (schema.type === 'array') type = `${wrap(toType(schema.items, indent))}[]`;
  else if (schema.type === 'object' || schema.properties || schema.additionalProperties) type = objectType(schema, indent);
  else type = 'unknown';
  return schema.nullable ? `${type} | null` : type;
}

function objectType(schema, indent) {
  const required = new Set(schema.required ?? []);
  const inner = `${indent}  `;
  const members = Object.entries(schema.properties ?? {}).map(
    ([name, property]) => `${docComment(property, inner)}${inner}${propertyKey(name)}${required.has(name) ? '' : '?'}: ${toType(property, inner)};`,
  );
  if (schema.additionalProperties) {
    const value = schema.additionalProperties === true ? 'unknown' : toType(schema.additionalProperties, inner);
    members.push(`${inner}[key: string]: ${value};`);
  }
  if (members.length === 0) return 'Record<string, unknown>';
  return `{\n${members.join('\n')}\n${indent}}`;
}

function schemaDeclaration(name, schema, handWritten) {
  if (handWritten[name]) return null;
  const doc = docComment(schema, '');
  const type = toType(schema);
  if (!schema.$ref && !schema.allOf && !schema.oneOf && !schema.anyOf && !schema.enum && !schema.nullable && type.startsWith('{')) {
    return `${doc}export interface ${name} ${type}\n`;
  }
  return `${doc}export type ${name} = ${type};\n`;
}

function parametersType(parameters, where, indent) {
  const list = parameters.filter((parameter) => parameter.in === where);
  if (list.length === 0) return null;
  const inner = `${indent}  `;
  const members = list.map((parameter) => {
    const optional = parameter.required ? '' : '?';
    const type = where === 'path' ? 'string | number' : toType(parameter.schema, inner);
    return `${docComment(parameter, inner)}${inner}${propertyKey(parameter.name)}${optional}: ${type};`;
  });
  return `{\n${members.join('\n')}\n${indent}}`;
}

function bodyType(requestBody, indent) {
  const content = requestBody?.content;
  if (!content) return null;
  if (content['application/json']) return toType(content['application/json'].schema, indent);
  if (content['multipart/form-data']) return 'FormData';
  const first = Object.values(content)[0];
  return first ? toType(first.schema, indent) : 'unknown';
}

function responseType(responses, indent) {
  const codes = Object.keys(responses ?? {})
    .filter((code) => /^2\d\d$/.test(code))
    .sort();
  for (const code of codes) {
    const content = responses[code].content;
    if (content?.['application/json']) return toType(content['application/json'].schema, indent);
    const first = content && Object.values(content)[0];
    if (first?.schema) return toType(first.schema, indent);
  }
  return 'void';
}

function pathsDeclaration(paths) {
  const entries = [];
  for (const [path, item] of Object.entries(paths ?? {})) {
    const operations = [];
    for (const method of METHODS) {
      const operation = item[method];
      if (!operation) continue;
      const indent = '      ';
      const parameters = [...(item.parameters ?? []), ...(operation.parameters ?? [])];
      const parts = [];
      const params = parametersType(parameters, 'path', indent);
      if (params) parts.push(`${indent}params: ${params};`);
      const query = parametersType(parameters, 'query', indent);
      if (query) parts.push(`${indent}query${parameters.some((p) => p.in === 'query' && p.required) ? '' : '?'}: ${query};`);
      const body = bodyType(operation.requestBody, indent);
      if (body) parts.push(`${indent}body${operation.requestBody.required === false ? '?' : ''}: ${body};`);
      parts.push(`${indent}response: ${responseType(operation.responses, indent)};`);
      const summary = operation.summary ? `    /** ${operation.summary.replace(/\*\//g, '*\\/')} */\n` : '';
      operations.push(`${summary}    ${method}: {\n${parts.join('\n')}\n    };`);
    }
    if (operations.length) entries.push(`  ${quote(path)}: {\n${operations.join('\n')}\n  };`);
  }
  return `/** Every operation of the API by path and method: path params, query, body and the success response. */\nexport interface ApiPaths {\n${entries.join('\n')}\n}\n`;
}

/** The whole api-types.ts text for an OpenAPI document. */
function generateApiTypes(document, handWrittenEnums = {}) {
  const schemas = document.components?.schemas ?? {};
  const names = Object.keys(schemas);
  const reused = names.filter((name) => handWrittenEnums[name]);
  const byModule = {};
  for (const name of reused) (byModule[handWrittenEnums[name]] ??= []).push(name);
  const imports = Object.keys(byModule)
    .sort()
    .map((module) => `import type { ${byModule[module].sort().join(', ')} } from '${module}';\n`)
    .join('');
  const declarations = names.map((name) => schemaDeclaration(name, schemas[name], handWrittenEnums)).filter(Boolean);
  return [HEADER + imports, ...declarations, pathsDeclaration(document.paths)].join('\n');
}

module.exports = { generateApiTypes, findHandWrittenEnums };
