// Build step of both web apps: for the signed-in pages a phone opens first (rendered in the browser,
// as they show the person's data), a copy of index.html that names the page's code as module
// preloads. With index.html alone the phone fetched the entry (about 130 KB), ran it, and only then
// asked for the route's thirty-odd files; named in the HTML, they come beside the entry. The API
// sends a route's copy for an address that matches its path (apps/api/src/plugins/web-app.ts).
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import type { Manifest, Plugin, ResolvedConfig, Rollup } from 'vite';
import { ENTRY_SCRIPT, evaluationOrder, writeStartScript } from './prerender.ts';

/** Where the copies go inside the build, with `routes.json` listing them; the API reads the same folder. */
export const ROUTE_SHELLS_DIR = 'route-shells';

/**
 * A route whose code the HTML names: `path` as the router writes it (`/dashboard/provider/:id`: a
 * `:name` part matches any one part of an address), `modules` the lazy modules the route loads first
 * (paths from the app's folder: its frame, its page, the module that fetches its first data).
 */
export type TRouteShell = { path: string; modules: string[] };

/** What routes.json holds: each route's path and its copy of index.html, by file name. */
export type TRouteShellFile = { path: string; file: string };

type TChunk = Pick<Rollup.OutputChunk, 'type' | 'fileName' | 'moduleIds' | 'imports' | 'isEntry'>;
/** The build's output as routeFiles reads it: its chunks (assets are ignored). */
type TBundle = Record<string, TChunk | { type: 'asset' }>;

const chunksIn = (bundle: TBundle): TChunk[] => Object.values(bundle).filter((output): output is TChunk => output.type === 'chunk');

/**
 * The files each route needs beyond what index.html already loads: the chunks holding its modules
 * (`root` is the app's folder) and every chunk they import, less the entry and its imports.
 */
export const routeFiles = (bundle: TBundle, shells: readonly TRouteShell[], root: string): { path: string; files: string[]; moduleChunks: string[] }[] => {
  const chunks = chunksIn(bundle);
  const chunkOf = new Map<string, TChunk>();
  for (const chunk of chunks) for (const id of chunk.moduleIds) chunkOf.set(id, chunk);
  const byFile = new Map(chunks.map((chunk) => [chunk.fileName, chunk]));
  const closure = (chunk: TChunk, into: Set<string>) => {
    if (into.has(chunk.fileName)) return;
    into.add(chunk.fileName);
    for (const file of chunk.imports) {
      const imported = byFile.get(file);
      if (imported) closure(imported, into);
    }
  };
  const atStart = new Set<string>();
  for (const chunk of chunks) if (chunk.isEntry) closure(chunk, atStart);
  return shells.map((shell) => {
    const files = new Set<string>();
    const moduleChunks = new Set<string>();
    for (const module of shell.modules) {
      const chunk = chunkOf.get(resolve(root, module));
      if (!chunk) throw new Error(`route-shells: ${module} (route ${shell.path}) is not in the build`);
      moduleChunks.add(chunk.fileName);
      closure(chunk, files);
    }
    return { path: shell.path, files: [...files].filter((file) => !atStart.has(file)), moduleChunks: [...moduleChunks] };
  });
};

/**
 * The chunks the entry imports, each after those it imports (prerender.ts, `evaluationOrder`): what
 * the start script evaluates one a task before the entry. Evaluated with it, they were one task of
 * 80-270 ms on Lighthouse's phone.
 */
export const entryEvaluationOrder = (manifest: Manifest): string[] => {
  const entry = Object.keys(manifest).find((key) => manifest[key]!.isEntry);
  return entry ? evaluationOrder(manifest, entry).before : [];
};

/**
 * A route's chunks in the order the start script evaluates them one a task after the entry: each
 * chunk after those it imports, the chunks of the route's modules (`chunkFiles`, in the build) among
 * them, less the entry and what it imports (evaluated before it). Evaluated by the
 * app's first import() of the route, they were one task of 80-100 ms on Lighthouse's phone (zod and
 * the contract's schemas among them).
 */
