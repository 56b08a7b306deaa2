import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { MSG, PROVIDER_ACCOUNT_MSG, type TUserRole } from '@app/contract';
import { AppError } from '../lib/app-error.ts';
import type { TDb } from '../db/db-types.ts';
import { findSessionUser, type TSessionUser } from '../lib/sessions.ts';

export type TRequestUser = { id: number; email: string; role: TUserRole; sessionId: number };

declare module 'fastify' {
  // eslint-disable-next-line @typescript-eslint/consistent-type-definitions -- declaration merging needs an interface
  interface FastifyRequest {
    user: TRequestUser | null;
  }
  // eslint-disable-next-line @typescript-eslint/consistent-type-definitions -- declaration merging needs an interface
  interface FastifyInstance {
    /** preHandler: any signed-in user. */
    requireUser: (request: FastifyRequest) => Promise<void>;
    /** preHandler: a signed-in event organiser. */
    requireOrganiser: (request: FastifyRequest) => Promise<void>;
    /** preHandler: a signed-in service provider, verified or not (the portal's services decide what a pending one may do). */
    requireProvider: (request: FastifyRequest) => Promise<void>;
  }
}

/** The bearer token of the authorization header, or null. */
export const bearerToken = (request: FastifyRequest): string | null => {
  const header = request.headers.authorization;
  if (!header) return null;
  const match = /^Bearer\s+(\S+)$/i.exec(header);
  return match?.[1] ?? null;
};

/**
 * The checks every way in applies to the session a token names (missing token UNAUTHENTICATED,
 * unknown, expired or revoked token INVALID_TOKEN, suspended account FORBIDDEN), around `lookup`:
 * findSessionUser, or a lookup that also reads what the route needs in the same statement.
 */
export const checkedSession = async <T extends Omit<TSessionUser, 'expiresAt'>>(token: string | null | undefined, lookup: (token: string) => Promise<T | null>): Promise<T> => {
  if (!token) throw new AppError('UNAUTHENTICATED', MSG.tokenRequired);
  const found = await lookup(token);
  if (!found) throw new AppError('INVALID_TOKEN', MSG.invalidToken);
  if (found.status === 'suspended') throw new AppError('FORBIDDEN', MSG.accountSuspended);
  return found;
};

/**
 * The user signed in with a session token, for every way in (HTTP's bearer header, the real-time
 * gateway's handshake), with checkedSession's answers. Also when the session expires.
 */
export const userOfToken = async (db: TDb, token: string | null | undefined): Promise<TRequestUser & { expiresAt: Date }> => {
  const found = await checkedSession(token, (value) => findSessionUser(db, value));
  return { id: found.userId, email: found.email, role: found.role, sessionId: found.sessionId, expiresAt: found.expiresAt };
};

/**
 * requireOrganiser's checks around `lookup`, a session lookup that also reads what the route needs
 * in the same statement (see checkedSession): sets the request's user and returns what was read.
 */
export const requireOrganiserWith = async <T extends Omit<TSessionUser, 'expiresAt'>>(request: FastifyRequest, lookup: (token: string) => Promise<T | null>): Promise<T> => {
  const found = await checkedSession(bearerToken(request), lookup);
  request.user = { id: found.userId, email: found.email, role: found.role, sessionId: found.sessionId };
  if (found.role !== 'event_organiser') throw new AppError('FORBIDDEN', MSG.organisersOnly);
  return found;
};

/** Missing token: 401. Unknown, expired or revoked token: 403 'Invalid or expired token'. */
export const authGuardPlugin = fp(async (app: FastifyInstance) => {
  app.decorateRequest('user', null);

  const requireUser = async (request: FastifyRequest) => {
    const { id, email, role, sessionId } = await userOfToken(app.db, bearerToken(request));
    request.user = { id, email, role, sessionId };
  };

  app.decorate('requireUser', requireUser);
  app.decorate('requireOrganiser', async (request: FastifyRequest) => {
    await requireOrganiserWith(request, (token) => findSessionUser(app.db, token));
  });
  app.decorate('requireProvider', async (request: FastifyRequest) => {
    await requireUser(request);
    if (request.user?.role !== 'service_provider') throw new AppError('FORBIDDEN', PROVIDER_ACCOUNT_MSG.providersOnly);
  });
}, { name: 'auth-guard', dependencies: ['database'] });

/** The signed-in user of a guarded route (the guard guarantees it). */
export const currentUser = (request: FastifyRequest): TRequestUser => {
  if (!request.user) throw new AppError('UNAUTHENTICATED', MSG.tokenRequired);
  return request.user;
};
