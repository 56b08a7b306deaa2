import { z } from 'zod';
import { ZAuthSuccess, ZOrganiserType, ZProviderRedirect } from './auth.ts';
import { MSG } from './messages.ts';

export const ZGoogleUrlResponse = z.object({ success: z.literal(true), url: z.string() });

export const ZGoogleCallbackQuery = z.object({
  code: z.string({ error: MSG.googleAuthFailed }).min(1, MSG.googleAuthFailed).max(2048),
  state: z.string({ error: MSG.googleAuthFailed }).min(1, MSG.googleAuthFailed).max(256),
});

export const ZGoogleUserInfo = z.object({
  given_name: z.string().nullable(),
  family_name: z.string().nullable(),
  name: z.string().nullable(),
  email: z.string(),
  picture: z.string().nullable(),
});
export type TGoogleUserInfo = z.infer<typeof ZGoogleUserInfo>;

export const ZGoogleNewUser = z.object({
  success: z.literal(true),
  isNewUser: z.literal(true),
  userInfo: ZGoogleUserInfo,
  tempAccessToken: z.string(),
});
export type TGoogleNewUser = z.infer<typeof ZGoogleNewUser>;

export const ZGoogleCallbackResponse = z.union([ZAuthSuccess, ZProviderRedirect, ZGoogleNewUser]);
export type TGoogleCallbackResponse = z.infer<typeof ZGoogleCallbackResponse>;

const requiredName = (message: string) => z.string({ error: message }).trim().min(1, message).max(100);
const ZGoogleName = requiredName(MSG.firstLastName);

/** Google completion and /auth/signup: type, first and last name required; business name only for a business. */
export const ZGoogleCompleteRequest = z
  .object({
    tempAccessToken: z.string({ error: MSG.googleCompleteFailed }).min(1, MSG.googleCompleteFailed).max(200),
    organiserType: ZOrganiserType.optional().refine((v) => v !== undefined, MSG.selectOrganiserType),
    firstName: ZGoogleName,
    lastName: ZGoogleName,
    phoneNumber: z.preprocess((v) => (v === '' ? null : v), z.string().trim().max(40).nullish()).transform((v) => v ?? null),
    businessName: z.preprocess((v) => (v === '' ? null : v), z.string().trim().max(200).nullish()).transform((v) => v ?? null),
  })
  .superRefine((value, ctx) => {
    if (value.organiserType === 'business' && !value.businessName) {
      ctx.addIssue({ code: 'custom', path: ['businessName'], message: MSG.businessName });
    }
  });
export type TGoogleCompleteRequest = z.input<typeof ZGoogleCompleteRequest>;

/**
 * The details form of Complete Your Profile and /auth/signup: the account type first ('Please
 * select organiser type'), then first and last name, then the business name for a business; phone
 * optional. Gives the completion request less its token: an empty phone, and the business name of
 * an individual, are null.
 */
export const ZGoogleCompleteForm = z
  .discriminatedUnion(
    'organiserType',
    [
      z.object({ organiserType: z.literal('individual'), firstName: ZGoogleName, lastName: ZGoogleName, businessName: z.string(), phone: z.string() }),
      z.object({
        organiserType: z.literal('business'),
        firstName: ZGoogleName,
        lastName: ZGoogleName,
        businessName: z.string().trim().min(1, MSG.businessName).max(200),
        phone: z.string(),
      }),
    ],
    { error: MSG.selectOrganiserType },
  )
  .transform((details) => ({
    organiserType: details.organiserType,
    firstName: details.firstName,
    lastName: details.lastName,
    phoneNumber: details.phone.trim() || null,
    businessName: details.organiserType === 'business' ? details.businessName : null,
  }));
export type TGoogleCompleteForm = z.input<typeof ZGoogleCompleteForm>;
export type TGoogleCompleteDetails = z.output<typeof ZGoogleCompleteForm>;
