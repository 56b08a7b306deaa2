import type { ReactNode } from 'react';
import { AboutSection } from '../components/about-section.tsx';
import { BlogTeaserSection } from '../components/blog-teaser-section.tsx';
import { ConnectSection } from '../components/connect-section.tsx';
import { HeroSection } from '../components/hero-section.tsx';
import { HowItWorksSection } from '../components/how-it-works-section.tsx';
import { RequestSection } from '../components/request-section.tsx';
import { ServicesSection } from '../components/services-section.tsx';
import { WhyChooseSection } from '../components/why-choose-section.tsx';

type TLandingPageProps = {
  /** The event request wizard, rendered inside the registration-form section. */
  requestForm?: ReactNode;
};

export default function LandingPage({ requestForm }: TLandingPageProps) {
  return (
    <>
      <HeroSection />
      <AboutSection />
      <ConnectSection />
      <HowItWorksSection />
      <ServicesSection />
      <WhyChooseSection />
      <BlogTeaserSection />
      <RequestSection requestForm={requestForm} />
    </>
  );
}
