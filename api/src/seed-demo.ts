// `npm run seed:demo`: sample guests and episodes for a demo or a local look around. Idempotent:
// a guest whose email exists, or an episode whose title exists, is left alone. Guests are written
// straight to the database, so no automation rule fires and no mail goes out.
import 'reflect-metadata';
import { BookingStatus, EditingStatus, EpisodeStatus, OutreachStatus } from '@podcast/contracts';
import { DataSource, In } from 'typeorm';
import { ConfigError, loadConfig } from './config/app-config';
import { dataSourceOptions } from './database/data-source-options';
import { ensureDatabase } from './database/ensure-database';
import { seedDefaultAutomation } from './modules/automation/default-automation.seed';
import { CatalogueChangeSubscriber } from './modules/catalogue/catalogue-change.subscriber';
import { CatalogueVersion } from './modules/catalogue/catalogue-version';
import { BookingEntity } from './modules/bookings/booking.entity';
import { newUnsubscribeToken } from './modules/bookings/bookings.service';
import { EpisodeEntity } from './modules/episodes/episode.entity';

const DAY = 24 * 60 * 60 * 1000;

interface DemoGuest {
  name: string;
  email: string;
  company: string;
  position: string;
  websiteUrl: string;
  socialMediaUrl: string;
  outreachStatus: OutreachStatus;
  bookingStatus: BookingStatus;
  daysAgo: number;
  notes?: string;
  recordingInDays?: number;
}

export const DEMO_GUESTS: DemoGuest[] = [
  {
    name: 'Maya Patel',
    email: 'maya.patel@example.com',
    company: 'Loomwear',
    position: 'Founder & CEO',
    websiteUrl: 'https://loomwear.example.com',
    socialMediaUrl: 'https://www.linkedin.com/in/maya-patel-example',
    outreachStatus: OutreachStatus.NoContact,
    bookingStatus: BookingStatus.WaitingForResponse,
    daysAgo: 1,
  },
  {
    name: 'Daniel Okafor',
    email: 'daniel.okafor@example.com',
    company: 'Brightcart',
    position: 'Head of Growth',
    websiteUrl: 'https://brightcart.example.com',
    socialMediaUrl: '',
    outreachStatus: OutreachStatus.FirstOutreach,
    bookingStatus: BookingStatus.WaitingForResponse,
    daysAgo: 3,
  },
  {
    name: 'Sofia Lindqvist',
    email: 'sofia.lindqvist@example.com',
    company: 'Nordic Coaching Collective',
    position: 'Executive Coach',
    websiteUrl: '',
    socialMediaUrl: 'https://www.linkedin.com/in/sofia-lindqvist-example',
    outreachStatus: OutreachStatus.WarmUp,
    bookingStatus: BookingStatus.WaitingForResponse,
    daysAgo: 6,
  },
  {
    name: 'Marcus Chen',
    email: 'marcus.chen@example.com',
    company: 'Stackwise',
    position: 'Co-founder & CTO',
    websiteUrl: 'https://stackwise.example.com',
    socialMediaUrl: 'https://x.com/marcuschen_example',
    outreachStatus: OutreachStatus.FollowUp,
    bookingStatus: BookingStatus.Respond,
    daysAgo: 9,
    notes: 'Replied asking for topics; send the outline.',
  },
  {
    name: 'Amara Mensah',
    email: 'amara.mensah@example.com',
    company: 'Kente & Co.',
    position: 'Managing Director',
    websiteUrl: 'https://kente.example.com',
    socialMediaUrl: '',
    outreachStatus: OutreachStatus.Contacted,
    bookingStatus: BookingStatus.Booked,
    daysAgo: 14,
    recordingInDays: 9,
  },
  {
    name: 'Lucas Moreau',
    email: 'lucas.moreau@example.com',
    company: 'Atelier Retail Group',
    position: 'VP of Ecommerce',
    websiteUrl: 'https://atelier-retail.example.com',
    socialMediaUrl: 'https://www.linkedin.com/in/lucas-moreau-example',
    outreachStatus: OutreachStatus.SecondFollowUp,
    bookingStatus: BookingStatus.WaitingForResponse,
    daysAgo: 18,
  },
  {
    name: 'Hannah Goldberg',
    email: 'hannah.goldberg@example.com',
    company: 'Ledgerly',
    position: 'Founder',
    websiteUrl: 'https://ledgerly.example.com',
    socialMediaUrl: '',
    outreachStatus: OutreachStatus.Nurture,
    bookingStatus: BookingStatus.Cancelled,
    daysAgo: 25,
    notes: 'Cancelled for a product launch; try again next quarter.',
  },
  {
    name: 'Ravi Shankar',
    email: 'ravi.shankar@example.com',
    company: 'Chai Commerce',
    position: 'CEO',
    websiteUrl: 'https://chaicommerce.example.com',
    socialMediaUrl: 'https://www.linkedin.com/in/ravi-shankar-example',
    outreachStatus: OutreachStatus.Contacted,
    bookingStatus: BookingStatus.Recorded,
    daysAgo: 40,
    recordingInDays: -12,
  },
  {
    name: 'Elena Rossi',
    email: 'elena.rossi@example.com',
    company: 'Verde Subscriptions',
    position: 'Chief Marketing Officer',
    websiteUrl: 'https://verde.example.com',
    socialMediaUrl: '',
    outreachStatus: OutreachStatus.Contacted,
    bookingStatus: BookingStatus.Recorded,
    daysAgo: 55,
    recordingInDays: -30,
  },
  {
    name: 'Tom Becker',
    email: 'tom.becker@example.com',
    company: 'Fieldnote SaaS',
    position: 'Founder & CEO',
    websiteUrl: 'https://fieldnote.example.com',
    socialMediaUrl: 'https://x.com/tombecker_example',
    outreachStatus: OutreachStatus.Newsletter,
    bookingStatus: BookingStatus.Respond,
    daysAgo: 60,
  },
];

