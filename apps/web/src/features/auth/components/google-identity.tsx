import { useState } from 'react';
import { googleInitial, type TGoogleUserInfo } from '../google-signup-rules.ts';

/** The Google picture (or the first initial when there is none or it does not load), name and e-mail. */
export const GoogleIdentity = ({ userInfo }: { userInfo: TGoogleUserInfo }) => {
  const [hasPictureFailed, setHasPictureFailed] = useState(false);
  const name = userInfo.name ?? ([userInfo.given_name, userInfo.family_name].filter(Boolean).join(' ') || null);
  return (
    <div className="flex items-center gap-3 rounded-2xl border border-stone-200 bg-stone-50 p-3">
      {userInfo.picture && !hasPictureFailed ? (
        <img
          src={userInfo.picture}
          alt="Your Google profile picture"
          referrerPolicy="no-referrer"
          className="size-12 shrink-0 rounded-full object-cover ring-2 ring-white"
          onError={() => setHasPictureFailed(true)}
        />
      ) : (
        <span className="inline-flex size-12 shrink-0 items-center justify-center rounded-full bg-brand-700 text-lg font-bold text-white ring-2 ring-white" aria-hidden="true" data-testid="google-initial">
          {googleInitial(userInfo)}
        </span>
      )}
      <div className="min-w-0">
        {name && <p className="truncate font-semibold text-brand-950">{name}</p>}
        {userInfo.email && <p className="truncate text-sm text-stone-600">{userInfo.email}</p>}
      </div>
    </div>
  );
};
