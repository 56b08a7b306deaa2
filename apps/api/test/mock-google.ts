import { randomBytes } from 'node:crypto';
import { OAuth2Server } from 'oauth2-mock-server';

export type TGoogleIdentity = { sub?: string; email: string; email_verified?: boolean; given_name?: string; family_name?: string; name?: string; picture?: string };

/** A real OpenID provider on loopback (oauth2-mock-server) playing Google, with claims set per sign-in. */
export const startMockGoogle = async () => {
  const server = new OAuth2Server();
  await server.issuer.keys.generate('RS256');
  await server.start(0, '127.0.0.1');
  let next: TGoogleIdentity | null = null;
  server.service.on('beforeTokenSigning', (token) => {
    if (!next) return;
    const identity = next;
    Object.assign(token.payload, {
      sub: identity.sub ?? `google-${randomBytes(6).toString('hex')}`,
      email: identity.email,
      email_verified: identity.email_verified ?? true,
      given_name: identity.given_name,
      family_name: identity.family_name,
      name: identity.name ?? [identity.given_name, identity.family_name].filter(Boolean).join(' '),
      picture: identity.picture ?? 'https://example.nz/avatar.png',
    });
  });
  return {
    issuerUrl: server.issuer.url!,
    /** The identity the next token exchange will carry. */
    signInAs(identity: TGoogleIdentity) {
      next = identity;
    },
    /** Follows the authorization URL like a browser and returns the code and state sent back to the app. */
    async authorize(authorizationUrl: string) {
      const response = await fetch(authorizationUrl, { redirect: 'manual' });
      const location = response.headers.get('location');
      if (!location) throw new Error(`authorize did not redirect: ${response.status}`);
      const back = new URL(location);
      return { code: back.searchParams.get('code')!, state: back.searchParams.get('state')!, redirectedTo: `${back.origin}${back.pathname}` };
    },
    stop: () => server.stop(),
  };
};
