// Accounts for end-to-end tests: the seeded demo users and unique throw-away e-mails.

/** The seeded demo organiser (SEED_DEMO=true). */
export const DEMO_ORGANISER = { email: 'demo@huievents.co.nz', password: 'Kia0ra!Events' } as const;
/** The seeded demo service provider: signing in here redirects to the provider portal. */
export const DEMO_PROVIDER = { email: 'provider@huievents.co.nz', password: 'Kia0ra!Events' } as const;

/** A password that meets every rule of the sign-up checklist. */
export const STRONG_PASSWORD = 'Harbour#Lights42';

let counter = 0;
/** A unique e-mail per call, e.g. e2e+signup-1718000000000-1@example.nz. */
export const uniqueEmail = (label = 'user'): string => `e2e+${label}-${Date.now()}-${++counter}@example.nz`;
