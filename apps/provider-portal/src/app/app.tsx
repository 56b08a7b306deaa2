import { RouterProvider } from 'react-router';
import { AppProviders } from '@app/ui/app-providers.tsx';
import { createPortalRouter } from './router.tsx';

const router = createPortalRouter();

export const App = () => (
  <AppProviders>
    <RouterProvider router={router} />
  </AppProviders>
);
