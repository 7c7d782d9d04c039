import { Inject, Injectable, Logger, Module } from '@nestjs/common';
import { pickFinalVideo, TranscodingStatus, VideoAssetType } from '@podcast/contracts';
import { DataSource, IsNull, Not, type EntityManager } from 'typeorm';
import { APP_CONFIG, EnvironmentVariables } from '../../config/app-config';
import { JOBS } from '../../queue/jobs';
import { OutboxService } from '../../queue/outbox/outbox.service';
import { EpisodeMediaFields } from '../episodes/episode-media-fields';
import { EpisodeMediaModule } from '../episodes/episode-media.module';
import { MediaStorageModule } from './media-storage.module';
import { MediaUrls } from './media-urls.service';
import { hasServableFiles, pickServedVideo } from './served-video';
import { STORAGE_DRIVER, type StorageDriver } from './storage/storage.driver';
import { TranscodeQueueModule, TranscodeQueueService } from './transcode-queue.service';
import { VideoAssetEntity } from './video-asset.entity';

export type OldVersionOutcome = { removed: string[] } | { skipped: string };

/** The HLS ladder's folder, from its master playlist's key (`…/hls/master.m3u8`). */
const folderOf = (key: string) => key.slice(0, key.lastIndexOf('/'));

const isTranscoding = (asset: Pick<VideoAssetEntity, 'transcodingStatus'>) =>
  asset.transcodingStatus === TranscodingStatus.Pending || asset.transcodingStatus === TranscodingStatus.Processing;

/**
 * Old edited versions (issue 34 item 5; docs/media.md, "Edited versions"). When another version
 * becomes the one the public gets, each other version that still has transcoded files gets a job,
 * through the outbox, due MEDIA_OLD_VERSION_GRACE_SEC later; the job removes its renditions, HLS
 * ladder and poster unless by then it is served again, chosen again, being transcoded again, or (the
 * poster) still the episode's thumbnail. The uploaded original is kept: an old version can be chosen
 * again, and is then transcoded again before the public gets it.
 */
@Injectable()
export class OldVersionFiles {
  private readonly logger = new Logger('OldVersions');

  constructor(
    @Inject(APP_CONFIG) private readonly config: EnvironmentVariables,
    @Inject(STORAGE_DRIVER) private readonly storage: StorageDriver,
    private readonly dataSource: DataSource,
    private readonly outbox: OutboxService,
    private readonly episodes: EpisodeMediaFields,
    private readonly urls: MediaUrls,
    private readonly transcodes: TranscodeQueueService,
  ) {}

  /**
   * Records a finished transcode, and in the same transaction, when the version is now the episode's
   * served one, schedules the other versions' files for removal.
   */
  async recordTranscode(asset: Pick<VideoAssetEntity, 'id' | 'episodeId'>, completed: Partial<VideoAssetEntity>): Promise<void> {
    const { episodeId } = asset;
    await this.dataSource.transaction(async (manager) => {
      await manager.update(VideoAssetEntity, { id: asset.id }, completed);
      if (episodeId === null) return;
      const state = await this.versionsOf(manager, episodeId);
      if (state?.served?.id === asset.id) await this.scheduleOthersThan(manager, state.served, state.edited);
    });
  }

  /**
   * After an admin chose the final video: a version whose files were removed is transcoded again (the
   * public keeps the version it has until then); one that is ready is served now, and the other
   * versions are scheduled for removal.
   */
  async afterFinalChoice(episodeId: number): Promise<void> {
    await this.dataSource.transaction(async (manager) => {
      const state = await this.versionsOf(manager, episodeId);
      if (!state) return;
      const final = pickFinalVideo(state.edited, state.episode.finalVideoAssetId);
      if (final && final.renditionsRemovedAt !== null && !isTranscoding(final)) {
        await manager.update(
          VideoAssetEntity,
          { id: final.id },
          { transcodingStatus: TranscodingStatus.Pending, transcodingProgress: 0, transcodingError: null },
        );
        await this.transcodes.enqueue(manager, final.id);
        return;
      }
      if (state.served && final?.id === state.served.id) await this.scheduleOthersThan(manager, state.served, state.edited);
    });
  }

