import { z } from 'zod';
import { isoDate } from './fields';

// ---------------------------------------------------------------------------------------------
// GET /api/public/specials: active pricing specials for the public, within their window

export const pricingSpecialSchema = z.object({
  id: z.string(),
  packageName: z.string(),
  durationMonths: z.number().int().nullable(),
  originalPriceCents: z.number().int(),
  specialPriceCents: z.number().int(),
  title: z.string().nullable(),
  description: z.string().nullable(),
  startsAt: isoDate,
  endsAt: isoDate.nullable(),
});
export type PricingSpecial = z.infer<typeof pricingSpecialSchema>;

export const specialsResponseSchema = z.object({ specials: z.array(pricingSpecialSchema) });
export type SpecialsResponse = z.infer<typeof specialsResponseSchema>;

// ---------------------------------------------------------------------------------------------
// GET /api/public/banners: active banners by sort order

export const bannerTypes = ['special', 'other'] as const;

export const bannerSchema = z.object({
  id: z.string(),
  title: z.string(),
  content: z.string(),
  bannerType: z.enum(bannerTypes),
});
export type Banner = z.infer<typeof bannerSchema>;

export const bannersResponseSchema = z.object({ banners: z.array(bannerSchema) });
export type BannersResponse = z.infer<typeof bannersResponseSchema>;
