/**
 * Public reads of the landing page and public pages (`GET /api/public/...`, SPEC.md sections 2-9).
 * Money in integer cents, dates as ISO strings. Every response is an object with named keys, so a
 * field can be added later without breaking a caller. Packages are in `../packages`.
 *
 * One file per group of endpoints; import from `@shared/contracts/public-site` (this file), not
 * from the parts. fields.ts holds the field builders the parts share and is not re-exported.
 */

export * from './homepage';
export * from './site';
export * from './pricing';
export * from './downloads';
export * from './testimonials';
export * from './system-status';
export * from './pages';
export * from './stream-test';
