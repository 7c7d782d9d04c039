import { BookingStatus, EpisodeStatus } from '@podcast/contracts';
import { DataSource } from 'typeorm';
import { dataSourceOptions } from '../../src/database/data-source-options';
import { AutomationRunEntity } from '../../src/modules/automation/automation-run.entity';
import { BookingEntity } from '../../src/modules/bookings/booking.entity';
import { EpisodeEntity } from '../../src/modules/episodes/episode.entity';
import { DEMO_EPISODES, DEMO_GUESTS, seedDemo } from '../../src/seed-demo';
import { createTestDatabase, type TestDatabase } from '../harness/test-app';

describe('seed:demo', () => {
  let db: TestDatabase;
  let dataSource: DataSource;
  beforeAll(async () => {
    db = await createTestDatabase();
    dataSource = await new DataSource(dataSourceOptions(db.url)).initialize();
  });
  afterAll(async () => {
    await dataSource.destroy();
    await db.drop();
  });

  it('adds sample guests and episodes once, without automation runs', async () => {
    expect(await seedDemo(dataSource)).toEqual({ guestsAdded: DEMO_GUESTS.length, episodesAdded: DEMO_EPISODES.length });
    expect(await seedDemo(dataSource)).toEqual({ guestsAdded: 0, episodesAdded: 0 });

    const guests = await dataSource.getRepository(BookingEntity).find();
    expect(guests).toHaveLength(DEMO_GUESTS.length);
    expect(guests.every((g) => g.email.endsWith('@example.com'))).toBe(true);
    expect(guests.filter((g) => g.bookingStatus === BookingStatus.Recorded).length).toBeGreaterThanOrEqual(2);
    expect(new Set(guests.map((g) => g.outreachStatus)).size).toBeGreaterThanOrEqual(6);
    expect(new Set(guests.map((g) => g.unsubscribeToken)).size).toBe(guests.length);
    expect(await dataSource.getRepository(AutomationRunEntity).count()).toBe(0);

    const episodes = await dataSource.getRepository(EpisodeEntity).find({ order: { episodeNumber: 'ASC' } });
    const published = episodes.filter((e) => e.status === EpisodeStatus.Published);
    expect(published).toHaveLength(8);
    expect(published.every((e) => e.publishedAt !== null && e.guestName && e.description.length > 80)).toBe(true);
    expect(new Set(episodes.filter((e) => e.status === EpisodeStatus.Draft).map((e) => e.editingStatus)).size).toBe(4);
  });

  it('keeps the backdated creation times', async () => {
    const oldest = await dataSource.getRepository(BookingEntity).findOneByOrFail({ email: 'tom.becker@example.com' });
    expect(Date.now() - oldest.createdAt.getTime()).toBeGreaterThan(50 * 24 * 60 * 60 * 1000);
  });
});
