import { z } from 'zod';
import { bannerTypes } from '../public-site';
import { isoDate, patchOf, text } from './fields';

// Banners: /api/admin/content/banners (GET, POST, PATCH /:id, DELETE /:id, PUT /order)

export const bannerCreateSchema = z.object({
  title: text('title', 200),
  content: text('content', 2000),
  bannerType: z.enum(bannerTypes).default('other'),
  isActive: z.boolean().default(true),
});
export type BannerCreate = z.input<typeof bannerCreateSchema>;
export const bannerUpdateSchema = patchOf(bannerCreateSchema);
export type BannerUpdate = z.input<typeof bannerUpdateSchema>;

export const adminBannerSchema = z.object({
  id: z.string(),
  title: z.string(),
  content: z.string(),
  bannerType: z.enum(bannerTypes),
  isActive: z.boolean(),
  sortOrder: z.number().int(),
  createdAt: isoDate,
  updatedAt: isoDate,
});
export type AdminBanner = z.infer<typeof adminBannerSchema>;
export const adminBannerResponseSchema = z.object({ banner: adminBannerSchema });
export const adminBannersResponseSchema = z.object({ items: z.array(adminBannerSchema) });
