// Who is signed in, and the sign-in / sign-up dialogs. Providers: auth-provider.tsx and
// auth-dialogs-provider.tsx (mounted by the app shell).
import { createContext, useContext } from 'react';
import type { TUser } from '@app/contract';

export type TAuthStatus = 'loading' | 'signed-in' | 'signed-out';

export type TAuth = {
  status: TAuthStatus;
  user: TUser | null;
  token: string | null;
  /** Stores the token and the user (both key pairs) and marks the person signed in. */
  signIn(token: string, user: TUser): void;
  /** Ends the session on the server, clears all stored auth and session data, reloads at /. */
  signOut(): Promise<void>;
};

export type TAuthDialogs = {
  openLogin(): void;
  openSignup(): void;
  close(): void;
};

export type TAuthDialogName = 'login' | 'signup';

/** What the dialog host reads: which dialog is open, and where to go after signing in. */
export type TAuthDialogState = {
  dialog: TAuthDialogName | null;
  /** A protected path the visitor was turned away from, restored after sign-in. */
  returnTo: string | null;
  rememberReturnTo(path: string | null): void;
};

export const AuthContext = createContext<TAuth | null>(null);
export const AuthDialogsContext = createContext<TAuthDialogs | null>(null);
export const AuthDialogStateContext = createContext<TAuthDialogState | null>(null);

export const useAuth = (): TAuth => {
  const auth = useContext(AuthContext);
  if (!auth) throw new Error('useAuth must be used inside <AuthProvider>');
  return auth;
};

export const useAuthDialogs = (): TAuthDialogs => {
  const dialogs = useContext(AuthDialogsContext);
  if (!dialogs) throw new Error('useAuthDialogs must be used inside <AuthDialogsProvider>');
  return dialogs;
};

export const useAuthDialogState = (): TAuthDialogState => {
  const state = useContext(AuthDialogStateContext);
  if (!state) throw new Error('useAuthDialogState must be used inside <AuthDialogsProvider>');
  return state;
};
