import { z } from 'zod';
import { passwordProblem } from './auth-rules.ts';
import { ZAuthType, ZOrganiserType } from './auth.ts';
import { PASSWORD_MIN_LENGTH } from './constants.ts';
// ACCOUNT_DELETION_DAYS (content.ts, the privacy policy's promise): days between deleting an account and the erasure of its data.
import { MSG } from './messages.ts';

// The organiser's profile and account (dashboard.md §2 Profile tab, §3 Profile, §4 Profile, §5
// change password and profile rules, §7 Profile calls, §8 messages), API under
// /api/event-organiser/profile: read and edit the profile, upload an avatar, change the password,
// delete the account (docs/adr/006-account-deletion.md).

export const PROFILE_MSG = {
  // §8
  loadFailed: 'Failed to load profile. Please check your authentication and try again.',
  pageLoadFailed: 'Failed to load profile data.',
  updateFailed: 'Failed to update profile. Please try again.',
  changePasswordFailed: 'Failed to change password. Please try again.',
  updated: 'Profile updated successfully!',
  passwordChanged: 'Password changed successfully!',
  // §5
  currentPasswordRequired: 'Please enter your current password!',
  newPasswordTooShort: `Password must be at least ${PASSWORD_MIN_LENGTH} characters long!`,
  newPasswordsDoNotMatch: 'New passwords do not match!',
  emailCannotChange: 'Email cannot be changed',
  // The server's own refusals, shown as they come (§8: 'or the server's error or message text').
  currentPasswordWrong: 'Your current password is incorrect',
  googleNoPassword: 'This account signs in with Google: it has no password to change',
  namesForIndividuals: 'Only an individual account has a first and last name: a business account edits its business name',
  businessNameForBusinesses: 'Only a business account has a business name: an individual account edits its first and last name',
  postalCodeInvalid: 'Postal code must be 4 digits',
  phoneInvalid: 'Please enter a valid phone number',
  // The avatar
  avatarUpdated: 'Profile picture updated',
  avatarUploadFailed: 'Failed to upload your picture. Please try again.',
  avatarTooLarge: 'Profile pictures must be 2 MB or smaller',
  avatarWrongType: 'Profile pictures must be JPEG, PNG, WebP or GIF images',
  avatarMissing: 'Please choose a picture to upload',
  avatarNotMultipart: 'Send the picture as multipart/form-data with one file',
  avatarOneAtATime: 'Please upload one picture at a time',
  // Deleting the account
  deletePasswordRequired: 'Please enter your password to delete your account',
  deletePasswordWrong: 'Your password is incorrect: the account was not deleted',
  deleteFailed: 'Failed to delete your account. Please try again.',
  accountDeleted: 'Your account has been deleted and you have been signed out everywhere.',
} as const;

/** What a Google account types to confirm the deletion (it has no password). */
export const ACCOUNT_DELETE_PHRASE = 'DELETE MY ACCOUNT';
export const deletePhraseMessage = `Please type ${ACCOUNT_DELETE_PHRASE} to confirm`;
export const AVATAR_MAX_BYTES = 2 * 1024 * 1024;
/** What the file picker offers; the server reads the type from the content whatever the picker said. */
export const AVATAR_ACCEPT = 'image/jpeg,image/png,image/webp,image/gif';

// §3 Profile: the user part and the profile part.
export const ZProfileUser = z.object({
  email: z.string(),
  created_at: z.string(),
  updated_at: z.string(),
  auth_type: ZAuthType,
});
export const ZProfileDetails = z.object({
  organiser_type: ZOrganiserType,
  first_name: z.string().nullable(),
  last_name: z.string().nullable(),
  business_name: z.string().nullable(),
  phone_number: z.string().nullable(),
  address: z.string().nullable(),
  city: z.string().nullable(),
  postal_code: z.string().nullable(),
  avatar_url: z.string().nullable(),
});
export const ZProfile = z.object({ user: ZProfileUser, profile: ZProfileDetails });
export type TProfile = z.infer<typeof ZProfile>;
export const ZProfileResponse = z.object({ success: z.literal(true), message: z.string().optional(), data: ZProfile });
export type TProfileResponse = z.infer<typeof ZProfileResponse>;

/** Empty or blank text is "none" (null); otherwise trimmed, at most `max` characters. */
const optionalText = (max: number, tooLong: string) =>
  z.preprocess(
    (v) => (typeof v === 'string' && v.trim() === '' ? null : v),
    z.string().trim().max(max, tooLong).nullable(),
  );
const requiredName = (max: number, message: string) => z.string({ error: message }).trim().min(1, message).max(max, `At most ${max} characters`);

const PHONE_PATTERN = /^\+?[0-9 ()-]{5,40}$/;
const POSTAL_CODE_PATTERN = /^[0-9]{4}$/;

/**
 * PUT /api/event-organiser/profile (§5): every field optional, an absent one is kept. An individual
 * edits first and last name, a business its business name (the other type's names, if sent, must be
 * what is stored: else 400); phone, address, city and postal code for both (empty clears them). The
 * e-mail may be sent back as it is; a different one is refused 'Email cannot be changed'.
 */
export const ZProfileUpdate = z.object({
  email: z.string().max(254).optional(),
  first_name: requiredName(100, MSG.firstLastName).optional(),
  last_name: requiredName(100, MSG.firstLastName).optional(),
  business_name: requiredName(200, MSG.businessName).optional(),
  phone_number: optionalText(40, PROFILE_MSG.phoneInvalid).refine((v) => v === null || PHONE_PATTERN.test(v), PROFILE_MSG.phoneInvalid).optional(),
  address: optionalText(300, 'Address must be 300 characters or fewer').optional(),
  city: optionalText(100, 'City must be 100 characters or fewer').optional(),
  postal_code: optionalText(10, PROFILE_MSG.postalCodeInvalid).refine((v) => v === null || POSTAL_CODE_PATTERN.test(v), PROFILE_MSG.postalCodeInvalid).optional(),
});
export type TProfileUpdate = z.input<typeof ZProfileUpdate>;

