// Build step of both web apps: the public pages rendered to HTML at build time, so a phone paints
// them before the JavaScript has loaded (docs/adr/, "Prerendered public pages"). After the browser
// build, the app's src/prerender.tsx is built for Node beside it, run for each page, and every page
// written as prerendered/<path>.html: the built index.html with the page's HTML in #root, its title,
// and a small script that loads the app (and the page's route chunks) once the page has painted. The API sends these for their exact paths
// (apps/api/src/plugins/web-app.ts); the browser hydrates them (src/hydration.tsx).
import { createHash } from 'node:crypto';
import { mkdir, readFile, rm, writeFile } from 'node:fs/promises';
import { dirname, join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import type { Manifest, Plugin, ResolvedConfig } from 'vite';
import type { TPrerenderPage, TRenderedPage } from '../src/prerender/render-page.tsx';

/** Where the prerendered pages go inside the build; the API reads the same folder. */
export const PRERENDER_DIR = 'prerendered';

/** '/' -> 'index.html', '/blog/a-post' -> 'blog/a-post.html'. */
export const prerenderedFile = (path: string): string => (path === '/' ? 'index.html' : `${path.replace(/^\/+|\/+$/g, '')}.html`);

type TPrerenderEntry = { pages: TPrerenderPage[]; render(path: string): Promise<TRenderedPage> };

/**
 * The chunks the start script evaluates one a task, each after those it imports: `before` the entry,
 * every chunk the entry and the page's module import statically but the two themselves and those that
 * import the entry; `after` it, those that import the entry, which the app waits for before it loads
 * the page's module (hydration.tsx). Evaluated with the entry and the page, the whole graph took a
 * phone 130-150 ms of main thread on the form pages (React, the router, zod and the contract's
 * schemas) in one or two long tasks, Lighthouse's TBT; one chunk a task, each takes a fraction of that.
 */
export const evaluationOrder = (manifest: Manifest, module: string): { before: string[]; after: string[] } => {
  const entry = Object.keys(manifest).find((key) => manifest[key]!.isEntry);
  const importsEntry = new Map<string, boolean>();
  const reachesEntry = (key: string, path = new Set<string>()): boolean => {
    if (key === entry) return true;
    const known = importsEntry.get(key);
    if (known !== undefined) return known;
    if (path.has(key)) return false;
    path.add(key);
    const reaches = (manifest[key]?.imports ?? []).some((imported) => reachesEntry(imported, path));
    path.delete(key);
    importsEntry.set(key, reaches);
    return reaches;
  };
  const before: string[] = [];
  const after: string[] = [];
  const seen = new Set<string>();
  const visit = (key: string) => {
    if (seen.has(key)) return;
    seen.add(key);
    const chunk = manifest[key];
    if (!chunk) throw new Error(`prerender: ${key} is not in the build's manifest (is it still a lazy route module?)`);
    for (const imported of chunk.imports ?? []) visit(imported);
    if (key !== entry && key !== module) (reachesEntry(key) ? after : before).push(`/${chunk.file}`);
  };
  if (entry) visit(entry);
  visit(module);
  return { before, after };
};

/** The chunk of `module` and every chunk it imports statically: what the page needs before it can hydrate. */
export const chunksOf = (manifest: Manifest, module: string): { js: string[]; css: string[]; evaluate: { before: string[]; after: string[] } } => {
  const js = new Set<string>();
  const css = new Set<string>();
  const visit = (key: string) => {
    const chunk = manifest[key];
    if (!chunk) throw new Error(`prerender: ${key} is not in the build's manifest (is it still a lazy route module?)`);
    if (js.has(chunk.file)) return;
    js.add(chunk.file);
    for (const file of chunk.css ?? []) css.add(file);
    for (const imported of chunk.imports ?? []) visit(imported);
  };
  visit(module);
  return { js: [...js], css: [...css], evaluate: evaluationOrder(manifest, module) };
};

/**
 * Starts a prerendered page's JavaScript once the page has painted (a route shell's at once,
 * `data-start="now"`: route-shells.ts) (an external script: the CSP
 * allows no inline one). Loaded at once, the entry, its vendor chunks and the route's chunks
 * (170 KB) share the phone's slow network with the HTML and the stylesheet before the first paint;
 * Lighthouse's simulation counts every request begun before that paint as delaying it (FCP and LCP
 * 2.4-3.0 s with the HTML in place, about 1 s without them). The entry and the chunks it needs are
 * given as module preloads, one a task, before the entry, so nothing waits on the import chain.
 */
export const START_SCRIPT = `(function () {
  var script = document.currentScript;
  // Until the app takes over, a tap on a button would be lost: the buttons tapped are kept, and the
  // app clicks them again once hydrated.
  var tapped = [];
  var onClick = function (event) {
    var button = event.target instanceof Element && event.target.closest('button');
    if (button) tapped.push(button);
  };
  document.addEventListener('click', onClick, true);
  document.addEventListener('hui:app-starting', function () {
    document.removeEventListener('click', onClick, true);
  });
  var isAppStarted = false;
  document.addEventListener('hui:app-started', function () {
    isAppStarted = true;
    tapped.forEach(function (button) {
      if (button.isConnected) button.click();
    });
    tapped = [];
  });
  // A form with no handler in place yet (before the app starts, or while it hydrates) would submit
  // itself: a GET with the fields, a password among them, in the address. Any submit still allowed
  // once every handler has seen it is stopped (the app's forms all handle their own; one with an
  // action of its own goes), and before the app has started its button is pressed again once it has.
  window.addEventListener('submit', function (event) {
    var form = event.target;
    if (event.defaultPrevented || !(form instanceof HTMLFormElement) || form.hasAttribute('action')) return;
    event.preventDefault();
    var submitter = event.submitter;
    if (!isAppStarted && submitter && tapped.indexOf(submitter) < 0) tapped.push(submitter);
  });
  // One element a task: each module preload cost a phone 5-10 ms of main thread, and sixteen of
  // them with the entry in one task made a 150 ms long task (Lighthouse's TBT) on every public page.
  // Then the chunks in data-evaluate, each once the one before has run (dependencies first), the
  // entry, and those in data-evaluate-after; then it says so (the app loads the page's module then):
  // evaluated with the entry and the page, the whole module graph was one or two long tasks.
  var start = function () {
    var hrefs = script.getAttribute('data-preload').split(' ').filter(Boolean);
    var list = function (name) {
      return (script.getAttribute(name) || '').split(' ').filter(Boolean);
    };
    var chunks = list('data-evaluate').concat([script.getAttribute('data-entry')], list('data-evaluate-after'));
    var add = function (element) {
      element.crossOrigin = '';
      document.head.appendChild(element);
    };
    var next = function () {
      var href = hrefs.shift();
      if (href) {
        var preload = document.createElement('link');
        preload.rel = 'modulepreload';
        preload.href = href;
        add(preload);
        setTimeout(next, 0);
        return;
      }
      href = chunks.shift();
      if (!href) {
        script.setAttribute('data-evaluated', '');
        document.dispatchEvent(new Event('hui:chunks-evaluated'));
        return;
      }
      var chunk = document.createElement('script');
      chunk.type = 'module';
      chunk.src = href;
      // A chunk that fails to load is the app's to report: the page's module imports it again.
      chunk.onload = chunk.onerror = function () {
        setTimeout(next, 0);
      };
      add(chunk);
    };
    next();
  };
  var isStarted = false;
  var startOnce = function () {
    if (isStarted) return;
    isStarted = true;
    start();
  };
  // Once the browser reports the first contentful paint (the time it was shown, later than the
  // frame's own work: an animation frame came too early). A hidden tab paints nothing, and a
  // browser without paint timing tells nothing: start at once there; in any case within 2 s.
  // A signed-in page's copy of index.html (route-shells.ts) has only a spinner to paint: at once.
  var types = (window.PerformanceObserver && PerformanceObserver.supportedEntryTypes) || [];
  if (script.getAttribute('data-start') === 'now' || document.visibilityState === 'hidden' || types.indexOf('paint') < 0) return startOnce();
  new PerformanceObserver(function (list, observer) {
    if (list.getEntriesByName('first-contentful-paint').length === 0) return;
    observer.disconnect();
    setTimeout(startOnce, 0);
  }).observe({ type: 'paint', buffered: true });
  setTimeout(startOnce, 2000);
})();
`;

/** Writes the start script, named by its content under assets/ (cached for a year like the chunks); answers its path in the build. */
export const writeStartScript = async (outDir: string): Promise<string> => {
  const file = `assets/start-app-${createHash('sha256').update(START_SCRIPT).digest('base64url').slice(0, 8)}.js`;
  await writeFile(join(outDir, file), START_SCRIPT);
  return file;
};

export const ENTRY_SCRIPT = /\s*<script type="module" crossorigin src="(\/assets\/[^"]+\.js)"><\/script>/;
const MODULE_PRELOAD = /\s*<link rel="modulepreload" crossorigin href="(\/assets\/[^"]+\.js)">/g;

