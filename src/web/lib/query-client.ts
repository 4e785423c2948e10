import { QueryClient } from '@tanstack/react-query';
import { isApiRequestError } from './api-client';

/**
 * The one query client, with the freshness rules of SPEC.md section 9 ("Data freshness").
 *
 * Query-key convention (the realtime service relies on it): every key starts with the database table
 * it reads, e.g. ['packages', 'public'] or ['clients', clientId]. A change to table T invalidates [T].
 */

const second = 1000;
const minute = 60 * second;

/** 1 s, 2 s, 4 s ... capped at 30 s (TanStack passes a 0-based attempt index). */
export function retryDelay(attemptIndex: number): number {
  return Math.min(second * 2 ** attemptIndex, 30 * second);
}

/**
 * A client error (bad input, not signed in, not found) will not change on retry; anything else
 * (network, 5xx, 408, 429) is retried up to `maxRetries` times.
 */
export function retryUnlessClientError(maxRetries: number) {
  return (failureCount: number, error: Error): boolean => {
    if (failureCount >= maxRetries) return false;
    if (isApiRequestError(error) && error.kind === 'http') {
      const { status } = error;
      if (status >= 400 && status < 500 && status !== 408 && status !== 429) return false;
    }
    return true;
  };
}

/** Named freshness settings; spread them into `queryOptions({...queryFreshness.packages, queryKey, queryFn})`. */
export const queryFreshness = {
  packages: { refetchInterval: minute, staleTime: 10 * second, retry: retryUnlessClientError(3) },
  homepageContent: { staleTime: 30 * second, retry: retryUnlessClientError(2) },
  branding: { staleTime: 30 * second, retry: retryUnlessClientError(2) },
  siteSettings: { staleTime: 2 * minute, refetchInterval: 5 * minute },
  testimonials: { staleTime: 5 * minute },
  systemStatus: {
    refetchInterval: minute,
    staleTime: 30 * second,
    // "Up to 3 retries unless the error has a code": an answer from the server carries a code and is
    // final; a network failure is retried.
    retry: (failureCount: number, error: Error) =>
      failureCount < 3 && !(isApiRequestError(error) && error.kind === 'http'),
    retryDelay,
    refetchOnWindowFocus: true,
    refetchOnMount: true,
  },
  seo: { staleTime: 10 * minute, gcTime: 20 * minute, retry: retryUnlessClientError(2) },
  imageRegistry: { staleTime: 30 * second, gcTime: 60 * second, retry: retryUnlessClientError(2) },
} as const;

export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        gcTime: 5 * minute,
        retry: retryUnlessClientError(3),
        retryDelay,
      },
    },
  });
}
