// A signed-in page's code is fetched as the app starts, beside GET /auth/me, instead of once the
// session is confirmed and each lazy layer has rendered: without it a phone waited for /auth/me,
// then the frame's chunk, then the page's, one slow round trip after another. Each route that
// wants it carries `handle: preloads(...)`; the app calls preloadRoute(window.location) once.
import { matchRoutes, type RouteObject } from 'react-router';

type TRouteHandle = { preload(search: string): void };

/** A route handle whose preload starts each of `loads` (given the address's search string). */
export const preloads = (...loads: ((search: string) => unknown)[]): TRouteHandle => ({
  preload: (search) => loads.forEach((load) => void load(search)),
});

const isPreloading = (handle: unknown): handle is TRouteHandle =>
  typeof handle === 'object' && handle !== null && typeof (handle as Partial<TRouteHandle>).preload === 'function';

/**
 * Starts fetching the code of every route matching this address that has a preloading handle, each
 * in a task of its own after the app's start: a preload adds a link element per chunk the route
 * needs (Vite's preload helper), and all of them inside the start's task made it a long one on a
 * phone (Lighthouse's TBT).
 */
export const preloadRoute = (routes: RouteObject[], { pathname, search }: { pathname: string; search: string }): void => {
  for (const { route } of matchRoutes(routes, pathname) ?? []) {
    const { handle } = route;
    if (isPreloading(handle)) setTimeout(() => handle.preload(search), 0);
  }
};
