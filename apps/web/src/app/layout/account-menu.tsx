import * as DropdownMenu from '@radix-ui/react-dropdown-menu';
import { ChevronDown, LayoutDashboard, LogOut } from 'lucide-react';
import { useNavigate } from 'react-router';
import { displayName, userInitial, type TUser } from '@app/contract';
import { UserMenuContent, UserMenuItem } from './user-menu.tsx';

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
      <UserMenuContent user={user} className="min-w-56">
        <UserMenuItem icon={LayoutDashboard} onSelect={() => navigate('/dashboard')}>
          Dashboard
        </UserMenuItem>
        <UserMenuItem icon={LogOut} onSelect={onSignOut}>
          Sign Out
        </UserMenuItem>
      </UserMenuContent>
    </DropdownMenu.Root>
  );
};
