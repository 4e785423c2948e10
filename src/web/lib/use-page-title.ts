import { useEffect } from 'react';

export const siteName = 'StreamVault SA';

/** Sets the browser tab title to '<title> | StreamVault SA' (the site name alone when no title). */
export function usePageTitle(title?: string): void {
  useEffect(() => {
    document.title = title ? `${title} | ${siteName}` : siteName;
  }, [title]);
}
