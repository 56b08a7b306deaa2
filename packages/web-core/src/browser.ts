// The few browser navigations the app makes outside the router, in one mockable place.
export const browser = {
  /** Full page navigation (reload) to a URL: logout, provider portal, Google sign-in. */
  assign(url: string): void {
    window.location.assign(url);
  },
};
