// A signed-in page's code (and, where a page says so, its first data) is fetched as the app starts,
// beside GET /auth/me, instead of once the session is confirmed and each lazy layer has rendered:
// without it a phone waited for /auth/me, then the frame's chunk, then the page's, then its data,
// one slow round trip after another. Each route that wants it carries `handle: preloads(...)`; the
// app calls preloadRoute(routes, window.location, queryClient) once.
import { lazy, type ComponentType } from 'react';
import type { QueryClient } from '@tanstack/react-query';
import { matchRoutes, type Params, type RouteObject } from 'react-router';
import { readToken } from './storage.ts';

/** What a route's preload knows: the address's search string and path parameters, and the app's query client. */
export type TPreloadContext = { search: string; params: Params; queryClient: QueryClient };

type TRouteHandle = { preload(context: TPreloadContext): void };

/** A lazy page whose `load` a route's preload can start before it renders: `handle: preloads(Page.load)`. */
export const lazyPage = <TModule extends { default: ComponentType }>(load: () => Promise<TModule>) => Object.assign(lazy(load), { load });

/** A route handle whose preload starts each of `loads`. */
export const preloads = (...loads: ((context: TPreloadContext) => unknown)[]): TRouteHandle => ({
  preload: (context) => loads.forEach((load) => void load(context)),
});

/**
 * A preload that fetches a signed-in page's first data into the query cache, with the stored
 * session; none without one (the page sends the visitor away).
 */
export const prefetchWhenSignedIn =
  (prefetch: (context: TPreloadContext) => Promise<unknown>) =>
  (context: TPreloadContext): Promise<unknown> | undefined =>
    readToken() ? prefetch(context) : undefined;

const isPreloading = (handle: unknown): handle is TRouteHandle =>
  typeof handle === 'object' && handle !== null && typeof (handle as Partial<TRouteHandle>).preload === 'function';

/**
 * Starts every preload of the routes matching this address, each in a task of its own after the
 * app's start: a preload adds a link element per chunk the route needs (Vite's preload helper), and
 * all of them inside the start's task made it a long one on a phone (Lighthouse's TBT). The page's
 * own route goes first, then the frames around it: its data waits on a chain (its code, then the
 * request), the frames only on their files, and a phone fetches six files at a time.
 */
export const preloadRoute = (routes: RouteObject[], { pathname, search }: { pathname: string; search: string }, queryClient: QueryClient): void => {
  for (const { route, params } of (matchRoutes(routes, pathname) ?? []).reverse()) {
    const { handle } = route;
    if (isPreloading(handle)) setTimeout(() => handle.preload({ search, params, queryClient }), 0);
  }
};
