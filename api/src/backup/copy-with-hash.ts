import { createHash } from 'node:crypto';
import { createWriteStream } from 'node:fs';
import { mkdir } from 'node:fs/promises';
import { dirname } from 'node:path';
import type { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';

/** Streams `body` to a new file (never over an existing one), hashing it on the way: one read of the source. */
export async function copyWithHash(body: Readable, path: string): Promise<{ size: number; sha256: string }> {
  await mkdir(dirname(path), { recursive: true });
  const hash = createHash('sha256');
  let size = 0;
  await pipeline(
    body,
    async function* (source: AsyncIterable<Buffer>) {
      for await (const chunk of source) {
        hash.update(chunk);
        size += chunk.length;
        yield chunk;
      }
    },
    createWriteStream(path, { flags: 'wx' }),
  );
  return { size, sha256: hash.digest('hex') };
}
