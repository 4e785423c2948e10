import { useEffect } from 'react';
import { useSeo } from '../api/get-seo';

/**
 * Keeps the document's title, meta tags, canonical link and JSON-LD in step with the SEO settings.
 * The server has rendered them into index.html already, so the code that updates them loads after
 * the first paint.
 */
export function useLandingSeo(page = 'home'): void {
  const { data } = useSeo(page);
  useEffect(() => {
    if (!data) return;
    let cancelled = false;
    void import('./seo-tags').then(({ applySeo }) => {
      if (!cancelled) applySeo(data);
    });
    return () => {
      cancelled = true;
    };
  }, [data]);
}
