import { MutationCache, QueryCache, QueryClient } from '@tanstack/react-query';
import { ApiError, endsSession } from './api-error.ts';

const isClientError = (error: unknown) => error instanceof ApiError && error.status >= 400 && error.status < 500;

/** One query client for the app; `onUnauthorized` runs whenever a call answers that the session is gone. */
export function createQueryClient(onUnauthorized: () => void): QueryClient {
  const handleError = (error: unknown) => {
    if (endsSession(error)) onUnauthorized();
  };
  return new QueryClient({
    queryCache: new QueryCache({ onError: handleError }),
    mutationCache: new MutationCache({ onError: handleError }),
    defaultOptions: {
      queries: {
        staleTime: 30_000,
        refetchOnWindowFocus: false,
        retry: (failureCount, error) => !isClientError(error) && failureCount < 2,
      },
      mutations: { retry: false },
    },
  });
}
