import { useId, useRef } from 'react';
import { Camera } from 'lucide-react';
import { AVATAR_ACCEPT, AVATAR_MAX_BYTES, PROFILE_MSG, userInitial, type TProfile } from '@app/contract';
import { Button } from '@app/ui/button.tsx';
import { errorText, SessionExpiredError } from '@app/web-core/api-client.ts';
import { notify } from '@app/web-core/notify.ts';
import { useUploadAvatar } from '../api/upload-avatar.ts';
import { profileName } from '../profile-display.ts';
import { AvatarPicture } from './avatar-picture.tsx';

/**
 * Profile Settings (§2): the picture with its upload, the name, the e-mail and the account type. A
 * picture over 2 MB is refused before it is sent; the server reads the type from the content.
 */
export const ProfileSettingsCard = ({ profile }: { profile: TProfile }) => {
  const inputId = useId();
  const input = useRef<HTMLInputElement>(null);
  const upload = useUploadAvatar();
  const name = profileName(profile.profile);

  const onFile = (file: File | undefined) => {
    if (input.current) input.current.value = '';
    if (!file) return;
    if (file.size > AVATAR_MAX_BYTES) {
      notify(PROFILE_MSG.avatarTooLarge, 'error');
      return;
    }
    upload.mutate(file, {
      onSuccess: () => notify(PROFILE_MSG.avatarUpdated, 'success'),
      onError: (error) => {
        if (!(error instanceof SessionExpiredError)) notify(errorText(error, PROFILE_MSG.avatarUploadFailed), 'error');
      },
    });
  };

  return (
    <div className="flex flex-col items-center gap-5 rounded-2xl border border-stone-200 bg-white p-5 text-center shadow-sm sm:flex-row sm:p-6 sm:text-left">
      <AvatarPicture url={profile.profile.avatar_url} initial={userInitial({ email: profile.user.email, profile: profile.profile })} className="size-24 text-4xl" />
      <div className="min-w-0 flex-1">
        <p className="truncate text-xl font-bold text-brand-950">{name}</p>
        <p className="truncate text-stone-700">{profile.user.email}</p>
        <p className="mt-2 inline-flex rounded-full bg-brand-50 px-3 py-1 text-xs font-semibold text-brand-800">
          {profile.profile.organiser_type === 'business' ? 'Business account' : 'Individual account'}
        </p>
      </div>
      <div>
        <input
          ref={input}
          id={inputId}
          type="file"
          accept={AVATAR_ACCEPT}
          className="sr-only"
          tabIndex={-1}
          aria-label="Profile picture file"
          onChange={(event) => onFile(event.target.files?.[0])}
        />
        <Button variant="outline" onClick={() => input.current?.click()} isBusy={upload.isPending} busyText="Uploading…">
          <Camera className="size-4" aria-hidden="true" />
          {profile.profile.avatar_url ? 'Change Picture' : 'Upload Picture'}
        </Button>
        <p className="mt-1.5 text-xs text-stone-600">JPEG, PNG, WebP or GIF, up to 2 MB</p>
      </div>
    </div>
  );
};
