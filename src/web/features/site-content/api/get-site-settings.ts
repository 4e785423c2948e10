import { queryOptions, useQuery } from '@tanstack/react-query';
import type { PublicSiteSettings, SiteSettingsResponse } from '@shared/contracts/public-site';
import { isTrialBlockedToday } from '@shared/rules/free-trial';
import { api } from '@/lib/api-client';
import { queryFreshness } from '@/lib/query-client';

/** GET /api/public/site-settings: the public keys of site_settings (live_stats, support hours, ...). */
export function getSiteSettings(signal?: AbortSignal): Promise<PublicSiteSettings> {
  return api
    .get<SiteSettingsResponse>('/api/public/site-settings', { signal })
    .then((r) => r.settings);
}

export const siteSettingsQueryOptions = () =>
  queryOptions({
    ...queryFreshness.siteSettings,
    queryKey: ['site_settings', 'public'],
    queryFn: ({ signal }) => getSiteSettings(signal),
  });

export function useSiteSettings() {
  return useQuery(siteSettingsQueryOptions());
}

/** Is today (in Johannesburg) a sport event day, when no free trials are given? No while loading. */
export function useTrialBlockedToday(): boolean {
  const { data } = useSiteSettings();
  return data ? isTrialBlockedToday(new Date(), data.freeTrialBlockedDates) : false;
}
