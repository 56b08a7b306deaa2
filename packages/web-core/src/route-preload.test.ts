// Which preloads run as the app starts: those of every route matching the address, after the
// start's own task, with the search string, the path's parameters and the app's query client; a
// page's data only with a stored session.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { QueryClient } from '@tanstack/react-query';
import type { RouteObject } from 'react-router';
import { STORAGE_KEYS } from '@app/contract';
import { createElement, Suspense } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { CHUNKS_EVALUATED_EVENT } from './chunks-evaluated.ts';
import { lazyPage, loadPrerenderedPage, prefetchWhenSignedIn, preloadRoute, preloads, prerendered, type TPreloadContext } from './route-preload.ts';

const nextTask = () => new Promise((done) => setTimeout(done, 0));

describe('route preloads', () => {
  afterEach(() => localStorage.clear());

  it('runs the preloads of the matching routes only, the page before its frame, after the current task, with the address and the client', async () => {
    const frame = vi.fn();
    const page = vi.fn();
    const other = vi.fn();
    const routes: RouteObject[] = [
      { path: 'dashboard', handle: preloads(frame), children: [{ path: 'provider/:providerId', handle: preloads(page) }, { path: 'quotes', handle: preloads(other) }] },
    ];
    const queryClient = new QueryClient();
    preloadRoute(routes, { pathname: '/dashboard/provider/7', search: '?from=list' }, queryClient);
    expect(frame).not.toHaveBeenCalled();
    await nextTask();
    expect(frame).toHaveBeenCalledOnce();
    // The page before its frame.
    expect(page.mock.invocationCallOrder[0]).toBeLessThan(frame.mock.invocationCallOrder[0]!);
    expect(page).toHaveBeenCalledWith({ search: '?from=list', params: { providerId: '7' }, queryClient });
    expect(other).not.toHaveBeenCalled();
  });

  it('fetches a page’s data only when a session is stored', () => {
    const prefetch = vi.fn(async (_context: TPreloadContext) => undefined);
    const context: TPreloadContext = { search: '', params: {}, queryClient: new QueryClient() };
    void prefetchWhenSignedIn(prefetch)(context);
    expect(prefetch).not.toHaveBeenCalled();
    localStorage.setItem(STORAGE_KEYS.token, 'a-token');
    void prefetchWhenSignedIn(prefetch)(context);
    expect(prefetch).toHaveBeenCalledWith(context);
  });
});

describe('prerendered pages', () => {
  it('loads the code of the matching prerendered page only, and the page then renders at once instead of suspending', async () => {
    const Contact = lazyPage(async () => ({ default: () => createElement('h1', null, 'Contact us') }));
    const load = vi.spyOn(Contact, 'load');
    const other = { load: vi.fn(async () => undefined) };
    const routes: RouteObject[] = [{ children: [{ path: 'contact', handle: prerendered(Contact) }, { path: 'terms', handle: prerendered(other) }] }];
    expect(renderToStaticMarkup(createElement(Suspense, { fallback: 'Loading' }, createElement(Contact)))).toBe('Loading');
    await loadPrerenderedPage(routes, '/contact');
    expect(load).toHaveBeenCalledOnce();
    expect(other.load).not.toHaveBeenCalled();
    expect(renderToStaticMarkup(createElement(Suspense, { fallback: 'Loading' }, createElement(Contact)))).toBe('<h1>Contact us</h1>');
  });

  it('settles when a page’s code fails to load: the app still starts, and the page shows its error', async () => {
    const broken = { load: vi.fn(() => Promise.reject(new Error('offline'))) };
    await expect(loadPrerenderedPage([{ path: 'contact', handle: prerendered(broken) }], '/contact')).resolves.toBeUndefined();
  });
});

describe('route preloads on a route shell', () => {
  afterEach(() => {
    document.body.innerHTML = '';
  });

  it('wait for the start script to have evaluated the route’s chunks', async () => {
    const script = document.createElement('script');
    script.setAttribute('data-entry', '/assets/index-Aa11.js');
    script.setAttribute('data-evaluate-after', '/assets/frame-Cc33.js');
    document.body.append(script);
    const frame = vi.fn();
    preloadRoute([{ path: 'dashboard', handle: preloads(frame) }], { pathname: '/dashboard', search: '' }, new QueryClient());
    await nextTask();
    expect(frame).not.toHaveBeenCalled();
    document.dispatchEvent(new Event(CHUNKS_EVALUATED_EVENT));
    await nextTask();
    expect(frame).toHaveBeenCalledOnce();
  });
});
