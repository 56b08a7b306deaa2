import type { TProfile } from '@app/contract';

/** The organiser's name as the profile shows it: first and last name for an individual, the business name for a business. */
export const profileName = (profile: TProfile['profile']): string =>
  (profile.organiser_type === 'business' ? profile.business_name : [profile.first_name, profile.last_name].filter(Boolean).join(' ')) || 'Your profile';

/** How the account signs in, in words. */
export const signInMethodLabel = (authType: TProfile['user']['auth_type']): string => (authType === 'google_oauth' ? 'Google' : 'Email and password');
