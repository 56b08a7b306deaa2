import { startTransition, useEffect, useSyncExternalStore } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import type { ReactNode } from 'react';
import { chunksEvaluated, whenChunksEvaluated } from './chunks-evaluated.ts';

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
/** How often the app looks whether React has taken over the whole prerendered page, and until when at most. */
const HYDRATED_CHECK_EVERY_MS = 50;
const HYDRATED_WAIT_AT_MOST_MS = 10_000;

/** Every element but the resource hints React's server render writes on its own (an image's preload), which no component renders. */
const NOT_RESOURCES = ':not(link, meta, script, style, title)';

/**
 * True once React has taken over every element in `root` but the resource hints. React marks each
 * DOM node it hydrates or creates with a `__reactFiber$...` property: an internal of React (17 to 19).
 * Should it change, the app says it has started at the wait's limit and logs an error there, which
 * the e2e page checks fail on.
 */
const isHydrated = (root: Element): boolean => {
  const elements = root.querySelectorAll(NOT_RESOURCES);
  const fiberKey = elements[0] && Object.keys(elements[0]).find((key) => key.startsWith('__reactFiber$'));
  if (!fiberKey) return elements.length === 0;
  for (const element of elements) if (!(fiberKey in element)) return false;
  return true;
};

/**
 * Renders nothing of its own: once the app's first render is committed and React has hydrated the
 * whole page, marks the document (`<html data-app="ready">`, what the e2e tests wait for) and says so
 * to the start script, which clicks again the buttons tapped before. React hydrates the parts inside
 * a Suspense boundary (a layout's page) in later passes, after the first commit: a tap the start
 * script replayed before then fell on plain HTML and was lost.
 */
const StartedSignal = ({ children }: { children: ReactNode }) => {
  useEffect(() => {
    const root = document.getElementById('root');
    const waitUntil = Date.now() + HYDRATED_WAIT_AT_MOST_MS;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const signalOnceHydrated = () => {
      if (root && !isHydrated(root)) {
        if (Date.now() < waitUntil) {
          timer = setTimeout(signalOnceHydrated, HYDRATED_CHECK_EVERY_MS);
          return;
        }
        // A fault to find (the e2e checks fail on it): taps replayed now may be lost.
        console.error(`The page was not all hydrated ${HYDRATED_WAIT_AT_MOST_MS / 1000} s after the app's first render`);
      }
      document.documentElement.dataset.app = 'ready';
      document.dispatchEvent(new Event(APP_STARTED_EVENT));
    };
    signalOnceHydrated();
    return () => clearTimeout(timer);
  }, []);
  return children;
};

/**
 * Starts the app in `#root`: hydrates the HTML a build prerendered there (the public pages), once
 * `beforeHydrating` has settled (the app loads the page's code: loadPrerenderedPage), or renders
 * from nothing in place of the loading placeholder every other address gets, in both cases as a
 * transition. A hydration mismatch is logged as an error (the e2e checks fail on it); React then
 * renders that part again in the browser.
 */
export const startApp = (app: ReactNode, { beforeHydrating }: { beforeHydrating?: () => Promise<void> } = {}): void => {
  const root = document.getElementById('root');
  if (!root) throw new Error('The page has no #root element');
  const signalled = <StartedSignal>{app}</StartedSignal>;
  // In a transition, the first render yields to the browser every few milliseconds: on a slow phone
  // it was one long task (Lighthouse's TBT) that kept taps waiting.
  const render = (start: () => void) => {
    document.dispatchEvent(new Event(APP_STARTING_EVENT));
    startTransition(start);
  };
  // #root holds a prerendered page, or the loading placeholder of index.html that React replaces.
  const content = root.firstElementChild;
  if (!content || content.hasAttribute('data-app-placeholder')) {
    // A route shell's start script evaluates the page's chunks one a task after the entry: the first
    // render, which imports them, waits for it.
    whenChunksEvaluated(() => render(() => createRoot(root).render(signalled)));
    return;
  }
  // A prerendered page: its page's code first (the start script has fetched it and evaluated the
  // chunks it imports), so the whole page hydrates at once and is ready when it says so; until then
  // the start script keeps the taps.
  void chunksEvaluated()
    .then(() => beforeHydrating?.())
    .then(() =>
      render(() => {
        hydrateRoot(root, signalled, {
          onRecoverableError: (error, info) => console.error('Hydration failed, rendered again in the browser:', error, info.componentStack ?? ''),
        });
      }),
    );
};
