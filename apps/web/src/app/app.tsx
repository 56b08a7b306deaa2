import { RouterProvider } from 'react-router';
import { AppProviders } from './app-providers.tsx';
import { createAppRouter } from './router.tsx';

const router = createAppRouter();

export const App = () => (
  <AppProviders>
    <RouterProvider router={router} />
  </AppProviders>
);
