import { z } from 'zod';
import { ZMedianReplyMinutes } from './response-times.ts';
import { ZEmail, ZResetPasswordRequest, ZStrongPassword, ZUser } from './auth.ts';
import { MSG } from './messages.ts';
import { ZProviderPriceRange } from './providers.ts';
import { positiveInt } from './query-values.ts';

// The provider portal's account: sign-up, sign-in, the business profile and its pictures
// (apps/provider-portal, API under /api/service-provider/account). A new provider is `pending` until
// an operator verifies it (`npm run provider:verify -- EMAIL`); only active, verified providers are
// listed to organisers or can quote.

export const PROVIDER_ACCOUNT_MSG = {
  businessNameRequired: 'Please enter your business name',
  contactNameRequired: 'Please enter the name of the person organisers will deal with',
  phoneRequired: 'Please enter a phone number organisers can reach you on',
  phoneInvalid: 'Please enter a valid phone number',
  categoriesRequired: 'Choose at least one service you offer',
  unknownCategory: 'One of the chosen services does not exist',
  subcategoryOutsideCategory: 'Each chosen speciality must belong to one of your chosen services',
  cityRequired: 'Please choose the city you work from',
  unknownLocation: 'Please choose a city from the list',
  yearsInvalid: 'Years in operation must be a whole number from 0 to 200',
  websiteInvalid: 'Please enter a full website address starting with http:// or https://',
  descriptionTooLong: `Description must be ${5_000} characters or fewer`,
  emailTaken: 'An account with this email already exists',
  notAProvider: 'This portal is for service providers. Organisers sign in on the Hui Events site.',
  providersOnly: 'This area is for service providers only',
  awaitingVerification: 'Your business is awaiting verification. You can see requests and send quotes once it is verified.',
  accountInactive: 'Your business is not active on Hui Events. Contact support to reactivate it.',
  accountCreated: 'Your provider account has been created. We will verify your business shortly.',
  profileSaved: 'Profile updated successfully!',
  imageUploaded: 'Image uploaded',
  imageDeleted: 'Image removed',
  passwordChanged: 'Your password has been changed and you are signed in.',
  imageTooLarge: 'Images must be 5 MB or smaller',
  imageWrongType: 'Images must be JPEG, PNG, WebP or GIF files',
  imageMissing: 'Please choose an image to upload',
  imageNotMultipart: 'Send the image as multipart/form-data with the fields kind and file',
  imageOneAtATime: 'Please upload one image at a time',
  imageKindInvalid: 'kind must be one of profile_picture, service_image, gallery_image',
  imageLimitReached: 'You have reached the limit of pictures of this kind: remove one first',
  imageNotFound: 'Image not found',
  invalidImageId: 'Image id must be a positive whole number',
} as const;

export const PROVIDER_DESCRIPTION_MAX = 5_000;
export const PROVIDER_IMAGE_MAX_BYTES = 5 * 1024 * 1024;
export const PROVIDER_IMAGE_TYPES = ['image/jpeg', 'image/png', 'image/webp', 'image/gif'] as const;
export const PROVIDER_IMAGE_KINDS = ['profile_picture', 'service_image', 'gallery_image'] as const;
export const ZProviderImageKind = z.enum(PROVIDER_IMAGE_KINDS, { error: PROVIDER_ACCOUNT_MSG.imageKindInvalid });
export type TProviderImageKind = z.infer<typeof ZProviderImageKind>;
/** How many pictures of each kind a profile may hold (a new profile picture replaces the old one). */
export const PROVIDER_IMAGE_LIMITS: Readonly<Record<TProviderImageKind, number>> = {
  profile_picture: 1,
  service_image: 12,
  gallery_image: 30,
};

/** A provider account's state as the portal shows it. */
export const PROVIDER_ACCOUNT_STATES = ['pending', 'active', 'suspended'] as const;
export const ZProviderAccountState = z.enum(PROVIDER_ACCOUNT_STATES);
export type TProviderAccountState = z.infer<typeof ZProviderAccountState>;

const trimmedOptional = (max: number, message?: string) =>
  z.preprocess(
    (v) => (typeof v === 'string' && v.trim() === '' ? null : v),
    z.string().trim().max(max, message).nullish(),
  ).transform((v) => v ?? null);
