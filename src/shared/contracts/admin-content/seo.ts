import { z } from 'zod';
import { isoDate, nullableText, stringList, nullableUrl } from './fields';

// 3. SEO: /api/admin/content/seo   GET { items }   PUT /:page seoUpdateSchema -> { seo }

export const seoPageParamsSchema = z.object({
  page: z
    .string()
    .regex(/^[a-z0-9_-]{1,64}$/, { message: 'page must be a page name such as home' }),
});
export const structuredDataMessage = 'must be valid JSON';
export const seoUpdateSchema = z.object({
  metaTitle: nullableText('metaTitle', 200).default(null),
  metaDescription: nullableText('metaDescription', 500).default(null),
  metaKeywords: stringList('metaKeywords', 50, 80).default([]),
  ogImage: nullableUrl('ogImage').default(null),
  ogTitle: nullableText('ogTitle', 200).default(null),
  ogDescription: nullableText('ogDescription', 500).default(null),
  canonicalUrl: z
    .union([
      z.literal(''),
      z
        .string()
        .trim()
        .max(2000)
        .regex(/^https?:\/\/\S+$/, 'canonicalUrl must be an http(s) URL'),
    ])
    .nullable()
    .default(null)
    .transform((v) => (v === '' ? null : v)),
  /** JSON-LD as text; must parse as JSON (400 'structuredData: must be valid JSON'). */
  structuredData: z
    .string()
    .max(50_000, 'structuredData is too long')
    .nullable()
    .default(null)
    .transform((v) => (v === null || v.trim() === '' ? null : v.trim()))
    .refine(
      (v) => {
        if (v === null) return true;
        try {
          JSON.parse(v);
          return true;
        } catch {
          return false;
        }
      },
      { message: structuredDataMessage },
    ),
  isActive: z.boolean().default(true),
});
export type SeoUpdate = z.input<typeof seoUpdateSchema>;
export const adminSeoSchema = z.object({
  id: z.string(),
  pageName: z.string(),
  isActive: z.boolean(),
  metaTitle: z.string().nullable(),
  metaDescription: z.string().nullable(),
  metaKeywords: z.array(z.string()),
  ogImage: z.string().nullable(),
  ogTitle: z.string().nullable(),
  ogDescription: z.string().nullable(),
  canonicalUrl: z.string().nullable(),
  structuredData: z.string().nullable(),
  updatedAt: isoDate,
});
export type AdminSeo = z.infer<typeof adminSeoSchema>;
export const adminSeoListResponseSchema = z.object({ items: z.array(adminSeoSchema) });
export const adminSeoResponseSchema = z.object({ seo: adminSeoSchema });
