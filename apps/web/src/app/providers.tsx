import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { Toaster } from 'sonner';
import { ApiError } from '../lib/api';

export function createQueryClient() {
  return new QueryClient({
    defaultOptions: {
      queries: {
        staleTime: 30_000,
        refetchOnWindowFocus: false,
        // A 4xx will not change by asking again.
        retry: (count, error) =>
          !(error instanceof ApiError && error.status >= 400 && error.status < 500) && count < 2,
      },
    },
  });
}

export function Providers({ client, children }: { client: QueryClient; children: ReactNode }) {
  return (
    <QueryClientProvider client={client}>
      {children}
      <Toaster
        position="top-center"
        duration={3000}
        // Top-center but below the bars, so the logo and the cart's count stay in sight.
        offset={{ top: 76 }}
        mobileOffset={{ top: 120 }}
        // Our own colours: sonner's rich colours fall just under the 4.5:1 contrast that small text needs.
        toastOptions={{ classNames: { error: 'toast-error', success: 'toast-success' } }}
      />
    </QueryClientProvider>
  );
}
