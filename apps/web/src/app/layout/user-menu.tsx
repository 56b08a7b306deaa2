// The pieces the site's account menu and the dashboard's profile menu share: the open menu with
// who is signed in at its top, and one item with its icon.
import type { ReactNode } from 'react';
import * as DropdownMenu from '@radix-ui/react-dropdown-menu';
import type { LucideIcon } from 'lucide-react';
import { displayName, type TUser } from '@app/contract';
import { cx } from '@app/ui/cx.ts';

const itemClasses =
  'flex cursor-pointer items-center gap-2.5 rounded-lg px-3 py-2.5 text-sm font-medium text-stone-800 outline-none data-[highlighted]:bg-brand-50 data-[highlighted]:text-brand-900';

/** The open menu: the display name and e-mail of who is signed in, a separator, then the items. */
export const UserMenuContent = ({ user, className, children }: { user: TUser; className?: string; children: ReactNode }) => (
  <DropdownMenu.Portal>
    <DropdownMenu.Content align="end" sideOffset={8} className={cx('z-50 rounded-xl border border-stone-200 bg-white p-1.5 shadow-xl', className)}>
      <div className="px-3 py-2">
        <p className="truncate text-sm font-semibold text-stone-900">{displayName(user)}</p>
        <p className="truncate text-xs text-stone-600">{user.email}</p>
      </div>
      <UserMenuSeparator />
      {children}
    </DropdownMenu.Content>
  </DropdownMenu.Portal>
);

export const UserMenuSeparator = () => <DropdownMenu.Separator className="my-1 h-px bg-stone-200" />;

/** One menu item: its icon, then its label. */
export const UserMenuItem = ({ icon: Icon, onSelect, children }: { icon: LucideIcon; onSelect(): void; children: ReactNode }) => (
  <DropdownMenu.Item className={itemClasses} onSelect={onSelect}>
    <Icon className="size-4" aria-hidden="true" />
    {children}
  </DropdownMenu.Item>
);