export const routeEvaluationOrder = (manifest: Manifest, chunkFiles: readonly string[]): string[] => {
  const entry = Object.keys(manifest).find((key) => manifest[key]!.isEntry);
  const atStart = new Set(entry ? [`/${manifest[entry]!.file}`, ...entryEvaluationOrder(manifest)] : []);
  const order = new Set<string>();
  for (const file of chunkFiles) {
    // A lazy module shared by several routes is in a chunk of its own name ('_frame-C3.js'), not its path.
    const module = Object.keys(manifest).find((key) => manifest[key]!.file === file);
    const chunk = module && manifest[module];
    if (!chunk) throw new Error(`route-shells: ${file} is not in the build's manifest`);
    const { before, after } = evaluationOrder(manifest, module);
    for (const file of [...before, ...after, `/${chunk.file}`]) if (!atStart.has(file)) order.add(file);
  }
  return [...order];
};

/**
 * index.html with `files` as module preloads at the end of its head and, given `start`, the start
 * script (prerender.ts) in place of the entry script: it evaluates `start.evaluate` one a task, then
 * the entry, then `start.evaluateAfter` one a task, at once (the page shows a spinner until the app
 * renders, which waits for them: chunks-evaluated.ts).
 */
export const routeShellHtml = (template: string, files: readonly string[], start?: { script: string; evaluate: readonly string[]; evaluateAfter?: readonly string[] }): string => {
  if (!template.includes('</head>')) throw new Error('route-shells: index.html has no </head>');
  const links = files.map((file) => `\n    <link rel="modulepreload" crossorigin href="/${file}">`).join('');
  let html = template.replace('</head>', () => `${links}\n  </head>`);
  if (start) {
    const entry = ENTRY_SCRIPT.exec(html);
    if (!entry) throw new Error('route-shells: index.html has no entry script');
    // The entry is preloaded with the rest: as a script of the start script's it was asked for only
    // once the chunks before it had run (a round trip more on a phone before the page's first data).
    const tag = `\n    <script src="/${start.script}" defer data-entry="${entry[1]}" data-preload="" data-evaluate="${start.evaluate.join(' ')}"${start.evaluateAfter?.length ? ` data-evaluate-after="${start.evaluateAfter.join(' ')}"` : ''} data-start="now"></script>\n    <link rel="modulepreload" crossorigin href="${entry[1]}">`;
    html = html.replace(ENTRY_SCRIPT, () => tag);
  }
  return html;
};

/** '/dashboard/provider/:id' -> 'dashboard-provider-id.html'. */
export const routeShellFile = (path: string): string => `${path.replace(/[^a-z0-9]+/gi, '-').replace(/^-+|-+$/g, '') || 'index'}.html`;

/**
 * Vite plugin: after the browser build, writes route-shells/<route>.html for each of `shells` and
 * route-shells/routes.json. Ordered before precompress(), which then compresses them too.
 */
export const routeShells = (shells: readonly TRouteShell[]): Plugin => {
  let config: ResolvedConfig;
  let planned: ReturnType<typeof routeFiles> = [];
  return {
    name: 'hui:route-shells',
    apply: (userConfig, env) => env.command === 'build' && !userConfig.build?.ssr,
    configResolved(resolved) {
      config = resolved;
    },
    generateBundle(_options, bundle) {
      planned = routeFiles(bundle as TBundle, shells, config.root);
    },
    closeBundle: {
      // precompress's closeBundle, next, waits for the copies.
      sequential: true,
      async handler(error?: Error) {
        if (error) return;
        const outDir = resolve(config.root, config.build.outDir);
        const template = await readFile(join(outDir, 'index.html'), 'utf8');
        await mkdir(join(outDir, ROUTE_SHELLS_DIR), { recursive: true });
        const manifest = JSON.parse(await readFile(join(outDir, '.vite', 'manifest.json'), 'utf8')) as Manifest;
        const start = { script: await writeStartScript(outDir), evaluate: entryEvaluationOrder(manifest) };
        const listed: TRouteShellFile[] = [];
        for (const { path, files, moduleChunks } of planned) {
          const file = routeShellFile(path);
          const evaluateAfter = routeEvaluationOrder(manifest, moduleChunks);
          await writeFile(join(outDir, ROUTE_SHELLS_DIR, file), routeShellHtml(template, files, { ...start, evaluateAfter }));
          listed.push({ path, file });
        }
        await writeFile(join(outDir, ROUTE_SHELLS_DIR, 'routes.json'), `${JSON.stringify(listed, null, 2)}\n`);
        this.info(`route shells: ${planned.map(({ path, files }) => `${path} (${files.length} files)`).join(', ')}`);
      },
    },
  };
};
