import { EpisodeStatus, newerVideoFirst, pickFinalVideo, VideoAssetType } from '@podcast/contracts';
import { DataSource } from 'typeorm';
import { PublicCatalogueRepository } from '../../src/modules/public-catalogue/public-catalogue.repository';
import { EpisodeEntity } from '../../src/modules/episodes/episode.entity';
import { VideoAssetEntity } from '../../src/modules/media/video-asset.entity';
import { VideoAssetRepository } from '../../src/modules/media/video-asset.repository';
import { createTestApp, type TestApp } from '../harness/test-app';

type Version = number | null;

/**
 * Issue 32 item 1: the final-video rule is written once (contracts' pickFinalVideo) and the API's
 * one-episode and many-episode reads agree with it, null versions included (an unversioned edited
 * video counts as version 0: any versioned upload is newer, and among unversioned ones the later wins).
 */
describe('the final-video rule', () => {
  describe('pickFinalVideo (contracts)', () => {
    const video = (id: number, version: Version) => ({ id, version });

    it('takes the chosen video while it is one of the edited videos', () => {
      expect(pickFinalVideo([video(1, 1), video(2, 2)], 1)?.id).toBe(1);
    });

    it('falls back to the newest version when the chosen one is gone', () => {
      expect(pickFinalVideo([video(1, 1), video(2, 2)], 99)?.id).toBe(2);
    });

    it('ranks an unversioned video below every versioned one, whatever its id', () => {
      expect(pickFinalVideo([video(9, null), video(2, 1)], null)?.id).toBe(2);
      expect([video(9, null), video(2, 1)].sort(newerVideoFirst).map((v) => v.id)).toEqual([2, 9]);
    });

    it('takes the later upload among unversioned videos and among equal versions', () => {
      expect(pickFinalVideo([video(3, null), video(5, null)], undefined)?.id).toBe(5);
      expect(pickFinalVideo([video(7, 2), video(4, 2)], null)?.id).toBe(7);
    });

    it('has no final video without edited videos', () => {
      expect(pickFinalVideo([], 1)).toBeNull();
    });
  });

  describe('the API reads', () => {
    let t: TestApp;
    let db: DataSource;
    let nextKey = 0;

    beforeAll(async () => {
      t = await createTestApp();
      db = t.app.get(DataSource);
    });
    afterAll(() => t.close());

    async function episodeWith(versions: Version[], type = VideoAssetType.Edited): Promise<{ episode: EpisodeEntity; ids: number[] }> {
      const episode = await db.getRepository(EpisodeEntity).save({ title: `Rule ${versions.join(',')}`, status: EpisodeStatus.Published });
      const ids: number[] = [];
      for (const version of versions) {
        nextKey += 1;
        const asset = await db.getRepository(VideoAssetEntity).save({
          episodeId: episode.id,
          type,
          version,
          storageKey: `rule/${nextKey}.mp4`,
          originalName: `cut-${nextKey}.mp4`,
          contentType: 'video/mp4',
          size: 1,
          variants: {},
        });
        ids.push(asset.id);
      }
      return { episode, ids };
    }

    const cases: Array<{ name: string; versions: Version[]; expected: number }> = [
      { name: 'versioned beats unversioned uploaded later', versions: [1, null], expected: 0 },
      { name: 'the higher version wins', versions: [2, 3, 1], expected: 1 },
      { name: 'the later upload among unversioned', versions: [null, null], expected: 1 },
      { name: 'the later upload among equal versions', versions: [2, 2], expected: 1 },
    ];

    it.each(cases)('one episode and many episodes agree with the rule: $name', async ({ versions, expected }) => {
      const { episode, ids } = await episodeWith(versions);
      const one = await t.app.get(VideoAssetRepository).finalVideoOf(episode);
      const many = await t.app.get(PublicCatalogueRepository).finalVideos([episode]);
      expect(one?.id).toBe(ids[expected]);
      expect(many.get(episode.id)?.id).toBe(ids[expected]);
      expect(
        pickFinalVideo(
          versions.map((version, index) => ({ id: ids[index], version })),
          null,
        )?.id,
      ).toBe(ids[expected]);
    });

    it('a chosen final video wins in both reads, and a raw file never counts', async () => {
      const { episode, ids } = await episodeWith([1, 2]);
      const raw = await episodeWith([5], VideoAssetType.Raw);
      await db.getRepository(EpisodeEntity).update(episode.id, { finalVideoAssetId: ids[0] });
      const chosen = { ...episode, finalVideoAssetId: ids[0] };
      expect((await t.app.get(VideoAssetRepository).finalVideoOf(chosen))?.id).toBe(ids[0]);
      expect((await t.app.get(PublicCatalogueRepository).finalVideos([chosen])).get(episode.id)?.id).toBe(ids[0]);
      expect(await t.app.get(VideoAssetRepository).finalVideoOf(raw.episode)).toBeNull();
      expect((await t.app.get(PublicCatalogueRepository).finalVideos([raw.episode])).has(raw.episode.id)).toBe(false);
    });
  });
});
