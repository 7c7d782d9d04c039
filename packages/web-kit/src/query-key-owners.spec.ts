import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';

const REPO = join(__dirname, '..', '..', '..');
/** Each front end and the name its query keys start with. */
const OWNERS: Record<string, string> = {
  'mfe-bookings/src': 'mfe-bookings',
  'mfe-automation/src': 'mfe-automation',
  'mfe-editing/src': 'mfe-editing',
  'mfe-episodes/src': 'mfe-episodes',
  'admin-shell/src': 'admin-shell',
  'public-site/src': 'public-site',
  'packages/web-kit/src': 'web-kit',
};

function sources(folder: string): string[] {
  return readdirSync(folder).flatMap((name) => {
    const path = join(folder, name);
    if (statSync(path).isDirectory()) return sources(path);
    return /\.tsx?$/.test(name) && !/\.spec\.tsx?$/.test(name) ? [path] : [];
  });
}

/**
 * The first element of every query key written as a literal: inline (`queryKey: ['x', …]`), in a
 * keys object (`xKeys = { all: ['x'], page: (…) => ['x', …] }`) or a constant (`X_KEY = ['x']`,
 * `xKey = (…) => ['x', …]`).
 */
function keyNamespaces(source: string): string[] {
  const literal = /\[\s*'([^']+)'/g;
  const keysObjects = [...source.matchAll(/\w+Keys\s*=\s*\{([\s\S]*?)\n\};/g)].flatMap((match) => [...match[1].matchAll(literal)]);
  const single = [...source.matchAll(/(?:queryKey:\s*|_KEY\s*=\s*|Key\s*=\s*\([^)]*\)\s*=>\s*)\[\s*'([^']+)'/g)];
  return [...keysObjects, ...single].map((match) => match[1]);
}

describe('query keys (docs/micro-frontends.md, "Query keys and data changes")', () => {
  it.each(Object.entries(OWNERS))('in %s start with %s, so no front end names another one keys', (folder, owner) => {
    const found = sources(join(REPO, folder)).flatMap((file) => keyNamespaces(readFileSync(file, 'utf8')).map((namespace) => ({ file, namespace })));
    // The shell reads only web-kit's session key; every other front end has keys of its own.
    if (folder !== 'admin-shell/src') expect(found.length).toBeGreaterThan(0);
    expect(found.filter(({ namespace }) => namespace !== owner)).toEqual([]);
  });

  it('finds the literal keys it looks for', () => {
    const source =
      "export const xKeys = {\n  all: ['mfe-x'] as const,\n  one: (id: number) => ['mfe-z', id] as const,\n};\nuseQuery({ queryKey: ['other', 1] });\nexport const A_KEY = ['y'];";
    expect(keyNamespaces(source)).toEqual(['mfe-x', 'mfe-z', 'other', 'y']);
  });
});
