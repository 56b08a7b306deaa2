import { ChevronDown } from 'lucide-react';
import { cx } from './cx.ts';

/** The header's account menu button on either site, as its look-alike and the menu itself draw it. */
export const ACCOUNT_MENU_BUTTON_CLASSES =
  'group inline-flex items-center gap-2 rounded-full p-1 text-left text-stone-700 hover:bg-stone-100 lg:pr-2';

type TAccountMenuFaceProps = {
  /** The person's or business's picture, or null for the initial on a coloured disc. */
  pictureUrl: string | null | undefined;
  initial: string;
  name: string;
  email: string;
  pictureClassName?: string;
};

/** What the account menu's button shows: the picture or initial, then (wide screens) the name and e-mail, and a chevron. */
export const AccountMenuFace = ({ pictureUrl, initial, name, email, pictureClassName }: TAccountMenuFaceProps) => (
  <>
    {pictureUrl ? (
      <img src={pictureUrl} alt="" className={cx('size-9 shrink-0 rounded-full object-cover', pictureClassName)} />
    ) : (
      <span className="inline-flex size-9 shrink-0 items-center justify-center rounded-full bg-brand-700 text-base font-bold text-white" aria-hidden="true">
        {initial}
      </span>
    )}
    <span className="hidden max-w-44 flex-col leading-tight xl:flex" aria-hidden="true">
      <span className="truncate text-sm font-semibold text-stone-900">{name}</span>
      <span className="truncate text-xs text-stone-600">{email}</span>
    </span>
    <ChevronDown className="hidden size-4 transition-transform group-data-[state=open]:rotate-180 lg:block" aria-hidden="true" />
  </>
);
