import { BadRequestException, PayloadTooLargeException, UnsupportedMediaTypeException } from '@nestjs/common';
import busboy from 'busboy';
import type { Request } from 'express';
import { Transform, type Readable, type TransformCallback } from 'node:stream';
import { ACCEPTED_LABELS, type AcceptKind, detectMediaType, formatBytes, SNIFF_BYTES } from './media-type';
import type { StorageDriver } from './storage/storage.driver';

/** What one file field accepts and where it goes. */
export interface FilePolicy {
  accept: AcceptKind;
  maxBytes: number;
  /** The storage key for a file of this extension; called when the file starts, with the fields seen so far. */
  key: (ext: string, fieldsSoFar: Record<string, string>) => string;
}

export interface StoredPart {
  field: string;
  key: string;
  originalName: string;
  contentType: string;
  size: number;
}

export interface MultipartResult {
  files: StoredPart[];
  fields: Record<string, string>;
}

const MAX_FIELDS = 20;
const MAX_FIELD_BYTES = 16 * 1024;
/** Bytes of a refused body read and discarded so the client sees the error, before cutting it off. */
const DRAIN_LIMIT = 128 * 1024 * 1024;

/** Counts bytes as they pass and fails the stream as soon as the limit is crossed. */
class SizeLimit extends Transform {
  bytes = 0;
  constructor(
    private readonly maxBytes: number,
    private readonly tooLarge: () => Error,
  ) {
    super();
  }
  override _transform(chunk: Buffer, _encoding: BufferEncoding, callback: TransformCallback): void {
    this.bytes += chunk.length;
    if (this.bytes > this.maxBytes) return callback(this.tooLarge());
    callback(null, chunk);
  }
}

/** Reads the first `size` bytes of a stream (or all of it, if shorter) and leaves the rest paused. */
function readHead(stream: Readable, size: number): Promise<{ head: Buffer; ended: boolean }> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    let length = 0;
    const cleanup = () => {
      stream.off('data', onData);
      stream.off('end', onEnd);
      stream.off('error', onError);
    };
    const onData = (chunk: Buffer) => {
      chunks.push(chunk);
      length += chunk.length;
      if (length >= size) {
        stream.pause();
        cleanup();
        resolve({ head: Buffer.concat(chunks), ended: false });
      }
    };
    const onEnd = () => {
      cleanup();
      resolve({ head: Buffer.concat(chunks), ended: true });
    };
    const onError = (error: Error) => {
      cleanup();
      reject(error);
    };
    stream.on('data', onData);
    stream.on('end', onEnd);
    stream.on('error', onError);
  });
}

/**
 * Streams the files of a multipart request to storage with busboy, one file field at a time as it
 * arrives: nothing is held whole in memory. The type is decided from the first bytes, the size limit
 * while streaming (413, partial object removed). If anything fails — a bad part, a limit, the client
 * going away — every object this request stored is removed and the promise rejects, so the caller
 * creates no row. Fields may come before or after the files; they are all returned at the end.
 */
