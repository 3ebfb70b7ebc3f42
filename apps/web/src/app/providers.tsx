import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { useEffect, useState, type ReactNode } from 'react';
import { ApiError } from '../lib/api';
import { loadSonner, whenSonnerLoaded, type Sonner } from '../lib/toast';
import { useWhenIdle } from '../lib/use-when-idle';

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
      <ShopToaster />
    </QueryClientProvider>
  );
}

/**
 * Sonner's Toaster once sonner is in: at the first toast, or when the first screen has loaded and
 * is idle (before that, its 10 kB would share a slow network with the first screen's picture).
 */
function ShopToaster() {
  const [sonner, setSonner] = useState<Sonner | null>(null);
  const idle = useWhenIdle(3000, { afterLoad: true });
  useEffect(() => whenSonnerLoaded(setSonner), []);
  useEffect(() => {
    if (idle) void loadSonner();
  }, [idle]);
  if (!sonner) return null;
  const { Toaster } = sonner;
  return (
    <Toaster
      position="top-center"
      duration={3000}
      // Top-center but below the bar, so the logo and the cart's count stay in sight. On a phone,
      // over the bar's second row (the search) instead: just below the bar, a toast covered the
      // page's heading ('Welcome back' over 'Select a delivery address').
      offset={{ top: 76 }}
      mobileOffset={{ top: 64 }}
      // Our own colours: sonner's rich colours fall just under the 4.5:1 contrast that small text needs.
      toastOptions={{ classNames: { error: 'toast-error', success: 'toast-success' } }}
    />
  );
}
