import 'reflect-metadata';
import { parseArgs } from 'node:util';
import { DataSource } from 'typeorm';
import { ConfigError, loadConfig, type EnvironmentVariables } from './config/app-config';
import { dataSourceOptions } from './database/data-source-options';
import { runMigrationsLocked } from './database/run-migrations';
import { parseReleaseUrl, parseRemoteName, parseVersion, ReleaseInputError, REMOTE_NAMES } from './modules/releases/release-input';
import { ReleaseCheckError } from './modules/releases/remote-manifest';
import { RemoteReleaseEntity } from './modules/releases/remote-release.entity';
import { RemoteReleaseRepository } from './modules/releases/remote-release.repository';
import { RemoteReleasesService, type ReleaseRequest } from './modules/releases/remote-releases.service';
import type { Remote } from './web/web-apps';

const USAGE = `Usage:
  npm run release -- <remote> <url> [--version <version>] [--no-check] [--force]
      Release <remote> from <url>, the absolute http(s) address of the folder holding its build
      (ending in /), e.g. npm run release -- mfe-bookings https://cdn.example.com/mfe-bookings/1.4.0/
      First <url>mf-manifest.json is fetched: it must answer, with CORS for the site, and be that
      remote's, and the hosts that load it (their builds in WEB_ROOT) must provide its shared packages
      at versions within its required ranges. The version is --version, else the one the manifest
      states. --force releases despite unmet shared requirements (with a warning); --no-check skips
      the fetch and every check.
  npm run release -- --rollback <remote>
      Return <remote> to its previous release, or to its default after its first release.
  npm run release -- --list
      Where every remote is loaded from now.
  npm run release -- --history <remote>
      <remote>'s releases, newest first.

  Remotes: ${REMOTE_NAMES.join(', ')}. Hosts pick a change up on their next page load: no restart,
  no rebuild. The database is the one \`npm start\` uses: DATABASE_URL when set, else on a bare
  machine the embedded PostgreSQL in DATA_DIR (scripts/with-services.mjs).
  Exit codes: 0 done; 1 refused or failed (check, database); 2 invalid input, nothing written.
`;

export interface ReleaseCliIo {
  stdout: NodeJS.WritableStream;
  stderr: NodeJS.WritableStream;
  env: Record<string, string | undefined>;
}

type Command =
  | { kind: 'release'; request: ReleaseRequest }
  | { kind: 'rollback'; remote: Remote }
  | { kind: 'list' }
  | { kind: 'history'; remote: Remote }
  | { kind: 'help' };

/** `npm run release -- …`; returns the exit code. Free of process globals so tests can run it. */
export async function runReleaseCli(argv: string[], io: ReleaseCliIo): Promise<number> {
  let command: Command;
  try {
    command = parseCommand(argv);
  } catch (error) {
    io.stderr.write(`${(error as Error).message}\n\n${USAGE}`);
    return 2;
  }
  if (command.kind === 'help') {
    io.stdout.write(USAGE);
    return 0;
  }

  let config: EnvironmentVariables;
  try {
    config = loadConfig(io.env);
  } catch (error) {
    io.stderr.write(`${error instanceof ConfigError ? error.message : String(error)}\n`);
    return 1;
  }

  // No ensureDatabase: a release written into a database the server does not read would do nothing.
  const dataSource = new DataSource(dataSourceOptions(config.DATABASE_URL));
  try {
    await dataSource.initialize();
  } catch (error) {
    io.stderr.write(`Could not open the database of DATABASE_URL: ${(error as Error).message}\n`);
    return 1;
  }
  try {
    await runMigrationsLocked(dataSource);
    const service = new RemoteReleasesService(new RemoteReleaseRepository(dataSource.getRepository(RemoteReleaseEntity)), config);
    return await run(command, service, io);
  } catch (error) {
    if (error instanceof ReleaseCheckError) {
      io.stderr.write(`Not released: ${error.message}\n`);
      return 1;
    }
    throw error;
  } finally {
    await dataSource.destroy();
  }
}

