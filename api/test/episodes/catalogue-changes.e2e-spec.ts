import { EpisodeStatus } from '@podcast/contracts';
import { DataSource } from 'typeorm';
import { dataSourceOptions } from '../../src/database/data-source-options';
import { CatalogueChangeSubscriber } from '../../src/modules/catalogue/catalogue-change.subscriber';
import { CatalogueVersion } from '../../src/modules/catalogue/catalogue-version';
import { EpisodeEntity } from '../../src/modules/episodes/episode.entity';
import { DEMO_EPISODES, seedDemoRows } from '../../src/seed-demo';
import { createTestApp, type TestApp } from '../harness/test-app';

const publishedDemoEpisodes = DEMO_EPISODES.filter((episode) => episode.status === EpisodeStatus.Published).length;

/** Polls the public list until `done` holds, for at most ~5 s (the cache re-reads the version every 250 ms). */
async function listUntil(t: TestApp, done: (count: number) => boolean): Promise<number> {
  let count = -1;
  for (let attempt = 0; attempt < 50; attempt += 1) {
    count = Number((await t.http().get('/api/episodes').expect(200)).headers['x-total-count']);
    if (done(count)) return count;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  return count;
}

/**
 * Issue 19 item 1: one domain event, "the catalogue changed", published by every writer of what the
 * public sees, command-line tools included: a server's cached public list follows writes made by
 * another process through its own DataSource.
 */
describe('catalogue change events', () => {
  let t: TestApp;
  let other: DataSource;
  let catalogue: CatalogueVersion;

  beforeEach(async () => {
    t = await createTestApp();
    other = await new DataSource(dataSourceOptions(t.database.url)).initialize();
    catalogue = new CatalogueVersion(t.config);
    await catalogue.ready;
  });
  afterEach(async () => {
    catalogue.close();
    await other.destroy();
    await t.close();
  });

  it('seed:demo beside a live server: the server stops serving its cached list', async () => {
    expect((await t.http().get('/api/episodes').expect(200)).headers['x-total-count']).toBe('0');
    CatalogueChangeSubscriber.watch(other, catalogue);
    await seedDemoRows(other);
    expect(await listUntil(t, (count) => count === publishedDemoEpisodes)).toBe(publishedDemoEpisodes);
  });

  it('a writer without the subscriber is not seen while the cache holds (the event is what the cache follows)', async () => {
    expect((await t.http().get('/api/episodes').expect(200)).headers['x-total-count']).toBe('0');
    await other
      .getRepository(EpisodeEntity)
      .save({ title: 'Quiet', description: 'Written behind the cache', status: EpisodeStatus.Published, publishedAt: new Date() });
    await new Promise((resolve) => setTimeout(resolve, 600));
    expect((await t.http().get('/api/episodes').expect(200)).headers['x-total-count']).toBe('0');
    // The same kind of write through a watched DataSource is seen.
    CatalogueChangeSubscriber.watch(other, catalogue);
    await other.getRepository(EpisodeEntity).update({ title: 'Quiet' }, { description: 'Now announced' });
    expect(await listUntil(t, (count) => count === 1)).toBe(1);
  });

  it("a play count does not drop the list's copies", async () => {
    CatalogueChangeSubscriber.watch(other, catalogue);
    const episode = await other
      .getRepository(EpisodeEntity)
      .save({ title: 'Played', description: 'Counted', status: EpisodeStatus.Published, publishedAt: new Date() });
    expect(await listUntil(t, (count) => count === 1)).toBe(1);
    const before = await catalogue.current();
    await t.http().post(`/api/episodes/${episode.id}/play`).expect(204);
    expect(await catalogue.current()).toBe(before);
  });
});
