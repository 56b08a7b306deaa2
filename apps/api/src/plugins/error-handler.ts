import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { hasZodFastifySchemaValidationErrors, isResponseSerializationError } from 'fastify-type-provider-zod';
import { MSG, type TErrorCode, type TErrorResponse } from '@app/contract';
import { isAppError } from '../lib/app-error.ts';
import { isDatabaseUnavailable } from '../db/connection-errors.ts';

/** Seconds a client should wait before retrying when the database is unreachable (it usually returns within them). */
export const UNAVAILABLE_RETRY_AFTER_S = 5;

const codeForStatus = (status: number): TErrorCode => {
  if (status === 401) return 'UNAUTHENTICATED';
  if (status === 403) return 'FORBIDDEN';
  if (status === 404) return 'NOT_FOUND';
  if (status === 409) return 'CONFLICT';
  if (status === 429) return 'RATE_LIMITED';
  if (status === 503) return 'UNAVAILABLE';
  if (status >= 500) return 'INTERNAL';
  return 'VALIDATION';
};

export const sendError = (reply: FastifyReply, status: number, code: TErrorCode, message: string, details?: TErrorResponse['details']) => {
  const body: TErrorResponse = { success: false, error: message, message, code, ...(details ? { details } : {}) };
  return reply.status(status).type('application/json').send(body);
};

/** One error model for every route: person-readable 4xx, and 5xx details kept in the log. */
export const errorHandlerPlugin = fp(async (app: FastifyInstance) => {
  app.setErrorHandler((error: FastifyError, request: FastifyRequest, reply: FastifyReply) => {
    if (isAppError(error)) return sendError(reply, error.statusCode, error.code, error.message, error.details);

    if (hasZodFastifySchemaValidationErrors(error)) {
      const details = error.validation.map((issue) => ({
        path: issue.instancePath.replace(/^\//, '').replaceAll('/', '.'),
        message: issue.message ?? 'Invalid value',
      }));
      return sendError(reply, 400, 'VALIDATION', details[0]?.message ?? 'Invalid request', details);
    }

    if (isResponseSerializationError(error)) {
      request.log.error({ err: error, cause: error.cause }, 'response did not match its schema');
      return sendError(reply, 500, 'INTERNAL', MSG.internal);
    }

    const status = error.statusCode ?? 500;
    if (error.code === 'FST_ERR_CTP_INVALID_JSON_BODY' || (status === 400 && error instanceof SyntaxError)) {
      return sendError(reply, 400, 'VALIDATION', MSG.malformedJson);
    }
    if (status >= 400 && status < 500) {
      const message = status === 429 ? MSG.tooManyRequests : error.message || 'Bad request';
      if (status === 429 && error.message) reply.header('retry-after', reply.getHeader('retry-after') ?? '60');
      return sendError(reply, status, codeForStatus(status), message);
    }

    // The database is unreachable (connection refused or dropped, server restarting, pool timeout):
    // not this request's fault, and temporary. The pool reconnects by itself when it returns.
    if (isDatabaseUnavailable(error)) {
      request.log.warn({ err: error }, 'database unavailable: answered 503');
      reply.header('retry-after', String(UNAVAILABLE_RETRY_AFTER_S));
      return sendError(reply, 503, 'UNAVAILABLE', MSG.serviceUnavailable);
    }

    request.log.error({ err: error }, 'unhandled error');
    return sendError(reply, 500, 'INTERNAL', MSG.internal);
  });
}, { name: 'error-handler' });
