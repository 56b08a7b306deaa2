import * as DropdownMenu from '@radix-ui/react-dropdown-menu';
import { ChevronDown, LogOut, Store } from 'lucide-react';
import type { ReactNode } from 'react';
import type { LucideIcon } from 'lucide-react';
import type { TProviderAccount } from '@app/contract';

const itemClasses =
  'flex min-h-11 cursor-pointer items-center gap-2.5 rounded-lg px-3 py-2.5 text-sm font-medium text-stone-800 outline-none data-[highlighted]:bg-brand-50 data-[highlighted]:text-brand-900';

const Item = ({ icon: Icon, onSelect, children }: { icon: LucideIcon; onSelect(): void; children: ReactNode }) => (
  <DropdownMenu.Item className={itemClasses} onSelect={onSelect}>
    <Icon className="size-4" aria-hidden="true" />
    {children}
  </DropdownMenu.Item>
);

const initial = (name: string) => (name.trim()[0] ?? 'P').toUpperCase();

type TAccountMenuProps = { account: TProviderAccount; onProfile(): void; onSignOut(): void };

/** The account menu: the business and sign-in e-mail, Profile and Sign Out. */
export const AccountMenu = ({ account, onProfile, onSignOut }: TAccountMenuProps) => {
  const picture = account.images.find((image) => image.kind === 'profile_picture');
  return (
    <DropdownMenu.Root modal={false}>
      <DropdownMenu.Trigger
        className="group inline-flex items-center gap-2 rounded-full p-1 text-left text-stone-700 hover:bg-stone-100 lg:pr-2"
        aria-label={`Account menu for ${account.business_name}`}
      >
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
      </DropdownMenu.Trigger>
      {/* Not portalled: the open menu stays inside the header's landmark. */}
      <DropdownMenu.Content align="end" sideOffset={8} className="z-50 min-w-60 max-w-[calc(100vw-1.5rem)] rounded-xl border border-stone-200 bg-white p-1.5 shadow-xl">
        <div className="px-3 py-2">
          <p className="truncate text-sm font-semibold text-stone-900">{account.business_name}</p>
          <p className="truncate text-xs text-stone-600">{account.email}</p>
        </div>
        <DropdownMenu.Separator className="my-1 h-px bg-stone-200" />
        <Item icon={Store} onSelect={onProfile}>
          Business profile
        </Item>
        <DropdownMenu.Separator className="my-1 h-px bg-stone-200" />
        <Item icon={LogOut} onSelect={onSignOut}>
          Sign Out
        </Item>
      </DropdownMenu.Content>
    </DropdownMenu.Root>
  );
};
