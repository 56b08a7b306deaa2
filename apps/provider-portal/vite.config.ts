import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import tailwindcss from '@tailwindcss/vite';
// Relative, not '@app/web-core/...': Vite bundles a config's relative imports but loads packages with Node, which cannot run TypeScript.
import { precompress } from '../../packages/web-core/build/precompress.ts';
import { prerender } from '../../packages/web-core/build/prerender.ts';
import { routeShells } from '../../packages/web-core/build/route-shells.ts';
import { devServer, siteUrlDefine, webAppBuild } from '../../packages/web-core/build/web-app-config.ts';

export default defineConfig(({ mode }) => ({
  // prerender: the public pages as HTML (src/prerender.tsx), before precompress: .br and .gz beside each built text file, which the server sends by Accept-Encoding.
  // routeShells: the inbox, where a signed-in provider lands, with its code named in the HTML.
  plugins: [
    react(),
    tailwindcss(),
    prerender(),
    routeShells([{ path: '/requests', modules: ['src/app/routes/provider-frame-route.tsx', 'src/features/provider-requests/pages/requests-page.tsx', 'src/lib/api/get-provider-account.ts'] }]),
    precompress(),
  ],
  // The organiser site this build links to (src/lib/site-urls.ts).
  define: siteUrlDefine({ mode, envDir: import.meta.dirname, name: 'APP_URL' }),
  server: devServer({ port: 5174 }),
  preview: { port: 5174 },
  build: webAppBuild(),
}));
