import { z } from 'zod';

// Shared pieces

export const contentIdParamsSchema = z.object({ id: z.uuid('id must be a uuid') });
export type ContentIdParams = z.infer<typeof contentIdParamsSchema>;

export const contentOkResponseSchema = z.object({ success: z.literal(true) });

/** `PUT .../order`: every id of the list in the new order (sort_order becomes 0, 1, 2, ...). */
export const reorderRequestSchema = z.object({
  ids: z
    .array(z.uuid('ids must be uuids'))
    .min(1, 'ids must list at least one id')
    .max(500, 'ids: at most 500')
    .refine((ids) => new Set(ids).size === ids.length, 'ids must not repeat'),
});
export type ReorderRequest = z.infer<typeof reorderRequestSchema>;

/** A URL a browser may follow: http(s), or a site-relative path. Never javascript: or data:. */
export const safeUrlSchema = (label: string) =>
  z
    .string()
    .trim()
    .max(2000, `${label} is too long`)
    .refine((v) => /^https?:\/\/[^\s]+$/i.test(v) || /^\/(?!\/)[^\s]*$/.test(v), {
      message: `${label} must be an http(s) URL or a path starting with /`,
    });
