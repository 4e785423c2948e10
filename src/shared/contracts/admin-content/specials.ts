import { z } from 'zod';
import { pricingSpecialSchema } from '../public-site';
import { isoDate, text, nullableText, cents, dateTime } from './fields';

// Pricing specials: /api/admin/content/specials (GET, POST, PATCH /:id, DELETE /:id)

export const specialAudiences = ['public', 'clients', 'all'] as const;

export const specialCreateSchema = z
  .object({
    packageName: text('packageName', 120),
    durationMonths: z.number().int().min(0).max(120).nullable().default(null),
    originalPriceCents: cents('originalPriceCents'),
    specialPriceCents: cents('specialPriceCents'),
    title: nullableText('title', 200).default(null),
    description: nullableText('description', 2000).default(null),
    audience: z.enum(specialAudiences).default('all'),
    isActive: z.boolean().default(true),
    /** Absent on create: from now. */
    startsAt: dateTime.optional(),
    endsAt: dateTime.nullable().default(null),
  })
  .refine((s) => !s.endsAt || !s.startsAt || s.endsAt > s.startsAt, {
    path: ['endsAt'],
    message: 'endsAt must be after startsAt',
  });
export type SpecialCreate = z.input<typeof specialCreateSchema>;
export const specialUpdateSchema = z.object({
  packageName: text('packageName', 120).optional(),
  durationMonths: z.number().int().min(0).max(120).nullable().optional(),
  originalPriceCents: cents('originalPriceCents').optional(),
  specialPriceCents: cents('specialPriceCents').optional(),
  title: nullableText('title', 200).optional(),
  description: nullableText('description', 2000).optional(),
  audience: z.enum(specialAudiences).optional(),
  isActive: z.boolean().optional(),
  startsAt: dateTime.optional(),
  endsAt: dateTime.nullable().optional(),
});
export type SpecialUpdate = z.input<typeof specialUpdateSchema>;

/** The public special, with what only the admin sees. */
export const adminSpecialSchema = pricingSpecialSchema.extend({
  audience: z.enum(specialAudiences),
  isActive: z.boolean(),
  createdAt: isoDate,
  updatedAt: isoDate,
});
export type AdminSpecial = z.infer<typeof adminSpecialSchema>;
export const adminSpecialResponseSchema = z.object({ special: adminSpecialSchema });
export const adminSpecialsResponseSchema = z.object({ items: z.array(adminSpecialSchema) });
