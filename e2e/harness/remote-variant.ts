import { cpSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { REPO_ROOT } from './paths';

export interface RemoteVariant {
  folder: string;
  dispose: () => void;
}

/**
 * Another release of a remote, made from its real build in milliseconds instead of a second build:
 * a copy of `<remote>/dist` whose JavaScript shows `text` as `text · label` wherever the build has
 * that string literal, and whose mf-manifest.json states `version` (as a build of that package
 * version would). The precompressed .br/.gz copies are left out: they would still hold the old text.
 */
export function remoteVariant(remote: string, options: { text: string; label: string; version: string }): RemoteVariant {
  const source = join(REPO_ROOT, remote, 'dist');
  const folder = mkdtempSync(join(tmpdir(), `${remote}-${options.version}-`));
  cpSync(source, folder, { recursive: true, filter: (path) => !/\.(br|gz)$/.test(path) });

  const literal = JSON.stringify(options.text);
  const marked = JSON.stringify(`${options.text} · ${options.label}`);
  let replaced = 0;
  for (const name of readdirSync(folder).filter((file) => file.endsWith('.js'))) {
    const file = join(folder, name);
    const code = readFileSync(file, 'utf8');
    if (!code.includes(literal)) continue;
    writeFileSync(file, code.split(literal).join(marked));
    replaced += 1;
  }
  if (replaced === 0) {
    rmSync(folder, { recursive: true, force: true });
    throw new Error(`${remote}'s build has no string ${literal} to mark: pick a text its page shows`);
  }

  const manifestPath = join(folder, 'mf-manifest.json');
  const manifest = JSON.parse(readFileSync(manifestPath, 'utf8')) as { metaData: { buildInfo: { buildVersion: string } } };
  manifest.metaData.buildInfo.buildVersion = options.version;
  writeFileSync(manifestPath, JSON.stringify(manifest));
  return { folder, dispose: () => rmSync(folder, { recursive: true, force: true }) };
}
