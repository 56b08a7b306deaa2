// The yardstick: a page with a fixed amount of a web page's kind of work (compiling a script,
// running it, building and laying out a few thousand elements, filling fresh memory), served on
// loopback and measured by the same Lighthouse and Chromium as the product's pages. Its work never
// changes, so what Lighthouse counts for it says how fast this machine is at that moment, in the
// same terms as a page's TBT: host-check.ts compares it with the machine the goals were met on.
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';

/** Small functions to compile and run: a phone parses and compiles a route's code before it runs it. */
const FUNCTIONS = 1500;
/** Rows of four cells built, styled and laid out, in batches of one task each. */
const ROW_BATCHES = 4;
const ROWS_PER_BATCH = 300;
/** Fresh memory written in one task: a renderer's heap and layout grow into memory they have not touched. */
const FRESH_MB = 16;

const script = (): string => {
  const lines: string[] = [];
  for (let i = 0; i < FUNCTIONS; i++) {
    lines.push(`function f${i}(a, b) { const c = a * ${i + 1} + b; return c % 7 === 0 ? c / 7 : [a, b, c].join('-').length + ${i}; }`);
  }
  lines.push(`const all = [${Array.from({ length: FUNCTIONS }, (_, i) => `f${i}`).join(', ')}];`);
  lines.push(`
const root = document.getElementById('root');
const tasks = [
  () => { let sum = 0; for (let round = 0; round < 20; round++) for (let i = 0; i < all.length; i++) sum += all[i](i, round); root.dataset.sum = String(sum); },
  ...Array.from({ length: ${ROW_BATCHES} }, (_, batch) => () => {
    const fragment = document.createDocumentFragment();
    for (let r = 0; r < ${ROWS_PER_BATCH}; r++) {
      const row = document.createElement('div');
      row.className = 'row';
      for (let c = 0; c < 4; c++) {
        const cell = document.createElement('span');
        cell.textContent = 'Row ' + (batch * ${ROWS_PER_BATCH} + r) + ', cell ' + c;
        row.appendChild(cell);
      }
      fragment.appendChild(row);
    }
    root.appendChild(fragment);
    root.dataset.height = String(document.body.offsetHeight);
  }),
  () => {
    const blocks = [];
    for (let mb = 0; mb < ${FRESH_MB}; mb++) blocks.push(new Float64Array(131072).fill(mb));
    const objects = [];
    for (let i = 0; i < 100000; i++) objects.push({ id: i, name: 'item ' + i });
    root.dataset.kept = String(blocks.length + objects.length);
  },
];
const next = () => { const task = tasks.shift(); if (task) { task(); setTimeout(next, 0); } };
next();
`);
  return lines.join('\n');
};

const PAGE = `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>Yardstick</title>
<style>body{font:14px/1.4 sans-serif;margin:0}.row{display:flex;gap:8px;padding:4px 8px;border-bottom:1px solid #ddd}.row span{flex:1}</style>
</head><body><main id="root"><h1>Yardstick</h1></main><script src="/work.js"></script></body></html>`;

/** Serves the yardstick page on a loopback port of its own. */
export const startYardstick = async (): Promise<{ url: string; stop(): Promise<void> }> => {
  const files = new Map([
    ['/', { type: 'text/html; charset=utf-8', body: PAGE }],
    ['/work.js', { type: 'text/javascript; charset=utf-8', body: script() }],
  ]);
  const server = createServer((request, response) => {
    const file = files.get(request.url ?? '');
    response.writeHead(file ? 200 : 404, { 'content-type': file?.type ?? 'text/plain; charset=utf-8', 'cache-control': 'no-store' });
    response.end(file?.body ?? '');
  });
  await new Promise<void>((done) => server.listen(0, '127.0.0.1', done));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}/`,
    stop: () => new Promise<void>((done) => server.close(() => done())),
  };
};
