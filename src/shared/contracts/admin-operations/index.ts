/**
 * Admin operations (issue 7): every `/api/admin/*` endpoint of the dashboard beyond sign-in.
 * Money is integer cents; times are ISO 8601 strings (UTC); lists share one query and one answer
 * shape. Fields are added, not renamed; one is removed only together with every screen that
 * read it (the streaming password left the client details for its own audited endpoint).
 *
 * One file per admin resource; import from `@shared/contracts/admin-operations` (this file), not
 * from the parts. fields.ts holds the field builders the parts share and is not re-exported.
 */

export * from './shared';
export * from './stats';
export * from './clients';
export * from './payments';
export * from './leads';
export * from './tickets';
export * from './upgrade-requests';
export * from './content-requests';
export * from './notices';
export * from './outbox';
export * from './sync-failures';
export * from './audit-log';
export * from './client-details';
export * from './system-status';
