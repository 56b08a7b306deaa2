import { defineConfig, loadEnv } from 'vite';
import react from '@vitejs/plugin-react';
import tailwindcss from '@tailwindcss/vite';
// Relative, not '@app/web-core/...': Vite bundles a config's relative imports but loads packages with Node, which cannot run TypeScript.
import { precompress } from '../../packages/web-core/build/precompress.ts';

/** In development /api and /socket.io go to the API (API_URL; the default is the API's own port, as `npm run dev` runs it). */
const apiUrl = process.env.API_URL ?? 'http://localhost:3000';

/** Vendor code in a few long-lived chunks; each route is its own lazy chunk (see src/app/router.tsx). */
const vendorChunk = (id: string): string | undefined => {
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

/**
 * The provider portal this build follows (src/features/auth/provider-redirect.ts): VITE_PROVIDER_PORTAL_URL,
 * else the API's PROVIDER_PORTAL_URL when the build sees it (`npm start` with one variable for both),
 * else the shared default.
 */
const providerPortalDefine = (mode: string): Record<string, string> => {
  const env = loadEnv(mode, import.meta.dirname, ['VITE_', 'PROVIDER_PORTAL_URL']);
  if (env.VITE_PROVIDER_PORTAL_URL || !env.PROVIDER_PORTAL_URL) return {};
  return { 'import.meta.env.VITE_PROVIDER_PORTAL_URL': JSON.stringify(env.PROVIDER_PORTAL_URL) };
};

export default defineConfig(({ mode }) => ({
  // precompress: .br and .gz beside each built text file, which the API sends by Accept-Encoding.
  plugins: [react(), tailwindcss(), precompress()],
  define: providerPortalDefine(mode),
  server: {
    port: 5173,
    proxy: {
      '/api': { target: apiUrl, changeOrigin: true },
      // Pictures providers upload in the portal, shown on provider cards and pages.
      '/uploads': { target: apiUrl, changeOrigin: true },
      '/socket.io': { target: apiUrl, changeOrigin: true, ws: true },
    },
  },
  build: {
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
  },
}));