/**
 * The built index.html with the page in #root, its title (as React escaped it), and the start
 * script (`startScript`, its address) in place of the entry script and its module preloads: it loads
 * them, with the route's chunks, after the first paint.
 */
export const pageHtml = (template: string, page: TRenderedPage, chunks: { js: string[]; css: string[]; evaluate?: { before: string[]; after: string[] } }, startScript: string): string => {
  // #root is empty, or holds only the loading placeholder that pages rendered in the browser show
  // until the app starts (index.html): a prerendered page has its content there instead.
  const root = /<div id="root">(?:<!--placeholder-->[\s\S]*?<!--\/placeholder-->)?<\/div>/;
  if (!root.test(template)) throw new Error('prerender: index.html has no empty <div id="root"> (or one holding only the loading placeholder)');
  const entry = ENTRY_SCRIPT.exec(template);
  if (!entry) throw new Error('prerender: index.html has no entry script');
  const preloads = [...template.matchAll(MODULE_PRELOAD)].map((match) => match[1]!);
  const routeChunks = chunks.js.map((file) => `/${file}`).filter((file) => file !== entry[1] && !preloads.includes(file));
  const stylesheets = chunks.css.filter((file) => !template.includes(`/${file}"`)).map((file) => `\n    <link rel="stylesheet" crossorigin href="/${file}">`);
  const list = (name: string, files: string[] | undefined) => (files?.length ? ` ${name}="${files.join(' ')}"` : '');
  const evaluate = `${list('data-evaluate', chunks.evaluate?.before)}${list('data-evaluate-after', chunks.evaluate?.after)}`;
  const start = `\n    <script src="${startScript}" defer data-entry="${entry[1]}" data-preload="${[...preloads, ...routeChunks].join(' ')}"${evaluate}></script>`;
  let html = template.replace(ENTRY_SCRIPT, () => start).replace(MODULE_PRELOAD, '');
  html = html.replace(root, () => `<div id="root">${page.html}</div>`);
  if (page.title !== null) html = html.replace(/<title>[^<]*<\/title>/, () => `<title>${page.title}</title>`);
  return html.replace('</head>', () => `${stylesheets.join('')}\n  </head>`);
};

