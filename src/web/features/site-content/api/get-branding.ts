import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Branding, BrandingResponse } from '@shared/contracts/public-site';
import { defaultBranding } from '@shared/rules/branding';
import { api } from '@/lib/api-client';
import { queryFreshness } from '@/lib/query-client';

/** GET /api/public/branding */
export function getBranding(signal?: AbortSignal): Promise<Branding> {
  return api.get<BrandingResponse>('/api/public/branding', { signal }).then((r) => r.branding);
}

export const brandingQueryOptions = () =>
  queryOptions({
    ...queryFreshness.branding,
    queryKey: ['site_branding', 'public'],
    queryFn: ({ signal }) => getBranding(signal),
  });

/** The branding, with defaults for anything missing. */
export function useBranding(): Branding {
  const { data } = useQuery(brandingQueryOptions());
  return data ? { ...defaultBranding, ...withoutEmpty(data) } : defaultBranding;
}

function withoutEmpty(branding: Partial<Branding>): Partial<Branding> {
  return Object.fromEntries(
    Object.entries(branding).filter(([, value]) => typeof value === 'string' && value !== ''),
  );
}