  /** The job: removes one old version's derived files, if nothing refers to it any more. */
  async remove(assetId: number): Promise<OldVersionOutcome> {
    const decision = await this.dataSource.transaction(async (manager): Promise<{ asset: VideoAssetEntity; keepPoster: boolean } | { skipped: string }> => {
      const found = await manager.findOne(VideoAssetEntity, { where: { id: assetId }, select: { id: true, episodeId: true } });
      if (!found || found.episodeId === null) return { skipped: 'the version was deleted' };
      // The episode first, then its videos: the order an upload locks them in.
      const state = await this.versionsOf(manager, found.episodeId);
      const asset = state?.edited.find((row) => row.id === assetId);
      if (!state || !asset) return { skipped: 'the version was deleted' };
      // A poster the episode shows as its thumbnail stays (its URL is public); it goes with the version.
      const keepPoster = asset.posterKey !== null && state.episode.thumbnailUrl === this.urls.stable(asset.posterKey);
      if (asset.renditionsRemovedAt !== null) {
        // A retry after the row was marked (storage failed midway): remove again, unless it is being made anew.
        return asset.transcodingStatus === null ? { asset, keepPoster } : { skipped: 'transcoded again since' };
      }
      const final = pickFinalVideo(state.edited, state.episode.finalVideoAssetId);
      if (asset.id === state.served?.id || asset.id === final?.id) return { skipped: 'still the served or the final version' };
      if (isTranscoding(asset)) return { skipped: 'being transcoded again' };
      // Marked first (no reader serves a marked version: served-video.ts), its file keys kept in the
      // row until the files are gone, so a retry after a storage failure knows what is left to remove.
      await manager.update(
        VideoAssetEntity,
        { id: asset.id },
        { renditionsRemovedAt: () => 'now()', transcodingStatus: null, transcodingProgress: 0, transcodingError: null },
      );
      return { asset, keepPoster };
    });
    if ('skipped' in decision) return decision;
    // After the commit: from here on no reader picks this version, so its files can go: the ones its
    // transcode recorded (the renditions and audio, the HLS ladder's folder), and the poster unless the
    // episode shows it.
    const { asset, keepPoster } = decision;
    const { hls: hlsMaster, ...files } = asset.variants;
    const removed = [...Object.values(files), ...(keepPoster ? [] : [asset.posterKey])].filter((key): key is string => typeof key === 'string');
    for (const key of removed) await this.storage.delete(key);
    if (hlsMaster) await this.storage.deletePrefix(folderOf(hlsMaster));
    // Then the row forgets them, unless a new transcode of this version began meanwhile (it writes its own).
    await this.dataSource
      .getRepository(VideoAssetEntity)
      .update(
        { id: asset.id, renditionsRemovedAt: Not(IsNull()), transcodingStatus: IsNull() },
        { variants: {}, posterKey: keepPoster ? asset.posterKey : null },
      );
    this.logger.log(`Removed the transcoded files of version ${asset.version ?? '?'} (asset ${asset.id}); its original is kept`);
    return { removed: [...removed, ...(hlsMaster ? [`${folderOf(hlsMaster)}/`] : [])] };
  }

  private async versionsOf(manager: EntityManager, episodeId: number) {
    const episode = await this.episodes.lockForVersions(manager, episodeId);
    if (!episode) return null;
    const edited = await manager.find(VideoAssetEntity, { where: { episodeId, type: VideoAssetType.Edited } });
    return { episode, edited, served: pickServedVideo(edited, episode.finalVideoAssetId) };
  }

  private async scheduleOthersThan(manager: EntityManager, served: VideoAssetEntity, edited: readonly VideoAssetEntity[]): Promise<void> {
    // Every other version with files: the older ones, and newer ones the admin chose against.
    const others = edited.filter((asset) => asset.id !== served.id && hasServableFiles(asset));
    const delaySec = this.config.MEDIA_OLD_VERSION_GRACE_SEC;
    // The key names the moment: a version served again and replaced again later gets a new job.
    const stamp = Date.now().toString(36);
    for (const asset of others)
      await this.outbox.add(manager, JOBS.removeOldVersionFiles, { assetId: asset.id }, `old-version-${asset.id}-by-${served.id}-${stamp}`, { delaySec });
  }
}

/** The old versions' clean-up, for the transcode worker (which runs its jobs) and the episodes port (a final-video choice). */
@Module({
  imports: [EpisodeMediaModule, MediaStorageModule, TranscodeQueueModule],
  providers: [OldVersionFiles],
  exports: [OldVersionFiles],
})
export class OldVersionFilesModule {}
