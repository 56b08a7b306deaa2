// The landing page's illustrations, as SVG files the browser draws as images: inline, their 700-odd
// elements were hydrated by React and weighed on the landing page's script.
import type { ImgHTMLAttributes } from 'react';
import heroLandscape from './hero-landscape.svg?no-inline';
import longTableEvening from './long-table-evening.svg?no-inline';
import serviceCatering from './service-catering.svg?no-inline';
import serviceDecor from './service-decor.svg?no-inline';
import serviceMusic from './service-music.svg?no-inline';
import serviceOther from './service-other.svg?no-inline';
import servicePhoto from './service-photo.svg?no-inline';
import serviceStaff from './service-staff.svg?no-inline';
import serviceVenue from './service-venue.svg?no-inline';
import step1 from './step-1.svg?no-inline';
import step2 from './step-2.svg?no-inline';
import step3 from './step-3.svg?no-inline';
import step4 from './step-4.svg?no-inline';

export type TServiceArtKind = 'catering' | 'music' | 'photo' | 'venue' | 'decor' | 'staff' | 'other';

const SERVICE_ART: Record<TServiceArtKind, string> = {
  catering: serviceCatering,
  music: serviceMusic,
  photo: servicePhoto,
  venue: serviceVenue,
  decor: serviceDecor,
  staff: serviceStaff,
  other: serviceOther,
};

const STEP_ART: Record<1 | 2 | 3 | 4, string> = { 1: step1, 2: step2, 3: step3, 4: step4 };

type TArtProps = { className?: string; loading?: ImgHTMLAttributes<HTMLImageElement>['loading'] };

/** A decorative picture (alt=""), sized by its drawing's own width and height so nothing moves when it arrives. */
const Art = ({ src, width, height, className, loading = 'lazy' }: TArtProps & { src: string; width: number; height: number }) => (
  <img src={src} alt="" width={width} height={height} className={className} loading={loading} decoding="async" />
);

/** The hero's evening by the harbour: on the first screen, so fetched at once. */
export const HeroLandscape = ({ className }: TArtProps) => <Art src={heroLandscape} width={600} height={460} className={className} loading="eager" />;

/** Friends at a long table at dusk (Why Hui Events). */
export const LongTableEvening = ({ className }: TArtProps) => <Art src={longTableEvening} width={560} height={400} className={className} />;

/** A small vignette for one service category's card. */
export const ServiceArt = ({ kind, className }: TArtProps & { kind: TServiceArtKind }) => <Art src={SERVICE_ART[kind]} width={240} height={140} className={className} />;

/** One step of How it works. */
export const StepArt = ({ step, className }: TArtProps & { step: 1 | 2 | 3 | 4 }) => <Art src={STEP_ART[step]} width={320} height={220} className={className} />;
