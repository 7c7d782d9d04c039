import { readdir, readFile, rm, stat } from 'node:fs/promises';
import { join } from 'node:path';
import type S3rver from 's3rver';

/**
 * s3rver 3.7 stores multipart parts and completes uploads, but answers ListParts,
 * AbortMultipartUpload and ListMultipartUploads with 405/501; @tus/s3-store needs all three (HEAD
 * and PATCH read the parts, termination and expiry abort). These three read and remove s3rver's own
 * stored parts (`{bucket}/._S3rver_uploads/{uploadId}/{n}` and `.md5`, its `key` file), answering in
 * S3's XML, so the store's whole path runs against a real S3-protocol server's data. Put in front of
 * its router before `run()` (Koa composes middleware then).
 */
interface KoaContext {
  method: string;
  path: string;
  query: Record<string, string | string[] | undefined>;
  status: number;
  body: unknown;
  type: string;
}

interface S3rverInternals {
  middleware: Array<(ctx: KoaContext, next: () => Promise<void>) => Promise<void>>;
  store: { getResourcePath(bucket: string, key: string | undefined, resource: string): string };
}

const XMLNS = 'http://s3.amazonaws.com/doc/2006-03-01/';
const escape = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

function xml(ctx: KoaContext, status: number, body: string): void {
  ctx.status = status;
  ctx.type = 'application/xml';
  ctx.body = `<?xml version="1.0" encoding="UTF-8"?>\n${body}`;
}

function noSuchUpload(ctx: KoaContext): void {
  xml(ctx, 404, '<Error><Code>NoSuchUpload</Code><Message>The specified upload does not exist.</Message></Error>');
}

export function addMultipartListing(server: S3rver): void {
  const internals = server as unknown as S3rverInternals;
  const uploadsDir = (bucket: string) => internals.store.getResourcePath(bucket, undefined, 'uploads');

  internals.middleware.unshift(async (ctx, next) => {
    const [, bucket, ...keyParts] = decodeURIComponent(ctx.path).split('/');
    const key = keyParts.join('/');
    const uploadId = typeof ctx.query.uploadId === 'string' ? ctx.query.uploadId : undefined;

    if (ctx.method === 'GET' && key && uploadId && ctx.query.partNumber === undefined) {
      const dir = join(uploadsDir(bucket), uploadId);
      const names = await readdir(dir).catch(() => null);
      if (!names) return noSuchUpload(ctx);
      const numbers = names
        .filter((name) => /^\d+$/.test(name))
        .map(Number)
        .sort((a, b) => a - b);
      const parts = await Promise.all(
        numbers.map(async (n) => {
          const [info, md5] = await Promise.all([stat(join(dir, String(n))), readFile(join(dir, `${n}.md5`), 'utf8').catch(() => '')]);
          return `<Part><PartNumber>${n}</PartNumber><ETag>"${md5}"</ETag><Size>${info.size}</Size><LastModified>${info.mtime.toISOString()}</LastModified></Part>`;
        }),
      );
      return xml(
        ctx,
        200,
        `<ListPartsResult xmlns="${XMLNS}"><Bucket>${escape(bucket)}</Bucket><Key>${escape(key)}</Key><UploadId>${uploadId}</UploadId><IsTruncated>false</IsTruncated>${parts.join('')}</ListPartsResult>`,
      );
    }

    if (ctx.method === 'DELETE' && key && uploadId) {
      const dir = join(uploadsDir(bucket), uploadId);
      if (!(await stat(dir).catch(() => null))) return noSuchUpload(ctx);
      await rm(dir, { recursive: true, force: true });
      ctx.status = 204;
      ctx.body = '';
      return;
    }

    if (ctx.method === 'GET' && bucket && !key && 'uploads' in ctx.query) {
      const root = uploadsDir(bucket);
      const ids = await readdir(root).catch(() => [] as string[]);
      const uploads = await Promise.all(
        ids.map(async (id) => {
          const keyFile = join(root, id, 'key');
          const [name, info] = await Promise.all([readFile(keyFile, 'utf8').catch(() => null), stat(keyFile).catch(() => null)]);
          return name && info ? `<Upload><Key>${escape(name)}</Key><UploadId>${id}</UploadId><Initiated>${info.mtime.toISOString()}</Initiated></Upload>` : '';
        }),
      );
      return xml(
        ctx,
        200,
        `<ListMultipartUploadsResult xmlns="${XMLNS}"><Bucket>${escape(bucket)}</Bucket><IsTruncated>false</IsTruncated>${uploads.join('')}</ListMultipartUploadsResult>`,
      );
    }
    await next();
  });
}
