// Plays Google for the e2e run (started by playwright.config.ts): a real OpenID provider from
// oauth2-mock-server on 127.0.0.1:GOOGLE_MOCK_PORT (discovery, /authorize with PKCE and nonce,
// /token with RS256 ID tokens, JWKS), plus POST /__e2e/next-identity to choose who signs in next,
// under a key the /authorize visit presents (mock-google.ts).
import { createServer, type IncomingMessage } from 'node:http';
import { randomBytes } from 'node:crypto';
import { OAuth2Issuer, OAuth2Service } from 'oauth2-mock-server';
import {
  GOOGLE_MOCK_CONTROL_PATH, GOOGLE_MOCK_ISSUER, GOOGLE_MOCK_KEY_COOKIE, GOOGLE_MOCK_KEY_HEADER, GOOGLE_MOCK_PORT, type TGoogleIdentity,
} from './mock-google.ts';

const issuer = new OAuth2Issuer();
issuer.url = GOOGLE_MOCK_ISSUER;
await issuer.keys.generate('RS256');
const service = new OAuth2Service(issuer);

const identityByKey = new Map<string, TGoogleIdentity>();
const identityByCode = new Map<string, Required<Pick<TGoogleIdentity, 'sub'>> & TGoogleIdentity>();

/** The key an /authorize visit presents: the header (API requests) or the cookie (browsers). */
const keyOf = (req: IncomingMessage): string | null => {
  const header = req.headers[GOOGLE_MOCK_KEY_HEADER];
  if (typeof header === 'string' && header) return header;
  for (const part of (req.headers.cookie ?? '').split(';')) {
    const [name, value] = part.trim().split('=');
    if (name === GOOGLE_MOCK_KEY_COOKIE && value) return value;
  }
  return null;
};

// The browser reaches /authorize: the identity registered under its key belongs to the code sent back to the app.
service.on('beforeAuthorizeRedirect', ({ url }: { url: URL }, req: IncomingMessage) => {
  const code = url.searchParams.get('code');
  const key = keyOf(req);
  const identity = key ? identityByKey.get(key) : undefined;
  if (!code || !key || !identity) return;
  identityByCode.set(code, { ...identity, sub: identity.sub ?? `google-${randomBytes(8).toString('hex')}` });
  identityByKey.delete(key);
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
const isKeyed = (value: unknown): value is { key: string; identity: TGoogleIdentity } =>
  typeof value === 'object' && value !== null && typeof (value as { key?: unknown }).key === 'string' && isIdentity((value as { identity?: unknown }).identity);

const server = createServer((req, res) => {
  if (req.url === GOOGLE_MOCK_CONTROL_PATH && req.method === 'POST') {
    readJson(req)
      .then((body) => {
        if (!isKeyed(body)) {
          res.writeHead(400, { 'Content-Type': 'text/plain' }).end('expected { key, identity: { email, sub?, given_name?, family_name?, name?, picture?, email_verified? } }');
          return;
        }
        identityByKey.set(body.key, body.identity);
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
