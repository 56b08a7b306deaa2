// The answer of GET /auth/me, checked by hand: the auth provider runs on every page's first load,
// and the contract's ZMeResponse would bring zod (about 25 KB gzip) into every site's entry chunk.
// The check is the shape the session needs; the type is still the contract's.
import type { TUser } from '@app/contract';

type TMeResponse = { success: true; user: TUser };

const isObject = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null;

/** The signed-in user of a GET /auth/me answer; throws when the answer is not one. */
export const parseMeResponse = (body: unknown): TMeResponse => {
  const user = isObject(body) ? body.user : undefined;
  if (
    !isObject(body) ||
    body.success !== true ||
    !isObject(user) ||
    typeof user.id !== 'number' ||
    typeof user.email !== 'string' ||
    typeof user.user_role !== 'string' ||
    typeof user.status !== 'string' ||
    typeof user.auth_type !== 'string' ||
    !isObject(user.profile)
  ) {
    throw new TypeError('GET /auth/me did not answer with a user');
  }
  return body as TMeResponse;
};
