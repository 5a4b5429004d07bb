import { QueryClient } from '@tanstack/react-query';
import { isApiError } from '../../lib/api-error';

const maxRetries = 2;

export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        staleTime: 30_000,
        refetchOnWindowFocus: false,
        // A 4xx will not change by asking again; network trouble and 5xx might.
        retry: (failureCount, error) => failureCount < maxRetries && !(isApiError(error) && error.status >= 400 && error.status < 500),
      },
    },
  });
}
