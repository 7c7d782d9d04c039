// The demo show of `npm run seed:demo` (README, Development): guests, episodes, and what each episode
// gets besides its row: artwork, a short video, chapters, a transcript, listens.
import { BookingStatus, EditingStatus, EpisodeStatus, OutreachStatus } from '@podcast/contracts';

export const DAY = 24 * 60 * 60 * 1000;

export interface DemoGuest {
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
  // The guests of the published episodes: recorded, so their bookings sit in the archive, and their
  // portraits show on their episodes' pages.
  {
    name: 'Priya Raman',
    email: 'priya.raman@example.com',
    company: 'Bloom & Balm',
    position: 'Founder',
    websiteUrl: 'https://bloomandbalm.example.com',
    socialMediaUrl: '',
    outreachStatus: OutreachStatus.Contacted,
    bookingStatus: BookingStatus.Recorded,
    daysAgo: 100,
    recordingInDays: -80,
  },
  {
    name: 'James Whitaker',
    email: 'james.whitaker@example.com',
    company: 'Whitaker Studio',
    position: 'Agency Founder',
    websiteUrl: 'https://whitaker.example.com',
    socialMediaUrl: '',
    outreachStatus: OutreachStatus.Contacted,
    bookingStatus: BookingStatus.Recorded,
    daysAgo: 93,
    recordingInDays: -73,
  },
  {
    name: 'Carmen Ruiz',
    email: 'carmen.ruiz@example.com',
    company: 'Casa Ruiz Stores',
    position: 'CEO',
    websiteUrl: 'https://casaruiz.example.com',
    socialMediaUrl: '',
    outreachStatus: OutreachStatus.Contacted,
    bookingStatus: BookingStatus.Recorded,
    daysAgo: 86,
    recordingInDays: -66,
  },
  {
    name: 'Derek Osei',
    email: 'derek.osei@example.com',
    company: 'Osei Coaching',
    position: 'Founder & Head Coach',
    websiteUrl: 'https://osei.example.com',
    socialMediaUrl: '',
    outreachStatus: OutreachStatus.Contacted,
    bookingStatus: BookingStatus.Recorded,
    daysAgo: 79,
    recordingInDays: -59,
  },
  {
    name: 'Nina Kowalski',
    email: 'nina.kowalski@example.com',
    company: 'Cloudledger',
    position: 'COO',
    websiteUrl: 'https://cloudledger.example.com',
    socialMediaUrl: '',
    outreachStatus: OutreachStatus.Contacted,
    bookingStatus: BookingStatus.Recorded,
    daysAgo: 72,
    recordingInDays: -52,
  },
  {
    name: 'Omar Haddad',
    email: 'omar.haddad@example.com',
    company: 'TaskBridge',
    position: 'Founder & CEO',
    websiteUrl: 'https://taskbridge.example.com',
    socialMediaUrl: '',
    outreachStatus: OutreachStatus.Contacted,
    bookingStatus: BookingStatus.Recorded,
    daysAgo: 65,
    recordingInDays: -45,
  },
  {
    name: 'Grace Liu',
    email: 'grace.liu@example.com',
    company: 'Lifecycle Lab',
    position: 'Lifecycle Marketing Lead',
    websiteUrl: 'https://lifecyclelab.example.com',
    socialMediaUrl: '',
    outreachStatus: OutreachStatus.Contacted,
    bookingStatus: BookingStatus.Recorded,
    daysAgo: 58,
    recordingInDays: -38,
  },
  {
    name: 'Ben Adeyemi',
    email: 'ben.adeyemi@example.com',
    company: 'Closer Academy',
    position: 'Sales Coach',
    websiteUrl: 'https://closer.example.com',
    socialMediaUrl: '',
    outreachStatus: OutreachStatus.Contacted,
    bookingStatus: BookingStatus.Recorded,
    daysAgo: 51,
    recordingInDays: -31,
  },
];

export interface DemoEpisode {
  episodeNumber: number;
  title: string;
  description: string;
  guestName: string;
  duration: string;
  status: EpisodeStatus;
  editingStatus: EditingStatus;
  /** How much the demo listens favour this episode (its plays and downloads follow it); not a count. */
  popularity: number;
  publishedDaysAgo?: number;
}

export interface DemoTextTracks {
  /** Chapters at whole seconds of the 6-second demo video. */
  chapters?: ReadonlyArray<readonly [number, string]>;
  /** Cues of the demo transcript, 2 seconds each: [speaker, text]. */
  transcript?: ReadonlyArray<readonly [string, string]>;
}

const published = (n: number, title: string, guestName: string, duration: string, popularity: number, description: string): DemoEpisode => ({
  episodeNumber: n,
  title,
  guestName,
  duration,
  popularity,
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
    popularity: 0,
  },
  {
    episodeNumber: 10,
    title: 'Subscriptions That Customers Love to Keep',
    guestName: 'Elena Rossi',
    duration: '44:02',
    description: 'Elena Rossi on subscription design, skip-a-month options and the retention offers that work.',
    status: EpisodeStatus.Draft,
    editingStatus: EditingStatus.Revise,
    popularity: 0,
  },
  {
    episodeNumber: 11,
    title: 'Community-Led Growth for Coaches',
    guestName: 'Sofia Lindqvist',
    duration: '',
    description: 'How a coaching collective grew through its members, and what it learned about pricing a community.',
    status: EpisodeStatus.Draft,
    editingStatus: EditingStatus.Editing,
    popularity: 0,
  },
  {
    episodeNumber: 12,
    title: 'Raw cut: Building a Brand in Public',
    guestName: 'Amara Mensah',
    duration: '',
    description: 'Recorded conversation awaiting the first edit.',
    status: EpisodeStatus.Draft,
    editingStatus: EditingStatus.Raw,
    popularity: 0,
  },
];

const HOST = 'Alex Morgan';

/** Chapters and transcripts (by episode number) on some episodes, so the player's markers, captions and the page's transcript show. */
export const DEMO_TEXT_TRACKS: Readonly<Record<number, DemoTextTracks>> = {
  1: {
    chapters: [
      [0, 'Welcome and the garage days'],
      [2, 'Pre-orders before production'],
      [4, 'The one metric every morning'],
    ],
    transcript: [
      [HOST, 'Welcome back to Learn from the Best. Today: Priya Raman.'],
      ['Priya Raman', 'We sold the first batch before we made it, on pre-orders.'],
      ['Priya Raman', 'Every morning I check one number: repeat purchase rate.'],
    ],
  },
  2: {
    chapters: [
      [0, 'Why hourly billing caps you'],
      [3, 'Packaging the offer'],
    ],
    transcript: [
      [HOST, 'James, why should a service be priced like a product?'],
      ['James Whitaker', 'Because clients buy outcomes, not hours.'],
      ['James Whitaker', 'Our packages doubled margins in a year.'],
    ],
  },
  3: {
    chapters: [
      [0, 'Stores that out-sell online'],
      [2, 'Events that pay for themselves'],
      [4, 'Shop floor meets ecommerce'],
    ],
  },
  4: {
    transcript: [
      [HOST, 'Derek, how did you move from one-to-one to programs?'],
      ['Derek Osei', 'I wrote down what I repeated in every session.'],
      ['Derek Osei', 'That list became the first cohort curriculum.'],
    ],
  },
  5: {
    chapters: [
      [0, 'Churn starts in sales'],
      [3, 'Qualification questions'],
    ],
  },
};
