// Which files a signed-in route's copy of index.html names, from the build's chunks.
import { describe, expect, it } from 'vitest';
import type { Manifest } from 'vite';
import { entryEvaluationOrder, routeEvaluationOrder, routeFiles, routeShellFile, routeShellHtml } from './route-shells.ts';

const chunk = (fileName: string, moduleIds: string[], imports: string[] = [], isEntry = false) => ({ type: 'chunk' as const, fileName, moduleIds, imports, isEntry });

const BUNDLE = {
  'assets/index-A1.js': chunk('assets/index-A1.js', ['/app/src/main.tsx'], ['assets/react-B2.js'], true),
  'assets/react-B2.js': chunk('assets/react-B2.js', ['/app/node_modules/react/index.js']),
  'assets/frame-C3.js': chunk('assets/frame-C3.js', ['/app/src/app/frame.tsx'], ['assets/react-B2.js', 'assets/index-A1.js', 'assets/menu-D4.js']),
  'assets/menu-D4.js': chunk('assets/menu-D4.js', ['/app/src/app/menu.tsx', '/app/src/app/menu-items.tsx'], ['assets/react-B2.js']),
  'assets/inbox-E5.js': chunk('assets/inbox-E5.js', ['/app/src/pages/inbox.tsx'], ['assets/menu-D4.js']),
  'assets/logo.svg': { type: 'asset' as const },
};

describe('route shells', () => {
  it("name each route's chunks and what they import, less what the entry loads", () => {
    expect(routeFiles(BUNDLE, [{ path: '/inbox', modules: ['src/app/frame.tsx', 'src/pages/inbox.tsx'] }], '/app')).toEqual([
      { path: '/inbox', files: ['assets/frame-C3.js', 'assets/menu-D4.js', 'assets/inbox-E5.js'], moduleChunks: ['assets/frame-C3.js', 'assets/inbox-E5.js'] },
    ]);
  });

  it('fail the build when a module is not in it (renamed, or no longer lazy)', () => {
    expect(() => routeFiles(BUNDLE, [{ path: '/gone', modules: ['src/pages/gone.tsx'] }], '/app')).toThrow(/src\/pages\/gone.tsx \(route \/gone\) is not in the build/);
  });

  it("start the app through the start script, which evaluates the entry's chunks one a task, dependencies first, then the entry", () => {
    const manifest: Manifest = {
      'index.html': { file: 'assets/index-A1.js', src: 'index.html', isEntry: true, imports: ['_router.js', '_react.js'] },
      '_router.js': { file: 'assets/router-F6.js', imports: ['_react.js'] },
      '_react.js': { file: 'assets/react-B2.js' },
      'src/app/frame.tsx': { file: 'assets/frame-C3.js', src: 'src/app/frame.tsx', isDynamicEntry: true, imports: ['_react.js', 'index.html'] },
    };
    expect(entryEvaluationOrder(manifest)).toEqual(['/assets/react-B2.js', '/assets/router-F6.js']);
    const template = '<html><head><title>Hui</title>\n    <script type="module" crossorigin src="/assets/index-A1.js"></script>\n    <link rel="modulepreload" crossorigin href="/assets/react-B2.js"></head><body></body></html>';
    const html = routeShellHtml(template, ['assets/frame-C3.js'], { script: 'assets/start-app-G7.js', evaluate: ['/assets/react-B2.js', '/assets/router-F6.js'] });
    expect(html).toContain('<script src="/assets/start-app-G7.js" defer data-entry="/assets/index-A1.js" data-preload="" data-evaluate="/assets/react-B2.js /assets/router-F6.js" data-start="now"></script>');
    expect(html).not.toContain('type="module"');
    // The preloads stay in the HTML: the browser fetches them as it reads it. The entry, no longer a
    // script the browser finds there, is one of them: else it was asked for only once React had run.
    expect(html).toContain('<link rel="modulepreload" crossorigin href="/assets/index-A1.js">');
    expect(html).toContain('<link rel="modulepreload" crossorigin href="/assets/react-B2.js">');
    expect(html).toContain('<link rel="modulepreload" crossorigin href="/assets/frame-C3.js">');
  });

  it("evaluate the route's chunks one a task after the entry, each after those it imports, the entry's own chunks left out", () => {
    const manifest: Manifest = {
      'index.html': { file: 'assets/index-A1.js', src: 'index.html', isEntry: true, imports: ['_react.js'] },
      '_react.js': { file: 'assets/react-B2.js' },
      '_zod.js': { file: 'assets/zod-Z9.js' },
      '_schemas.js': { file: 'assets/schemas-S8.js', imports: ['_zod.js', 'index.html'] },
      // A lazy module shared by several routes: its chunk is named, not keyed by its path.
      '_frame-C3.js': { file: 'assets/frame-C3.js', name: 'frame', isDynamicEntry: true, imports: ['_react.js', 'index.html', '_schemas.js'] },
      'src/pages/inbox.tsx': { file: 'assets/inbox-E5.js', src: 'src/pages/inbox.tsx', isDynamicEntry: true, imports: ['_schemas.js', '_frame-C3.js'] },
    };
    expect(routeEvaluationOrder(manifest, ['assets/frame-C3.js', 'assets/inbox-E5.js'])).toEqual(['/assets/zod-Z9.js', '/assets/schemas-S8.js', '/assets/frame-C3.js', '/assets/inbox-E5.js']);
    expect(() => routeEvaluationOrder(manifest, ['assets/gone-G1.js'])).toThrow(/assets\/gone-G1.js is not in the build's manifest/);
    const html = routeShellHtml('<html><head>\n    <script type="module" crossorigin src="/assets/index-A1.js"></script></head><body></body></html>', [], {
      script: 'assets/start-app-G7.js',
      evaluate: ['/assets/react-B2.js'],
      evaluateAfter: ['/assets/zod-Z9.js', '/assets/frame-C3.js'],
    });
    expect(html).toContain('data-evaluate="/assets/react-B2.js" data-evaluate-after="/assets/zod-Z9.js /assets/frame-C3.js" data-start="now"');
  });

  it('put the preloads at the end of the head, and name the copies by path', () => {
    const html = routeShellHtml('<html><head><title>Hui</title></head><body></body></html>', ['assets/frame-C3.js']);
    expect(html).toBe('<html><head><title>Hui</title>\n    <link rel="modulepreload" crossorigin href="/assets/frame-C3.js">\n  </head><body></body></html>');
    expect(() => routeShellHtml('<p>no head</p>', [])).toThrow(/no <\/head>/);
    expect(routeShellFile('/dashboard')).toBe('dashboard.html');
    expect(routeShellFile('/dashboard/provider/:providerId')).toBe('dashboard-provider-providerId.html');
  });
});
