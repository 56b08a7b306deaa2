import { RouterProvider } from 'react-router';
import { AppProviders } from '@app/ui/app-providers.tsx';
import { createQueryClient } from '@app/web-core/query-client.ts';
import { preloadRoute } from '@app/web-core/route-preload.ts';
import { createAppRouter, routes } from './router.tsx';

const queryClient = createQueryClient();
preloadRoute(routes, window.location, queryClient);
const router = createAppRouter();

export const App = () => (
  <AppProviders queryClient={queryClient}>
    <RouterProvider router={router} />
  </AppProviders>
);
