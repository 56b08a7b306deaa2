// The provider portal's public pages, prerendered at build time (packages/web-core/build/prerender.ts).
import { renderPage, type TPrerenderPage } from '@app/web-core/prerender/render-page.tsx';
import { AppProviders } from '@app/ui/app-providers.tsx';
import { routes } from './app/router.tsx';

/** The pages a visitor sees before signing in (src/app/router.tsx), with the module each route loads. */
export const pages: TPrerenderPage[] = [
  { path: '/sign-in', module: 'src/features/provider-account/pages/sign-in-page.tsx' },
  { path: '/sign-up', module: 'src/features/provider-account/pages/sign-up-page.tsx' },
  { path: '/reset-password', module: 'src/features/provider-account/pages/reset-password-page.tsx' },
];

export const render = (path: string) => renderPage({ routes, Providers: AppProviders, path });
