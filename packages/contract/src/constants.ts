// Business constants from the product specification (public-site.md §9, dashboard.md §9).

export const BRAND_NAME = 'Hui Events';

export const PASSWORD_MIN_LENGTH = 8;
export const PROVIDER_REDIRECT_COUNTDOWN_SECONDS = 5;
export const NAVBAR_SOLID_AFTER_PX = 50;

export const SIGNUP_WIZARD_STEPS = 3;
export const GOOGLE_COMPLETION_STEPS = 2;
export const REQUEST_WIZARD_STEPS_SIGNED_IN = 6;
export const REQUEST_WIZARD_STEPS_VISITOR = 7;
export const REQUEST_WIZARD_STEPS_MODAL = 5;

export const MIN_EVENT_LEAD_DAYS = 3;
export const REQUEST_ACTIVE_DAYS = 30;
export const PROVIDER_RESPONSE_HOURS = 24;

export const BUDGET_SLIDER_MIN = 0;
export const BUDGET_SLIDER_MAX = 50_000;
export const BUDGET_SLIDER_STEP = 100;
export const BUDGET_DEFAULT_MIN = 500;
export const BUDGET_DEFAULT_MAX = 5_000;
export const BUDGET_PRESETS = [
  { label: 'Under $1,000', min: 0, max: 1_000 },
  { label: '$1,000 - $3,000', min: 1_000, max: 3_000 },
  { label: '$3,000 - $5,000', min: 3_000, max: 5_000 },
  { label: '$5,000 - $10,000', min: 5_000, max: 10_000 },
  { label: '$10,000 - $20,000', min: 10_000, max: 20_000 },
  { label: '$20,000+', min: 20_000, max: 50_000 },
] as const;

export const RESPONSE_DEADLINE_OPTIONS = [
  { value: '1_day', label: '1 day', days: 1, isUrgent: true },
  { value: '3_days', label: '3 days', days: 3, isUrgent: false },
  { value: '1_week', label: '1 week', days: 7, isUrgent: false },
  { value: '2_weeks', label: '2 weeks', days: 14, isUrgent: false },
  { value: '1_month', label: '1 month', days: 30, isUrgent: false },
] as const;

export const EVENT_REQUEST_PAGE_SIZE = 20;
export const NOTIFICATION_DURATION_MS = 3_000;
export const ROUTE_TOAST_DURATION_MS = 5_000;
export const SESSION_EXPIRY_REDIRECT_MS = 1_000;
export const TUTORIAL_DELAY_MS = 1_500;
export const TUTORIAL_STEPS = 8;
export const UNREAD_POLL_MS = 120_000;
export const UNREAD_BADGE_CAP = 99;

export const PROVIDER_PAGE_SIZES = [12, 20, 36, 50] as const;
export const PROVIDER_DEFAULT_PAGE_SIZE = 20;
/**
 * The provider list counts its matches exactly up to this many (or to the end of the page asked
 * for, when that lies further); beyond, its total is a lower bound shown as '1,000+' (ADR 008).
 */
export const PROVIDER_LIST_TOTAL_CAP = 1_000;
export const PROVIDER_MIN_YEARS_OPTIONS = [1, 3, 5, 10] as const;
export const PROVIDER_MAX_PAGE_BUTTONS = 5;
export const PROVIDER_REVIEWS_PAGE_SIZE = 10;
export const SEARCH_DEBOUNCE_MS = 300;
export const TYPING_STOP_MS = 3_000;
export const DUPLICATE_MESSAGE_WINDOW_MS = 10_000;
export const CHAT_EXPIRY_URGENT_HOURS = 24;
export const DIALOG_AUTO_CLOSE_MS = 1_500;
export const QUOTE_ACCEPTED_INFO_DELAY_MS = 3_000;

/** The shared fallback city list (16), also the seeded locations. */
export const NZ_CITIES = [
  'Auckland', 'Wellington', 'Christchurch', 'Hamilton', 'Tauranga', 'Dunedin', 'Palmerston North', 'Rotorua',
  'New Plymouth', 'Whangarei', 'Invercargill', 'Nelson', 'Hastings', 'Gisborne', 'Queenstown', 'Bay of Plenty',
] as const;

/** The first form's shorter fallback list (10). */
export const NZ_CITIES_SHORT = [
  'Auckland', 'Wellington', 'Christchurch', 'Hamilton', 'Tauranga', 'Napier', 'Hastings', 'Dunedin', 'Palmerston North', 'Nelson',
] as const;

export const ICON_EMOJI: Readonly<Record<string, string>> = {
  camera: '📷', utensils: '🍽️', palette: '🎨', tools: '🛠️', calendar: '📅', flower: '🌸', music: '🎵', truck: '🚚',
  building: '🏢', video: '🎥', microphone: '🎤', lightbulb: '💡', shield: '🛡️', car: '🚗', star: '⭐', heart: '❤️',
  gift: '🎁', cake: '🎂', balloon: '🎈', party: '🎉',
};
export const ICON_EMOJI_DEFAULT = '🎯';
export const iconToEmoji = (icon: string | null | undefined): string => (icon && ICON_EMOJI[icon]) || ICON_EMOJI_DEFAULT;

export const CONTACT_SUBJECTS = [
  { value: '', label: 'Select a topic' },
  { value: 'general_inquiry', label: 'General Inquiry' },
  { value: 'technical_support', label: 'Technical Support' },
  { value: 'billing_question', label: 'Billing Question' },
  { value: 'feedback', label: 'Feedback' },
  { value: 'partnership_opportunity', label: 'Partnership Opportunity' },
  { value: 'other', label: 'Other' },
] as const;

export const BLOG_SLUGS = [
  'ultimate-guide-planning-events-new-zealand',
  'top-event-trends-new-zealand-2024',
  'how-to-choose-perfect-venue-new-zealand',
] as const;

/** Client storage keys: the current pair and the older brand-named pair are both read at start-up. */
export const STORAGE_KEYS = {
  token: 'auth_token',
  user: 'auth_user',
  legacyToken: 'hui_auth_token',
  legacyUser: 'hui_user',
  dashboardTab: 'dashboard_tab',
  googleUserInfo: 'google_user_info',
  googleTempToken: 'google_temp_access_token',
  tempOAuth: 'temp_oauth',
  pendingEventRequest: 'pending_event_request',
  tutorialCompleted: 'dashboard_tutorial_completed',
} as const;
