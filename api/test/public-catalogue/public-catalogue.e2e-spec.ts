import { EpisodeStatus, VideoAssetType } from '@podcast/contracts';
import type TestAgent from 'supertest/lib/agent';
import { DataSource } from 'typeorm';
import { PostgresQueryRunner } from 'typeorm/driver/postgres/PostgresQueryRunner';
import { EpisodeEntity } from '../../src/modules/episodes/episode.entity';
import { VideoAssetEntity } from '../../src/modules/media/video-asset.entity';
import { PublicCatalogueRepository } from '../../src/modules/public-catalogue/public-catalogue.repository';
import { createTestApp, type TestApp } from '../harness/test-app';
import { PUBLIC_URL, writeSiteIndex } from '../distribution/distribution-fixtures';

/**
 * Issue 32 item 1: one public catalogue. The episode's JSON, its server-rendered page, approved-video,
 * and the player's text tracks all start from one record read through one repository and
 * kept in the one catalogue cache: read once, then served without asking the database again, and all
 * moved together by one write through the app.
 */
describe('the public catalogue', () => {
  let t: TestApp;
  let admin: TestAgent;
  let db: DataSource;
  let episodeId: number;

  const reads = () =>
    Promise.all([
      t.http().get(`/api/episodes/${episodeId}`),
      t.http().get(`/episodes/${episodeId}`),
      t.http().get(`/api/episodes/${episodeId}/approved-video`),
      t.http().get(`/api/episodes/${episodeId}/text-tracks`),
    ]);

  beforeAll(async () => {
    t = await createTestApp({ env: { PUBLIC_URL } });
    writeSiteIndex(t);
    admin = await t.loginAgent();
    db = t.app.get(DataSource);
    const episode = await db.getRepository(EpisodeEntity).save({
      title: 'Catalogue title',
      description: 'About one record',
      status: EpisodeStatus.Published,
      publishedAt: new Date('2026-05-01T10:00:00Z'),
    });
    episodeId = episode.id;
    await db.getRepository(VideoAssetEntity).save({
      episodeId,
      type: VideoAssetType.Edited,
      version: 1,
      storageKey: `catalogue/${episodeId}.mp4`,
      originalName: 'cut.mp4',
      contentType: 'video/mp4',
      size: 1,
      variants: {},
    });
  });
  afterAll(() => t.close());

  it('reads a published episode once for its JSON, page, approved video and text tracks, then serves them kept', async () => {
    const repository = t.app.get(PublicCatalogueRepository);
    const episodeReads = jest.spyOn(repository, 'publishedEpisode');
    const videoReads = jest.spyOn(repository, 'finalVideos');
    try {
      const [json, page, approved, tracks] = await reads();
      expect(json.status).toBe(200);
      expect(json.body.title).toBe('Catalogue title');
      expect(page.status).toBe(200);
      expect(page.text).toContain('Catalogue title');
      expect(approved.body.approved).toBe(true);
      expect(tracks.status).toBe(200);
      // Four answers, one record: the episode and its final video were each read once.
      expect(episodeReads).toHaveBeenCalledTimes(1);
      expect(videoReads).toHaveBeenCalledTimes(1);

      // Kept: the second round asks the database nothing at all.
      const queries = jest.spyOn(PostgresQueryRunner.prototype, 'query');
      try {
        await reads();
        // The job layer's outbox sweep runs on its own timer every 2 s on every process; it is not a read of
        // the catalogue, so it is left out of the count.
        const catalogueQueries = queries.mock.calls.map(([sql]) => sql).filter((sql) => !/"outbox_job"/.test(sql));
        expect(catalogueQueries).toEqual([]);
      } finally {
        queries.mockRestore();
      }
      expect(episodeReads).toHaveBeenCalledTimes(1);
      expect(videoReads).toHaveBeenCalledTimes(1);
    } finally {
      episodeReads.mockRestore();
      videoReads.mockRestore();
    }
  });

  it('moves every answer at once on a write through the app, and keeps them through one behind its back', async () => {
    await reads();
    // Behind the app's back (no catalogue change): the kept record still answers.
    await db.query(`UPDATE "episode" SET "title" = 'Changed behind the app' WHERE id = $1`, [episodeId]);
    expect((await t.http().get(`/api/episodes/${episodeId}`).expect(200)).body.title).toBe('Catalogue title');

    await admin.patch(`/api/admin/episodes/${episodeId}`).send({ status: 'draft' }).expect(200);
    const [json, page, approved, tracks] = await reads();
    expect(json.status).toBe(404);
    expect(page.status).toBe(404);
    expect(approved.body).toEqual({ approved: false, variants: { original: null, '720p': null, '480p': null }, hls: null });
    expect(tracks.status).toBe(404);

    await admin.patch(`/api/admin/episodes/${episodeId}`).send({ status: 'published' }).expect(200);
    const [again] = await reads();
    expect(again.body.title).toBe('Changed behind the app');
  });
});
