import { BRAND_NAME, MINIMUM_AGE, REQUEST_ACTIVE_DAYS, SUPPORT_EMAIL } from '@app/contract';
import type { TLegalSection } from './legal-types.ts';

export const TERMS_INTRO = `These terms set out how you may use ${BRAND_NAME}, the platform that connects event organisers in New Zealand with independent local service providers. By creating an account or using the site, you agree to them. Please read them carefully, especially the sections about our role and responsibility.`;

/** The short version, shown above the Terms of Service. */
export const TERMS_KEY_POINTS = [
  'We connect organisers with providers; we do not run events.',
  'We handle no payments between you and your provider.',
  'Providers are independent contractors, not our staff or agents.',
  'We are not responsible for events or for the services providers deliver.',
  `You must be ${MINIMUM_AGE} or over to use the platform.`,
  'These terms are governed by New Zealand law.',
] as const;

export const TERMS_SECTIONS: readonly TLegalSection[] = [
  {
    id: 'our-role',
    title: 'What Hui Events is, and is not',
    blocks: [
      `${BRAND_NAME} is a connecting platform. We help organisers describe an event, reach service providers who may be able to help, receive quotes and talk to providers directly.`,
      {
        list: [
          'We do not plan, organise, run or attend events.',
          'We are not a party to any agreement between an organiser and a provider. When you accept a quote, the agreement is between you and the provider.',
          'We do not handle payments between organisers and providers, and we do not hold deposits or give refunds for services.',
          'We do not guarantee the quality, safety, suitability, timing or legality of any service a provider offers.',
          'We do not act as the agent of any organiser or any provider.',
        ],
      },
    ],
  },
  {
    id: 'eligibility',
    title: 'Who can use the platform',
    blocks: [
      `You must be ${MINIMUM_AGE} or over and able to enter into a binding agreement to create an account. If you create a business account, you confirm that you are authorised to act for that business.`,
      'This site is for event organisers. Service providers use the separate provider portal and agree to their own terms there.',
    ],
  },
  {
    id: 'accounts',
    title: 'Your account',
    blocks: [
      {
        list: [
          'Give accurate information and keep it up to date.',
          'Keep your password private. You are responsible for what happens under your account, so tell us straight away if you think someone else has used it.',
          'Use one account per person or business, and do not create an account for someone else without their permission.',
        ],
      },
    ],
  },
  {
    id: 'requests-quotes',
    title: 'Event requests, quotes and bookings',
    blocks: [
      'Event requests must be for genuine events and describe them honestly. Providers rely on your description to prepare quotes.',
      `A submitted request stays active for ${REQUEST_ACTIVE_DAYS} days. You can cancel a request at any time, and you are under no obligation to accept any quote.`,
      'A quote is an offer from the provider. Before you accept, check what is included, the total price including GST, the deposit, the payment schedule and the cancellation terms, and confirm them directly with the provider. You may accept one quote per event through the platform.',
    ],
  },
  {
    id: 'providers',
    title: 'Service providers are independent',
    blocks: [
      'Providers are independent contractors and businesses. They are not our employees, agents, partners or joint venturers, and they decide for themselves how to provide their services and what to charge.',
      'We check providers before they can quote, but those checks are limited and are not an endorsement or a guarantee. You are responsible for deciding whether a provider is right for your event, for example by reading reviews, asking questions and checking their licences and insurance where relevant.',
    ],
  },
  {
    id: 'payments',
    title: 'Payments',
    blocks: [
      'All payments for event services are arranged directly between you and the provider. We do not collect, hold or refund money for services, and any dispute about payment is between you and the provider. Posting requests, receiving quotes and chatting with providers is free for organisers.',
    ],
  },
  {
    id: 'responsibility',
    title: 'We are not responsible for events',
    blocks: [
      'Because we only connect organisers and providers, we are not responsible for the planning, running or outcome of any event, or for anything a provider does or fails to do. This includes cancellations, no-shows, late arrivals, the standard of services, injury, loss or damage at an event, and the effects of weather or other events outside anyone\'s control.',
      'If something goes wrong with a service, please raise it with the provider first. Tell us too: we take complaints about providers seriously and may suspend providers who breach their own terms.',
    ],
  },
  {
    id: 'conduct',
    title: 'Using the platform fairly',
    blocks: [
      {
        list: [
          'Do not post anything unlawful, misleading, abusive, discriminatory or that infringes someone else\'s rights.',
          'Be respectful in messages. Harassment and threats are never acceptable.',
          'Do not send spam, collect other users\' details, or use the platform to advertise unrelated goods or services.',
          'Do not interfere with the platform\'s security or try to access accounts or data that are not yours.',
        ],
      },
      'We may remove content that breaches these terms.',
    ],
  },
  {
    id: 'reviews',
    title: 'Reviews',
    blocks: [
      'Reviews must reflect your genuine experience of a completed event. Do not post reviews for your own business, reviews you were paid or rewarded for, or reviews intended to mislead. We may remove reviews that breach these terms or the Fair Trading Act 1986.',
    ],
  },
  {
    id: 'content',
    title: 'Content and intellectual property',
    blocks: [
      `The platform, its design, text and graphics belong to ${BRAND_NAME}. You keep ownership of what you post, such as event requests, messages and reviews, and you give us a non-exclusive licence to store, display and share it as needed to run the platform.`,
    ],
  },
  {
    id: 'consumer-law',
    title: 'Your rights under consumer law',
    blocks: [
      'Nothing in these terms limits any rights you have under the Consumer Guarantees Act 1993, the Fair Trading Act 1986 or other New Zealand laws that cannot be excluded. If you use the platform for the purposes of a business, you agree that the Consumer Guarantees Act 1993 does not apply, to the extent the law allows.',
    ],
  },
  {
    id: 'liability',
    title: 'Limits on our liability',
    blocks: [
      'To the extent the law allows, we are not liable for any indirect or consequential loss, loss of profit or loss of opportunity, and our total liability to you in connection with the platform is limited to NZ$100. We provide the platform "as is", and we do not promise that it will always be available or free of errors, though we work hard to keep it that way.',
    ],
  },
  {
    id: 'ending',
    title: 'Suspending or closing accounts',
    blocks: [
      'You can close your account at any time. We may suspend or close an account that breaches these terms, puts other users at risk or is used unlawfully. Where it is reasonable to do so, we will tell you why.',
    ],
  },
  {
    id: 'changes',
    title: 'Changes to these terms',
    blocks: [
      'We may update these terms from time to time. We will change the "last updated" date above, and tell you about significant changes before they take effect. If you keep using the platform after that, the updated terms apply.',
    ],
  },
  {
    id: 'law',
    title: 'Governing law',
    blocks: [
      'These terms are governed by the law of New Zealand, and the courts of New Zealand have exclusive jurisdiction over any dispute about them or the platform.',
    ],
  },
  {
    id: 'contact',
    title: 'Contact us',
    blocks: [`Questions about these terms: e-mail ${SUPPORT_EMAIL}, or use the contact form on this site.`],
  },
];
