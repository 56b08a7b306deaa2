import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import tailwindcss from '@tailwindcss/vite';
// Relative, not '@app/web-core/...': Vite bundles a config's relative imports but loads packages with Node, which cannot run TypeScript.
import { precompress } from '../../packages/web-core/build/precompress.ts';
import { prerender } from '../../packages/web-core/build/prerender.ts';
import { routeShells } from '../../packages/web-core/build/route-shells.ts';
import { devServer, siteUrlDefine, webAppBuild } from '../../packages/web-core/build/web-app-config.ts';

export default defineConfig(({ mode }) => ({
  // prerender: the public pages as HTML (src/prerender.tsx), before precompress: .br and .gz beside each built text file, which the API sends by Accept-Encoding.
  // routeShells: the signed-in pages opened first, with their code named in the HTML (the dashboard on its usual Providers tab, a provider's page).
  plugins: [
    react(),
    tailwindcss(),
    prerender(),
    routeShells([
      { path: '/dashboard', modules: ['src/app/routes/dashboard-layout-route.tsx', 'src/app/dashboard/dashboard-home.tsx', 'src/features/providers/pages/providers-tab.tsx', 'src/features/providers/prefetch-provider-list.ts'] },
      { path: '/dashboard/provider/:providerId', modules: ['src/app/routes/dashboard-layout-route.tsx', 'src/features/providers/pages/provider-detail-page.tsx', 'src/lib/api/get-provider.ts'] },
    ]),
    precompress(),
  ],
  // The provider portal this build follows (src/features/auth/provider-redirect.ts).
  define: siteUrlDefine({ mode, envDir: import.meta.dirname, name: 'PROVIDER_PORTAL_URL' }),
  server: devServer({ port: 5173, isSocketProxied: true }),
  build: webAppBuild(),
}));
