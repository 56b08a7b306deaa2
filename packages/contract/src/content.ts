// Facts shared by the public content pages (landing, blog, contact, legal) and anything that links to them.
import type { BLOG_SLUGS } from './constants.ts';

export const SUPPORT_EMAIL = 'support@huievents.co.nz';
/** Contact page: when support answers and when it is open. */
export const SUPPORT_RESPONSE_HOURS = 24;

/** Privacy and Terms. */
export const LEGAL_LAST_UPDATED = 'August 24, 2024';
export const ACCOUNT_DELETION_DAYS = 30;
export const PRIVACY_REQUEST_WORKING_DAYS = 20;
export const MINIMUM_AGE = 18;

/** The landing page's claim about the community. */
export const ORGANISER_COUNT_CLAIM = '500+';

export const BLOG_CATEGORIES = [
  'All Posts',
  'Event Planning',
  'Event Trends',
  'Venue Selection',
  'Cultural Events',
  'Sustainable Events',
] as const;
export type TBlogCategory = (typeof BLOG_CATEGORIES)[number];
export type TBlogSlug = (typeof BLOG_SLUGS)[number];

export type TBlogPostSummary = {
  slug: TBlogSlug;
  title: string;
  excerpt: string;
  /** The chip the card is filed under first; a post may belong to more. */
  category: Exclude<TBlogCategory, 'All Posts'>;
  topics: readonly Exclude<TBlogCategory, 'All Posts'>[];
  readMinutes: number;
  publishedOn: string;
  author: string;
};

export const BLOG_POSTS: readonly TBlogPostSummary[] = [
  {
    slug: 'ultimate-guide-planning-events-new-zealand',
    title: 'The Ultimate Guide to Planning Events in New Zealand',
    excerpt:
      'From picking the right season and region to council consents, tikanga and a realistic budget in NZD: everything you need to plan an event that runs smoothly anywhere in Aotearoa.',
    category: 'Event Planning',
    topics: ['Event Planning', 'Cultural Events'],
    readMinutes: 15,
    publishedOn: '2024-08-12',
    author: 'Aroha Ngata',
  },
  {
    slug: 'top-event-trends-new-zealand-2024',
    title: 'Top Event Trends in New Zealand for 2024',
    excerpt:
      'Low-waste celebrations, hyper-local menus, smaller guest lists with bigger experiences and te reo Māori woven through the day. The trends Kiwi organisers are leaning into this year.',
    category: 'Event Trends',
    topics: ['Event Trends', 'Sustainable Events', 'Cultural Events'],
    readMinutes: 12,
    publishedOn: '2024-07-29',
    author: 'Sam Whitmore',
  },
  {
    slug: 'how-to-choose-perfect-venue-new-zealand',
    title: 'How to Choose the Perfect Venue in New Zealand',
    excerpt:
      'Woolsheds, vineyards, marae, city rooftops and beachfront halls. How to match a venue to your guests, your season and your budget, and the questions to ask before you sign anything.',
    category: 'Venue Selection',
    topics: ['Venue Selection', 'Event Planning', 'Sustainable Events'],
    readMinutes: 18,
    publishedOn: '2024-08-05',
    author: 'Mereana Walker',
  },
];
