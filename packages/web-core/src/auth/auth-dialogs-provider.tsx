import { useMemo, useState, type ReactNode } from 'react';
import { AuthDialogsContext, AuthDialogStateContext, type TAuthDialogName, type TAuthDialogs, type TAuthDialogState } from './auth-context.ts';

/** Holds which auth dialog is open; the dialogs themselves are rendered by the auth feature. */
export const AuthDialogsProvider = ({ children }: { children: ReactNode }) => {
  const [dialog, setDialog] = useState<TAuthDialogName | null>(null);
  const [returnTo, setReturnTo] = useState<string | null>(null);

  const dialogs = useMemo<TAuthDialogs>(
    () => ({
      openLogin: () => setDialog('login'),
      openSignup: () => setDialog('signup'),
      close: () => setDialog(null),
    }),
    [],
  );
  const state = useMemo<TAuthDialogState>(() => ({ dialog, returnTo, rememberReturnTo: setReturnTo }), [dialog, returnTo]);

  return (
    <AuthDialogsContext.Provider value={dialogs}>
      <AuthDialogStateContext.Provider value={state}>{children}</AuthDialogStateContext.Provider>
    </AuthDialogsContext.Provider>
  );
};
