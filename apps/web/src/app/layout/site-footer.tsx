import type { MouseEvent, ReactNode } from 'react';
import { Link } from 'react-router';
import { ArrowRight } from 'lucide-react';
import { BRAND_NAME, SECTION_IDS, SUPPORT_EMAIL } from '@app/contract';
import { BrandLogo } from '@app/ui/brand-logo.tsx';
import { Button } from '@app/ui/button.tsx';
import { useSectionNavigation } from './use-section-navigation.ts';

const footerLink = 'text-stone-300 hover:text-white hover:underline underline-offset-4';
const footerHeading = 'text-sm font-semibold uppercase tracking-wider text-white';
const footerList = 'mt-4 space-y-3 text-sm';

/** A titled column of footer links: a navigation landmark named by its heading. */
const FooterNav = ({ id, title, children }: { id: string; title: string; children: ReactNode }) => (
  <nav aria-labelledby={id}>
    <h2 id={id} className={footerHeading}>
      {title}
    </h2>
    <ul className={footerList}>{children}</ul>
  </nav>
);

const FooterLink = ({ to, children }: { to: string; children: string }) => (
  <li>
    <Link to={to} className={footerLink}>
      {children}
    </Link>
  </li>
);

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
        <FooterNav id="footer-explore" title="Explore">
          <li>
            <a href={`/#${SECTION_IDS.howItWorks}`} className={footerLink} onClick={(event) => onSectionLink(event, SECTION_IDS.howItWorks)}>
              How It Works
            </a>
          </li>
          <FooterLink to="/blog">Blog</FooterLink>
          <FooterLink to="/contact">Contact</FooterLink>
        </FooterNav>
        <FooterNav id="footer-legal" title="Legal">
          <FooterLink to="/privacy">Privacy Policy</FooterLink>
          <FooterLink to="/terms">Terms of Service</FooterLink>
        </FooterNav>
        <div>
          <h2 className={footerHeading}>Help</h2>
          <ul className={footerList}>
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
        {/* The year was the build's in a prerendered page: the browser's own may differ at New Year. */}
        <p suppressHydrationWarning className="mx-auto max-w-7xl px-4 py-6 text-xs text-stone-400 sm:px-6 lg:px-8">
          © {new Date().getFullYear()} {BRAND_NAME}. Made in Aotearoa New Zealand.
        </p>
      </div>
    </footer>
  );
};
