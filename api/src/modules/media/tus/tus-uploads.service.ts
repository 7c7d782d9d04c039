import { Inject, Injectable, Logger, type OnApplicationBootstrap, type OnModuleDestroy } from '@nestjs/common';
import { FileStore } from '@tus/file-store';
import { S3Store, type MetadataValue } from '@tus/s3-store';
import { Server } from '@tus/server';
import { type KvStore, Upload } from '@tus/utils';
import type { Request, Response } from 'express';
import Redis from 'ioredis';
import { AsyncLocalStorage } from 'node:async_hooks';
import { join } from 'node:path';
import type { Readable } from 'node:stream';
import type { StaffActor } from '../../../common/current-staff.decorator';
import { createRedisClient } from '../../../common/redis-client';
import { APP_CONFIG, type EnvironmentVariables } from '../../../config/app-config';
import { InFlightUploads } from '../in-flight-uploads';
import { detectMediaType, SNIFF_BYTES } from '../media-type';
import { s3ClientConfig } from '../storage/s3-storage.driver';
import { isValidStorageKey } from '../storage/storage-key';
import { STORAGE_DRIVER, type StorageDriver } from '../storage/storage.driver';
import { UploadsService } from '../uploads.service';
import { FlatKvStore } from './flat-kv-store';
import { RedisLocker } from './redis-locker';
import { TUS_PATH, tusRefusal, validateNewUpload, type UploadKind } from './tus-metadata';

/** The request being handled, for the hooks: @tus/server hands them its own web Request. */
interface TusContext {
  actor: StaffActor;
  res: Response;
}

/** A record cache that keeps nothing: every request reads the upload's `.info` from the bucket. */
const noCache: KvStore<MetadataValue> = {
  get: async () => undefined,
  set: async () => undefined,
  delete: async () => undefined,
};

/** S3 part size: over S3's 5 MiB minimum; the admin sends chunks of the same size, so one PATCH is one part. */
export const TUS_PART_BYTES = 8 * 1024 * 1024;
/** Folder (under STORAGE_DIR) of the local store's upload records; dot-led, so never a storage key nor served. */
const LOCAL_RECORDS = '.tus-uploads';

/**
 * Resumable uploads by tus 1.0 (docs/media.md, "Resumable uploads"): @tus/server with the S3 or the
 * file store. The upload id is the asset's final storage key (episodes/{id}/{kind}/{uuid}.{ext}),
 * so a finished upload is already where the storage driver reads it: no copy. Finishing creates the
 * asset exactly as the multipart routes do (UploadsService.registerStored), idempotently.
 */
@Injectable()
export class TusUploadsService implements OnApplicationBootstrap, OnModuleDestroy {
  private readonly logger = new Logger('TusUploads');
  private readonly context = new AsyncLocalStorage<TusContext>();
  private readonly records: FlatKvStore | null;
  readonly datastore: FileStore | S3Store;
  readonly server: Server;
  private readonly locker: RedisLocker;
  private timer: NodeJS.Timeout | undefined;
  private sweeping: Promise<number> | null = null;

  constructor(
    @Inject(APP_CONFIG) private readonly config: EnvironmentVariables,
    @Inject(STORAGE_DRIVER) private readonly storage: StorageDriver,
    private readonly uploads: UploadsService,
    private readonly inFlight: InFlightUploads,
  ) {
    const expiry = config.TUS_UPLOAD_EXPIRY_SEC * 1000;
    if (config.S3_BUCKET) {
      this.records = null;
      this.datastore = new S3Store({
        partSize: TUS_PART_BYTES,
        // Expiry is our sweep (abort the multipart upload), not a bucket lifecycle rule on tags.
        useTags: false,
        // No per-process cache of upload records: another API process may have ended or expired the
        // upload (the default memory cache then answered for an upload that no longer exists).
        cache: noCache,
        expirationPeriodInMilliseconds: expiry,
        s3ClientConfig: { ...s3ClientConfig(config), bucket: config.S3_BUCKET },
      });
    } else {
      this.records = new FlatKvStore(join(config.STORAGE_DIR, LOCAL_RECORDS));
      this.datastore = new FileStore({ directory: config.STORAGE_DIR, configstore: this.records, expirationPeriodInMilliseconds: expiry });
    }
    // Locks live in Redis so that several API processes serialise one upload's PATCHes.
    const subscriber = new Redis(config.REDIS_URL, { maxRetriesPerRequest: null });
    subscriber.on('error', () => undefined);
    const commands = createRedisClient(config.REDIS_URL);
    this.locker = new RedisLocker(commands.redis, subscriber, config.REDIS_PREFIX, commands.ready);
    this.server = new Server(this.options());
  }

