import { isProtectedPath } from './protected-paths.ts';

/** The state a guard leaves on the way to /sign-in, so the page can be reopened after signing in. */
export type TReturnState = { from: string };

/** Where to go once signed in: the protected page the person was sent away from, else the inbox. */
export const returnPath = (state: unknown): string => {
  const from = typeof state === 'object' && state !== null ? (state as { from?: unknown }).from : undefined;
  return typeof from === 'string' && isProtectedPath(from) ? from : '/requests';
};
