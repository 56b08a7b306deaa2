import { QueryClientProvider } from '@tanstack/react-query';
import { RouterProvider } from 'react-router';
import { Toaster } from '@app/ui/toast.tsx';
import { createQueryClient } from '@app/web-core/query-client.ts';
import { createPortalRouter } from './router.tsx';

const queryClient = createQueryClient();
const router = createPortalRouter();

export const App = () => (
  <QueryClientProvider client={queryClient}>
    <RouterProvider router={router} />
    <Toaster />
  </QueryClientProvider>
);
