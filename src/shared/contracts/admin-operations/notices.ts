import { z } from 'zod';
import { isoDate, text } from './fields';
import { listQuery, listResponse } from './shared';

// Notices: /api/admin/notices

export const noticeAudiences = ['public', 'clients', 'all'] as const;

export const noticeListQuerySchema = listQuery(
  ['createdAt', 'publishedAt', 'title', 'audience'] as const,
  {
    audience: z.enum(noticeAudiences).optional(),
    published: z.enum(['true', 'false']).optional(),
  },
);

export const adminNoticeSchema = z.object({
  id: z.string(),
  title: z.string(),
  body: z.string(),
  audience: z.enum(noticeAudiences),
  isPublished: z.boolean(),
  publishedAt: isoDate.nullable(),
  createdAt: isoDate,
  updatedAt: isoDate,
});
export type AdminNotice = z.infer<typeof adminNoticeSchema>;
export const noticeListResponseSchema = listResponse(adminNoticeSchema);

export const createNoticeRequestSchema = z.object({
  title: text('Title', 200),
  body: text('Body', 10_000),
  audience: z.enum(noticeAudiences).default('all'),
  publish: z.boolean().default(false),
});
export const updateNoticeRequestSchema = z.object({
  title: text('Title', 200).optional(),
  body: text('Body', 10_000).optional(),
  audience: z.enum(noticeAudiences).optional(),
});
export const publishNoticeRequestSchema = z.object({
  audience: z.enum(noticeAudiences).optional(),
});
export const noticeResponseSchema = z.object({ notice: adminNoticeSchema });
