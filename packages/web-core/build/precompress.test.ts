// A real Vite build of a tiny site with the plugin: every text file gets .br and .gz copies that
// decompress to the very bytes of the file; small files and images get none.
import { execFile } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { promisify } from 'node:util';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

// Vite builds in a process of its own: this project's test environment (jsdom) is no place for esbuild.
const viteBin = join(dirname(createRequire(import.meta.url).resolve('vite/package.json')), 'bin', 'vite.js');
const pluginPath = join(import.meta.dirname, 'precompress.ts');

let root: string;
let outDir: string;
let manifest: Record<string, { file: string; css?: string[] }>;

beforeAll(async () => {
  root = mkdtempSync(join(tmpdir(), 'hui-precompress-'));
  outDir = join(root, 'dist');
  mkdirSync(join(root, 'public'));
  writeFileSync(join(root, 'index.html'), `<!doctype html><html><head><title>Hui</title></head><body>${'<p>Kia ora</p>'.repeat(100)}<script type="module" src="/main.js"></script></body></html>`);
  writeFileSync(join(root, 'main.js'), `import './style.css';\nconst words = ${JSON.stringify(Array.from({ length: 300 }, (_, i) => `word-${i}`))};\ndocument.body.dataset.words = words.join(' ');\n`);
  writeFileSync(join(root, 'style.css'), Array.from({ length: 80 }, (_, i) => `.c${i} { margin: ${i}px; color: #0f5d57; }`).join('\n'));
  writeFileSync(join(root, 'public', 'tiny.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>');
  writeFileSync(join(root, 'public', 'photo.png'), Buffer.alloc(4096, 7));
  writeFileSync(join(root, 'vite.config.ts'), `import { precompress } from ${JSON.stringify(pluginPath)};\nexport default { plugins: [precompress()], logLevel: 'warn', build: { manifest: true } };\n`);
  await promisify(execFile)(process.execPath, [viteBin, 'build'], { cwd: root });
  manifest = JSON.parse(readFileSync(join(outDir, '.vite', 'manifest.json'), 'utf8'));
}, 60_000);

afterAll(() => {
  rmSync(root, { recursive: true, force: true });
});

describe('precompress', () => {
  it('writes .br and .gz beside the hashed script, stylesheet and index.html, holding the same bytes', () => {
    const entry = manifest['index.html']!;
    for (const file of [entry.file, ...(entry.css ?? []), 'index.html']) {
      const original = readFileSync(join(outDir, file));
      const br = readFileSync(join(outDir, `${file}.br`));
      const gz = readFileSync(join(outDir, `${file}.gz`));
      expect(brotliDecompressSync(br).equals(original), file).toBe(true);
      expect(gunzipSync(gz).equals(original), file).toBe(true);
      expect(br.length, file).toBeLessThan(original.length);
      expect(br.length, `${file}: brotli beats gzip`).toBeLessThanOrEqual(gz.length);
    }
    expect(entry.file).toMatch(/^assets\/index-[\w-]{8}\.js$/);
  });

  it('leaves images, tiny files and the manifest alone', () => {
    for (const file of ['photo.png', 'tiny.svg', '.vite/manifest.json']) {
      expect(existsSync(join(outDir, file)), file).toBe(true);
      expect(existsSync(join(outDir, `${file}.br`)), file).toBe(false);
      expect(existsSync(join(outDir, `${file}.gz`)), file).toBe(false);
    }
  });
});
