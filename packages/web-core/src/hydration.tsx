import { startTransition, useEffect, useSyncExternalStore } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import type { ReactNode } from 'react';

const subscribeToNothing = () => () => {};

/**
 * False while a page is rendered at build time (packages/web-core/src/prerender/render-page.tsx)
 * and while the browser hydrates that HTML; true in every later render, and from the start in a
 * page the browser renders alone. Whatever the browser alone knows (storage, the scroll position,
 * the address's fragment) is read only once this is true, so the first render in the browser
 * matches the prerendered HTML.
 */
export const useIsHydrated = (): boolean =>
  useSyncExternalStore(
    subscribeToNothing,
    () => true,
    () => false,
  );

/** Events the start script of a prerendered page (packages/web-core/build/prerender.ts) listens to. */
export const APP_STARTING_EVENT = 'hui:app-starting';
export const APP_STARTED_EVENT = 'hui:app-started';

/**
 * Renders nothing of its own: once the app's first render is committed (the page hydrated),
 * marks the document (`<html data-app="ready">`, what the e2e tests wait for) and says so to the
 * start script, which clicks again the buttons tapped before.
 */
const StartedSignal = ({ children }: { children: ReactNode }) => {
  useEffect(() => {
    document.documentElement.dataset.app = 'ready';
    document.dispatchEvent(new Event(APP_STARTED_EVENT));
  }, []);
  return children;
};

/**
 * Starts the app in `#root`: hydrates the HTML a build prerendered there (the public pages), or
 * renders from nothing in place of the loading placeholder every other address gets, in both cases as a transition. A hydration mismatch is logged as
 * an error (the e2e checks fail on it); React then renders that part again in the browser.
 */
export const startApp = (app: ReactNode): void => {
  const root = document.getElementById('root');
  if (!root) throw new Error('The page has no #root element');
  // In a transition, the first render yields to the browser every few milliseconds: on a slow phone
  // it was one long task (Lighthouse's TBT) that kept taps waiting.
  document.dispatchEvent(new Event(APP_STARTING_EVENT));
  const signalled = <StartedSignal>{app}</StartedSignal>;
  startTransition(() => {
    // #root holds a prerendered page, or the loading placeholder of index.html that React replaces.
    const content = root.firstElementChild;
    if (content && !content.hasAttribute('data-app-placeholder')) {
      hydrateRoot(root, signalled, {
        onRecoverableError: (error, info) => console.error('Hydration failed, rendered again in the browser:', error, info.componentStack ?? ''),
      });
    } else {
      createRoot(root).render(signalled);
    }
  });
};
