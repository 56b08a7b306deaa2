import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import tailwindcss from '@tailwindcss/vite';

const apiUrl = process.env.API_URL ?? 'http://localhost:3001';

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

export default defineConfig({
  plugins: [react(), tailwindcss()],
  server: {
    port: 5173,
    proxy: {
      '/api': { target: apiUrl, changeOrigin: true },
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
});
