import { useRealtime } from '@/lib/use-realtime';

/**
 * The landing page's subscription to the `public` channel: changes to homepage content, branding,
 * packages, downloads (refetch), site settings and system status (reload) arrive live. Its own
 * chunk, mounted after the first paint: the realtime service is not needed to show the page.
 */
export default function PublicRealtime() {
  useRealtime({ channel: 'public' });
  return null;
}
