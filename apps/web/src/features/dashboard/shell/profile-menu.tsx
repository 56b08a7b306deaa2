import * as DropdownMenu from '@radix-ui/react-dropdown-menu';
import { ChevronDown, CircleHelp, LogOut, MessageCircleQuestion, UserRound } from 'lucide-react';
import { displayName, userInitial, type TUser } from '@app/contract';
import { supportChat } from '../../../lib/support-chat.ts';

const itemClasses =
  'flex cursor-pointer items-center gap-2.5 rounded-lg px-3 py-2.5 text-sm font-medium text-stone-800 outline-none data-[highlighted]:bg-brand-50 data-[highlighted]:text-brand-900';

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
        <span className="inline-flex size-9 shrink-0 items-center justify-center rounded-full bg-brand-700 text-base font-bold text-white" aria-hidden="true">
          {userInitial(user)}
        </span>
        <span className="hidden max-w-44 flex-col leading-tight xl:flex" aria-hidden="true">
          <span className="truncate text-sm font-semibold text-stone-900">{name}</span>
          <span className="truncate text-xs text-stone-600">{user.email}</span>
        </span>
        <ChevronDown className="hidden size-4 transition-transform group-data-[state=open]:rotate-180 lg:block" aria-hidden="true" />
      </DropdownMenu.Trigger>
      <DropdownMenu.Portal>
        <DropdownMenu.Content align="end" sideOffset={8} className="z-50 min-w-60 rounded-xl border border-stone-200 bg-white p-1.5 shadow-xl">
          <div className="px-3 py-2">
            <p className="truncate text-sm font-semibold text-stone-900">{name}</p>
            <p className="truncate text-xs text-stone-600">{user.email}</p>
          </div>
          <DropdownMenu.Separator className="my-1 h-px bg-stone-200" />
          <DropdownMenu.Item className={itemClasses} onSelect={onProfile}>
            <UserRound className="size-4" aria-hidden="true" />
            Profile
          </DropdownMenu.Item>
          <DropdownMenu.Item className={itemClasses} onSelect={onStartTutorial}>
            <CircleHelp className="size-4" aria-hidden="true" />
            Help &amp; Demo
          </DropdownMenu.Item>
          {supportChat.isEnabled && (
            <DropdownMenu.Item className={itemClasses} onSelect={() => supportChat.open()}>
              <MessageCircleQuestion className="size-4" aria-hidden="true" />
              Chat with Support
            </DropdownMenu.Item>
          )}
          <DropdownMenu.Separator className="my-1 h-px bg-stone-200" />
          <DropdownMenu.Item className={itemClasses} onSelect={onSignOut}>
            <LogOut className="size-4" aria-hidden="true" />
            Sign Out
          </DropdownMenu.Item>
        </DropdownMenu.Content>
      </DropdownMenu.Portal>
    </DropdownMenu.Root>
  );
};
