import { ACCOUNT_DELETION_DAYS, MINIMUM_AGE, PRIVACY_REQUEST_WORKING_DAYS } from '@app/contract';
import { KeyPoints } from './components/key-points.tsx';
import { LegalDocument } from './components/legal-document.tsx';
import { PRIVACY_INTRO, PRIVACY_SECTIONS } from './content/privacy-sections.ts';

const KEY_POINTS = [
  'We follow the New Zealand Privacy Act 2020.',
  'We never sell your personal information.',
  `Your account data is deleted within ${ACCOUNT_DELETION_DAYS} days of deleting your account.`,
  `We answer access and correction requests within ${PRIVACY_REQUEST_WORKING_DAYS} working days.`,
  'Providers see your request details so that they can quote.',
  `The platform is only for people aged ${MINIMUM_AGE} and over.`,
] as const;

export default function PrivacyPage() {
  return (
    <LegalDocument
      eyebrow="Legal"
      title="Privacy Policy"
      intro={PRIVACY_INTRO}
      sections={PRIVACY_SECTIONS}
      summary={<KeyPoints points={KEY_POINTS} />}
    />
  );
}
