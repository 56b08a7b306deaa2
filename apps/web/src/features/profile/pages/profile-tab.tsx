import { useId, useState } from 'react';
import { KeyRound, Trash2 } from 'lucide-react';
import { ACCOUNT_DELETION_DAYS, PROFILE_MSG } from '@app/contract';
import { Button } from '@app/ui/button.tsx';
import { CalendarFeedPanel } from '@app/ui/calendar/calendar-feed-panel.tsx';
import { ListSpinner } from '@app/ui/spinner.tsx';
import { LoadError } from '@app/ui/state-panels.tsx';
import { useAuth } from '@app/web-core/auth/auth-context.ts';
import { notify } from '@app/web-core/notify.ts';
import { useFocusReturn } from '../../../lib/use-focus-return.ts';
import { useProfile } from '../api/get-profile.ts';
import { AccountSummary } from '../components/account-summary.tsx';
import { ChangePasswordDialog } from '../components/change-password-dialog.tsx';
import { DeleteAccountDialog } from '../components/delete-account-dialog.tsx';
import { PersonalInformation } from '../components/personal-information.tsx';
import { ProfileSection } from '../components/profile-field.tsx';
import { ProfileSettingsCard } from '../components/profile-settings-card.tsx';

/**
 * The Profile tab (dashboard.md §2 Profile tab, §4 Profile, §5): Profile Settings (picture, name,
 * e-mail, account type), Personal Information (view and edit), Account Summary, and Security with
 * the change-password dialog, the Calendar Feed (docs/calendar.md); an account that signs in with Google has no Security section. Delete
 * account closes the tab (docs/adr/006-account-deletion.md).
 */
export const ProfileTab = () => {
  const id = useId();
  const { data, isPending, isError, isFetching, refetch } = useProfile();
  const { signOut } = useAuth();
  const [dialog, setDialog] = useState<'password' | 'delete' | null>(null);
  const rememberOpener = useFocusReturn(dialog !== null);
  const open = (name: 'password' | 'delete') => {
    rememberOpener();
    setDialog(name);
  };
  const profile = data?.data;
  const isGoogleAccount = profile?.user.auth_type === 'google_oauth';

  return (
    <section aria-labelledby="profile-title" className="mx-auto max-w-5xl px-4 py-8 sm:px-6 lg:px-8">
      <h1 id="profile-title" className="text-3xl font-extrabold tracking-tight text-brand-950">
        Profile Settings
      </h1>
      <p className="mt-1 text-stone-700">Your picture, your details and how you sign in.</p>

      <div className="mt-6">
        {isPending ? (
          <ListSpinner label="Loading your profile" />
        ) : isError || !profile ? (
          <LoadError title={PROFILE_MSG.pageLoadFailed} body={PROFILE_MSG.loadFailed} onRetry={() => void refetch()} isRetrying={isFetching} busyText="Trying again…" />
        ) : (
          <div className="space-y-6">
            <ProfileSettingsCard profile={profile} />
            <PersonalInformation profile={profile} />
            <div className="grid gap-6 lg:grid-cols-2">
              <AccountSummary profile={profile} />
              {!isGoogleAccount && (
                <ProfileSection id={`${id}-security`} title="Security">
                  <p className="text-stone-700">Change the password you sign in with. Your other devices will be signed out.</p>
                  <Button variant="outline" className="mt-4" onClick={() => open('password')}>
                    <KeyRound className="size-4" aria-hidden="true" />
                    Change Password
                  </Button>
                </ProfileSection>
              )}
            </div>
            <ProfileSection id={`${id}-calendar`} title="Calendar Feed">
              <CalendarFeedPanel idPrefix={`${id}-calendar`} lists="every event you have booked a provider for" />
            </ProfileSection>
            <ProfileSection id={`${id}-delete`} title="Delete Account">
              <p className="text-stone-700">
                Close your account for good: you are signed out everywhere and providers no longer see your requests. Your personal data is erased after {ACCOUNT_DELETION_DAYS} days.
              </p>
              <Button variant="danger" className="mt-4" onClick={() => open('delete')}>
                <Trash2 className="size-4" aria-hidden="true" />
                Delete Account
              </Button>
            </ProfileSection>
          </div>
        )}
      </div>

      <ChangePasswordDialog open={dialog === 'password'} onClose={() => setDialog(null)} />
      <DeleteAccountDialog
        open={dialog === 'delete'}
        isGoogleAccount={isGoogleAccount}
        onClose={() => setDialog(null)}
        onDeleted={() => {
          notify(PROFILE_MSG.accountDeleted, 'success');
          void signOut();
        }}
      />
    </section>
  );
};
