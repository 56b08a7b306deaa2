// A prerendered page's app waits for its start script to have evaluated the page's chunks, one a
// task, before it loads the page's module and hydrates (build/prerender.ts, START_SCRIPT).
import { afterEach, describe, expect, it, vi } from 'vitest';
import { CHUNKS_EVALUATED_EVENT } from './chunks-evaluated.ts';
import { startApp } from './hydration.tsx';

/** A page as the build writes it: the root with `rootHtml`, then the start script with its attributes. */
const pageWithStartScript = (rootHtml: string, startScript: Record<string, string>) => {
  const root = document.createElement('div');
  root.id = 'root';
  root.innerHTML = rootHtml;
  const script = document.createElement('script');
  for (const [name, value] of Object.entries(startScript)) script.setAttribute(name, value);
  document.body.append(root, script);
  return root;
};

const prerenderedPage = (startScript: Record<string, string>) => pageWithStartScript('<main><h1>Contact us</h1></main>', startScript);

const settle = () => new Promise((done) => setTimeout(done, 0));

afterEach(() => {
  document.body.innerHTML = '';
});

describe('startApp on a prerendered page', () => {
  it('loads the page only once the start script says the chunks have run', async () => {
    prerenderedPage({ 'data-entry': '/assets/index-Aa11.js', 'data-evaluate-after': '/assets/schemas-Bb22.js' });
    const beforeHydrating = vi.fn(() => new Promise<void>(() => {}));
    startApp(<main><h1>Contact us</h1></main>, { beforeHydrating });
    await settle();
    expect(beforeHydrating).not.toHaveBeenCalled();
    document.dispatchEvent(new Event(CHUNKS_EVALUATED_EVENT));
    await settle();
    expect(beforeHydrating).toHaveBeenCalledOnce();
  });

  it('loads it at once when they already have, or when there are none to wait for', async () => {
    const startScripts: Record<string, string>[] = [{ 'data-entry': '/assets/index-Aa11.js', 'data-evaluate-after': '/assets/schemas-Bb22.js', 'data-evaluated': '' }, { 'data-entry': '/assets/index-Aa11.js' }];
    for (const startScript of startScripts) {
      prerenderedPage(startScript);
      const beforeHydrating = vi.fn(() => new Promise<void>(() => {}));
      startApp(<main><h1>Contact us</h1></main>, { beforeHydrating });
      await settle();
      expect(beforeHydrating).toHaveBeenCalledOnce();
      document.body.innerHTML = '';
    }
  });
});

describe('startApp on a route shell', () => {
  it('renders only once the start script says the route’s chunks have run, at once where it lists none', async () => {
    const routeShell = (startScript: Record<string, string>) =>
      pageWithStartScript('<div data-app-placeholder><span role="status">Loading</span></div>', startScript);
    const root = routeShell({ 'data-entry': '/assets/index-Aa11.js', 'data-evaluate-after': '/assets/frame-Cc33.js', 'data-start': 'now' });
    startApp(<h1>Dashboard</h1>);
    await settle();
    expect(root).toHaveTextContent('Loading');
    document.dispatchEvent(new Event(CHUNKS_EVALUATED_EVENT));
    await vi.waitFor(() => expect(root).toHaveTextContent('Dashboard'));
    document.body.innerHTML = '';

    const plain = routeShell({ 'data-entry': '/assets/index-Aa11.js', 'data-start': 'now' });
    startApp(<h1>Dashboard</h1>);
    await vi.waitFor(() => expect(plain).toHaveTextContent('Dashboard'));
  });
});
