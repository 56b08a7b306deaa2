import { ChevronDown } from 'lucide-react';
import { displayName, userInitial, type TUser } from '@app/contract';

/** The profile menu's button, as both its look-alike and the menu itself draw it. */
export const PROFILE_TRIGGER_CLASSES =
  'group inline-flex items-center gap-2 rounded-full p-1 text-left text-stone-700 hover:bg-stone-100 lg:pr-2';

export const profileMenuLabel = (user: TUser) => `Profile menu for ${displayName(user)}`;

/** What the profile menu's button shows: the avatar or initial, then (wide screens) the name and e-mail. */
export const ProfileTriggerFace = ({ user }: { user: TUser }) => (
  <>
    {user.profile.avatar_url ? (
      <img src={user.profile.avatar_url} alt="" className="size-9 shrink-0 rounded-full object-cover" />
    ) : (
      <span className="inline-flex size-9 shrink-0 items-center justify-center rounded-full bg-brand-700 text-base font-bold text-white" aria-hidden="true">
        {userInitial(user)}
      </span>
    )}
    <span className="hidden max-w-44 flex-col leading-tight xl:flex" aria-hidden="true">
      <span className="truncate text-sm font-semibold text-stone-900">{displayName(user)}</span>
      <span className="truncate text-xs text-stone-600">{user.email}</span>
    </span>
    <ChevronDown className="hidden size-4 transition-transform group-data-[state=open]:rotate-180 lg:block" aria-hidden="true" />
  </>
);
