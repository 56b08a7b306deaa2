// Build step of both web apps: a .br and a .gz copy beside every text file of the build, so the
// server sends the compressed copy the browser accepts (@fastify/static preCompressed) without
// compressing per request.
import { readdir, readFile, stat, writeFile } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import type { Plugin } from 'vite';

const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

/** Text worth compressing; images and fonts are compressed formats already. */
const COMPRESSIBLE = /\.(?:js|mjs|css|html|svg|json|txt|xml|webmanifest|map)$/;
/** Below this a compressed copy saves next to nothing. */
const MIN_BYTES = 256;

export type TCompressedFile = { file: string; bytes: number; br: number; gzip: number };

/** Writes file.br and file.gz beside each compressible file under `dir` (a copy only where it is smaller). */
export const precompressDir = async (dir: string): Promise<TCompressedFile[]> => {
  const names = (await readdir(dir, { recursive: true, encoding: 'utf8' })).filter(
    (name) => COMPRESSIBLE.test(name) && !name.split(/[\\/]/).includes('.vite'),
  );
  const results = await Promise.all(
    names.map(async (name): Promise<TCompressedFile | null> => {
      const path = join(dir, name);
      if (!(await stat(path)).isFile()) return null;
      const source = await readFile(path);
      if (source.length < MIN_BYTES) return null;
      const [br, gz] = await Promise.all([
        brotli(source, {
          params: {
            [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
            [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
            [constants.BROTLI_PARAM_SIZE_HINT]: source.length,
          },
        }),
        gzipAsync(source, { level: constants.Z_BEST_COMPRESSION }),
      ]);
      await Promise.all([
        br.length < source.length ? writeFile(`${path}.br`, br) : null,
        gz.length < source.length ? writeFile(`${path}.gz`, gz) : null,
      ]);
      return { file: name, bytes: source.length, br: br.length, gzip: gz.length };
    }),
  );
  return results.filter((r): r is TCompressedFile => r !== null);
};

/** Vite plugin: precompresses the build output once everything (public/ included) is written. */
export const precompress = (): Plugin => {
  let outDir = '';
  return {
    name: 'hui:precompress',
    // Not the Node build of the prerendered pages (prerender.ts): it is no part of the site.
    apply: (userConfig, env) => env.command === 'build' && !userConfig.build?.ssr,
    configResolved(config) {
      outDir = resolve(config.root, config.build.outDir);
    },
    async closeBundle(error?: Error) {
      if (error) return;
      const files = await precompressDir(outDir);
      const total = (key: 'bytes' | 'br' | 'gzip') => files.reduce((sum, f) => sum + f[key], 0);
      const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} kB`;
      this.info(`precompressed ${files.length} files: ${kb(total('bytes'))} -> ${kb(total('br'))} brotli, ${kb(total('gzip'))} gzip`);
    },
  };
};
