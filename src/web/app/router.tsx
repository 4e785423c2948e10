import { HashRouter, useRoutes, type RouteObject } from 'react-router';
import type { SkeletonVariant } from '@/components/layout/page-skeleton';
import { SignInSkeleton, signInCopy, type SignInCopy } from '@/components/layout/sign-in-layout';
import { RouteErrorScreen } from '@/components/errors/route-error-screen';
import { paths } from '@/config/paths';
import { lazyPage, LazyRoute, type LazyPage } from './lazy-route';
import { RootLayout } from './root-layout';

/** Every page is its own chunk (SPEC.md section 2), with the skeleton variant it shows while loading. */
const pages = {
  landing: lazyPage(() => import('./routes/landing')),
  technicalSupport: lazyPage(() => import('./routes/public/technical-support')),
  setupGuide: lazyPage(() => import('./routes/public/setup-guide')),
  privacyPolicy: lazyPage(() => import('./routes/public/privacy-policy')),
  termsOfService: lazyPage(() => import('./routes/public/terms-of-service')),
  refundPolicy: lazyPage(() => import('./routes/public/refund-policy')),
  knowledgeBase: lazyPage(() => import('./routes/public/knowledge-base')),
  downloads: lazyPage(() => import('./routes/public/downloads')),
  status: lazyPage(() => import('./routes/public/status')),
  releases: lazyPage(() => import('./routes/public/releases')),
  order: lazyPage(() => import('./routes/public/order')),
  auth: lazyPage(() => import('./routes/public/auth')),
  adminLogin: lazyPage(() => import('./routes/admin/login')),
  adminArea: lazyPage(() => import('./routes/admin/admin-area')),
  clientArea: lazyPage(() => import('./routes/client/client-area')),
  adminDashboard: lazyPage(() => import('./routes/admin/dashboard')),
  adminClientDetails: lazyPage(() => import('./routes/admin/client-details')),
  clientLogin: lazyPage(() => import('./routes/client/login')),
  clientPasswordReset: lazyPage(() => import('./routes/client/password-reset')),
  clientPortal: lazyPage(() => import('./routes/client/portal')),
  accountManagement: lazyPage(() => import('./routes/client/account-management')),
  paymentHistory: lazyPage(() => import('./routes/client/payment-history')),
  notFound: lazyPage(() => import('./routes/not-found')),
} satisfies Record<string, LazyPage>;

function page(path: string, lazy: LazyPage, skeleton: SkeletonVariant): RouteObject {
  return { path, element: <LazyRoute page={lazy} skeleton={skeleton} /> };
}

/** A sign-in page: while its code loads, its heading and lead are already there. */
function signInPage(path: string, lazy: LazyPage, copy: SignInCopy): RouteObject {
  return {
    path,
    element: <LazyRoute page={lazy} skeleton="form" fallback={<SignInSkeleton {...copy} />} />,
  };
}

/** A layout route whose guard (loaded on demand too) lets its pages render only when signed in. */
function guarded(guard: LazyPage, skeleton: SkeletonVariant, children: RouteObject[]): RouteObject {
  return { element: <LazyRoute page={guard} skeleton={skeleton} />, children };
}

export const pageRoutes: RouteObject[] = [
  page(paths.home.path, pages.landing, 'card'),
  page(paths.homeAlias.path, pages.landing, 'card'),
  page(paths.technicalSupport.path, pages.technicalSupport, 'list'),
  page(paths.setupGuide.path, pages.setupGuide, 'list'),
  page(paths.privacyPolicy.path, pages.privacyPolicy, 'list'),
  page(paths.termsOfService.path, pages.termsOfService, 'list'),
  page(paths.refundPolicy.path, pages.refundPolicy, 'list'),
  signInPage(paths.admin.login.path, pages.adminLogin, signInCopy.admin),
  guarded(pages.adminArea, 'dashboard', [
    page(paths.admin.dashboard.path, pages.adminDashboard, 'dashboard'),
    page(paths.admin.clientDetails.path, pages.adminClientDetails, 'card'),
  ]),
  signInPage(paths.client.login.path, pages.clientLogin, signInCopy.client),
  page(paths.client.passwordReset.path, pages.clientPasswordReset, 'form'),
  guarded(pages.clientArea, 'dashboard', [
    page(paths.client.portal.path, pages.clientPortal, 'dashboard'),
    page(paths.client.specials.path, pages.clientPortal, 'dashboard'),
    page(paths.client.accountManagement.path, pages.accountManagement, 'form'),
    page(paths.client.paymentHistory.path, pages.paymentHistory, 'table'),
  ]),
  page(paths.knowledgeBase.path, pages.knowledgeBase, 'list'),
  page(paths.downloads.path, pages.downloads, 'card'),
  page(paths.status.path, pages.status, 'list'),
  page(paths.releases.path, pages.releases, 'list'),
  page(paths.order.path, pages.order, 'form'),
  page(paths.auth.path, pages.auth, 'form'),
  page(paths.notFound.path, pages.notFound, 'card'),
];

/** The root layout catches page errors; the router's ErrorBoundary catches anything outside a page. */
export const routes: RouteObject[] = [
  { Component: RootLayout, ErrorBoundary: RouteErrorScreen, children: pageRoutes },
];

/**
 * Hash history with the route objects above, in React Router's declarative mode: the app uses no
 * loaders, actions or fetchers, and the data router would add 17 kB gzip to every page's first
 * JavaScript (docs/decisions/0005-declarative-hash-router.md). Tests still mount `routes` in a
 * memory data router (test/render.tsx). Route `ErrorBoundary`s are not used by the declarative
 * router: the root layout's error boundary, and the app's around it, catch page errors.
 */
export function AppRouter() {
  return (
    <HashRouter>
      <AppRoutes />
    </HashRouter>
  );
}

function AppRoutes() {
  return useRoutes(routes);
}
