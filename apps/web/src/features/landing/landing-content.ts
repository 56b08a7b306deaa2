import { NZ_CITIES, ORGANISER_COUNT_CLAIM, PROVIDER_RESPONSE_HOURS, REQUEST_ACTIVE_DAYS } from '@app/contract';

export const PROVIDER_PORTAL_URL: string = import.meta.env.VITE_PROVIDER_PORTAL_URL ?? 'http://localhost:3001';

export const MISSION =
  'To simplify event planning for New Zealanders by connecting them with trusted local providers: the caterers, musicians, photographers and venues who know their patch of Aotearoa best.';
export const VISION =
  'An Aotearoa where every gathering, from a backyard 21st to a thousand-guest conference, is easy to organise and keeps money and mahi with local businesses.';

export const VALUES = [
  {
    title: '100% Kiwi',
    text: 'Built in New Zealand for New Zealand events. Our providers know the venues, the weather and the way things are done here, from Northland to Southland.',
  },
  {
    title: 'Trust First',
    text: 'Providers are verified before they can quote, and organisers review them after every completed event. You always know who you are dealing with.',
  },
  {
    title: 'Excellence',
    text: 'We hold ourselves to the standard of the events we help create, and we keep improving with every piece of feedback from organisers and providers.',
  },
] as const;

export const BENEFITS = [
  {
    key: 'local',
    title: 'Find Local Experts',
    text: 'Describe your event once and reach verified caterers, musicians, photographers, stylists and venues near you, from Whangārei to Invercargill.',
  },
  {
    key: 'direct',
    title: 'Direct Communication',
    text: 'Chat one-on-one with the providers who quote. Ask about menus, set lists or wet-weather plans, and settle the details without a middleman.',
  },
  {
    key: 'quality',
    title: 'Quality Assured',
    text: 'Every provider is checked before they can quote, and reviews from organisers after completed events help you choose with confidence.',
  },
  {
    key: 'audience',
    title: 'Organisers vs Providers',
    text: 'This site is for people planning events, individuals and businesses alike. Offer event services? Providers have their own portal to receive requests and send quotes.',
  },
] as const;

export type TStep = {
  number: 1 | 2 | 3 | 4;
  title: string;
  summary: string;
  details: readonly string[];
};

export const STEPS: readonly [TStep, ...TStep[]] = [
  {
    number: 1,
    title: 'Post Your Event Request',
    summary:
      'Tell us what you are planning: the services you need, the date, where it is and your budget. It is free and takes about five minutes.',
    details: [
      'Pick a service category and the specific services you need',
      'Set a budget range in NZ dollars and how you want things delivered',
      'Add notes about guests, dietary needs, access or the vibe you are after',
    ],
  },
  {
    number: 2,
    title: 'Get Multiple Quotes',
    summary: `Verified local providers review your request, usually within ${PROVIDER_RESPONSE_HOURS} hours, and send quotes tailored to your event.`,
    details: [
      'Quotes arrive by e-mail and wait for you in your dashboard',
      'Compare prices, inclusions and reviews side by side',
      `Your request stays active for ${REQUEST_ACTIVE_DAYS} days`,
    ],
  },
  {
    number: 3,
    title: 'Chat Directly',
    summary:
      'Message providers in real time. Tweak the menu, confirm the set list or ask about a wet-weather plan before you decide.',
    details: [
      'One conversation per provider, all in one place',
      'See when a provider is typing a reply',
      'No sales calls: you choose who to talk to and when',
    ],
  },
  {
    number: 4,
    title: 'Book and Enjoy',
    summary:
      'Accept the quote that suits you, make the arrangements directly with your provider, then enjoy the day with your people.',
    details: [
      'Accept the one quote that fits your event best',
      'Agree payment and final details directly with your provider',
      'Leave a review afterwards to help the next organiser',
    ],
  },
];

export const WHY_STATS = [
  { value: ORGANISER_COUNT_CLAIM, label: 'event organisers across Aotearoa' },
  { value: `${PROVIDER_RESPONSE_HOURS} h`, label: 'for providers to review a new request' },
  { value: '$0', label: 'to post a request and receive quotes' },
  { value: String(NZ_CITIES.length), label: 'cities and regions with local providers' },
] as const;

export const WHY_POINTS = [
  {
    title: 'Local talent, one request',
    text: 'Local musicians, catering and professional services in one place. No more ringing round a dozen businesses and repeating yourself.',
  },
  {
    title: 'Free for organisers',
    text: 'Posting a request, receiving quotes and chatting with providers costs you nothing.',
  },
  {
    title: 'Compare quotes, not sales pitches',
    text: 'Quotes arrive in one place with the price, what is included and what other organisers said.',
  },
  {
    title: 'You stay in control',
    text: 'Nothing is booked until you accept a quote, and you decide who to talk to.',
  },
] as const;
