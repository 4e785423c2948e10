/**
 * Every route of SPEC.md section 2, in one place. `path` is the router pattern; `getHref()` builds a
 * link target for <Link to>. The app uses hash history, so these paths live after `#`.
 */
export const paths = {
  home: { path: '/', getHref: () => '/' },
  homeAlias: { path: '/home', getHref: () => '/home' },

  technicalSupport: { path: '/technical-support', getHref: () => '/technical-support' },
  setupGuide: { path: '/setup-guide', getHref: () => '/setup-guide' },
  privacyPolicy: { path: '/privacy-policy', getHref: () => '/privacy-policy' },
  termsOfService: { path: '/terms-of-service', getHref: () => '/terms-of-service' },
  refundPolicy: { path: '/refund-policy', getHref: () => '/refund-policy' },
  knowledgeBase: { path: '/knowledge-base', getHref: () => '/knowledge-base' },
  downloads: { path: '/downloads', getHref: () => '/downloads' },
  status: { path: '/status', getHref: () => '/status' },
  releases: { path: '/releases', getHref: () => '/releases' },
  order: { path: '/order', getHref: () => '/order' },
  auth: { path: '/auth', getHref: () => '/auth' },

  admin: {
    login: { path: '/admin/login', getHref: () => '/admin/login' },
    dashboard: {
      path: '/admin',
      /** `section`: a sub-view of the dashboard (app/routes/admin/sections.tsx), as `?section=`. */
      getHref: (section?: string) =>
        section ? `/admin?section=${encodeURIComponent(section)}` : '/admin',
    },
    clientDetails: {
      path: '/admin/client/:clientId',
      getHref: (clientId: string | number) =>
        `/admin/client/${encodeURIComponent(String(clientId))}`,
    },
  },

  client: {
    login: { path: '/client/login', getHref: () => '/client/login' },
    passwordReset: { path: '/client-password-reset', getHref: () => '/client-password-reset' },
    portal: { path: '/client', getHref: () => '/client' },
    specials: { path: '/client/specials', getHref: () => '/client/specials' },
    accountManagement: { path: '/account-management', getHref: () => '/account-management' },
    paymentHistory: { path: '/payment-history', getHref: () => '/payment-history' },
  },

  notFound: { path: '*', getHref: () => '/not-found' },
} as const;
