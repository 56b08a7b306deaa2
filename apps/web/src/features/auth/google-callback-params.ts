// The Google callback's parameters in the address (spec public-site.md §4, start-up). Kept apart
// from the rest of the callback handling, which loads only when an address carries them.

/** What Google (or the identity provider) adds to the return address, removed once read. */
const CALLBACK_PARAMS = ['code', 'state', 'scope', 'authuser', 'hd', 'prompt', 'iss', 'session_state'] as const;

export type TGoogleCallbackParams = { code: string; state: string };

/** The code and state when the address carries both, else null. */
export const readCallbackParams = (search: string): TGoogleCallbackParams | null => {
  const params = new URLSearchParams(search);
  const code = params.get('code');
  const state = params.get('state');
  return code && state ? { code, state } : null;
};

/** The query without the callback parameters ('' when nothing else is left). */
export const withoutCallbackParams = (search: string): string => {
  const params = new URLSearchParams(search);
  for (const key of CALLBACK_PARAMS) params.delete(key);
  const rest = params.toString();
  return rest ? `?${rest}` : '';
};
