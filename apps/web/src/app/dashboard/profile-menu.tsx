import { useLoadedOnIntent } from '@app/web-core/use-loaded-on-intent.ts';
import type { TUser } from '@app/contract';
import { PROFILE_TRIGGER_CLASSES, ProfileTriggerFace, profileMenuLabel } from './profile-trigger.tsx';

export type TProfileMenuProps = {
  user: TUser;
  onProfile(): void;
  onStartTutorial(): void;
  onSignOut(): void;
};

const loadMenu = () => import('./profile-menu-radix.tsx').then((module) => module.RadixProfileMenu);

/**
 * The profile menu: who is signed in (display name and e-mail), Profile, the tour and Sign Out.
 * Its menu library is not part of the first screen: a look-alike button stands in until the first
 * press, and the menu then takes its place, open (useLoadedOnIntent).
 */
export const ProfileMenu = (props: TProfileMenuProps) => {
  const { real: Menu, triggerProps } = useLoadedOnIntent(loadMenu);
  return Menu ? (
    <Menu {...props} defaultOpen />
  ) : (
    <button data-tour="profile-menu" className={PROFILE_TRIGGER_CLASSES} aria-label={profileMenuLabel(props.user)} {...triggerProps}>
      <ProfileTriggerFace user={props.user} />
    </button>
  );
};
