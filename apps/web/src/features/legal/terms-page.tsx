import { MINIMUM_AGE } from '@app/contract';
import { KeyPoints } from './components/key-points.tsx';
import { LegalDocument } from './components/legal-document.tsx';
import { TERMS_INTRO, TERMS_SECTIONS } from './content/terms-sections.ts';

const KEY_POINTS = [
  'We connect organisers with providers; we do not run events.',
  'We handle no payments between you and your provider.',
  'Providers are independent contractors, not our staff or agents.',
  'We are not responsible for events or for the services providers deliver.',
  `You must be ${MINIMUM_AGE} or over to use the platform.`,
  'These terms are governed by New Zealand law.',
] as const;

export default function TermsPage() {
  return (
    <LegalDocument
      eyebrow="Legal"
      title="Terms of Service"
      intro={TERMS_INTRO}
      sections={TERMS_SECTIONS}
      summary={<KeyPoints points={KEY_POINTS} />}
    />
  );
}
