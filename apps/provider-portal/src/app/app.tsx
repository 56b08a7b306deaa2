import { RouterProvider } from 'react-router';
import { AppProviders } from '@app/ui/app-providers.tsx';
import { preloadRoute } from '@app/web-core/route-preload.ts';
import { createPortalRouter, routes } from './router.tsx';

preloadRoute(routes, window.location);
const router = createPortalRouter();

export const App = () => (
  <AppProviders>
    <RouterProvider router={router} />
  </AppProviders>
);
