// Every page an app's build prerenders (its src/prerender.tsx) has a route that names its page
// (`handle: prerendered(Page)`): the app then loads the page's code before it hydrates the HTML, so a
// tap on the page is answered as soon as the app says it has started. Each app's test calls this.
import { describe, expect, it } from 'vitest';
import { matchRoutes, type RouteObject } from 'react-router';
import { isPrerendered } from '../route-preload.ts';

export const describePrerenderedRoutes = (routes: RouteObject[], pages: readonly { path: string }[]): void => {
  describe('prerendered pages', () => {
    it.each(pages.map((page) => page.path))('%s names its page for the app to load before hydrating', (path) => {
      const handles = (matchRoutes(routes, path) ?? []).map(({ route }) => route.handle);
      expect(handles.some(isPrerendered)).toBe(true);
    });
  });
};
