import { useId } from 'react';
import type { TProfile } from '@app/contract';
import { formatDate } from '@app/web-core/format.ts';
import { signInMethodLabel } from '../profile-display.ts';
import { ProfileSection, ProfileValue } from './profile-field.tsx';

/** Account Summary (§2): the account type, how it signs in, when it was made and last changed. */
export const AccountSummary = ({ profile }: { profile: TProfile }) => {
  const id = useId();
  return (
    <ProfileSection id={`${id}-title`} title="Account Summary">
      <dl className="grid gap-px overflow-hidden rounded-xl border border-stone-200 bg-stone-200 sm:grid-cols-2">
        <ProfileValue label="Account Type" value={profile.profile.organiser_type === 'business' ? 'Business' : 'Individual'} />
        <ProfileValue label="Sign-in Method" value={signInMethodLabel(profile.user.auth_type)} />
        <ProfileValue label="Member Since" value={formatDate(profile.user.created_at)} />
        <ProfileValue label="Last Updated" value={formatDate(profile.user.updated_at)} />
      </dl>
    </ProfileSection>
  );
};
