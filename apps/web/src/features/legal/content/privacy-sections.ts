import {
  ACCOUNT_DELETION_DAYS,
  BRAND_NAME,
  MINIMUM_AGE,
  PRIVACY_REQUEST_WORKING_DAYS,
  REQUEST_ACTIVE_DAYS,
  SUPPORT_EMAIL,
} from '@app/contract';
import type { TLegalSection } from './legal-types.ts';

export const PRIVACY_INTRO = `${BRAND_NAME} connects people planning events in New Zealand with independent local service providers. This policy explains what personal information we collect, why we collect it, who we share it with and the choices you have. We follow the New Zealand Privacy Act 2020 and its information privacy principles.`;

/** The short version, shown above the Privacy Policy. */
export const PRIVACY_KEY_POINTS = [
  'We follow the New Zealand Privacy Act 2020.',
  'We never sell your personal information.',
  `Your account data is deleted within ${ACCOUNT_DELETION_DAYS} days of deleting your account.`,
  `We answer access and correction requests within ${PRIVACY_REQUEST_WORKING_DAYS} working days.`,
  'Providers see your request details so that they can quote.',
  `The platform is only for people aged ${MINIMUM_AGE} and over.`,
] as const;

export const PRIVACY_SECTIONS: readonly TLegalSection[] = [
  {
    id: 'who-we-are',
    title: 'Who we are',
    blocks: [
      `${BRAND_NAME} ("we", "us", "our") runs this website for event organisers. Service providers use a separate provider portal. This policy covers the personal information of organisers, visitors and anyone who contacts us. For any privacy question, e-mail our privacy officer at ${SUPPORT_EMAIL}.`,
      'This policy applies to information about individuals. It sits alongside our Terms of Service, which explain how the platform itself works.',
    ],
  },
  {
    id: 'what-we-collect',
    title: 'What we collect',
    blocks: [
      'We collect information you give us directly, and a small amount of technical information created when you use the site.',
      {
        list: [
          'Account details: your e-mail address, a securely hashed password, your first and last name or your business name, whether you organise events as an individual or a business, and your phone number if you choose to add it.',
          'Google sign-in: if you sign in with Google, we receive your name, e-mail address and profile picture from Google. We do not receive your Google password.',
          'Event requests: the title, description, date, location, budget range, services needed, delivery preference and address, notes, response deadline, and the organiser name and e-mail you give with the request.',
          'Messages and reviews: the messages you exchange with providers through the platform, quotes you accept or reject, and the reviews and ratings you write.',
          'Contact messages: your name, e-mail address, optional phone number and what you write to us through the contact form.',
          'Technical information: your IP address, browser type, the pages you use and the times you use them, kept in server logs to keep the service secure and working.',
        ],
      },
    ],
  },
  {
    id: 'how-we-use',
    title: 'How we use your information',
    blocks: [
      {
        list: [
          'To create and run your account, and to keep you signed in.',
          'To send your event requests to providers who offer the services you asked for, and to let you receive quotes and chat with those providers.',
          'To send you e-mails about your requests, quotes, messages and account. These are part of the service; we do not send marketing without your consent.',
          'To answer your questions and support requests.',
          'To keep the platform safe: detecting fraud, spam and misuse, and enforcing our Terms of Service.',
          'To understand how the platform is used, in aggregate, so we can improve it.',
          'To meet our legal obligations.',
        ],
      },
      'We do not sell your personal information, and we do not use it for advertising by third parties.',
    ],
  },
  {
    id: 'sharing',
    title: 'Who we share it with',
    blocks: [
      {
        list: [
          'Service providers: providers who can quote on your request see its details, including the organiser name and e-mail you give with it. When you chat with a provider, they see your messages and your name. Providers are independent businesses and handle your information under their own privacy obligations.',
          'Our own service partners: companies that host the platform, deliver e-mail and run our support chat help us provide the service. When you are signed in, your e-mail address is shared with the support chat service so our team knows who they are talking to. These partners may only use your information to provide their service to us.',
          'Google: if you choose Google sign-in, Google processes that sign-in under its own privacy policy.',
          'When the law requires it: we may disclose information to comply with New Zealand law, a court order or a lawful request from a public agency, or to protect someone from serious harm.',
        ],
      },
      'Some of our service partners store information outside New Zealand. When that happens we make sure, as the Privacy Act requires, that your information is protected by safeguards comparable to those in New Zealand.',
    ],
  },
  {
    id: 'browser-storage',
    title: 'Cookies and browser storage',
    blocks: [
      "We keep your sign-in token and basic account details in your browser's local storage so that you stay signed in, and we use session storage to hold things like an event request you have started but not yet sent. Signing out clears them.",
      'We do not use advertising cookies. The support chat widget may set its own cookies to keep a conversation going between pages.',
    ],
  },
  {
    id: 'security',
    title: 'How we protect it',
    blocks: [
      'Passwords are stored only as strong one-way hashes. All traffic to the site is encrypted in transit, access to personal information within our team is limited to people who need it, and sessions can be ended by signing out.',
      'If a privacy breach happens that is likely to cause serious harm, we will notify the Office of the Privacy Commissioner and the people affected as soon as practicable, as the Privacy Act requires.',
    ],
  },
  {
    id: 'retention',
    title: 'How long we keep it',
    blocks: [
      `We keep your information while your account is open and for as long as we need it to provide the service. Event requests stay active for ${REQUEST_ACTIVE_DAYS} days and then remain in your history until you delete them or your account.`,
      `If you delete your account, we delete or anonymise your account data within ${ACCOUNT_DELETION_DAYS} days. We may keep a limited record for longer only where the law requires it (for example for tax or dispute resolution), and messages you already sent to a provider may remain in that provider's records.`,
    ],
  },
  {
    id: 'your-rights',
    title: 'Your rights: access and correction',
    blocks: [
      'You can ask for a copy of the personal information we hold about you, and ask us to correct anything that is wrong. Most account details can also be updated yourself from your profile.',
      `To make a request, e-mail ${SUPPORT_EMAIL}. We may need to confirm your identity first. We will respond within ${PRIVACY_REQUEST_WORKING_DAYS} working days, as the Privacy Act 2020 requires, and tell you if we need more time and why.`,
      'If you are not happy with how we have handled your information, please tell us first so we can try to put it right. You can also complain to the Office of the Privacy Commissioner (privacy.org.nz).',
    ],
  },
  {
    id: 'age',
    title: `Only for people ${MINIMUM_AGE} and over`,
    blocks: [
      `${BRAND_NAME} is for people aged ${MINIMUM_AGE} and over. We do not knowingly collect personal information from anyone under ${MINIMUM_AGE}. If you believe someone under ${MINIMUM_AGE} has created an account, contact us and we will delete it.`,
    ],
  },
  {
    id: 'changes',
    title: 'Changes to this policy',
    blocks: [
      'We may update this policy as the platform changes or the law changes. We will change the "last updated" date at the top, and if the change is significant we will tell you by e-mail or on the site before it takes effect.',
    ],
  },
  {
    id: 'contact',
    title: 'Contact us',
    blocks: [`Questions, requests or concerns about privacy: e-mail our privacy officer at ${SUPPORT_EMAIL}, or use the contact form on this site.`],
  },
];
