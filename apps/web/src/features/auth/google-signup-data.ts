// /auth/signup may be handed the Google sign-up in a `data` query value (spec §3): base64 JSON of
// { userInfo: { given_name, family_name, email, name }, tempTokens: { accessToken } }.
import { decodeAuthData } from './decode-auth-data.ts';
import { writeGoogleSignup } from './google-signup-rules.ts';

export type TSignupHandover = { kind: 'none' } | { kind: 'stored' } | { kind: 'invalid' };

/** Reads the data value, if any, and keeps it in session storage where the form reads it. */
export const takeGoogleSignupData = (search: string): TSignupHandover => {
  const data = new URLSearchParams(search).get('data');
  if (data === null) return { kind: 'none' };
  try {
    const decoded = decodeAuthData(data);
    if (typeof decoded !== 'object' || decoded === null) return { kind: 'invalid' };
    const { userInfo, tempTokens } = decoded as { userInfo?: unknown; tempTokens?: { accessToken?: unknown } | null };
    const accessToken = tempTokens?.accessToken;
    if (typeof userInfo !== 'object' || userInfo === null || typeof accessToken !== 'string' || !accessToken) return { kind: 'invalid' };
    writeGoogleSignup({ tempAccessToken: accessToken, userInfo });
    return { kind: 'stored' };
  } catch {
    return { kind: 'invalid' };
  }
};
