// What both web apps' vite.config.ts share: the development server's way to the API, the build's
// options with its vendor chunks, and the other site's address baked in at build time. Each app
// keeps its plugins, its port and which address it bakes in.
import { loadEnv, type BuildEnvironmentOptions, type ServerOptions } from 'vite';

/** In development /api, the uploaded pictures (/uploads) and /socket.io go to the API (API_URL; the default is the API's own port, as `npm run dev` runs it). */
const apiUrl = process.env.API_URL ?? 'http://localhost:3000';

/** Vendor code in a few long-lived chunks; each route is its own lazy chunk (see each app's src/app/router.tsx). */
export const vendorChunk = (id: string): string | undefined => {
  if (!id.includes('node_modules')) return undefined;
  if (/node_modules\/(react|react-dom|scheduler)\//.test(id)) return 'react';
  if (/node_modules\/(react-router|cookie|set-cookie-parser)\//.test(id)) return 'router';
  if (id.includes('node_modules/@tanstack/')) return 'query';
  if (/node_modules\/(@radix-ui|@floating-ui|react-remove-scroll|react-remove-scroll-bar|react-style-singleton|use-callback-ref|use-sidecar|aria-hidden|get-nonce|tslib)\//.test(id)) return 'radix';
  // zod is needed at start (the contract's schemas); the form library only by the forms' chunks.
  if (id.includes('node_modules/zod/')) return 'zod';
  if (/node_modules\/(react-hook-form|@hookform)\//.test(id)) return 'forms';
  if (id.includes('node_modules/socket.io-client') || id.includes('node_modules/engine.io')) return 'socket';
  return undefined;
};

/** The development server on `port`, with the API's paths proxied (the socket too where the app has one). */
export const devServer = ({ port, isSocketProxied = false }: { port: number; isSocketProxied?: boolean }): ServerOptions => ({
  port,
  proxy: {
    '/api': { target: apiUrl, changeOrigin: true },
    // Pictures providers upload in the portal, shown on both sites.
    '/uploads': { target: apiUrl, changeOrigin: true },
    ...(isSocketProxied ? { '/socket.io': { target: apiUrl, changeOrigin: true, ws: true } } : {}),
  },
});

/** The production build: dist/ emptied first, no source maps, the manifest, vendor chunks. */
export const webAppBuild = (): BuildEnvironmentOptions => ({
  outDir: 'dist',
  emptyOutDir: true,
  sourcemap: false,
  // The e2e smoke test reads the manifest to keep the landing page's first load small.
  manifest: true,
  rollupOptions: {
    output: { manualChunks: vendorChunk },
    onwarn(warning, warn) {
      // zod ships comments Rollup cannot place; harmless and noisy.
      if (warning.code === 'INVALID_ANNOTATION') return;
      warn(warning);
    },
  },
});

/**
 * The other site's address this build links to, as import.meta.env.VITE_<name>: VITE_<name> when
 * set (Vite reads it itself), else the API's <name> when the build sees it (`npm start` with one
 * variable for both), else nothing and the app's shared default applies.
 */
export const siteUrlDefine = ({ mode, envDir, name }: { mode: string; envDir: string; name: string }): Record<string, string> => {
  const env = loadEnv(mode, envDir, ['VITE_', name]);
  if (env[`VITE_${name}`] || !env[name]) return {};
  return { [`import.meta.env.VITE_${name}`]: JSON.stringify(env[name]) };
};
