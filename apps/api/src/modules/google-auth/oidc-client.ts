import * as oidc from 'openid-client';
import type { TConfig } from '../../config.ts';

export type TGoogleClaims = {
  sub: string;
  email: string;
  emailVerified: boolean;
  givenName: string | null;
  familyName: string | null;
  name: string | null;
  picture: string | null;
};

export type TOidcClient = {
  /** The authorization URL with state, nonce and an S256 PKCE challenge. */
  authorizationUrl(options: { state: string; nonce: string; codeVerifier: string }): Promise<string>;
  /** Exchanges the code (checking state, nonce and PKCE) and returns the ID token's claims. */
  exchange(options: { code: string; state: string; nonce: string; codeVerifier: string }): Promise<TGoogleClaims>;
};

const text = (value: unknown) => (typeof value === 'string' && value.trim() !== '' ? value : null);

/** A real OpenID Connect client for the issuer in GOOGLE_ISSUER; discovery happens once, on first use. */
export const createOidcClient = (google: NonNullable<TConfig['google']>): TOidcClient => {
  let discovered: Promise<oidc.Configuration> | null = null;
  const configuration = () => {
    const issuer = new URL(google.issuer);
    discovered ??= oidc
      .discovery(issuer, google.clientId, google.clientSecret, undefined, issuer.protocol === 'http:' ? { execute: [oidc.allowInsecureRequests] } : undefined)
      .catch((error: unknown) => {
        discovered = null;
        throw error;
      });
    return discovered;
  };

  return {
    async authorizationUrl({ state, nonce, codeVerifier }) {
      const config = await configuration();
      const url = oidc.buildAuthorizationUrl(config, {
        redirect_uri: google.redirectUri,
        scope: 'openid email profile',
        state,
        nonce,
        code_challenge: await oidc.calculatePKCECodeChallenge(codeVerifier),
        code_challenge_method: 'S256',
        prompt: 'select_account',
      });
      return url.toString();
    },
    async exchange({ code, state, nonce, codeVerifier }) {
      const config = await configuration();
      const callbackUrl = new URL(google.redirectUri);
      callbackUrl.searchParams.set('code', code);
      callbackUrl.searchParams.set('state', state);
      const tokens = await oidc.authorizationCodeGrant(config, callbackUrl, {
        pkceCodeVerifier: codeVerifier,
        expectedState: state,
        expectedNonce: nonce,
        idTokenExpected: true,
      });
      const claims = tokens.claims();
      if (!claims) throw new Error('no ID token claims');
      const email = text(claims.email);
      if (!email) throw new Error('the ID token carries no e-mail');
      return {
        sub: claims.sub,
        email,
        emailVerified: claims.email_verified === true || claims.email_verified === 'true',
        givenName: text(claims.given_name),
        familyName: text(claims.family_name),
        name: text(claims.name),
        picture: text(claims.picture),
      };
    },
  };
};

export const newAuthorizationSecrets = () => ({
  state: oidc.randomState(),
  nonce: oidc.randomNonce(),
  codeVerifier: oidc.randomPKCECodeVerifier(),
});
