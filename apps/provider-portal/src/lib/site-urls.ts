// Addresses outside the portal.

/** The organiser site (VITE_APP_URL, default http://localhost:3000), without a trailing slash. */
export const APP_URL = (import.meta.env.VITE_APP_URL || 'http://localhost:3000').replace(/\/+$/, '');
