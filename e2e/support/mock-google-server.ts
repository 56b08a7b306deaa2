// Plays Google for the e2e run (started by playwright.config.ts): a real OpenID provider from
// oauth2-mock-server on 127.0.0.1:GOOGLE_MOCK_PORT (discovery, /authorize with PKCE and nonce,
// /token with RS256 ID tokens, JWKS), plus POST /__e2e/next-identity to choose who signs in next.
import { createServer, type IncomingMessage } from 'node:http';
import { randomBytes } from 'node:crypto';
import { OAuth2Issuer, OAuth2Service } from 'oauth2-mock-server';
import { GOOGLE_MOCK_CONTROL_PATH, GOOGLE_MOCK_ISSUER, GOOGLE_MOCK_PORT, type TGoogleIdentity } from './mock-google.ts';

const issuer = new OAuth2Issuer();
issuer.url = GOOGLE_MOCK_ISSUER;
await issuer.keys.generate('RS256');
const service = new OAuth2Service(issuer);

let nextIdentity: TGoogleIdentity | null = null;
const identityByCode = new Map<string, Required<Pick<TGoogleIdentity, 'sub'>> & TGoogleIdentity>();

// The browser reaches /authorize: the chosen identity belongs to the code sent back to the app.
service.on('beforeAuthorizeRedirect', ({ url }: { url: URL }) => {
  const code = url.searchParams.get('code');
  if (!code || !nextIdentity) return;
  identityByCode.set(code, { ...nextIdentity, sub: nextIdentity.sub ?? `google-${randomBytes(8).toString('hex')}` });
  nextIdentity = null;
});

// The API exchanges that code: its tokens carry the identity's claims.
service.on('beforeTokenSigning', (token: { payload: Record<string, unknown> }, req: IncomingMessage & { body?: { code?: unknown } }) => {
  const code = typeof req.body?.code === 'string' ? req.body.code : null;
  const identity = code ? identityByCode.get(code) : undefined;
  if (!identity) return;
  Object.assign(token.payload, {
    sub: identity.sub,
    email: identity.email,
    email_verified: identity.email_verified ?? true,
    given_name: identity.given_name,
    family_name: identity.family_name,
    name: identity.name ?? ([identity.given_name, identity.family_name].filter(Boolean).join(' ') || undefined),
    picture: identity.picture,
  });
});

const readJson = async (req: IncomingMessage): Promise<unknown> => {
  const chunks: Buffer[] = [];
  for await (const chunk of req) chunks.push(chunk as Buffer);
  return JSON.parse(Buffer.concat(chunks).toString('utf8') || 'null');
};

const isIdentity = (value: unknown): value is TGoogleIdentity =>
  typeof value === 'object' && value !== null && typeof (value as { email?: unknown }).email === 'string';

const server = createServer((req, res) => {
  if (req.url === GOOGLE_MOCK_CONTROL_PATH && req.method === 'POST') {
    readJson(req)
      .then((body) => {
        if (!isIdentity(body)) {
          res.writeHead(400, { 'Content-Type': 'text/plain' }).end('expected { email, sub?, given_name?, family_name?, name?, picture?, email_verified? }');
          return;
        }
        nextIdentity = body;
        res.writeHead(204).end();
      })
      .catch(() => res.writeHead(400, { 'Content-Type': 'text/plain' }).end('invalid JSON'));
    return;
  }
  service.requestHandler(req, res);
});

server.listen(GOOGLE_MOCK_PORT, '127.0.0.1', () => {
  console.log(`Mock Google issuer on ${GOOGLE_MOCK_ISSUER}`);
});
const stop = () => server.close(() => process.exit(0));
process.on('SIGTERM', stop);
process.on('SIGINT', stop);
