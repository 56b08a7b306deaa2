import { RouterProvider } from 'react-router';
import { AppProviders } from '@app/ui/app-providers.tsx';
import { createAppRouter } from './router.tsx';

const router = createAppRouter();

export const App = () => (
  <AppProviders>
    <RouterProvider router={router} />
  </AppProviders>
);
