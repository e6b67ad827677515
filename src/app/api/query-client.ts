import { QueryClient } from '@tanstack/react-query';
import { isApiError } from './client.ts';

const MAX_RETRIES = 2;

/** One client for the whole app. A 4xx answer will not change on retry; a network failure may. */
export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        staleTime: 30_000,
        refetchOnWindowFocus: false,
        retry: (failureCount, error) => {
          if (isApiError(error) && error.status >= 400 && error.status < 500) return false;
          return failureCount < MAX_RETRIES;
        },
      },
      mutations: { retry: false },
    },
  });
}
