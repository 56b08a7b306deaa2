import { useState, type ReactNode } from 'react';
import { QueryClientProvider } from '@tanstack/react-query';
import { Toaster } from './toast.tsx';
import { createQueryClient } from '@app/web-core/query-client.ts';

/** What wraps the router, in the browser and in the pages the build prerenders (each app's src/prerender.tsx), for both sites: the query client and the toasts. */
export const AppProviders = ({ children }: { children: ReactNode }) => {
  const [queryClient] = useState(createQueryClient);
  return (
    <QueryClientProvider client={queryClient}>
      {children}
      <Toaster />
    </QueryClientProvider>
  );
};
