import { cx } from './cx.ts';

/** Up to two initials of a business name, for a provider without a picture. */
const initials = (name: string): string =>
  name
    .split(/\s+/)
    .filter((word) => /^[\p{L}\p{N}]/u.test(word))
    .slice(0, 2)
    .map((word) => word[0]!.toUpperCase())
    .join('') || '?';

/**
 * The provider's profile picture, or their initials on a coloured tile: on the organisers' cards and
 * pages, and in the portal's preview of the card. Decorative: the name is always next to it.
 */
export const ProviderAvatar = ({ name, url, className }: { name: string; url: string | null | undefined; className?: string }) =>
  url ? (
    <img src={url} alt="" loading="lazy" className={cx('shrink-0 rounded-xl bg-white object-cover', className)} />
  ) : (
    <span aria-hidden="true" className={cx('inline-flex shrink-0 items-center justify-center rounded-xl bg-brand-700 font-bold text-white', className)}>
      {initials(name)}
    </span>
  );
