import { LegalDocument } from '../components/legal-document.tsx';
import { TERMS_INTRO, TERMS_KEY_POINTS, TERMS_SECTIONS } from '../content/terms-sections.ts';

export default function TermsPage() {
  return <LegalDocument title="Terms of Service" intro={TERMS_INTRO} keyPoints={TERMS_KEY_POINTS} sections={TERMS_SECTIONS} />;
}
