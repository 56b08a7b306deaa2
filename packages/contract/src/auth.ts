import { z } from 'zod';
import { PASSWORD_MIN_LENGTH } from './constants.ts';
import { MSG } from './messages.ts';

export const ZOrganiserType = z.enum(['individual', 'business']);
export type TOrganiserType = z.infer<typeof ZOrganiserType>;
export const ZUserRole = z.enum(['event_organiser', 'service_provider']);
export type TUserRole = z.infer<typeof ZUserRole>;
export const ZAuthType = z.enum(['email', 'google_oauth']);
export type TAuthType = z.infer<typeof ZAuthType>;

const PASSWORD_RULES = [
  { test: (p: string) => p.length >= PASSWORD_MIN_LENGTH, label: `at least ${PASSWORD_MIN_LENGTH} characters` },
  { test: (p: string) => /[A-Z]/.test(p), label: 'uppercase letters' },
  { test: (p: string) => /[a-z]/.test(p), label: 'lowercase letters' },
  { test: (p: string) => /[0-9]/.test(p), label: 'numbers' },
  { test: (p: string) => /[^A-Za-z0-9]/.test(p), label: 'special characters' },
] as const;

/** The live checklist: each requirement and whether the password meets it. */
export const passwordChecklist = (password: string) =>
  PASSWORD_RULES.map((rule) => ({ label: rule.label, isMet: rule.test(password) }));

/** 'Password must contain ' followed by the missing items, or null when the password is strong enough. */
export const passwordProblem = (password: string): string | null => {
  const missing = passwordChecklist(password).filter((item) => !item.isMet).map((item) => item.label);
  return missing.length === 0 ? null : `Password must contain ${missing.join(', ')}`;
};

export const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
export const normaliseEmail = (email: string) => email.trim().toLowerCase();

const optionalText = (max: number) =>
  z.preprocess(
    (v) => (typeof v === 'string' && v.trim() === '' ? null : v),
    z.string().trim().max(max).nullish(),
  ).transform((v) => v ?? null);

export const ZEmail = z
  .string({ error: MSG.emailRequired })
  .trim()
  .min(1, MSG.emailRequired)
  .max(254, 'Email address is too long')
  .regex(EMAIL_PATTERN, MSG.invalidEmail)
  .transform(normaliseEmail);

export const ZSignupRequest = z
  .object({
    email: ZEmail,
    password: z.string({ error: MSG.fillRequired }).min(1, MSG.fillRequired).max(256, 'Password is too long'),
    user_role: z.literal('event_organiser', { error: 'Only event organisers can sign up here' }).default('event_organiser'),
    organiser_type: ZOrganiserType.default('individual'),
    phone_number: optionalText(40),
    first_name: optionalText(100),
    last_name: optionalText(100),
    business_name: optionalText(200),
  })
  .superRefine((value, ctx) => {
    const problem = passwordProblem(value.password);
    if (problem) ctx.addIssue({ code: 'custom', path: ['password'], message: problem });
    if (value.organiser_type === 'individual' && (!value.first_name || !value.last_name)) {
      ctx.addIssue({ code: 'custom', path: ['first_name'], message: MSG.firstLastName });
    }
    if (value.organiser_type === 'business' && !value.business_name) {
      ctx.addIssue({ code: 'custom', path: ['business_name'], message: MSG.businessName });
    }
  });
export type TSignupRequest = z.input<typeof ZSignupRequest>;

export const ZLoginRequest = z.object({
  email: z.string({ error: MSG.fillAll }).trim().min(1, MSG.fillAll).max(254).transform(normaliseEmail),
  password: z.string({ error: MSG.fillAll }).min(1, MSG.fillAll).max(256),
});
export type TLoginRequest = z.input<typeof ZLoginRequest>;

export const ZUserProfile = z.object({
  first_name: z.string().nullable(),
  last_name: z.string().nullable(),
  business_name: z.string().nullable(),
  organiser_type: ZOrganiserType,
  phone_number: z.string().nullable(),
});
export const ZUser = z.object({
  id: z.number().int(),
  email: z.string(),
  user_role: ZUserRole,
  status: z.string(),
  auth_type: ZAuthType,
  profile: ZUserProfile,
});
export type TUser = z.infer<typeof ZUser>;

export const ZAuthSuccess = z.object({
  success: z.literal(true),
  token: z.string(),
  expires_at: z.string(),
  user: ZUser,
});
export type TAuthSuccess = z.infer<typeof ZAuthSuccess>;

export const ZProviderRedirect = z.object({
  success: z.literal(true),
  redirect: z.literal(true),
  redirectUrl: z.string(),
  message: z.string(),
});
export type TProviderRedirect = z.infer<typeof ZProviderRedirect>;

export const ZLoginResponse = z.union([ZAuthSuccess, ZProviderRedirect]);
export type TLoginResponse = z.infer<typeof ZLoginResponse>;

export const ZMeResponse = z.object({ success: z.literal(true), user: ZUser });
export const ZOkResponse = z.object({ success: z.literal(true), message: z.string().optional() });
export type TOkResponse = z.infer<typeof ZOkResponse>;

/** Display name rule: first name, else business name, else 'User'. */
export const displayName = (user: Pick<TUser, 'email' | 'profile'> | null | undefined): string =>
  user?.profile.first_name || user?.profile.business_name || 'User';

/** Avatar initial: first-name initial, else the first letter of the e-mail, else U. */
export const userInitial = (user: { email?: string | null; profile?: { first_name?: string | null } | null } | null | undefined): string =>
  (user?.profile?.first_name?.[0] || user?.email?.[0] || 'U').toUpperCase();
