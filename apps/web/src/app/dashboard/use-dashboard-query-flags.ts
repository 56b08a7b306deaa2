import { useEffect, useState } from 'react';
import { useSearchParams } from 'react-router';
import { QUERY_FLAGS, TUTORIAL_DELAY_MS } from '@app/contract';
import { notify } from '@app/web-core/notify.ts';
import { isTutorialCompleted } from '../../features/tutorial/tutorial-storage.ts';

export const WELCOME_MESSAGE = 'Welcome to Hui Events! Your account is ready.';

/**
 * The one-off flags of /dashboard (public-site.md §2): new_user=true starts the tour after
 * TUTORIAL_DELAY_MS (unless it was completed before), welcome=true greets the person. Both are
 * removed from the address, replacing the history entry.
 */
export const useDashboardQueryFlags = ({ isHome, startTutorial }: { isHome: boolean; startTutorial(): void }): void => {
  const [searchParams, setSearchParams] = useSearchParams();
  const isNewUser = isHome && searchParams.get(QUERY_FLAGS.newUser) === 'true';
  const isWelcome = isHome && searchParams.get(QUERY_FLAGS.welcome) === 'true';
  const [isTourPending, setIsTourPending] = useState(false);

  useEffect(() => {
    if (!isNewUser && !isWelcome) return;
    if (isNewUser && !isTutorialCompleted()) setIsTourPending(true);
    if (isWelcome) notify(WELCOME_MESSAGE, 'success');
    setSearchParams(
      (params) => {
        const next = new URLSearchParams(params);
        next.delete(QUERY_FLAGS.newUser);
        next.delete(QUERY_FLAGS.welcome);
        return next;
      },
      { replace: true },
    );
  }, [isNewUser, isWelcome, setSearchParams]);

  useEffect(() => {
    if (!isTourPending) return;
    const timer = setTimeout(() => {
      setIsTourPending(false);
      startTutorial();
    }, TUTORIAL_DELAY_MS);
    return () => clearTimeout(timer);
  }, [isTourPending, startTutorial]);
};
