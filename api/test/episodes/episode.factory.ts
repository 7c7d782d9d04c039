import { EditingStatus, EpisodeStatus, VideoAssetType } from '@podcast/contracts';
import { DataSource } from 'typeorm';
import { EpisodeEntity } from '../../src/modules/episodes/episode.entity';
import { VideoAssetEntity } from '../../src/modules/media/video-asset.entity';
import type { TestApp } from '../harness/test-app';

let sequence = 0;

/** Inserts an episode straight into the database (fixtures by factory, STYLE.md). */
export async function insertEpisode(t: TestApp, fields: Partial<EpisodeEntity> = {}): Promise<EpisodeEntity> {
  sequence += 1;
  const repo = t.app.get(DataSource).getRepository(EpisodeEntity);
  return repo.save(
    repo.create({
      title: `Episode ${sequence}`,
      description: `About episode ${sequence}`,
      episodeNumber: sequence,
      status: EpisodeStatus.Draft,
      editingStatus: EditingStatus.Raw,
      ...fields,
    }),
  );
}

export function insertPublished(t: TestApp, publishedAt: Date, fields: Partial<EpisodeEntity> = {}): Promise<EpisodeEntity> {
  return insertEpisode(t, { status: EpisodeStatus.Published, editingStatus: EditingStatus.Final, publishedAt, ...fields });
}

export async function insertAsset(t: TestApp, episodeId: number | null, type: VideoAssetType = VideoAssetType.Edited): Promise<VideoAssetEntity> {
  sequence += 1;
  const repo = t.app.get(DataSource).getRepository(VideoAssetEntity);
  return repo.save(
    repo.create({
      episodeId,
      type,
      version: type === VideoAssetType.Edited ? 1 : null,
      storageKey: `test/${sequence}-${Date.now()}.mp4`,
      originalName: `cut-${sequence}.mp4`,
      contentType: 'video/mp4',
      size: 1024,
    }),
  );
}
