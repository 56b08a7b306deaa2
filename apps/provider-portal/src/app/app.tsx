import { RouterProvider } from 'react-router';
import { AppProviders } from '@app/ui/app-providers.tsx';
import { createQueryClient } from '@app/web-core/query-client.ts';
import { preloadRoute } from '@app/web-core/route-preload.ts';
import { createPortalRouter, routes } from './router.tsx';

const queryClient = createQueryClient();
preloadRoute(routes, window.location, queryClient);
const router = createPortalRouter();

export const App = () => (
  <AppProviders queryClient={queryClient}>
    <RouterProvider router={router} />
  </AppProviders>
);
