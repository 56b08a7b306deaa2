// A signed-in page's code (and, where a page says so, its first data) is fetched as the app starts,
// beside GET /auth/me, instead of once the session is confirmed and each lazy layer has rendered:
// without it a phone waited for /auth/me, then the frame's chunk, then the page's, then its data,
// one slow round trip after another. Each route that wants it carries `handle: preloads(...)`; the
// app calls preloadRoute(routes, window.location, queryClient) once.
import { createElement, lazy, type ComponentType } from 'react';
import type { QueryClient } from '@tanstack/react-query';
import { matchRoutes, type Params, type RouteObject } from 'react-router';
import { whenChunksEvaluated } from './chunks-evaluated.ts';
import { readToken } from './storage.ts';

/** What a route's preload knows: the address's search string and path parameters, and the app's query client. */
export type TPreloadContext = { search: string; params: Params; queryClient: QueryClient };

type TRouteHandle = { preload(context: TPreloadContext): void };

/**
 * A lazy page whose `load` a route's preload can start before it renders: `handle: preloads(Page.load)`.
 * Once its code has loaded it renders at once instead of suspending for a moment first (React.lazy
 * does, even for code it already has): a prerendered page whose code was loaded before hydrating
 * (`prerendered`) then hydrates in one pass.
 */
export const lazyPage = <TProps extends object, TModule extends { default: ComponentType<TProps> }>(load: () => Promise<TModule & { default: ComponentType<TProps> }>) => {
  let Loaded: ComponentType<TProps> | undefined;
  const loadAndKeep = () =>
    load().then((module) => {
      Loaded = module.default;
      return module;
    });
  const Lazy = lazy(loadAndKeep);
  const Page = (props: TProps) => (Loaded ? createElement(Loaded, props) : createElement(Lazy, props));
  return Object.assign(Page, { load: loadAndKeep });
};

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
  const matches = (matchRoutes(routes, pathname) ?? []).reverse();
  // On a route shell the start script is evaluating the route's chunks one a task: a preload's
  // import() now would evaluate the rest of them in one.
  whenChunksEvaluated(() => {
    for (const { route, params } of matches) {
      const { handle } = route;
      if (isPreloading(handle)) setTimeout(() => handle.preload({ search, params, queryClient }), 0);
    }
  });
};

type TPrerenderedHandle = { loadBeforeHydrating(): Promise<unknown> };

/**
 * The handle of a prerendered page's route: the app loads the page's code before it hydrates the
 * page's HTML (loadPrerenderedPage). React hydrates a layout's page after the rest, and hydrates it
 * at once when it is tapped first, but only if it has its code: without it the tap was lost.
 */
export const prerendered = (page: { load(): Promise<unknown> }): TPrerenderedHandle => ({ loadBeforeHydrating: page.load });

/** True for the handle `prerendered(Page)` gives a route. */
export const isPrerendered = (handle: unknown): handle is TPrerenderedHandle =>
  typeof handle === 'object' && handle !== null && typeof (handle as Partial<TPrerenderedHandle>).loadBeforeHydrating === 'function';

/** Loads the code of the prerendered pages of the routes matching `pathname`; settles, never fails (a page whose code failed to load shows its error once rendered). */
export const loadPrerenderedPage = async (routes: RouteObject[], pathname: string): Promise<void> => {
  const loads = (matchRoutes(routes, pathname) ?? []).map(({ route }) => (isPrerendered(route.handle) ? route.handle.loadBeforeHydrating() : undefined));
  await Promise.allSettled(loads);
};
