import type { Branding } from '../contracts/public-site';

/**
 * The branding when site_branding leaves a value empty: the server fills its answers with it and
 * the web app shows it while the branding loads or when it cannot be loaded.
 */
export const defaultBranding: Branding = {
  companyName: 'StreamVault SA',
  tagline: 'Live sport, movies and series. Streaming made simple.',
  whatsappNumber: '',
  supportEmail: '',
  footerMascot: '/icon-512.png',
  footerLogo: '/icon-192.png',
};
