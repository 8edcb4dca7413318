import type { ReactNode } from 'react';
import { MantineProvider } from '@mantine/core';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { ApiError } from '../lib/api-error';
import { LazyHosts } from '../components/lazy-hosts';
import { theme } from './theme';

export const queryClient = new QueryClient({
  defaultOptions: {
    queries: {
      staleTime: 30_000,
      refetchOnWindowFocus: false,
      // A business failure will not change on retry; a network failure shows the 502 page instead.
      retry: (count, err) => !(err instanceof ApiError) && count < 1,
    },
  },
});

export function Providers({ children }: { children: ReactNode }) {
  return (
    <MantineProvider theme={theme} defaultColorScheme="light">
      <QueryClientProvider client={queryClient}>
        {children}
        <LazyHosts />
      </QueryClientProvider>
    </MantineProvider>
  );
}
