import { z } from 'zod';
import { MSG } from './messages.ts';
import { AUTH_TYPES, EMAIL_PATTERN, normaliseEmail, ORGANISER_TYPES, passwordProblem, RESET_TOKEN_PATTERN, USER_ROLES } from './auth-rules.ts';

export const ZOrganiserType = z.enum(ORGANISER_TYPES);
export type TOrganiserType = z.infer<typeof ZOrganiserType>;
export const ZUserRole = z.enum(USER_ROLES);
export type TUserRole = z.infer<typeof ZUserRole>;
export const ZAuthType = z.enum(AUTH_TYPES);
export type TAuthType = z.infer<typeof ZAuthType>;

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

// The sign-in and sign-up forms (react-hook-form through zodResolver). The spec shows one message
// at a time: a form shows the message of the first field, in its own order, that has one.

/** Sign-in (spec §5): e-mail and password required ('Please fill in all fields'); the route's own schema. */
export const ZLoginForm = ZLoginRequest;
export type TLoginForm = z.input<typeof ZLoginForm>;

/**
 * A password someone chooses (sign-up, reset): required, at most 256 characters, and
 * 'Password must contain ' followed by what it is missing.
 */
export const ZStrongPassword = z
  .string({ error: MSG.fillRequired })
  .min(1, MSG.fillRequired)
  .max(256, 'Password is too long')
  .superRefine((password, ctx) => {
    const problem = passwordProblem(password);
    if (problem) ctx.addIssue({ code: 'custom', message: problem });
  });

/**
 * Sign-up step 2 (spec §5): any empty field ('Please fill in all required fields') comes before the
 * e-mail's form, then what the password is missing, then the match ('Passwords do not match').
 * Gives the e-mail (trimmed) and password the sign-up request takes.
 */
export const ZSignupCredentialsForm = z
  .object({
    email: z.string().trim().min(1, MSG.fillRequired),
    password: z.string().min(1, MSG.fillRequired),
    confirmPassword: z.string().min(1, MSG.fillRequired),
  })
  .pipe(
    z
      .object({ email: z.string().regex(EMAIL_PATTERN, MSG.invalidEmail), password: ZStrongPassword, confirmPassword: z.string() })
      .refine((value) => value.password === value.confirmPassword, { path: ['confirmPassword'], message: MSG.passwordsDoNotMatch }),
  )
  .transform(({ email, password }) => ({ email, password }));
export type TSignupCredentialsForm = z.input<typeof ZSignupCredentialsForm>;
export type TSignupCredentials = z.output<typeof ZSignupCredentialsForm>;

const signupName = z.string().trim().min(1, MSG.firstLastName);

/**
 * Sign-up step 3 (spec §5): an individual needs first and last name, a business its name; phone is
 * optional. Gives the profile part of the sign-up request: the other type's names and an empty
 * phone are null.
 */
export const ZSignupDetailsForm = z
  .discriminatedUnion(
    'organiserType',
    [
      z.object({ organiserType: z.literal('individual'), firstName: signupName, lastName: signupName, businessName: z.string(), phone: z.string() }),
      z.object({ organiserType: z.literal('business'), firstName: z.string(), lastName: z.string(), businessName: z.string().trim().min(1, MSG.businessName), phone: z.string() }),
    ],
    { error: MSG.selectOrganiserType },
  )
  .transform((details) => ({
    organiser_type: details.organiserType,
    first_name: details.organiserType === 'individual' ? details.firstName : null,
    last_name: details.organiserType === 'individual' ? details.lastName : null,
    business_name: details.organiserType === 'business' ? details.businessName : null,
    phone_number: details.phone.trim() || null,
  }));
export type TSignupDetailsForm = z.input<typeof ZSignupDetailsForm>;
export type TSignupDetails = z.output<typeof ZSignupDetailsForm>;

/** The sign-up request from both steps: always an event organiser. */
export const toSignupRequest = (credentials: TSignupCredentials, details: TSignupDetails): TSignupRequest => ({
  ...credentials,
  user_role: 'event_organiser',
  ...details,
});

export const ZUserProfile = z.object({
  first_name: z.string().nullable(),
  last_name: z.string().nullable(),
  business_name: z.string().nullable(),
  organiser_type: ZOrganiserType,
  phone_number: z.string().nullable(),
  /** The organiser's picture (/uploads/...), shown in the dashboard header; null until one is uploaded (absent in users stored before it existed). */
  avatar_url: z.string().nullable().optional(),
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

// Password reset: 'Forgot password?' e-mails a single-use link valid for an hour; the link's page sets
// a new password under the same rules as sign-up and signs the person in.

/** Forgot password: the e-mail to send a reset link to. The answer is the same whether or not it has an account. */
export const ZForgotPasswordRequest = z.object({ email: ZEmail });
export type TForgotPasswordRequest = z.input<typeof ZForgotPasswordRequest>;
export const ZForgotPasswordResponse = z.object({ success: z.literal(true), message: z.string() });
export type TForgotPasswordResponse = z.infer<typeof ZForgotPasswordResponse>;

export const ZResetPasswordRequest = z.object({
  token: z.string({ error: MSG.resetLinkInvalid }).regex(RESET_TOKEN_PATTERN, MSG.resetLinkInvalid),
  new_password: ZStrongPassword,
});
export type TResetPasswordRequest = z.input<typeof ZResetPasswordRequest>;
/** Like sign-in: a new session for an organiser, the portal address for a provider. */
export const ZResetPasswordResponse = ZLoginResponse;
export type TResetPasswordResponse = TLoginResponse;

/** The reset page's form: the new password twice; gives the new_password the request takes. */
export const ZResetPasswordForm = z
  .object({ new_password: ZStrongPassword, confirm_password: z.string().min(1, MSG.fillRequired) })
  .refine((value) => value.new_password === value.confirm_password, { path: ['confirm_password'], message: MSG.passwordsDoNotMatch })
  .transform(({ new_password }) => ({ new_password }));
export type TResetPasswordForm = z.input<typeof ZResetPasswordForm>;
