// How a prerendered page is put together from the built index.html: the page in #root, its title,
// and the start script in place of the entry script and its preloads, with the route's chunks.
import { describe, expect, it } from 'vitest';
import type { Manifest } from 'vite';
import { chunksOf, evaluationOrder, pageHtml, prerenderedFile, START_SCRIPT } from './prerender.ts';

/** As both apps' index.html hold it. */
const APP_PLACEHOLDER = '<!--placeholder--><div data-app-placeholder class="flex"><svg viewBox="0 0 24 24"><circle cx="12" cy="12" r="9.5"></circle></svg><span class="sr-only">Loading</span></div><!--/placeholder-->';

const TEMPLATE = `<!doctype html>
<html lang="en-NZ">
  <head>
    <title>Hui Events – Plan your New Zealand event</title>
    <script type="module" crossorigin src="/assets/index-Aa11.js"></script>
    <link rel="modulepreload" crossorigin href="/assets/react-Bb22.js">
    <link rel="modulepreload" crossorigin href="/assets/router-Cc33.js">
    <link rel="stylesheet" crossorigin href="/assets/index-Dd44.css">
  </head>
  <body>
    <div id="root"></div>
  </body>
</html>
`;

const MANIFEST: Manifest = {
  'index.html': { file: 'assets/index-Aa11.js', src: 'index.html', isEntry: true, imports: ['_react.js', '_router.js'], css: ['assets/index-Dd44.css'] },
  '_react.js': { file: 'assets/react-Bb22.js' },
  '_router.js': { file: 'assets/router-Cc33.js' },
  'src/pages/contact-page.tsx': { file: 'assets/contact-page-Ee55.js', src: 'src/pages/contact-page.tsx', isDynamicEntry: true, imports: ['_forms.js', '_react.js', 'index.html'] },
  '_forms.js': { file: 'assets/forms-Ff66.js', imports: ['_react.js'] },
};

describe('prerendered pages', () => {
  it("puts the page in #root and its title in the head; the start script replaces the entry and lists every chunk the page needs", () => {
    const html = pageHtml(TEMPLATE, { html: '<main><h1>Contact us</h1></main>', title: 'Contact us – Hui Events' }, chunksOf(MANIFEST, 'src/pages/contact-page.tsx'), '/assets/start-app-Gg77.js');
    expect(html).toContain('<div id="root"><main><h1>Contact us</h1></main></div>');
    expect(html).toContain('<title>Contact us – Hui Events</title>');
    expect(html).not.toContain('Plan your New Zealand event');
    expect(html).toContain(
      '<script src="/assets/start-app-Gg77.js" defer data-entry="/assets/index-Aa11.js" data-preload="/assets/react-Bb22.js /assets/router-Cc33.js /assets/contact-page-Ee55.js /assets/forms-Ff66.js" data-evaluate="/assets/react-Bb22.js /assets/router-Cc33.js /assets/forms-Ff66.js"></script>',
    );
    // Nothing loads a script before the first paint but the start script; the stylesheet stays.
    expect(html).not.toContain('type="module"');
    expect(html).not.toContain('modulepreload');
    expect(html).toContain('<link rel="stylesheet" crossorigin href="/assets/index-Dd44.css">');
  });

  it('evaluates dependencies first; neither the entry nor the page; a chunk that imports the entry after it', () => {
    const manifest: Manifest = {
      ...MANIFEST,
      'src/pages/blog-page.tsx': { file: 'assets/blog-page-Hh88.js', src: 'src/pages/blog-page.tsx', isDynamicEntry: true, imports: ['_layout.js', '_markdown.js'] },
      '_layout.js': { file: 'assets/layout-Ii99.js', imports: ['index.html', '_react.js'] },
      '_markdown.js': { file: 'assets/markdown-Jj00.js', imports: ['_text.js'] },
      '_text.js': { file: 'assets/text-Kk11.js' },
    };
    expect(evaluationOrder(manifest, 'src/pages/blog-page.tsx')).toEqual({
      before: ['/assets/react-Bb22.js', '/assets/router-Cc33.js', '/assets/text-Kk11.js', '/assets/markdown-Jj00.js'],
      after: ['/assets/layout-Ii99.js'],
    });
    expect(evaluationOrder(MANIFEST, 'src/pages/contact-page.tsx')).toEqual({ before: ['/assets/react-Bb22.js', '/assets/router-Cc33.js', '/assets/forms-Ff66.js'], after: [] });
    const html = pageHtml(TEMPLATE, { html: '<p>Blog</p>', title: null }, chunksOf(manifest, 'src/pages/blog-page.tsx'), '/s.js');
    expect(html).toContain('data-evaluate="/assets/react-Bb22.js /assets/router-Cc33.js /assets/text-Kk11.js /assets/markdown-Jj00.js" data-evaluate-after="/assets/layout-Ii99.js"></script>');
  });

  it('keeps the template title when the page sets none, and fails on a route module the build does not know', () => {
    const html = pageHtml(TEMPLATE, { html: '<p>Hi</p>', title: null }, { js: [], css: [] }, '/assets/start-app-Gg77.js');
    expect(html).toContain('<title>Hui Events – Plan your New Zealand event</title>');
    expect(() => chunksOf(MANIFEST, 'src/pages/gone-page.tsx')).toThrow(/not in the build's manifest/);
    expect(() => pageHtml(TEMPLATE.replace('<div id="root"></div>', '<div id="app"></div>'), { html: '', title: null }, { js: [], css: [] }, '/s.js')).toThrow(/no empty <div id="root">/);
    expect(() => pageHtml(TEMPLATE.replace('<div id="root"></div>', '<div id="root"><p>stale</p></div>'), { html: '', title: null }, { js: [], css: [] }, '/s.js')).toThrow(/no empty <div id="root">/);
  });

  it("replaces the loading placeholder the template's #root holds for pages rendered in the browser", () => {
    const template = TEMPLATE.replace('<div id="root"></div>', `<div id="root">${APP_PLACEHOLDER}</div>`);
    const html = pageHtml(template, { html: '<main><h1>Contact us</h1></main>', title: null }, { js: [], css: [] }, '/assets/start-app-Gg77.js');
    expect(html).toContain('<div id="root"><main><h1>Contact us</h1></main></div>');
    expect(html).not.toContain('data-app-placeholder');
  });

  it('names the files by path', () => {
    expect(prerenderedFile('/')).toBe('index.html');
    expect(prerenderedFile('/contact')).toBe('contact.html');
    expect(prerenderedFile('/blog/a-post')).toBe('blog/a-post.html');
  });

  it('the start script is plain ES5 with no inline-only feature: it parses as a classic script', () => {
    expect(() => new Function(START_SCRIPT)).not.toThrow();
  });
});
