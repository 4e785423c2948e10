/**
 * Site content administration (issue 8): every editor of what the public sees. Endpoints live under
 * `/api/admin/content/*`, plus `/api/admin/images/*` (image registry) and `/api/admin/admins/*`
 * (owner only). Money is integer cents; times are ISO 8601 strings. Fields are only ever added to
 * this file, never renamed or removed: the web app codes against it.
 *
 * Updates are PATCH with any subset of the create fields (`...UpdateSchema = patchOf(create)`),
 * answering the whole row; a field left out stays as it is. Lists answer `{ items }` (content lists are small: no paging).
 *
 * One file per section; import from `@shared/contracts/admin-content` (this file), not from the
 * parts. fields.ts holds the field builders the parts share and is not re-exported.
 */

export * from './shared';
export * from './packages';
export * from './specials';
export * from './banners';
export * from './homepage-sections';
export * from './branding';
export * from './site-settings';
export * from './footer';
export * from './content-pages';
export * from './seo';
export * from './downloads';
export * from './testimonials';
export * from './knowledge-base';
export * from './releases';
export * from './message-templates';
export * from './images';
export * from './admins';
