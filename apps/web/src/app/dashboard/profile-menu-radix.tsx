import * as DropdownMenu from '@radix-ui/react-dropdown-menu';
import { CircleHelp, LogOut, MessageCircleQuestion, UserRound } from 'lucide-react';
import { supportChat } from '@app/web-core/support-chat.ts';
import { UserMenuContent, UserMenuItem, UserMenuSeparator } from '../layout/user-menu.tsx';
import type { TProfileMenuProps } from './profile-menu.tsx';
import { PROFILE_TRIGGER_CLASSES, ProfileTriggerFace, profileMenuLabel } from './profile-trigger.tsx';

/** The profile menu itself (Radix's menu), loaded after the first screen by profile-menu.tsx; open at once when `defaultOpen`. */
export const RadixProfileMenu = ({ user, onProfile, onStartTutorial, onSignOut, defaultOpen = false }: TProfileMenuProps & { defaultOpen?: boolean }) => {
  return (
    <DropdownMenu.Root modal={false} defaultOpen={defaultOpen}>
      <DropdownMenu.Trigger data-tour="profile-menu" className={PROFILE_TRIGGER_CLASSES} aria-label={profileMenuLabel(user)}>
        <ProfileTriggerFace user={user} />
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
