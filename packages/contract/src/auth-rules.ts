// The account rules both sites need on every page's first load (the navigation bar's name and
// initial, the password checklist), without zod: a module that only these are taken from stays out
// of the schemas, so the web apps' entry chunks do not carry zod (the package has no side effects).
import type { TUser } from './auth.ts';
import { PASSWORD_MIN_LENGTH } from './constants.ts';

export const ORGANISER_TYPES = ['individual', 'business'] as const;
export const USER_ROLES = ['event_organiser', 'service_provider'] as const;
export const AUTH_TYPES = ['email', 'google_oauth'] as const;

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

/** A reset token as the link carries it: 256 random bits, base64url. */
export const RESET_TOKEN_PATTERN = /^[A-Za-z0-9_-]{43}$/;

/** Display name rule: first name, else business name, else 'User'. */
export const displayName = (user: Pick<TUser, 'email' | 'profile'> | null | undefined): string =>
  user?.profile.first_name || user?.profile.business_name || 'User';

/** Avatar initial: first-name initial, else the first letter of the e-mail, else U. */
export const userInitial = (user: { email?: string | null; profile?: { first_name?: string | null } | null } | null | undefined): string =>
  (user?.profile?.first_name?.[0] || user?.email?.[0] || 'U').toUpperCase();