  private options(): ConstructorParameters<typeof Server>[0] {
    return {
      path: TUS_PATH,
      datastore: this.datastore,
      locker: this.locker,
      relativeLocation: true,
      maxSize: Math.max(this.config.UPLOAD_RAW_MAX_BYTES, this.config.UPLOAD_EDITED_MAX_BYTES),
      // Ids are nested keys: the URL carries them as one base64url segment.
      generateUrl: (_req, { path, id }) => `${path}/${Buffer.from(id).toString('base64url')}`,
      getFileIdFromRequest: (_req, lastPath) => {
        if (!lastPath) return undefined;
        const id = Buffer.from(lastPath, 'base64url').toString();
        return isValidStorageKey(id) ? id : undefined;
      },
      namingFunction: (req, metadata) =>
        validateNewUpload(
          {
            metadata,
            uploadLength: req.headers.get('upload-length'),
            limits: { raw: this.config.UPLOAD_RAW_MAX_BYTES, edited: this.config.UPLOAD_EDITED_MAX_BYTES },
          },
          (episodeId) => this.uploads.episodeExists(episodeId),
        ),
      onIncomingRequest: async (req, id) => {
        if (req.method === 'POST') return;
        await this.checkOwner(id);
      },
      onUploadCreate: async (_req, upload) => ({ metadata: { ...upload.metadata, ownerId: String(this.current().actor.id) } }),
      onUploadFinish: async (_req, upload) => ({ headers: await this.finishHeaders(upload) }),
      // Refusals are answered as they are; an unexpected failure (storage, Redis) is logged, its text not sent.
      onResponseError: (_req, error) => {
        if (error instanceof Error) this.logger.error(`Resumable upload failed: ${error.message}`);
        return undefined;
      },
    };
  }

  private current(): TusContext {
    const context = this.context.getStore();
    if (!context) throw new Error('A tus hook ran outside a request');
    return context;
  }

  /** Only the person who created an upload may continue, inspect or end it. */
  private async checkOwner(id: string): Promise<void> {
    const { actor, res } = this.current();
    let upload: Upload;
    try {
      upload = await this.datastore.getUpload(id);
    } catch {
      return; // the handler answers 404 (or 410) itself
    }
    if (upload.metadata?.ownerId !== String(actor.id)) throw tusRefusal(403, 'This upload belongs to someone else');
    // A HEAD of a complete upload: the asset is made if a restart came between the last byte and the row.
    if (upload.size !== undefined && upload.offset === upload.size) {
      for (const [name, value] of Object.entries(await this.finishHeaders(upload))) res.setHeader(name, String(value));
    }
  }

  /** Handles one tus request under the session guard; watched by the SIGTERM drain like a multipart upload. */
  handle(req: Request, res: Response, actor: StaffActor): Promise<void> {
    return this.inFlight.track(req, () => this.context.run({ actor, res }, () => this.server.handle(req, res)));
  }

