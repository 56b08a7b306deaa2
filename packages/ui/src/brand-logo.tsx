import { BRAND_NAME } from '@app/contract';
import { cx } from './cx.ts';

/** The Hui Events mark (a koru unfurling inside a gathering circle) and word mark. */
export const BrandMark = ({ className }: { className?: string }) => (
  <svg viewBox="0 0 40 40" className={cx('size-9', className)} aria-hidden="true">
    <rect width="40" height="40" rx="11" fill="#0f5d57" />
    <circle cx="20" cy="20" r="13" fill="none" stroke="#abddd5" strokeWidth="1.6" strokeDasharray="3 3.2" />
    <path d="M20 29c-5 0-8.5-3.6-8.5-8.2 0-4.4 3.4-7.8 7.7-7.8 3.6 0 6.2 2.7 6.2 5.9 0 2.8-2.1 4.9-4.7 4.9-2.2 0-3.8-1.6-3.8-3.6 0-1.7 1.3-3 2.9-3" fill="none" stroke="#f2b544" strokeWidth="2.6" strokeLinecap="round" />
  </svg>
);

export const BrandLogo = ({ className, isInverted = false }: { className?: string; isInverted?: boolean }) => (
  <span className={cx('inline-flex items-center gap-2.5', className)}>
    <BrandMark />
    <span className={cx('text-lg font-extrabold tracking-tight', isInverted ? 'text-white' : 'text-brand-900')}>{BRAND_NAME}</span>
  </span>
);
