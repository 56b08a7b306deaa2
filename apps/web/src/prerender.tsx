// The organiser site's public pages, prerendered at build time (packages/web-core/build/prerender.ts).
import { BLOG_POSTS } from '@app/contract';
import { renderPage, type TPrerenderPage } from '@app/web-core/prerender/render-page.tsx';
import { AppProviders } from '@app/ui/app-providers.tsx';
import { routes } from './app/router.tsx';

/** Every public page with one address (src/app/router.tsx), with the module its route loads. */
export const pages: TPrerenderPage[] = [
  { path: '/', module: 'src/features/landing/pages/landing-page.tsx' },
  { path: '/blog', module: 'src/features/blog/pages/blog-list-page.tsx' },
  ...BLOG_POSTS.map((post) => ({ path: `/blog/${post.slug}`, module: 'src/features/blog/pages/blog-article-page.tsx' })),
  { path: '/contact', module: 'src/features/contact/pages/contact-page.tsx' },
  { path: '/privacy', module: 'src/features/legal/pages/privacy-page.tsx' },
  { path: '/terms', module: 'src/features/legal/pages/terms-page.tsx' },
  { path: '/auth/signup', module: 'src/features/auth/pages/auth-signup-page.tsx' },
  { path: '/auth/error', module: 'src/features/auth/pages/auth-error-page.tsx' },
  { path: '/reset-password', module: 'src/features/auth/pages/reset-password-page.tsx' },
];

export const render = (path: string) => renderPage({ routes, Providers: AppProviders, path });
