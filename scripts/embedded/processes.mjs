// Helpers shared by the embedded PostgreSQL and Redis that `npm start` runs on a bare machine.
import { spawn } from 'node:child_process';
import { closeSync, openSync, readFileSync, readlinkSync } from 'node:fs';
import { createConnection } from 'node:net';

export const LOCALHOST = '127.0.0.1';

const delay = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

/** The one-line failures `npm start` prints as they are (no stack): what is missing and what to do. */
export class StartError extends Error {}

/** Whether something accepts TCP connections on 127.0.0.1:port. */
export function isListening(port, timeoutMs = 1_000) {
  return new Promise((resolve) => {
    const socket = createConnection({ host: LOCALHOST, port });
    const done = (answer) => {
      socket.destroy();
      resolve(answer);
    };
    socket.setTimeout(timeoutMs, () => done(false));
    socket.once('connect', () => done(true));
    socket.once('error', () => done(false));
  });
}

/** Running (a zombie waiting for its reaper runs no more). */
export function isAlive(pid) {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    return stat.slice(stat.lastIndexOf(')') + 2)[0] !== 'Z';
  } catch {
    return false;
  }
}

/** The working folder of a process, or undefined when it is gone or not ours to read. */
export function cwdOf(pid) {
  try {
    return readlinkSync(`/proc/${pid}/cwd`);
  } catch {
    return undefined;
  }
}

/** The pid on the first line of a pid file, if there is one. */
export function readPidFile(path) {
  try {
    const pid = Number(readFileSync(path, 'utf8').split('\n')[0].trim());
    return Number.isInteger(pid) && pid > 0 ? pid : undefined;
  } catch {
    return undefined;
  }
}

/**
 * Stops a service left running by an `npm start` that was killed (kill -9 gives it no chance to stop
 * what it started): `signal` first, SIGKILL if it is still there after `graceMs`.
 */
export async function stopLeftover(pid, signal, graceMs = 30_000) {
  const send = (name) => {
    try {
      process.kill(pid, name);
    } catch {
      // exited meanwhile
    }
  };
  send(signal);
  const deadline = Date.now() + graceMs;
  while (isAlive(pid) && Date.now() < deadline) await delay(100);
  if (isAlive(pid)) send('SIGKILL');
  while (isAlive(pid)) await delay(50);
}

/**
 * Starts a service in its own process group, its output appended to `logFile`. Its own group: a
 * terminal's Ctrl-C goes to the foreground group, and the service must outlive the API's drain.
 * The output goes to a file, not a pipe: a pipe would break if `npm start` died first.
 */
export function spawnService(command, args, { logFile, ...options }) {
  const log = openSync(logFile, 'a');
  try {
    const child = spawn(command, args, { ...options, detached: true, stdio: ['ignore', log, log] });
    // The service must not keep `npm start` from exiting on its own; stop() waits for it explicitly.
    child.unref();
    return child;
  } finally {
    closeSync(log);
  }
}

/** Resolves once `ready()` is true; rejects when the child exits first or the time runs out. */
export async function waitReady(child, ready, timeoutMs, what) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (child.exitCode !== null || child.signalCode !== null) {
      throw new Error(`${what} exited with ${child.exitCode ?? child.signalCode} while starting`);
    }
    if (await ready()) return;
    await delay(200);
  }
  throw new Error(`${what} did not start within ${timeoutMs / 1000} s`);
}

/** Stops a child started by spawnService: `signal`, then SIGKILL after `graceMs`. */
export async function stopChild(child, signal, graceMs = 30_000) {
  if (child.exitCode !== null || child.signalCode !== null) return;
  const exited = new Promise((resolve) => child.once('exit', resolve));
  child.kill(signal);
  const timer = setTimeout(() => child.kill('SIGKILL'), graceMs);
  await exited;
  clearTimeout(timer);
}

/** The last lines of a log file, for an error message. */
export function tail(path, lines = 5) {
  try {
    return readFileSync(path, 'utf8').trimEnd().split('\n').slice(-lines).join('\n');
  } catch {
    return '';
  }
}
