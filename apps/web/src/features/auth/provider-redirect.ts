// Where a service provider may be sent: only http(s), and only the provider portal's origin
// when VITE_PROVIDER_PORTAL_URL says which one it is.

export const isAllowedProviderUrl = (url: string, portalUrl: string | undefined = import.meta.env.VITE_PROVIDER_PORTAL_URL): boolean => {
  let target: URL;
  try {
    target = new URL(url, window.location.origin);
  } catch {
    return false;
  }
  if (target.protocol !== 'https:' && target.protocol !== 'http:') return false;
  if (!portalUrl) return true;
  try {
    return target.origin === new URL(portalUrl).origin;
  } catch {
    return false;
  }
};
