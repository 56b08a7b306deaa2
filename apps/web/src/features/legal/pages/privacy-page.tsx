import { LegalDocument } from '../components/legal-document.tsx';
import { PRIVACY_INTRO, PRIVACY_KEY_POINTS, PRIVACY_SECTIONS } from '../content/privacy-sections.ts';

export default function PrivacyPage() {
  return <LegalDocument title="Privacy Policy" intro={PRIVACY_INTRO} keyPoints={PRIVACY_KEY_POINTS} sections={PRIVACY_SECTIONS} />;
}
