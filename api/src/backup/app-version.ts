import { readFileSync } from 'node:fs';
import { join } from 'node:path';

/** The API's package version (api/package.json: two folders up from src/backup and from dist/backup). */
export function appVersion(): string {
  try {
    return (JSON.parse(readFileSync(join(__dirname, '..', '..', 'package.json'), 'utf8')) as { version?: string }).version ?? 'unknown';
  } catch {
    return 'unknown';
  }
}
