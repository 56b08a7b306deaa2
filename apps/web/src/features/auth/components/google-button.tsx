import { useEffect, useState } from 'react';
import { MSG } from '@app/contract';
import { Button } from '@app/ui/button.tsx';
import { errorText } from '@app/web-core/api-client.ts';
import { browser } from '@app/web-core/browser.ts';
import { useAuthDialogState } from '@app/web-core/auth/auth-context.ts';
import { useGoogleUrl } from '../api/get-google-url.ts';
import { rememberGoogleReturn } from '../session-hints.ts';

const GoogleLogo = () => (
  <svg viewBox="0 0 24 24" className="size-5" aria-hidden="true">
    <path fill="#4285F4" d="M23.5 12.3c0-.8-.1-1.6-.2-2.3H12v4.4h6.5a5.6 5.6 0 0 1-2.4 3.6v3h3.9c2.3-2.1 3.5-5.2 3.5-8.7z" />
    <path fill="#34A853" d="M12 24c3.2 0 6-1.1 8-2.9l-3.9-3c-1.1.7-2.4 1.2-4.1 1.2-3.1 0-5.8-2.1-6.7-5H1.3v3.1A12 12 0 0 0 12 24z" />
    <path fill="#FBBC05" d="M5.3 14.3a7.2 7.2 0 0 1 0-4.6V6.6h-4a12 12 0 0 0 0 10.8l4-3.1z" />
    <path fill="#EA4335" d="M12 4.8c1.8 0 3.3.6 4.6 1.8l3.4-3.4A12 12 0 0 0 1.3 6.6l4 3.1c.9-2.8 3.6-4.9 6.7-4.9z" />
  </svg>
);

/**
 * 'Continue with Google': asks the server for the sign-in address and goes there. The pending
 * event request and the saved dashboard tab wait in session storage; a protected page the
 * visitor was turned away from is remembered there too.
 */
export const GoogleButton = ({ onError, onStart }: { onError(message: string): void; onStart?(): void }) => {
  const googleUrl = useGoogleUrl();
  const { returnTo } = useAuthDialogState();
  const [isLeaving, setIsLeaving] = useState(false);
  // Back from Google through the browser's Back button (page restored from the cache): usable again.
  useEffect(() => {
    const onPageShow = (event: PageTransitionEvent) => {
      if (event.persisted) setIsLeaving(false);
    };
    window.addEventListener('pageshow', onPageShow);
    return () => window.removeEventListener('pageshow', onPageShow);
  }, []);
  return (
    <Button
      variant="outline"
      isFullWidth
      isBusy={googleUrl.isPending || isLeaving}
      busyText="Connecting to Google..."
      onClick={() => {
        onStart?.();
        googleUrl.mutate(undefined, {
          onSuccess: (url) => {
            rememberGoogleReturn(returnTo);
            setIsLeaving(true);
            browser.assign(url);
          },
          onError: (error) => onError(errorText(error, MSG.googleUrlFailed)),
        });
      }}
    >
      <GoogleLogo />
      Continue with Google
    </Button>
  );
};