function parseCommand(argv: string[]): Command {
  const { values, positionals } = parseArgs({
    args: argv,
    allowPositionals: true,
    allowNegative: true,
    strict: true,
    options: {
      rollback: { type: 'string' },
      history: { type: 'string' },
      list: { type: 'boolean' },
      version: { type: 'string' },
      check: { type: 'boolean', default: true },
      force: { type: 'boolean', default: false },
      help: { type: 'boolean', short: 'h' },
    },
  });
  if (values.help) return { kind: 'help' };
  const modes = [values.rollback !== undefined, values.history !== undefined, values.list === true, positionals.length > 0].filter(Boolean).length;
  if (modes !== 1) throw new ReleaseInputError(modes === 0 ? 'Nothing to do' : 'Give one of: <remote> <url>, --rollback, --list, --history');
  if ((values.version !== undefined || values.check === false || values.force) && positionals.length === 0) {
    throw new ReleaseInputError('--version, --no-check and --force go with a release: <remote> <url>');
  }
  if (values.rollback !== undefined) return { kind: 'rollback', remote: parseRemoteName(values.rollback) };
  if (values.history !== undefined) return { kind: 'history', remote: parseRemoteName(values.history) };
  if (values.list) return { kind: 'list' };
  if (positionals.length !== 2) throw new ReleaseInputError(`A release takes a remote and a URL, got: ${positionals.join(' ')}`);
  const [name, url] = positionals;
  return {
    kind: 'release',
    request: {
      remote: parseRemoteName(name),
      url: parseReleaseUrl(url),
      version: values.version === undefined ? null : parseVersion(values.version),
      check: values.check,
      force: values.force,
    },
  };
}

async function run(command: Exclude<Command, { kind: 'help' }>, service: RemoteReleasesService, io: ReleaseCliIo): Promise<number> {
  const out = (line: string) => io.stdout.write(`${line}\n`);
  switch (command.kind) {
    case 'release': {
      const { release, forcedPast } = await service.release(command.request);
      if (forcedPast.length > 0) {
        io.stderr.write(`Warning: released with --force although its hosts cannot meet its shared requirements:\n  ${forcedPast.join('\n  ')}\n`);
      }
      out(`Released ${release.remote}${versionLabel(release.version)} from ${release.url}`);
      out('Hosts load it from their next page load.');
      return 0;
    }
    case 'rollback': {
      const rollback = await service.rollback(command.remote);
      if (!rollback) {
        io.stderr.write(`${command.remote.folder} has no release to roll back: it is at its default (${service.defaultFrom(command.remote)})\n`);
        return 1;
      }
      out(`Rolled back ${rollback.retired.remote}${versionLabel(rollback.retired.version)} from ${rollback.retired.url}`);
      const now = rollback.current;
      out(
        now
          ? `${now.remote} is now${versionLabel(now.version)} from ${now.url} (released ${now.releasedAt.toISOString()})`
          : `${command.remote.folder} is now at its default: ${service.defaultUrl(command.remote)} (${service.defaultFrom(command.remote)})`,
      );
      return 0;
    }
    case 'list': {
      const rows = (await service.list()).map((location) => [
        location.remote.folder,
        location.version ?? '-',
        location.url,
        location.release ? `released ${location.release.releasedAt.toISOString()}` : `default: ${location.defaultFrom}`,
      ]);
      for (const line of table([['REMOTE', 'VERSION', 'URL', 'SINCE'], ...rows])) out(line);
      return 0;
    }
    case 'history': {
      const history = await service.history(command.remote);
      if (history.length === 0) {
        out(`${command.remote.folder} has never been released: it is at its default (${service.defaultFrom(command.remote)})`);
        return 0;
      }
      const inForce = history.find((release) => release.retiredAt === null);
      const rows = history.map((release) => [
        String(release.id),
        release.releasedAt.toISOString(),
        release.version ?? '-',
        release.url,
        release.retiredAt ? `rolled back ${release.retiredAt.toISOString()}` : release === inForce ? 'in force' : 'kept for rollback',
      ]);
      for (const line of table([['ID', 'RELEASED', 'VERSION', 'URL', 'STATE'], ...rows])) out(line);
      return 0;
    }
  }
}

const versionLabel = (version: string | null) => (version ? ` ${version}` : '');

/** Columns padded to their widest cell. */
function table(rows: string[][]): string[] {
  const widths = rows[0].map((_, column) => Math.max(...rows.map((row) => row[column].length)));
  return rows.map((row) => row.map((cell, column) => (column === row.length - 1 ? cell : cell.padEnd(widths[column]))).join('  '));
}

if (require.main === module) {
  runReleaseCli(process.argv.slice(2), { stdout: process.stdout, stderr: process.stderr, env: process.env }).then(
    (code) => process.exit(code),
    (error: unknown) => {
      process.stderr.write(`${error instanceof Error ? error.message : String(error)}\n`);
      process.exit(1);
    },
  );
}
