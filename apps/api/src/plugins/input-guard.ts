import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { hasControlCharacter, INPUT_MSG, MSG } from '@app/contract';
import { AppError } from '../lib/app-error.ts';

type TProblem = { path: string; message: string };

/**
 * The first string (or object key) holding a C0 control character other than tab, LF and CR, with its
 * dotted path ('items.0.notes'). Walks with its own stack, so a deeply nested body cannot overflow
 * the call stack.
 */
export const findControlCharacter = (root: unknown, rootPath = ''): TProblem | null => {
  const stack: [unknown, string][] = [[root, rootPath]];
  while (stack.length > 0) {
    const [value, path] = stack.pop()!;
    if (typeof value === 'string') {
      if (hasControlCharacter(value)) return { path, message: INPUT_MSG.controlCharacter(path || 'The request body') };
    } else if (Array.isArray(value)) {
      for (let i = value.length - 1; i >= 0; i -= 1) stack.push([value[i], path ? `${path}.${i}` : String(i)]);
    } else if (value !== null && typeof value === 'object') {
      for (const key of Object.keys(value)) {
        if (hasControlCharacter(key)) return { path, message: MSG.controlCharacterKey };
        stack.push([(value as Record<string, unknown>)[key], path ? `${path}.${key}` : key]);
      }
    }
  }
  return null;
};

const isEmptyObject = (value: object) => {
  for (const _key in value) return false;
  return true;
};

/** findControlCharacter, with nothing to walk for a missing value or an empty object. */
const findIn = (value: unknown): TProblem | null =>
  value === undefined || value === null || (typeof value === 'object' && isEmptyObject(value)) ? null : findControlCharacter(value);

/**
 * One place that refuses control characters (NUL above all: PostgreSQL cannot store it) in every JSON
 * body string and key, query value and path parameter, with a 400 naming the field, before any
 * schema or service sees the request.
 */
export const inputGuardPlugin = fp(async (app: FastifyInstance) => {
  // A callback hook (not async: no promise per request), which skips the empty objects most GETs have.
  app.addHook('preValidation', (request: FastifyRequest, _reply, done) => {
    const problem =
      findIn(request.params) ?? findIn(request.query) ?? findIn(request.body);
    done(problem ? new AppError('VALIDATION', problem.message, [problem]) : undefined);
  });
}, { name: 'input-guard' });
