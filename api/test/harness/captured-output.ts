import { PassThrough } from 'node:stream';

/** stdout and stderr streams for a command-line tool under test, and what was written to each. */
export function capturedOutput(): { stdout: PassThrough; stderr: PassThrough; out: () => string; err: () => string } {
  const stdout = new PassThrough();
  const stderr = new PassThrough();
  let out = '';
  let err = '';
  stdout.on('data', (chunk: Buffer) => (out += chunk.toString()));
  stderr.on('data', (chunk: Buffer) => (err += chunk.toString()));
  return { stdout, stderr, out: () => out, err: () => err };
}
