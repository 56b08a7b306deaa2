import * as DropdownMenu from '@radix-ui/react-dropdown-menu';
import { ChevronDown, LayoutDashboard, LogOut } from 'lucide-react';
import { useNavigate } from 'react-router';
import { displayName, userInitial, type TUser } from '@app/contract';

const itemClasses =
  'flex cursor-pointer items-center gap-2.5 rounded-lg px-3 py-2.5 text-sm font-medium text-stone-800 outline-none data-[highlighted]:bg-brand-50 data-[highlighted]:text-brand-900';

/** The signed-in person's menu: initial avatar, Dashboard and Sign Out. */
export const AccountMenu = ({ user, onSignOut }: { user: TUser; onSignOut(): void }) => {
  const navigate = useNavigate();
  const name = displayName(user);
  return (
    <DropdownMenu.Root modal={false}>
      <DropdownMenu.Trigger
        className="group inline-flex items-center gap-1.5 rounded-full p-1 pr-2 text-stone-700 hover:bg-stone-100"
        aria-label={`Account menu for ${name}`}
      >
        <span className="inline-flex size-9 items-center justify-center rounded-full bg-brand-700 text-base font-bold text-white" aria-hidden="true">
          {userInitial(user)}
        </span>
        <ChevronDown className="size-4 transition-transform group-data-[state=open]:rotate-180" aria-hidden="true" />
      </DropdownMenu.Trigger>
      <DropdownMenu.Portal>
        <DropdownMenu.Content align="end" sideOffset={8} className="z-50 min-w-56 rounded-xl border border-stone-200 bg-white p-1.5 shadow-xl">
          <div className="px-3 py-2">
            <p className="truncate text-sm font-semibold text-stone-900">{name}</p>
            <p className="truncate text-xs text-stone-600">{user.email}</p>
          </div>
          <DropdownMenu.Separator className="my-1 h-px bg-stone-200" />
          <DropdownMenu.Item className={itemClasses} onSelect={() => navigate('/dashboard')}>
            <LayoutDashboard className="size-4" aria-hidden="true" />
            Dashboard
          </DropdownMenu.Item>
          <DropdownMenu.Item className={itemClasses} onSelect={onSignOut}>
            <LogOut className="size-4" aria-hidden="true" />
            Sign Out
          </DropdownMenu.Item>
        </DropdownMenu.Content>
      </DropdownMenu.Portal>
    </DropdownMenu.Root>
  );
};
