import { z } from 'zod';

// Shared pieces: the list query and answer every list takes, and the small schemas many reuse.

export const listOrders = ['asc', 'desc'] as const;
export const maxPageSize = 100;

/** The query every list takes; each list adds its own filters and its `sort` keys. */
export const listQueryBase = z.object({
  /** Free-text search over the list's text columns (case-insensitive, substring). */
  q: z.string().trim().max(200, 'q is too long (at most 200 characters)').optional(),
  order: z.enum(listOrders).default('desc'),
  page: z.coerce.number().int().min(1, 'page must be 1 or more').default(1),
  pageSize: z.coerce
    .number()
    .int()
    .min(1, 'pageSize must be 1 or more')
    .max(maxPageSize, `pageSize must be at most ${maxPageSize}`)
    .default(25),
  /** `csv`: every matching row (not just one page) as `text/csv`, as an attachment. */
  format: z.enum(['json', 'csv']).default('json'),
});

/** A list query with its own sort keys (the first is the default) and filters. */
export function listQuery<S extends readonly [string, ...string[]], F extends z.ZodRawShape>(
  sortKeys: S,
  filters: F,
) {
  return listQueryBase.extend({ sort: z.enum(sortKeys).default(sortKeys[0]), ...filters });
}

export function listResponse<T extends z.ZodType>(item: T) {
  return z.object({
    items: z.array(item),
    total: z.number().int(),
    page: z.number().int(),
    pageSize: z.number().int(),
  });
}
export interface ListResponse<T> {
  items: T[];
  total: number;
  page: number;
  pageSize: number;
}

export const idParamsSchema = z.object({ id: z.uuid('id must be a uuid') });
export type IdParams = z.infer<typeof idParamsSchema>;

export const okResponseSchema = z.object({ success: z.literal(true) });

/** A date-time (ISO 8601 with offset) or a plain date (YYYY-MM-DD, taken as Johannesburg midnight). */
export const dateTimeInput = z.union([z.iso.datetime({ offset: true }), z.iso.date()], {
  error: 'must be a date (YYYY-MM-DD) or an ISO date-time',
});

export const messageChannels = ['email', 'whatsapp'] as const;
export type MessageChannel = (typeof messageChannels)[number];

/** How a generated password reaches the client: shown once in the answer, or sent by the outbox. */
export const passwordDeliveries = ['show', 'send'] as const;
export type PasswordDelivery = (typeof passwordDeliveries)[number];

export const oneTimePasswordSchema = z.object({
  /** The generated password in clear, only when `show` was asked; never stored or shown again. */
  oneTimePassword: z.string().nullable(),
  /** The channel it was queued on when `send` was asked. */
  sentVia: z.enum(messageChannels).nullable(),
});
