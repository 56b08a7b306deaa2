// Where a notification leads. The API stores a path of the site it was written for ('/quotes/12'),
// or a full address; an address on this site's own origin becomes a path for the router.

export type TNotificationTarget = { kind: 'route'; to: string } | { kind: 'external'; href: string } | null;

export const notificationTarget = (link: string | null | undefined, origin: string): TNotificationTarget => {
  if (!link) return null;
  if (link.startsWith('/') && !link.startsWith('//')) return { kind: 'route', to: link };
  try {
    const url = new URL(link);
    if (url.protocol !== 'http:' && url.protocol !== 'https:') return null;
    if (url.origin === origin) return { kind: 'route', to: `${url.pathname}${url.search}${url.hash}` };
    return { kind: 'external', href: url.href };
  } catch {
    return null;
  }
};
