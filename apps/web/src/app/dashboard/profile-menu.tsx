import * as DropdownMenu from '@radix-ui/react-dropdown-menu';
import { ChevronDown, CircleHelp, LogOut, MessageCircleQuestion, UserRound } from 'lucide-react';
import { displayName, userInitial, type TUser } from '@app/contract';
import { supportChat } from '@app/web-core/support-chat.ts';
import { UserMenuContent, UserMenuItem, UserMenuSeparator } from '../layout/user-menu.tsx';

type TProfileMenuProps = {
  user: TUser;
  onProfile(): void;
  onStartTutorial(): void;
  onSignOut(): void;
};

/** The profile menu: who is signed in (display name and e-mail), Profile, the tour and Sign Out. */
export const ProfileMenu = ({ user, onProfile, onStartTutorial, onSignOut }: TProfileMenuProps) => {
  const name = displayName(user);
  return (
    <DropdownMenu.Root modal={false}>
      <DropdownMenu.Trigger
        data-tour="profile-menu"
        className="group inline-flex items-center gap-2 rounded-full p-1 text-left text-stone-700 hover:bg-stone-100 lg:pr-2"
        aria-label={`Profile menu for ${name}`}
      >
        {user.profile.avatar_url ? (
          <img src={user.profile.avatar_url} alt="" className="size-9 shrink-0 rounded-full object-cover" />
        ) : (
          <span className="inline-flex size-9 shrink-0 items-center justify-center rounded-full bg-brand-700 text-base font-bold text-white" aria-hidden="true">
            {userInitial(user)}
          </span>
        )}
        <span className="hidden max-w-44 flex-col leading-tight xl:flex" aria-hidden="true">
          <span className="truncate text-sm font-semibold text-stone-900">{name}</span>
          <span className="truncate text-xs text-stone-600">{user.email}</span>
        </span>
        <ChevronDown className="hidden size-4 transition-transform group-data-[state=open]:rotate-180 lg:block" aria-hidden="true" />
      </DropdownMenu.Trigger>
      <UserMenuContent user={user} className="min-w-60">
        <UserMenuItem icon={UserRound} onSelect={onProfile}>
          Profile
        </UserMenuItem>
        <UserMenuItem icon={CircleHelp} onSelect={onStartTutorial}>
          Help &amp; Demo
        </UserMenuItem>
        {supportChat.isEnabled && (
          <UserMenuItem icon={MessageCircleQuestion} onSelect={() => supportChat.open()}>
            Chat with Support
          </UserMenuItem>
        )}
        <UserMenuSeparator />
        <UserMenuItem icon={LogOut} onSelect={onSignOut}>
          Sign Out
        </UserMenuItem>
      </UserMenuContent>
    </DropdownMenu.Root>
  );
};
