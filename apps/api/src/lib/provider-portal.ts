/**
 * Where a service provider who signed in on the organiser site is sent: the provider portal's sign-in
 * page (at PROVIDER_PORTAL_URL's origin, where the portal is served) with the e-mail filled in.
 */
export const providerSignInUrl = (providerPortalUrl: string, email: string): string => {
  const url = new URL('/sign-in', new URL(providerPortalUrl).origin);
  url.searchParams.set('email', email);
  return url.href;
};
