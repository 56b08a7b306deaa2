// Every page the build prerenders (src/prerender.tsx) has a route that names its page
// (`handle: prerendered(Page)`): the app then loads the page's code before it hydrates the HTML, so a
// tap on the page is answered as soon as the app says it has started.
import { describe, expect, it } from 'vitest';
import { matchRoutes } from 'react-router';
import { isPrerendered } from '@app/web-core/route-preload.ts';
import { pages } from '../prerender.tsx';
import { routes } from './router.tsx';

describe('prerendered pages', () => {
  it.each(pages.map((page) => page.path))('%s names its page for the app to load before hydrating', (path) => {
    const handles = (matchRoutes(routes, path) ?? []).map(({ route }) => route.handle);
    expect(handles.some(isPrerendered)).toBe(true);
  });
});
