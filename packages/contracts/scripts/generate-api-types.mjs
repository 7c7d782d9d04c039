// `npm run generate -w @podcast/contracts` (the last step of `npm run contracts:generate`):
// openapi.json (written by api/dist/openapi-export.js) -> src/api-types.ts.
import { readFileSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import generator from './api-types-generator.cjs';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const document = JSON.parse(readFileSync(join(root, 'openapi.json'), 'utf8'));
const src = join(root, 'src');
writeFileSync(join(src, 'api-types.ts'), generator.generateApiTypes(document, generator.findHandWrittenEnums(src)));
console.log(`Wrote ${join(src, 'api-types.ts')} (${Object.keys(document.components?.schemas ?? {}).length} schemas)`);
