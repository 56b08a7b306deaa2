import * as DropdownMenu from '@radix-ui/react-dropdown-menu';
import { LogOut, Store } from 'lucide-react';
import type { ReactNode } from 'react';
import type { LucideIcon } from 'lucide-react';
import type { TAccountMenuProps } from './account-menu.tsx';
import { ACCOUNT_TRIGGER_CLASSES, AccountTriggerFace, accountMenuLabel } from './account-trigger.tsx';

const itemClasses =
  'flex min-h-11 cursor-pointer items-center gap-2.5 rounded-lg px-3 py-2.5 text-sm font-medium text-stone-800 outline-none data-[highlighted]:bg-brand-50 data-[highlighted]:text-brand-900';

const Item = ({ icon: Icon, onSelect, children }: { icon: LucideIcon; onSelect(): void; children: ReactNode }) => (
  <DropdownMenu.Item className={itemClasses} onSelect={onSelect}>
    <Icon className="size-4" aria-hidden="true" />
    {children}
  </DropdownMenu.Item>
);

/** The account menu itself (Radix's menu), loaded after the first screen by account-menu.tsx; open at once when `defaultOpen`. */
export const RadixAccountMenu = ({ account, onProfile, onSignOut, defaultOpen = false }: TAccountMenuProps & { defaultOpen?: boolean }) => {
  return (
    <DropdownMenu.Root modal={false} defaultOpen={defaultOpen}>
      <DropdownMenu.Trigger className={ACCOUNT_TRIGGER_CLASSES} aria-label={accountMenuLabel(account)}>
        <AccountTriggerFace account={account} />
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
