import { mkdtemp, readdir, rm, stat } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { processStartedAt } from '../../common/process-started-at';

/** Transcode work folders are named after the process that made them: podcast-transcode-<pid>-XXXXXX. */
const PREFIX = 'podcast-transcode-';
const NAME = /^podcast-transcode-(\d+)-/;

export function makeWorkDir(root = tmpdir()): Promise<string> {
  return mkdtemp(join(root, `${PREFIX}${process.pid}-`));
}

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    // EPERM: it exists but belongs to someone else.
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/**
 * Removes the work folders a killed process left behind: those whose process is gone, and those with
 * this process's pid made before it started (a container restarts with the same pid). Folders of
 * other live processes (a second worker, another test run) are left alone. Returns the removed paths.
 */
export async function sweepWorkDirs(root = tmpdir(), startedAt = processStartedAt()): Promise<string[]> {
  const removed: string[] = [];
  for (const name of await readdir(root).catch(() => [] as string[])) {
    const match = NAME.exec(name);
    if (!match) continue;
    const pid = Number(match[1]);
    const path = join(root, name);
    const info = await stat(path).catch(() => null);
    if (!info?.isDirectory()) continue;
    const leftover = pid === process.pid ? info.mtimeMs < startedAt : !isAlive(pid);
    if (!leftover) continue;
    await rm(path, { recursive: true, force: true });
    removed.push(path);
  }
  return removed;
}
