import type { QueryClient } from '@tanstack/react-query';
import type { Branding, HomepageSection, ManagedImage } from '@shared/contracts/public-site';
import { brandingQueryOptions } from './get-branding';
import { homepageQueryOptions } from './get-homepage';
import { imagesQueryOptions } from './get-images';

interface LandingData {
  branding: Branding;
  sections: HomepageSection[];
  logo: ManagedImage[];
}

/**
 * The server sends the landing page's branding, homepage sections and logo with the page, beside
 * its first paint of the top bar and hero (server features/site-content/landing-shell.ts). Put in
 * the query cache before the first render, the page renders what was painted, at once: no default
 * text in between that would move the buttons, and three requests fewer. Realtime changes and the
 * usual freshness refetch them as if they had been fetched now.
 */
export function seedFirstPaintData(client: QueryClient): void {
  const block = document.getElementById('landing-data');
  if (!block) return;
  block.remove();
  let data: LandingData;
  try {
    data = JSON.parse(block.textContent ?? '') as LandingData;
  } catch {
    return;
  }
  client.setQueryData(brandingQueryOptions().queryKey, data.branding);
  client.setQueryData(homepageQueryOptions().queryKey, data.sections);
  client.setQueryData(imagesQueryOptions(['logo']).queryKey, data.logo);
}