const PHONE_PATTERN = /^\+?[0-9 ()-]{6,20}$/;
const ZWebsite = z.preprocess(
  (v) => (typeof v === 'string' && v.trim() === '' ? null : v),
  z.string().trim().max(300, PROVIDER_ACCOUNT_MSG.websiteInvalid).regex(/^https?:\/\/[^\s/$.?#].[^\s]*$/i, PROVIDER_ACCOUNT_MSG.websiteInvalid).nullish(),
).transform((v) => v ?? null);

/** The business fields shared by sign-up and profile editing. */
export const ZProviderBusinessInput = z.object({
  business_name: z.string({ error: PROVIDER_ACCOUNT_MSG.businessNameRequired }).trim().min(1, PROVIDER_ACCOUNT_MSG.businessNameRequired).max(200),
  contact_name: z.string({ error: PROVIDER_ACCOUNT_MSG.contactNameRequired }).trim().min(1, PROVIDER_ACCOUNT_MSG.contactNameRequired).max(200),
  phone: z.string({ error: PROVIDER_ACCOUNT_MSG.phoneRequired }).trim().min(1, PROVIDER_ACCOUNT_MSG.phoneRequired).regex(PHONE_PATTERN, PROVIDER_ACCOUNT_MSG.phoneInvalid),
  category_ids: z.array(positiveInt(PROVIDER_ACCOUNT_MSG.unknownCategory), { error: PROVIDER_ACCOUNT_MSG.categoriesRequired })
    .min(1, PROVIDER_ACCOUNT_MSG.categoriesRequired).max(20),
  subcategory_ids: z.array(positiveInt(PROVIDER_ACCOUNT_MSG.subcategoryOutsideCategory)).max(100).default([]),
  location_id: positiveInt(PROVIDER_ACCOUNT_MSG.cityRequired),
  price_range: ZProviderPriceRange.nullish().transform((v) => v ?? null),
  years_in_operation: z.number({ error: PROVIDER_ACCOUNT_MSG.yearsInvalid }).int(PROVIDER_ACCOUNT_MSG.yearsInvalid).min(0, PROVIDER_ACCOUNT_MSG.yearsInvalid).max(200, PROVIDER_ACCOUNT_MSG.yearsInvalid).nullish().transform((v) => v ?? null),
  description: trimmedOptional(PROVIDER_DESCRIPTION_MAX, PROVIDER_ACCOUNT_MSG.descriptionTooLong),
  website: ZWebsite,
  address: trimmedOptional(300),
  postal_code: trimmedOptional(10),
});
export type TProviderBusinessInput = z.input<typeof ZProviderBusinessInput>;

/** POST /api/service-provider/account/signup */
export const ZProviderSignupRequest = ZProviderBusinessInput.extend({
  email: ZEmail,
  password: ZStrongPassword,
});
export type TProviderSignupRequest = z.input<typeof ZProviderSignupRequest>;

/** PUT /api/service-provider/account/profile: the whole business profile (the e-mail is the sign-in's and changes elsewhere). */
export const ZProviderProfileUpdate = ZProviderBusinessInput.extend({
  /** The e-mail organisers see on the profile; null shows the sign-in e-mail. */
  public_email: z.preprocess(
    (v) => (typeof v === 'string' && v.trim() === '' ? null : v),
    ZEmail.nullish(),
  ).transform((v) => v ?? null),
});
export type TProviderProfileUpdate = z.input<typeof ZProviderProfileUpdate>;

/** POST /api/service-provider/account/login: the organisers' sign-in fields. */
export const ZProviderLoginRequest = z.object({
  email: z.string({ error: MSG.fillAll }).trim().min(1, MSG.fillAll).max(254).transform((v) => v.toLowerCase()),
  password: z.string({ error: MSG.fillAll }).min(1, MSG.fillAll).max(256),
});
export type TProviderLoginRequest = z.input<typeof ZProviderLoginRequest>;

export const ZProviderImage = z.object({
  id: z.number().int(),
  kind: ZProviderImageKind,
  file_url: z.string(),
  file_name: z.string(),
  mime_type: z.string().nullable(),
  size_bytes: z.number().int().nullable(),
  sort_order: z.number().int(),
});
export type TProviderImage = z.infer<typeof ZProviderImage>;

/** The signed-in provider's own business, everything the organiser's card and detail page show. */
export const ZProviderAccount = z.object({
  provider_id: z.number().int(),
  user_id: z.number().int(),
  /** The sign-in e-mail. */
  email: z.string(),
  state: ZProviderAccountState,
  is_verified: z.boolean(),
  is_active: z.boolean(),
  /** Listed to organisers and allowed to quote: active and verified. */
  can_quote: z.boolean(),
  business_name: z.string(),
  contact_name: z.string().nullable(),
  public_email: z.string().nullable(),
  phone: z.string().nullable(),
  website: z.string().nullable(),
  description: z.string().nullable(),
  address: z.string().nullable(),
  postal_code: z.string().nullable(),
  city: z.string().nullable(),
  location_id: z.number().int().nullable(),
  price_range: ZProviderPriceRange.nullable(),
  years_in_operation: z.number().int().nullable(),
  categories: z.array(z.object({ id: z.number().int(), name: z.string() })),
  subcategories: z.array(z.object({ id: z.number().int(), category_id: z.number().int(), name: z.string() })),
  avg_rating: z.number(),
  review_count: z.number().int(),
  /** Median minutes to a first reply to an invitation over 90 days, as organisers see it (null: too few invitations). */
  median_reply_minutes: ZMedianReplyMinutes,
  images: z.array(ZProviderImage),
  created_at: z.string(),
});
export type TProviderAccount = z.infer<typeof ZProviderAccount>;

export const ZProviderAccountResponse = z.object({ success: z.literal(true), message: z.string().optional(), data: ZProviderAccount });
export type TProviderAccountResponse = z.infer<typeof ZProviderAccountResponse>;

/** Sign-up and sign-in answer a session like the organisers' one, with the provider's business. */
export const ZProviderAuthSuccess = z.object({
  success: z.literal(true),
  message: z.string().optional(),
  token: z.string(),
  expires_at: z.string(),
  user: ZUser,
  provider: ZProviderAccount,
});
export type TProviderAuthSuccess = z.infer<typeof ZProviderAuthSuccess>;

/**
 * POST /api/service-provider/account/reset-password: the organisers' reset (the same link, rules and
 * messages as /api/auth/reset-password) answered with a provider session (ZProviderAuthSuccess), so
 * the portal signs the provider in at once. An organiser's link answers 403 notAProvider and stays
 * unused. /api/auth/reset-password keeps answering a provider with the portal address.
 */
export const ZProviderResetPasswordRequest = ZResetPasswordRequest;
export type TProviderResetPasswordRequest = z.input<typeof ZProviderResetPasswordRequest>;

/**
 * POST /api/service-provider/account/images: multipart/form-data with the field `kind` (one of
 * PROVIDER_IMAGE_KINDS) and one file (any field name, `file` by convention), answered 201 with the
 * stored image. The type is read from the file's first bytes (JPEG, PNG, GIF or WebP), never from its
 * name or declared type; at most PROVIDER_IMAGE_MAX_BYTES. The file is served at its file_url
 * (/uploads/<random name>). DELETE /images/{id} removes one of the provider's own images.
 */
export const ZProviderImageResponse = z.object({ success: z.literal(true), message: z.string().optional(), data: ZProviderImage });
export type TProviderImageResponse = z.infer<typeof ZProviderImageResponse>;
export const ZProviderImageDeleteResponse = z.object({ success: z.literal(true), message: z.string() });
export type TProviderImageDeleteResponse = z.infer<typeof ZProviderImageDeleteResponse>;

export const ZProviderImageIdParams = z.object({ id: positiveInt(PROVIDER_ACCOUNT_MSG.invalidImageId) });

// The portal's forms (react-hook-form through zodResolver) hold text from inputs and selects: a blank
// optional choice or number is null, and a number typed as digits is that number. Everything else is
// the request schemas' own rules and messages.

const blankAsNull = (value: unknown) => (typeof value === 'string' && value.trim() === '' ? null : value);
const digitsAsNumber = (value: unknown) => {
  const blank = blankAsNull(value);
  return typeof blank === 'string' && /^\s*\d+\s*$/.test(blank) ? Number(blank) : blank;
};
const formChoices = {
  price_range: z.preprocess(blankAsNull, ZProviderBusinessInput.shape.price_range),
  years_in_operation: z.preprocess(digitsAsNumber, ZProviderBusinessInput.shape.years_in_operation),
};

/** The business fields as the sign-up and profile forms hold them. */
export const ZProviderBusinessForm = ZProviderBusinessInput.extend(formChoices);
/** Sign-up, business step: who organisers deal with and where. */
export const ZProviderSignupBusinessForm = ZProviderBusinessForm.pick({ business_name: true, contact_name: true, phone: true, location_id: true, website: true });
export type TProviderSignupBusinessForm = z.input<typeof ZProviderSignupBusinessForm>;
/** Sign-up, services step: what the business offers. */
export const ZProviderSignupServicesForm = ZProviderBusinessForm.pick({ category_ids: true, subcategory_ids: true, price_range: true, years_in_operation: true, description: true });
export type TProviderSignupServicesForm = z.input<typeof ZProviderSignupServicesForm>;
/** The profile page's form: the whole profile update. */
export const ZProviderProfileForm = ZProviderProfileUpdate.extend(formChoices);
export type TProviderProfileForm = z.input<typeof ZProviderProfileForm>;
