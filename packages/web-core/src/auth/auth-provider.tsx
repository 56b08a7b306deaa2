import { startTransition, useCallback, useEffect, useLayoutEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { useQueryClient } from '@tanstack/react-query';
import type { TUser } from '@app/contract';
import { api, ApiError, onSessionExpired, SessionExpiredError } from '../api-client.ts';
import { browser } from '../browser.ts';
import { useIsHydrated } from '../hydration.tsx';
import { clearSessionData, clearStoredAuth, readStoredSession, readToken, writeStoredSession, writeStoredUser } from '../storage.ts';
import { supportChat } from '../support-chat.ts';
import { AuthContext, type TAuth, type TAuthStatus } from './auth-context.ts';
import { parseMeResponse } from './me-response.ts';

type TSessionState = { status: TAuthStatus; user: TUser | null; token: string | null };

const SIGNED_OUT: TSessionState = { status: 'signed-out', user: null, token: null };

const restoredSession = (): TSessionState => {
  const stored = readStoredSession();
  return stored ? { status: 'loading', ...stored } : SIGNED_OUT;
};

/**
 * Auth state (spec §4): loading at start; a stored token and user are restored and confirmed
 * with GET /auth/me; signed-in needs both user and token.
 */
export type TAuthProviderProps = {
  children: ReactNode;
  /** Pages of this site that need a session: after a session expires the person returns there once signed in. */
  isProtectedPath(path: string): boolean;
};

export const AuthProvider = ({ children, isProtectedPath }: TAuthProviderProps) => {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const location = useLocation();
  const currentPath = useRef(location.pathname + location.search);
  currentPath.current = location.pathname + location.search;

  // A prerendered page was rendered signed out: while it hydrates it stays so, and the stored
  // session is restored straight after, before the browser paints again.
  const isHydrated = useIsHydrated();
  const isRestoreDue = useRef(!isHydrated);
  const [session, setSession] = useState<TSessionState>(() => (isHydrated ? restoredSession() : SIGNED_OUT));
  useLayoutEffect(() => {
    if (!isRestoreDue.current) return;
    isRestoreDue.current = false;
    const restored = restoredSession();
    if (restored !== SIGNED_OUT) setSession(restored);
  }, []);

  // Confirm a restored session once. A revoked or expired token ends it (the API client's
  // session-expiry rule shows the message); an unreachable server keeps the stored session.
  useEffect(() => {
    if (session.status !== 'loading') return;
    const controller = new AbortController();
    api
      .get('/auth/me', { signal: controller.signal })
      .then((body) => {
        const { user } = parseMeResponse(body);
        writeStoredUser(user);
        // The signed-in page's first render (the whole frame and page) runs in a transition, yielding
        // to the browser every few milliseconds: on a phone it was one long task (Lighthouse's TBT).
        startTransition(() => setSession((s) => (s.status === 'loading' ? { status: 'signed-in', user, token: s.token } : s)));
      })
      .catch((error: unknown) => {
        if (error instanceof DOMException && error.name === 'AbortError') return;
        // The expiry listener below signs out and redirects after SESSION_EXPIRY_REDIRECT_MS.
        if (error instanceof SessionExpiredError) return;
        if (error instanceof ApiError && (error.status === 401 || error.status === 403)) {
          clearStoredAuth();
          setSession(SIGNED_OUT);
          return;
        }
        startTransition(() => setSession((s) => (s.status === 'loading' ? { ...s, status: 'signed-in' } : s)));
      });
    return () => controller.abort();
  }, [session.status]);

  // Session expiry: the API client cleared storage and showed the message; a second later
  // the person is signed out and taken to /, remembering a protected page to return to.
  useEffect(
    () =>
      onSessionExpired(() => {
        setSession(SIGNED_OUT);
        queryClient.clear();
        const from = currentPath.current;
        navigate('/', { replace: true, state: isProtectedPath(from) ? { from } : null });
      }),
    [navigate, queryClient, isProtectedPath],
  );

  useEffect(() => {
    supportChat.load();
  }, []);
  useEffect(() => {
    if (session.status === 'signed-in' && session.user) supportChat.setUserEmail(session.user.email);
  }, [session.status, session.user]);

  const signIn = useCallback((token: string, user: TUser) => {
    writeStoredSession({ token, user });
    setSession({ status: 'signed-in', user, token });
  }, []);

  const signOut = useCallback(async () => {
    const token = readToken();
    if (token) {
      try {
        // Sent by hand so a token the server already forgot does not trigger the expiry notice.
        await api.post('/auth/logout', undefined, { isAuthenticated: false, headers: { Authorization: `Bearer ${token}` } });
      } catch {
        // The session ends on this device either way.
      }
    }
    clearStoredAuth();
    clearSessionData();
    supportChat.reset();
    queryClient.clear();
    browser.assign('/');
  }, [queryClient]);

  const value = useMemo<TAuth>(
    () => ({ status: session.status, user: session.user, token: session.token, signIn, signOut }),
    [session, signIn, signOut],
  );

  return <AuthContext.Provider value={value}>{children}</AuthContext.Provider>;
};
