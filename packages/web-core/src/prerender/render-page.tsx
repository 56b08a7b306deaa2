// Build time only (packages/web-core/build/prerender.ts runs it in Node): one public page of a site
// rendered to HTML with the site's own route table, as a visitor who is not signed in first sees it.
import type { ComponentType, ReactNode } from 'react';
import { prerenderToNodeStream } from 'react-dom/static';
import { createStaticHandler, createStaticRouter, StaticRouterProvider, type RouteObject } from 'react-router';

/** A page the build prerenders: its path, and the source file of its lazily loaded route module (preloaded by the HTML). */
export type TPrerenderPage = { path: string; module: string };

/** What the build puts in the page: the app's HTML for #root, and the title the page sets, if any. */
export type TRenderedPage = { html: string; title: string | null };

const TITLE = /<title>([^<]*)<\/title>/;

/**
 * Renders `path` with the route table, inside `Providers` (the app's providers, as in the browser),
 * once every lazy route module has loaded: the HTML is the finished page, never a loading state.
 * Fails on any error, as the browser would then render the page again.
 */
export const renderPage = async ({ routes, Providers, path }: { routes: RouteObject[]; Providers: ComponentType<{ children: ReactNode }>; path: string }): Promise<TRenderedPage> => {
  const handler = createStaticHandler(routes);
  const context = await handler.query(new Request(new URL(path, 'http://prerender.invalid')));
  if (context instanceof Response) throw new Error(`${path} answered with a redirect (${context.status}), not a page`);
  if (context.statusCode !== 200) throw new Error(`${path} answered ${context.statusCode}, not a page`);
  const router = createStaticRouter(handler.dataRoutes, context);
  const errors: unknown[] = [];
  const { prelude } = await prerenderToNodeStream(
    <Providers>
      {/* hydrate={false}: no inline script with the router's state (the CSP allows none); the browser's router starts from the address. */}
      <StaticRouterProvider router={router} context={context} hydrate={false} />
    </Providers>,
    {
      onError: (error) => void errors.push(error),
      // Every Suspense boundary in place, however large: React would move a large one to the end with
      // an inline script to put it back, which the CSP blocks.
      progressiveChunkSize: Number.POSITIVE_INFINITY,
    },
  );
  let html = '';
  for await (const chunk of prelude) html += typeof chunk === 'string' ? chunk : new TextDecoder().decode(chunk as Uint8Array);
  if (errors.length > 0) throw new AggregateError(errors, `${path} failed to render: ${String(errors[0])}`);
  if (/<script(?![^>]*\bsrc=)[^>]*>/.test(html)) throw new Error(`${path}: React wrote an inline script, which the CSP blocks`);
  // React writes a page's <title> first; the build moves it into the page's <head>.
  const title = TITLE.exec(html);
  return { html: title ? html.replace(title[0], '') : html, title: title ? title[1]! : null };
};
