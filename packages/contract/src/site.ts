// The site shell: page title, section anchors, navigation, query flags and the auth pages' texts.

export const SITE_TITLE = 'Hui Events – Plan your New Zealand event';

/** Anchors on the landing page that the navigation bar and footer scroll to. */
export const SECTION_IDS = {
  about: 'about',
  howItWorks: 'how-it-works',
  services: 'services',
  requestForm: 'registration-form',
} as const;
export type TSectionId = (typeof SECTION_IDS)[keyof typeof SECTION_IDS];

/** Navigation bar items, in order: a section on / or a route. */
export const NAV_ITEMS = [
  { label: 'Home', to: '/' },
  { label: 'About', section: SECTION_IDS.about },
  { label: 'How It Works', section: SECTION_IDS.howItWorks },
  { label: 'Services', section: SECTION_IDS.services },
  { label: 'Contact', to: '/contact' },
  { label: 'Blog', to: '/blog' },
] as const satisfies readonly ({ label: string; to: string } | { label: string; section: TSectionId })[];

/** Query flags read on / and /dashboard. */
export const QUERY_FLAGS = {
  signup: 'signup',
  authError: 'auth_error',
  error: 'error',
  redirectToProvider: 'redirect_to_sp',
  redirectUrl: 'redirect_url',
  googleSignup: 'google_signup',
  submitPendingEvent: 'submit_pending_event',
  tab: 'tab',
  /** With tab=messages: the chat room to open. */
  room: 'room',
  newUser: 'new_user',
  welcome: 'welcome',
} as const;
export const AUTH_ERROR_CODES = { parameterMissing: 'parameter_missing', oauthFailed: 'oauth_failed', processingFailed: 'processing_failed' } as const;
/** /auth/error reads its code, then clears the query after this delay. */
export const AUTH_ERROR_QUERY_CLEAR_MS = 100;

/** Texts of the sign-in result pages and notices the spec fixes. */
export const AUTH_TEXT = {
  signingIn: 'Signing you in...',
  sessionExpiredRejection: 'Session expired',
  completeSignupFailed: 'Failed to complete signup. Please try again.',
  invalidAuthData: 'Invalid authentication data',
  googleUnavailableTitle: 'Google Sign-In Temporarily Unavailable',
  tryGoogleAgain: 'Try Google Sign-In Again',
  useRegularSignup: 'Use Regular Sign-Up Instead',
  contactSupport: 'Contact Support',
  backToHome: 'Back to Home',
  helpBanner: 'Need Help Planning Your Event?',
} as const;