/** The Profile tab's edit form: every field as text (the names of the other organiser type are left out when saving). */
export const ZProfileForm = z.object({
  organiser_type: ZOrganiserType,
  first_name: z.string(),
  last_name: z.string(),
  business_name: z.string(),
  phone_number: z.string(),
  address: z.string(),
  city: z.string(),
  postal_code: z.string(),
}).superRefine((value, ctx) => {
  if (value.organiser_type === 'individual') {
    if (!value.first_name.trim()) ctx.addIssue({ code: 'custom', path: ['first_name'], message: MSG.firstLastName });
    if (!value.last_name.trim()) ctx.addIssue({ code: 'custom', path: ['last_name'], message: MSG.firstLastName });
  } else if (!value.business_name.trim()) {
    ctx.addIssue({ code: 'custom', path: ['business_name'], message: MSG.businessName });
  }
  const phone = value.phone_number.trim();
  if (phone && !PHONE_PATTERN.test(phone)) ctx.addIssue({ code: 'custom', path: ['phone_number'], message: PROFILE_MSG.phoneInvalid });
  const postal = value.postal_code.trim();
  if (postal && !POSTAL_CODE_PATTERN.test(postal)) ctx.addIssue({ code: 'custom', path: ['postal_code'], message: PROFILE_MSG.postalCodeInvalid });
}).transform((value): TProfileUpdate => ({
  ...(value.organiser_type === 'individual'
    ? { first_name: value.first_name.trim(), last_name: value.last_name.trim() }
    : { business_name: value.business_name.trim() }),
  phone_number: value.phone_number.trim(),
  address: value.address.trim(),
  city: value.city.trim(),
  postal_code: value.postal_code.trim(),
}));
export type TProfileFormValues = z.input<typeof ZProfileForm>;

/** The form's values from a saved profile (what Cancel restores). */
export const profileFormValues = (profile: TProfile['profile']): TProfileFormValues => ({
  organiser_type: profile.organiser_type,
  first_name: profile.first_name ?? '',
  last_name: profile.last_name ?? '',
  business_name: profile.business_name ?? '',
  phone_number: profile.phone_number ?? '',
  address: profile.address ?? '',
  city: profile.city ?? '',
  postal_code: profile.postal_code ?? '',
});

/**
 * A new password (§5: at least 8 characters, 'Password must be at least 8 characters long!'), and
 * then the same strength rules as sign-up and the reset page, so changing a password never weakens it.
 */
const ZNewPassword = z
  .string({ error: PROFILE_MSG.newPasswordTooShort })
  .min(PASSWORD_MIN_LENGTH, PROFILE_MSG.newPasswordTooShort)
  .max(256, 'Password is too long')
  .superRefine((password, ctx) => {
    const problem = passwordProblem(password);
    if (problem) ctx.addIssue({ code: 'custom', message: problem });
  });

/** PATCH /api/event-organiser/profile/change-password (§7). */
export const ZChangePasswordRequest = z.object({
  old_password: z.string({ error: PROFILE_MSG.currentPasswordRequired }).min(1, PROFILE_MSG.currentPasswordRequired).max(256),
  new_password: ZNewPassword,
});
export type TChangePasswordRequest = z.input<typeof ZChangePasswordRequest>;

/** The change-password dialog (§5): current, new and confirm, in that order of messages. */
export const ZChangePasswordForm = z
  .object({
    old_password: z.string().min(1, PROFILE_MSG.currentPasswordRequired),
    new_password: ZNewPassword,
    confirm_password: z.string(),
  })
  .refine((value) => value.new_password === value.confirm_password, { path: ['confirm_password'], message: PROFILE_MSG.newPasswordsDoNotMatch })
  .transform(({ old_password, new_password }): TChangePasswordRequest => ({ old_password, new_password }));
export type TChangePasswordFormValues = z.input<typeof ZChangePasswordForm>;

/**
 * POST /api/event-organiser/profile/delete-account: an account with a password confirms with it; a
 * Google account (no password) types ACCOUNT_DELETE_PHRASE as `confirmation`.
 */
export const ZDeleteAccountRequest = z.object({
  password: z.string().max(256).optional(),
  confirmation: z.string().max(100).optional(),
});
export type TDeleteAccountRequest = z.input<typeof ZDeleteAccountRequest>;

/** The deletion dialog: the password, or the phrase for a Google account. */
export const ZDeleteAccountForm = z.discriminatedUnion('method', [
  z.object({ method: z.literal('password'), password: z.string().min(1, PROFILE_MSG.deletePasswordRequired) }),
  z.object({ method: z.literal('phrase'), confirmation: z.string().refine((v) => v.trim() === ACCOUNT_DELETE_PHRASE, deletePhraseMessage) }),
]).transform((value): TDeleteAccountRequest => (value.method === 'password' ? { password: value.password } : { confirmation: value.confirmation.trim() }));
export type TDeleteAccountFormValues = z.input<typeof ZDeleteAccountForm>;

export const ZAvatarResponse = z.object({ success: z.literal(true), message: z.string(), data: z.object({ avatar_url: z.string() }) });
export type TAvatarResponse = z.infer<typeof ZAvatarResponse>;
