import { cx } from '@app/ui/cx.ts';

/** The organiser's picture, or the initial on the brand colour when there is none. */
export const AvatarPicture = ({ url, initial, className }: { url: string | null | undefined; initial: string; className?: string }) =>
  url ? (
    <img src={url} alt="" className={cx('shrink-0 rounded-full object-cover', className)} />
  ) : (
    <span className={cx('inline-flex shrink-0 items-center justify-center rounded-full bg-brand-700 font-bold text-white', className)} aria-hidden="true">
      {initial}
    </span>
  );
