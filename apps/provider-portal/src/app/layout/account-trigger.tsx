import { ChevronDown } from 'lucide-react';
import type { TProviderAccount } from '@app/contract';

/** The account menu's button, as both its look-alike and the menu itself draw it. */
export const ACCOUNT_TRIGGER_CLASSES =
  'group inline-flex items-center gap-2 rounded-full p-1 text-left text-stone-700 hover:bg-stone-100 lg:pr-2';

export const accountMenuLabel = (account: TProviderAccount) => `Account menu for ${account.business_name}`;

const initial = (name: string) => (name.trim()[0] ?? 'P').toUpperCase();

/** What the account menu's button shows: the business's picture or initial, then (wide screens) its name and e-mail. */
export const AccountTriggerFace = ({ account }: { account: TProviderAccount }) => {
  const picture = account.images.find((image) => image.kind === 'profile_picture');
  return (
    <>
      {picture ? (
        <img src={picture.file_url} alt="" className="size-9 shrink-0 rounded-full object-cover ring-1 ring-stone-200" />
      ) : (
        <span className="inline-flex size-9 shrink-0 items-center justify-center rounded-full bg-brand-700 text-base font-bold text-white" aria-hidden="true">
          {initial(account.business_name)}
        </span>
      )}
      <span className="hidden max-w-44 flex-col leading-tight xl:flex" aria-hidden="true">
        <span className="truncate text-sm font-semibold text-stone-900">{account.business_name}</span>
        <span className="truncate text-xs text-stone-600">{account.email}</span>
      </span>
      <ChevronDown className="hidden size-4 transition-transform group-data-[state=open]:rotate-180 lg:block" aria-hidden="true" />
    </>
  );
};