interface DemoEpisode {
  episodeNumber: number;
  title: string;
  description: string;
  guestName: string;
  duration: string;
  status: EpisodeStatus;
  editingStatus: EditingStatus;
  plays: number;
  publishedDaysAgo?: number;
}

const published = (n: number, title: string, guestName: string, duration: string, plays: number, description: string): DemoEpisode => ({
  episodeNumber: n,
  title,
  guestName,
  duration,
  plays,
  description,
  status: EpisodeStatus.Published,
  editingStatus: EditingStatus.Final,
  publishedDaysAgo: (9 - n) * 7,
});

export const DEMO_EPISODES: DemoEpisode[] = [
  published(
    1,
    'From Garage to Global: Building a DTC Brand on a Shoestring',
    'Priya Raman',
    '48:12',
    1840,
    'Priya Raman grew a handmade skincare line from her garage into a brand sold in 30 countries. She explains how she validated demand with pre-orders, why she said no to early retail deals, and the one metric she checks every morning.',
  ),
  published(
    2,
    'Pricing Your Service Business Like a Product',
    'James Whitaker',
    '41:05',
    1512,
    'Agency founder James Whitaker shares how productised packages doubled his margins, how to raise prices without losing clients, and the scripts his team uses on sales calls.',
  ),
  published(
    3,
    'Retail Is Not Dead: Stores That Sell Experiences',
    'Carmen Ruiz',
    '52:40',
    1297,
    'Carmen Ruiz runs twelve stores that out-sell their online channel. We talk about foot traffic, events that pay for themselves, and blending the shop floor with ecommerce.',
  ),
  published(
    4,
    'The Coaching Business Playbook: From One-to-One to Programs',
    'Derek Osei',
    '45:33',
    1103,
    'Derek Osei moved from hourly coaching to group programs serving thousands. He breaks down his launch calendar, community design, and how he keeps completion rates high.',
  ),
  published(
    5,
    'SaaS Churn Is a Sales Problem',
    'Nina Kowalski',
    '39:58',
    986,
    'Nina Kowalski, COO of a B2B SaaS company, argues that churn starts in the sales process. Learn the qualification questions, onboarding rituals and pricing moves that cut churn by half.',
  ),
  published(
    6,
    'Marketplaces: Solving the Chicken-and-Egg Problem',
    'Omar Haddad',
    '47:21',
    874,
    'Omar Haddad bootstrapped a services marketplace to eight figures. He shares how he seeded supply, the demand channels that worked, and the trust features buyers pay for.',
  ),
  published(
    7,
    'Email Still Wins: Lifecycle Marketing That Sells',
    'Grace Liu',
    '43:47',
    761,
    'Grace Liu has built lifecycle programs for some of the fastest-growing online brands. She walks through welcome flows, win-back campaigns and the subject lines that consistently convert.',
  ),
  published(
    8,
    'Hiring Your First Salesperson Without Regret',
    'Ben Adeyemi',
    '50:09',
    642,
    'Ben Adeyemi has hired and coached more than a hundred sales reps. He explains when a founder should stop selling alone, how to structure the first comp plan, and the signs of a great hire.',
  ),
  {
    episodeNumber: 9,
    title: 'Wholesale Without Losing Your Margins',
    guestName: 'Ravi Shankar',
    duration: '46:30',
    description: 'Ravi Shankar on negotiating wholesale terms that protect margins, and choosing retail partners who build the brand.',
    status: EpisodeStatus.Draft,
    editingStatus: EditingStatus.Final,
    plays: 0,
  },
  {
    episodeNumber: 10,
    title: 'Subscriptions That Customers Love to Keep',
    guestName: 'Elena Rossi',
    duration: '44:02',
    description: 'Elena Rossi on subscription design, skip-a-month options and the retention offers that work.',
    status: EpisodeStatus.Draft,
    editingStatus: EditingStatus.Revise,
    plays: 0,
  },
  {
    episodeNumber: 11,
    title: 'Community-Led Growth for Coaches',
    guestName: 'Sofia Lindqvist',
    duration: '',
    description: 'How a coaching collective grew through its members, and what it learned about pricing a community.',
    status: EpisodeStatus.Draft,
    editingStatus: EditingStatus.Editing,
    plays: 0,
  },
  {
    episodeNumber: 12,
    title: 'Raw cut: Building a Brand in Public',
    guestName: 'Amara Mensah',
    duration: '',
    description: 'Recorded conversation awaiting the first edit.',
    status: EpisodeStatus.Draft,
    editingStatus: EditingStatus.Raw,
    plays: 0,
  },
];