export function receiveMultipart(req: Request, storage: StorageDriver, policies: Record<string, FilePolicy>): Promise<MultipartResult> {
  return new Promise<MultipartResult>((resolve, reject) => {
    if (!req.is('multipart/form-data')) {
      reject(new BadRequestException('Expected a multipart/form-data body'));
      return;
    }
    let parser: busboy.Busboy;
    try {
      parser = busboy({
        headers: req.headers,
        defParamCharset: 'utf8',
        limits: { files: Object.keys(policies).length, fields: MAX_FIELDS, fieldSize: MAX_FIELD_BYTES, parts: MAX_FIELDS + Object.keys(policies).length },
      });
    } catch {
      reject(new BadRequestException('Malformed multipart body'));
      return;
    }

    const fields: Record<string, string> = {};
    const stored: StoredPart[] = [];
    const pending: Array<Promise<void>> = [];
    const active = new Set<Readable>();
    const seen = new Set<string>();
    let failed: Error | null = null;
    let settled = false;

    const cleanupStored = async () => {
      await Promise.allSettled(pending);
      await Promise.all(stored.map((part) => storage.delete(part.key).catch(() => undefined)));
    };

    const fail = (error: Error) => {
      if (failed) return;
      failed = error;
      for (const stream of active) stream.destroy(error);
      req.unpipe(parser);
      // Read and discard the rest before answering: a client still sending when the server answers
      // and closes gets EPIPE instead of the error. Past DRAIN_LIMIT the connection is cut instead.
      let discarded = 0;
      req.on('data', (chunk: Buffer) => {
        discarded += chunk.length;
        if (discarded > DRAIN_LIMIT) req.destroy();
      });
      req.resume();
      const drained = new Promise<void>((done) => {
        if (req.complete || req.destroyed) return done();
        req.once('end', () => done());
        req.once('close', () => done());
      });
      void Promise.all([cleanupStored(), drained]).then(() => {
        settled = true;
        reject(error);
      });
    };

    const onClientGone = () => {
      if (!settled && !req.complete) fail(new BadRequestException('Upload aborted by the client'));
    };
    req.on('aborted', onClientGone);
    req.on('close', onClientGone);
    // A reset connection is an 'error' on the request: the upload fails like an abort, the process stays.
    req.on('error', onClientGone);

    parser.on('field', (name, value) => {
      fields[name] = value;
    });

    parser.on('file', (field, stream, info) => {
      // Every failure of this part reaches fail() through the code below; destroy(error) on a stream
      // whose listeners are gone (readHead removes its own) must not become an uncaught 'error' that
      // ends the process (issue 17: one upload of random bytes killed the API).
      stream.on('error', ignoreStreamError);
      const policy = policies[field];
      if (failed) {
        stream.resume();
        return;
      }
      if (!policy || seen.has(field)) {
        stream.resume();
        fail(new BadRequestException(policy ? `Only one file is accepted in field "${field}"` : `Unexpected file field "${field}"`));
        return;
      }
      seen.add(field);
      const name = (info.filename ? normaliseName(info.filename) : '') || field;
      active.add(stream);
      const task = (async () => {
        const { head, ended } = await readHead(stream, SNIFF_BYTES);
        const type = await detectMediaType(head, policy.accept);
        if (!type) {
          stream.resume();
          throw new UnsupportedMediaTypeException(`"${name}" is not a supported file type (accepted: ${ACCEPTED_LABELS[policy.accept]})`);
        }
        // The request may have failed, or the part ended badly, while the type was being detected: its
        // 'error' has fired already, so a pipe set up now would wait forever for data that never comes.
        if (failed) throw failed;
        if (stream.errored) throw stream.errored;
        const limiter = new SizeLimit(
          policy.maxBytes,
          () => new PayloadTooLargeException(`"${name}" is larger than the ${formatBytes(policy.maxBytes)} limit`),
        );
        limiter.on('error', ignoreStreamError);
        active.add(limiter);
        // busboy truncates a file at its own limit silently; ours errors first, so none is set there.
        stream.on('error', (error) => limiter.destroy(error));
        if (ended) limiter.end(head);
        else {
          limiter.write(head);
          stream.pipe(limiter);
          stream.resume();
        }
        const key = policy.key(type.ext, { ...fields });
        const result = await storage.put(key, limiter, type.mime);
        stored.push({ field, key, originalName: name, contentType: type.mime, size: result.size });
        active.delete(limiter);
      })().catch((error: unknown) => {
        fail(error instanceof Error ? error : new Error(String(error)));
      });
      pending.push(task.finally(() => active.delete(stream)));
    });

    parser.on('filesLimit', () => fail(new BadRequestException('Too many files in one request')));
    parser.on('fieldsLimit', () => fail(new BadRequestException('Too many form fields')));
    parser.on('partsLimit', () => fail(new BadRequestException('Too many form parts')));
    parser.on('error', () => fail(new BadRequestException('Malformed multipart body')));
    parser.on('close', () => {
      void Promise.allSettled(pending).then(() => {
        if (failed) return;
        settled = true;
        req.off('aborted', onClientGone);
        req.off('close', onClientGone);
        resolve({ files: stored, fields });
      });
    });
    req.pipe(parser);
  });
}

/** Errors of part streams are handled where they are read (readHead, the size limit, storage.put) and by fail(). */
const ignoreStreamError = (): void => undefined;

/**
 * Keep only the base name, without control characters. Browsers escape `"`, CR and LF in multipart
 * file names as %22, %0D and %0A (WHATWG HTML, multipart/form-data encoding): undo exactly those.
 */
function normaliseName(raw: string): string {
  const unescaped = raw.replace(/%22/g, '"').replace(/%0D/gi, '\r').replace(/%0A/gi, '\n');
  const base = unescaped.split(/[\\/]/).pop() ?? unescaped;
  return Array.from(base)
    .filter((char) => char.charCodeAt(0) >= 0x20)
    .join('')
    .slice(0, 255);
}