/**
 * Vite plugin: after the browser build, prerenders the pages `entry` lists (a module exporting
 * `pages` and `render`). Ordered before precompress(), which then compresses the pages too.
 */
export const prerender = ({ entry = 'src/prerender.tsx' }: { entry?: string } = {}): Plugin => {
  let config: ResolvedConfig;
  return {
    name: 'hui:prerender',
    apply: (userConfig, env) => env.command === 'build' && !userConfig.build?.ssr,
    configResolved(resolved) {
      config = resolved;
    },
    closeBundle: {
      // The next plugins' closeBundle (precompress) waits for the pages.
      sequential: true,
      async handler(error?: Error) {
        if (error) return;
        const outDir = resolve(config.root, config.build.outDir);
        // Inside the app's node_modules: the Node build imports react and the rest from there.
        const serverDir = join(config.root, 'node_modules', '.prerender');
        // Loaded here, not at the top: the page helpers above are tested where esbuild cannot run (jsdom).
        const { build } = await import('vite');
        await build({
          configFile: config.configFile,
          root: config.root,
          mode: config.mode,
          logLevel: 'warn',
          build: { ssr: entry, outDir: serverDir, emptyOutDir: true, manifest: false, copyPublicDir: false },
        });
        try {
          const script = entry.replace(/^.*\//, '').replace(/\.tsx?$/, '.js');
          const app = (await import(pathToFileURL(join(serverDir, script)).href)) as TPrerenderEntry;
          const manifest = JSON.parse(await readFile(join(outDir, '.vite', 'manifest.json'), 'utf8')) as Manifest;
          const template = await readFile(join(outDir, 'index.html'), 'utf8');
          const startScript = await writeStartScript(outDir);
          for (const page of app.pages) {
            const rendered = await app.render(page.path);
            const file = join(outDir, PRERENDER_DIR, prerenderedFile(page.path));
            await mkdir(dirname(file), { recursive: true });
            await writeFile(file, pageHtml(template, rendered, chunksOf(manifest, page.module), `/${startScript}`));
          }
          this.info(`prerendered ${app.pages.length} pages: ${app.pages.map((page) => page.path).join(' ')}`);
        } finally {
          await rm(serverDir, { recursive: true, force: true });
        }
      },
    },
  };
};
