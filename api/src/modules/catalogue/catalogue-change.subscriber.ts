import type {
  DataSource,
  EntitySubscriberInterface,
  InsertEvent,
  QueryRunner,
  RemoveEvent,
  TransactionCommitEvent,
  TransactionRollbackEvent,
  UpdateEvent,
} from 'typeorm';
import type { CatalogueVersion } from './catalogue-version';

/** Columns of a video asset that the feeds, sitemap or episode pages show (progress and job ids do not). */
const SEEN_ASSET_COLUMNS: ReadonlySet<string> = new Set([
  'episodeId',
  'type',
  'version',
  'storageKey',
  'variants',
  'posterKey',
  'durationSec',
  'renditionsRemovedAt',
]);
/** Episode columns the public documents do not follow: `plays` (unused since issue 29, see EpisodeEntity) is never shown. */
const UNSEEN_EPISODE_COLUMNS: ReadonlySet<string> = new Set(['plays', 'updatedAt']);
/** Columns of a chapter or transcript the public never sees: which video they were timed for, and when. */
const UNSEEN_TEXT_TRACK_COLUMNS: ReadonlySet<string> = new Set(['timedForAssetId', 'createdAt', 'updatedAt']);

/** Columns of a guest that an episode page shows (its guest card); their outreach and booking stages are staff-only. */
const SEEN_GUEST_COLUMNS: ReadonlySet<string> = new Set(['name', 'position', 'company', 'portrait']);

/** Whether a write of these columns of this entity changes what the public sees (null: not a watched entity). */
// By table name: the catalogue depends on no domain module (the episodes and media modules depend on it).
const SEEN: ReadonlyMap<string, (column: string) => boolean> = new Map<string, (column: string) => boolean>([
  ['episode', (column) => !UNSEEN_EPISODE_COLUMNS.has(column)],
  ['video_asset', (column) => SEEN_ASSET_COLUMNS.has(column)],
  ['episode_chapter', (column) => !UNSEEN_TEXT_TRACK_COLUMNS.has(column)],
  ['episode_transcript', (column) => !UNSEEN_TEXT_TRACK_COLUMNS.has(column)],
  ['booking', (column) => SEEN_GUEST_COLUMNS.has(column)],
]);

/**
 * The query runners whose open transaction must publish a change when it commits. Not kept in
 * queryRunner.data: a save() inside a caller's transaction swaps that object for its own and puts the
 * old one back afterwards, so a mark made during the save (its afterInsert) would be lost.
 */
const changedOnCommit = new WeakSet<QueryRunner>();

/**
 * Publishes CatalogueVersion.changed() for every write of an episode or video asset that the public
 * could see, after the commit (no process rebuilds from data not yet committed). Registered on each
 * DataSource that writes them: the API's and the worker's (CatalogueModule) and the CLI tools'.
 */
export class CatalogueChangeSubscriber implements EntitySubscriberInterface {
  constructor(private readonly version: CatalogueVersion) {}

  /** Adds the subscriber to a DataSource once. */
  static watch(dataSource: DataSource, version: CatalogueVersion): void {
    if (!dataSource.subscribers.some((subscriber) => subscriber instanceof CatalogueChangeSubscriber)) {
      dataSource.subscribers.push(new CatalogueChangeSubscriber(version));
    }
  }

  afterInsert(event: InsertEvent<unknown>): Promise<void> {
    return this.watched(event.metadata.tableName) ? this.changed(event.queryRunner) : Promise.resolve();
  }

  afterRemove(event: RemoveEvent<unknown>): Promise<void> {
    return this.watched(event.metadata.tableName) ? this.changed(event.queryRunner) : Promise.resolve();
  }

  afterUpdate(event: UpdateEvent<unknown>): Promise<void> {
    const seen = SEEN.get(event.metadata.tableName);
    if (!seen) return Promise.resolve();
    // save() reports the changed columns; an update() reports the values it set (as `entity`).
    const columns = event.updatedColumns.length
      ? event.updatedColumns.map((column) => column.propertyName)
      : Object.keys((event.entity as Record<string, unknown> | undefined) ?? {});
    if (columns.length > 0 && !columns.some(seen)) return Promise.resolve();
    return this.changed(event.queryRunner);
  }

  async afterTransactionCommit(event: TransactionCommitEvent): Promise<void> {
    // A savepoint's release commits nothing yet: wait for the outermost COMMIT.
    if (event.queryRunner.isTransactionActive || !changedOnCommit.has(event.queryRunner)) return;
    changedOnCommit.delete(event.queryRunner);
    await this.version.changed();
  }

  afterTransactionRollback(event: TransactionRollbackEvent): void {
    if (!event.queryRunner.isTransactionActive) changedOnCommit.delete(event.queryRunner);
  }

  private watched(tableName: string): boolean {
    return SEEN.has(tableName);
  }

  private async changed(queryRunner: QueryRunner): Promise<void> {
    if (queryRunner.isTransactionActive) {
      changedOnCommit.add(queryRunner);
      return;
    }
    await this.version.changed();
  }
}
