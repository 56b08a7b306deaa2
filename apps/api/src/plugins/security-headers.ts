import type { IncomingMessage, ServerResponse } from 'node:http';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import helmet, { type HelmetOptions } from 'helmet';
import type { TConfig } from '../config.ts';

/** The site's own web-socket origin (Socket.IO): ws:// beside http://, wss:// beside https://. */
const ownSocketOrigin = (appUrl: string): string => {
  const url = new URL(appUrl);
  return `${url.protocol === 'https:' ? 'wss:' : 'ws:'}//${url.host}`;
};

/**
 * The site's policy: only its own scripts; inline styles (React style props); images from itself;
 * connections (fetch and Socket.IO) to itself only ('self' covers same-host web sockets in current
 * browsers; the explicit ws(s) origins, of both sites, serve the others). No framing, in both headers.
 */
export const securityPolicy = (config: TConfig): HelmetOptions => ({
  contentSecurityPolicy: {
    directives: {
      defaultSrc: ["'self'"],
      scriptSrc: ["'self'", ...(config.supportChatHosts.script)],
      styleSrc: ["'self'", "'unsafe-inline'", ...(config.supportChatHosts.style)],
      // Google profile pictures in Complete Your Profile, when Google sign-in is configured.
      imgSrc: ["'self'", 'data:', 'blob:', ...(config.google ? ['https://*.googleusercontent.com'] : []), ...(config.supportChatHosts.img)],
      // The organiser site's and the provider portal's own: one policy is sent on both.
      connectSrc: ["'self'", ...new Set([ownSocketOrigin(config.appUrl), ownSocketOrigin(config.providerPortalUrl)]), ...(config.supportChatHosts.connect)],
      fontSrc: ["'self'", 'data:', ...(config.supportChatHosts.font)],
      frameSrc: ["'self'", ...(config.supportChatHosts.frame)],
      objectSrc: ["'none'"],
      frameAncestors: ["'none'"],
      baseUri: ["'self'"],
      formAction: ["'self'"],
      upgradeInsecureRequests: config.env === 'production' ? [] : null,
    },
  },
  // Helmet's default SAMEORIGIN would contradict frame-ancestors 'none' for browsers that only read this one.
  xFrameOptions: { action: 'deny' },
  crossOriginEmbedderPolicy: false,
});

/**
 * Runs helmet once at start-up against a stand-in response and keeps the headers it sets. Our
 * policy is static (no per-request nonces), so every response can share them; computing them per
 * request, as @fastify/helmet does, halved the throughput of a plain route.
 */
export const computeSecurityHeaders = (options: HelmetOptions): Record<string, string> => {
  const headers: Record<string, string> = {};
  const response = {
    setHeader(name: string, value: string | number | readonly string[]) {
      headers[name.toLowerCase()] = Array.isArray(value) ? value.join(', ') : String(value);
    },
    removeHeader(name: string) {
      delete headers[name.toLowerCase()];
    },
    getHeader(name: string) {
      return headers[name.toLowerCase()];
    },
  };
  let isDone = false;
  helmet(options)({} as IncomingMessage, response as unknown as ServerResponse, (error?: unknown) => {
    if (error) throw error;
    isDone = true;
  });
  if (!isDone) throw new Error('helmet did not finish synchronously');
  return headers;
};

/**
 * The headers of the API's own answers (JSON, redirects, files it writes), the set OWASP's REST
 * cheat sheet gives: nothing may load in or frame an answer, no type sniffing, HTTPS only (the site's
 * HSTS), no referrer, same-origin reads. The site's document policy (script, style, image and
 * connection sources) and helmet's other document headers govern pages, not data: on a small answer
 * they were 800 of its 965 bytes, written on every request.
 */
export const apiSecurityHeaders = (siteHeaders: Record<string, string>): Record<string, string> => ({
  'content-security-policy': "default-src 'none'; frame-ancestors 'none'",
  'x-content-type-options': 'nosniff',
  'x-frame-options': 'DENY',
  ...(siteHeaders['strict-transport-security'] ? { 'strict-transport-security': siteHeaders['strict-transport-security'] } : {}),
  'referrer-policy': 'no-referrer',
  'cross-origin-resource-policy': 'same-origin',
});

/** An answer of the API rather than a page: under /api/, except the API's documentation pages (Swagger UI). */
export const isApiAnswer = (url: string) => url.startsWith('/api/') && !url.startsWith('/api/docs');

/**
 * Sets the precomputed security headers on every response (a route may still override one), after
 * the request's id as `x-request-id` (so support can find an answer's log lines): one hook for both.
 * Pages get the site's policy, the API's answers apiSecurityHeaders.
 */
export const securityHeadersPlugin = fp(async (app: FastifyInstance, opts: { helmet: HelmetOptions }) => {
  const headers = computeSecurityHeaders(opts.helmet);
  const apiHeaders = apiSecurityHeaders(headers);
  app.addHook('onRequest', (request, reply, done) => {
    reply.header('x-request-id', request.id);
    reply.headers(isApiAnswer(request.url) ? apiHeaders : headers);
    done();
  });
}, { name: 'security-headers' });
