import { z } from 'zod';
import { toClientUser } from '@app/web-core/storage.ts';

/** A user read leniently, as stored (toClientUser's rule). */
const ZClientUser = z.unknown().transform((value, ctx) => {
  const user = toClientUser(value);
  if (!user) ctx.addIssue({ code: 'custom', message: 'Not a user' });
  return user ?? z.NEVER;
});

/** A signed-in answer: token and user (the user read leniently, as stored). */
export const ZSignedIn = z.object({ token: z.string().min(1), user: ZClientUser });
export type TSignedIn = z.infer<typeof ZSignedIn>;

/** A service provider's login answer: go to the provider portal. */
export const ZRedirect = z.object({ redirect: z.literal(true), redirectUrl: z.string().min(1), message: z.string().optional() });
export type TRedirect = z.infer<typeof ZRedirect>;