  /** Checks the stored bytes and makes the asset (once); the headers tell the client which asset it is. */
  private async finishHeaders(upload: Upload): Promise<Record<string, string>> {
    const kind = upload.metadata?.kind as UploadKind;
    const episodeId = Number(upload.metadata?.episodeId);
    // Already made (a HEAD after the finish, a retried last PATCH): answered without reading the file again.
    const made = await this.uploads.storedAsset(upload.id);
    if (made) return TusUploadsService.assetHeaders(made);
    const head = await this.readHead(upload.id);
    const type = await detectMediaType(head, kind);
    if (!type || !upload.id.endsWith(`.${type.ext}`)) {
      await this.discard(upload.id);
      throw tusRefusal(415, `"${upload.metadata?.filename ?? 'file'}" is not a supported file type or does not match its declared type`);
    }
    const asset = await this.uploads.registerStored(kind, episodeId, {
      field: 'media',
      key: upload.id,
      originalName: upload.metadata?.filename ?? 'upload',
      contentType: type.mime,
      size: upload.size ?? upload.offset,
    });
    await this.markComplete(upload);
    return TusUploadsService.assetHeaders(asset);
  }

  private static assetHeaders(asset: { id: number; version: number | null }): Record<string, string> {
    const headers: Record<string, string> = { 'Upload-Asset-Id': String(asset.id) };
    if (asset.version !== null) headers['Upload-Asset-Version'] = String(asset.version);
    return headers;
  }

  /** FileStore's own expiry judges by the record's offset, which it never updates: record the end so a finished upload is never expired. */
  private async markComplete(upload: Upload): Promise<void> {
    if (!this.records) return;
    const record = await this.records.get(upload.id);
    if (record && record.offset !== record.size) await this.records.set(upload.id, new Upload({ ...record, offset: record.size ?? upload.offset }));
  }

  private async readHead(id: string): Promise<Buffer> {
    const stream = (await this.datastore.read(id)) as Readable;
    const chunks: Buffer[] = [];
    let length = 0;
    try {
      for await (const chunk of stream) {
        chunks.push(chunk as Buffer);
        length += (chunk as Buffer).length;
        if (length >= SNIFF_BYTES) break;
      }
    } finally {
      stream.destroy();
    }
    return Buffer.concat(chunks);
  }

  private async discard(id: string): Promise<void> {
    await this.storage.delete(id).catch(() => undefined);
    if (this.records) await this.records.delete(id);
    else await this.storage.delete(`${id}.info`).catch(() => undefined);
  }

  /**
   * Removes abandoned uploads: on S3 the store aborts multipart uploads older than the expiry (their
   * parts go with them); locally, unfinished files and their records. A finished upload's record is
   * dropped past the expiry too (its file is the asset's and stays).
   */
  cleanUpExpired(): Promise<number> {
    this.sweeping ??= this.sweep().finally(() => {
      this.sweeping = null;
    });
    return this.sweeping;
  }

  private async sweep(): Promise<number> {
    if (!this.records) return this.datastore.deleteExpired();
    const expiry = this.config.TUS_UPLOAD_EXPIRY_SEC * 1000;
    let removed = 0;
    for (const id of await this.records.list()) {
      const record = await this.records.get(id);
      if (!record?.creation_date || Date.now() < new Date(record.creation_date).getTime() + expiry) continue;
      // Finished, or its asset made before a crash that kept the record from being marked: the file stays.
      if ((record.offset === record.size && record.size !== undefined) || (await this.uploads.storedAsset(id)) !== null) {
        await this.records.delete(id);
        continue;
      }
      await this.discard(id);
      removed += 1;
    }
    return removed;
  }

  onApplicationBootstrap(): void {
    // Every API process sweeps; the sweep is idempotent. A quarter of the expiry, between 1 s and 1 h.
    const interval = Math.min(Math.max((this.config.TUS_UPLOAD_EXPIRY_SEC * 1000) / 4, 1000), 60 * 60 * 1000);
    this.timer = setInterval(() => {
      this.cleanUpExpired().catch((error: unknown) =>
        this.logger.warn(`Could not remove expired uploads: ${error instanceof Error ? error.message : String(error)}`),
      );
    }, interval);
    this.timer.unref();
  }

  async onModuleDestroy(): Promise<void> {
    clearInterval(this.timer);
    await this.sweeping?.catch(() => undefined);
    this.locker.redis.disconnect();
    this.locker.subscriber.disconnect();
  }
}
