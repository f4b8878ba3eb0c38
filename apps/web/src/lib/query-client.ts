import { QueryClient } from '@tanstack/react-query';

export function createQueryClient(): QueryClient {
  // The interceptors already tell the user about failures; a retry would tell them twice.
  return new QueryClient({
    defaultOptions: { queries: { retry: false, refetchOnWindowFocus: false, staleTime: 30_000 } },
  });
}