export interface SeedDemoResult {
  guestsAdded: number;
  episodesAdded: number;
}

export async function seedDemo(dataSource: DataSource, now = new Date()): Promise<SeedDemoResult> {
  const bookingRepo = dataSource.getRepository(BookingEntity);
  const existingEmails = new Set((await bookingRepo.findBy({ email: In(DEMO_GUESTS.map((g) => g.email)) })).map((b) => b.email));
  const guests = DEMO_GUESTS.filter((guest) => !existingEmails.has(guest.email)).map((guest) =>
    bookingRepo.create({
      name: guest.name,
      email: guest.email,
      company: guest.company,
      position: guest.position,
      websiteUrl: guest.websiteUrl,
      socialMediaUrl: guest.socialMediaUrl,
      outreachStatus: guest.outreachStatus,
      bookingStatus: guest.bookingStatus,
      notes: guest.notes ?? '',
      createdAt: new Date(now.getTime() - guest.daysAgo * DAY),
      contactedAt: guest.outreachStatus === OutreachStatus.NoContact ? null : new Date(now.getTime() - (guest.daysAgo - 1) * DAY),
      recordingDate: guest.recordingInDays === undefined ? null : new Date(now.getTime() + guest.recordingInDays * DAY),
      unsubscribeToken: newUnsubscribeToken(),
    }),
  );
  if (guests.length > 0) await bookingRepo.save(guests);

  const episodeRepo = dataSource.getRepository(EpisodeEntity);
  const existingTitles = new Set((await episodeRepo.findBy({ title: In(DEMO_EPISODES.map((e) => e.title)) })).map((e) => e.title));
  const episodes = DEMO_EPISODES.filter((episode) => !existingTitles.has(episode.title)).map((episode) =>
    episodeRepo.create({
      title: episode.title,
      description: episode.description,
      guestName: episode.guestName,
      episodeNumber: episode.episodeNumber,
      status: episode.status,
      editingStatus: episode.editingStatus,
      duration: episode.duration || null,
      durationManual: Boolean(episode.duration),
      plays: episode.plays,
      publishedAt: episode.publishedDaysAgo === undefined ? null : new Date(now.getTime() - episode.publishedDaysAgo * DAY),
      createdAt: new Date(now.getTime() - ((episode.publishedDaysAgo ?? 0) + 10) * DAY),
    }),
  );
  if (episodes.length > 0) await episodeRepo.save(episodes);
  return { guestsAdded: guests.length, episodesAdded: episodes.length };
}

async function main(): Promise<void> {
  const config = loadConfig();
  await ensureDatabase(config.DATABASE_URL);
  const dataSource = new DataSource({ ...dataSourceOptions(config.DATABASE_URL), migrationsTransactionMode: 'each' });
  await dataSource.initialize();
  // Running servers learn of the new episodes like of any other write: the catalogue's change event.
  const catalogue = new CatalogueVersion(config);
  await catalogue.ready;
  CatalogueChangeSubscriber.watch(dataSource, catalogue);
  try {
    await dataSource.runMigrations();
    await seedDefaultAutomation(dataSource);
    const result = await seedDemo(dataSource);
    process.stdout.write(`Demo data: ${result.guestsAdded} guest(s) and ${result.episodesAdded} episode(s) added (existing ones left as they were).\n`);
  } finally {
    await dataSource.destroy();
    catalogue.close();
  }
}

if (require.main === module) {
  main().catch((error: unknown) => {
    process.stderr.write(`${error instanceof ConfigError ? error.message : error instanceof Error ? (error.stack ?? error.message) : String(error)}\n`);
    process.exit(1);
  });
}
