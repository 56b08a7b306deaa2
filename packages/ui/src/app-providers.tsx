import { useState, type ReactNode } from 'react';
import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { Toaster } from './toast.tsx';
import { createQueryClient } from '@app/web-core/query-client.ts';

/** What wraps the router, in the browser and in the pages the build prerenders (each app's src/prerender.tsx), for both sites: the query client and the toasts. */
export const AppProviders = ({ children, queryClient: given }: { children: ReactNode; queryClient?: QueryClient }) => {
  // The browser's app gives the client it already started the page's queries in (route-preload.ts).
  const [queryClient] = useState(() => given ?? createQueryClient());
  return (
    <QueryClientProvider client={queryClient}>
      {children}
      <Toaster />
    </QueryClientProvider>
  );
};
