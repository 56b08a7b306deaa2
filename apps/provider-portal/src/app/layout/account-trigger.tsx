import type { TProviderAccount } from '@app/contract';
import { AccountMenuFace } from '@app/ui/account-menu-face.tsx';

export { ACCOUNT_MENU_BUTTON_CLASSES as ACCOUNT_TRIGGER_CLASSES } from '@app/ui/account-menu-face.tsx';

export const accountMenuLabel = (account: TProviderAccount) => `Account menu for ${account.business_name}`;

const initial = (name: string) => (name.trim()[0] ?? 'P').toUpperCase();

/** What the account menu's button shows: the business's picture or initial, then (wide screens) its name and e-mail. */
export const AccountTriggerFace = ({ account }: { account: TProviderAccount }) => (
  <AccountMenuFace
    pictureUrl={account.images.find((image) => image.kind === 'profile_picture')?.file_url}
    initial={initial(account.business_name)}
    name={account.business_name}
    email={account.email}
    pictureClassName="ring-1 ring-stone-200"
  />
);
