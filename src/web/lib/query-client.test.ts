import { describe, expect, it } from 'vitest';
import { ApiRequestError } from './api-client';
import {
  createQueryClient,
  queryFreshness,
  retryDelay,
  retryUnlessClientError,
} from './query-client';

const httpError = (status: number) =>
  new ApiRequestError({ kind: 'http', status, code: 'x', message: 'x' });
const networkError = new ApiRequestError({
  kind: 'network',
  status: 0,
  code: 'network_error',
  message: 'x',
});

describe('query client', () => {
  it('has the spec defaults: gc after 5 min, 3 retries, 1 s doubling to 30 s', () => {
    const defaults = createQueryClient().getDefaultOptions().queries;
    expect(defaults?.gcTime).toBe(300_000);
    expect([0, 1, 2, 3, 4, 5, 6].map(retryDelay)).toEqual([
      1000, 2000, 4000, 8000, 16000, 30000, 30000,
    ]);
    const retry = retryUnlessClientError(3);
    expect([0, 1, 2, 3].map((n) => retry(n, new Error('x')))).toEqual([true, true, true, false]);
  });

  it('does not retry a client error, but retries server and network errors', () => {
    const retry = retryUnlessClientError(3);
    expect(retry(0, httpError(404))).toBe(false);
    expect(retry(0, httpError(429))).toBe(true);
    expect(retry(0, httpError(503))).toBe(true);
    expect(retry(0, networkError)).toBe(true);
  });

  it('system status retries up to 3 times unless the error has a code from the server', () => {
    const { retry } = queryFreshness.systemStatus;
    expect(retry(0, networkError)).toBe(true);
    expect(retry(3, networkError)).toBe(false);
    expect(retry(0, httpError(500))).toBe(false);
    expect(queryFreshness.systemStatus).toMatchObject({
      refetchInterval: 60_000,
      staleTime: 30_000,
      refetchOnWindowFocus: true,
      refetchOnMount: true,
    });
  });

  it('names the freshness settings of SPEC.md section 9', () => {
    expect(queryFreshness.packages).toMatchObject({ refetchInterval: 60_000, staleTime: 10_000 });
    expect(queryFreshness.siteSettings).toEqual({ staleTime: 120_000, refetchInterval: 300_000 });
    expect(queryFreshness.testimonials).toEqual({ staleTime: 300_000 });
    expect(queryFreshness.seo).toMatchObject({ staleTime: 600_000, gcTime: 1_200_000 });
    expect(queryFreshness.imageRegistry).toMatchObject({ staleTime: 30_000, gcTime: 60_000 });
    expect(queryFreshness.homepageContent.staleTime).toBe(30_000);
    expect(queryFreshness.branding.staleTime).toBe(30_000);
  });
});
