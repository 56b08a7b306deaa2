// Where a service provider may be sent by /?redirect_to_sp=true&redirect_url=...: only the provider
// portal's origin. Without this, the link would send people anywhere (an open redirect).

/** The API's PROVIDER_PORTAL_URL default: the portal the server names when nothing is configured. */
export const DEFAULT_PROVIDER_PORTAL_URL = 'http://localhost:3001';

/** The provider portal this build follows: VITE_PROVIDER_PORTAL_URL, or the default portal. */
export const providerPortalUrl = (): string => import.meta.env.VITE_PROVIDER_PORTAL_URL || DEFAULT_PROVIDER_PORTAL_URL;

/**
 * The address to go to for `url`, normalised (what was checked is what is followed), or null when it
 * is not an http(s) address on the provider portal's origin.
 */
export const providerRedirectTarget = (url: string, portalUrl: string = providerPortalUrl()): string | null => {
  let target: URL;
  let portal: URL;
  try {
    target = new URL(url, window.location.origin);
    portal = new URL(portalUrl);
  } catch {
    return null;
  }
  if (target.protocol !== 'https:' && target.protocol !== 'http:') return null;
  if (target.username || target.password) return null;
  return target.origin === portal.origin ? target.href : null;
};
