import { displayName, userInitial, type TUser } from '@app/contract';
import { AccountMenuFace } from '@app/ui/account-menu-face.tsx';

export { ACCOUNT_MENU_BUTTON_CLASSES as PROFILE_TRIGGER_CLASSES } from '@app/ui/account-menu-face.tsx';

export const profileMenuLabel = (user: TUser) => `Profile menu for ${displayName(user)}`;

/** What the profile menu's button shows: the avatar or initial, then (wide screens) the name and e-mail. */
export const ProfileTriggerFace = ({ user }: { user: TUser }) => (
  <AccountMenuFace pictureUrl={user.profile.avatar_url} initial={userInitial(user)} name={displayName(user)} email={user.email} />
);
