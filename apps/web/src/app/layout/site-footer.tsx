import type { MouseEvent } from 'react';
import { Link } from 'react-router';
import { ArrowRight } from 'lucide-react';
import { BRAND_NAME, SECTION_IDS, SUPPORT_EMAIL } from '@app/contract';
import { BrandLogo } from '../../components/brand-logo.tsx';
import { Button } from '../../components/ui/button.tsx';
import { useSectionNavigation } from './use-section-navigation.ts';

const footerLink = 'text-stone-300 hover:text-white hover:underline underline-offset-4';

export const SiteFooter = () => {
  const goToSection = useSectionNavigation();
  const onSectionLink = (event: MouseEvent<HTMLAnchorElement>, section: string) => {
    event.preventDefault();
    goToSection(section);
  };
  return (
    <footer className="bg-brand-950 text-stone-300">
      <div className="mx-auto grid max-w-7xl gap-10 px-4 py-14 sm:px-6 md:grid-cols-[1.4fr_1fr_1fr_1fr] lg:px-8">
        <div className="max-w-sm">
          <BrandLogo isInverted />
          <p className="mt-4 text-sm leading-6">
            {BRAND_NAME} connects New Zealand event organisers with independent local service providers. We are a connecting platform: we do not run events or
            handle payments between you and your providers.
          </p>
          <Button variant="accent" className="mt-6" onClick={() => goToSection(SECTION_IDS.requestForm)}>
            Post Your Event Request
            <ArrowRight className="size-4" aria-hidden="true" />
          </Button>
        </div>
        <nav aria-labelledby="footer-explore">
          <h2 id="footer-explore" className="text-sm font-semibold uppercase tracking-wider text-white">
            Explore
          </h2>
          <ul className="mt-4 space-y-3 text-sm">
            <li>
              <a href={`/#${SECTION_IDS.howItWorks}`} className={footerLink} onClick={(event) => onSectionLink(event, SECTION_IDS.howItWorks)}>
                How It Works
              </a>
            </li>
            <li>
              <Link to="/blog" className={footerLink}>
                Blog
              </Link>
            </li>
            <li>
              <Link to="/contact" className={footerLink}>
                Contact
              </Link>
            </li>
          </ul>
        </nav>
        <nav aria-labelledby="footer-legal">
          <h2 id="footer-legal" className="text-sm font-semibold uppercase tracking-wider text-white">
            Legal
          </h2>
          <ul className="mt-4 space-y-3 text-sm">
            <li>
              <Link to="/privacy" className={footerLink}>
                Privacy Policy
              </Link>
            </li>
            <li>
              <Link to="/terms" className={footerLink}>
                Terms of Service
              </Link>
            </li>
          </ul>
        </nav>
        <div>
          <h2 className="text-sm font-semibold uppercase tracking-wider text-white">Help</h2>
          <ul className="mt-4 space-y-3 text-sm">
            <li>
              <a href={`mailto:${SUPPORT_EMAIL}`} className={footerLink}>
                {SUPPORT_EMAIL}
              </a>
            </li>
            <li className="text-stone-400">Mon–Fri, 9:00–17:00 NZ time</li>
          </ul>
        </div>
      </div>
      <div className="border-t border-white/10">
        <p className="mx-auto max-w-7xl px-4 py-6 text-xs text-stone-400 sm:px-6 lg:px-8">
          © {new Date().getFullYear()} {BRAND_NAME}. Made in Aotearoa New Zealand.
        </p>
      </div>
    </footer>
  );
};
