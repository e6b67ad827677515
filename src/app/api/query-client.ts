import { QueryClient, onlineManager } from '@tanstack/react-query';
import { isApiError } from './client.ts';

const MAX_RETRIES = 2;
/** No answer at all (offline, timeout): one more try, then the screen shows its kept data. */
const MAX_RETRIES_UNREACHABLE = 1;

/**
 * One client for the whole app. A 4xx answer will not change on retry; a network failure may.
 *
 * Offline (docs: `src/app/offline/README.md`, O12): TanStack starts from what the browser
 * believes (`navigator.onLine`), so that a query started offline waits for the network
 * (`paused`, no spinner through retries) and runs on `online`; the screens then show the answer
 * kept on the device with « Hors ligne — données du … » (`useQueryPersistence`, `ListStates`).
 */
export function createQueryClient(): QueryClient {
  if (typeof navigator !== 'undefined') onlineManager.setOnline(navigator.onLine);
  return new QueryClient({
    defaultOptions: {
      queries: {
        staleTime: 30_000,
        refetchOnWindowFocus: false,
        retry: (failureCount, error) => {
          if (isApiError(error) && error.status >= 400 && error.status < 500) return false;
          if (isApiError(error) && error.status === 0) {
            return failureCount < MAX_RETRIES_UNREACHABLE;
          }
          return failureCount < MAX_RETRIES;
        },
      },
      mutations: { retry: false },
    },
  });
}
