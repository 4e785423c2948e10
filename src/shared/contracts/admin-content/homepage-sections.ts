import { z } from 'zod';
import { featureIcons } from '../public-site';
import { isoDate, patchOf, text, nullableText, stringList } from './fields';

// 2. Homepage sections: /api/admin/content/homepage (GET, POST, PATCH /:id, DELETE /:id, PUT /order)

const ctaInputSchema = z.object({
  text: text('text', 80),
  /** A landing-page section id, e.g. 'order'. */
  target: z
    .string()
    .trim()
    .regex(/^[a-z0-9_-]{1,64}$/, 'target must be a section id such as order')
    .default('order'),
  duration: z.string().trim().max(40).nullable().default(null),
});

export const homepageContentInputSchema = z.object({
  features: z
    .array(
      z.object({
        icon: z.enum(featureIcons, { error: `icon must be one of ${featureIcons.join(', ')}` }),
        title: text('title', 120),
        description: z.string().trim().max(1000).default(''),
        color: z.string().trim().max(40).default('blue'),
      }),
    )
    .max(20)
    .default([]),
  ctaPrimary: ctaInputSchema.nullable().default(null),
  ctaSecondary: ctaInputSchema.nullable().default(null),
  highlights: stringList('highlights', 20, 200).default([]),
  steps: z
    .array(z.object({ title: text('title', 120), description: z.string().trim().max(1000) }))
    .max(20)
    .default([]),
});
export type HomepageContentInput = z.input<typeof homepageContentInputSchema>;

export const homepageSectionCreateSchema = z.object({
  sectionName: z
    .string()
    .trim()
    .regex(/^[a-z0-9_-]{1,64}$/, 'sectionName must be lower-case letters, digits, _ or -'),
  title: nullableText('title', 200).default(null),
  subtitle: nullableText('subtitle', 300).default(null),
  description: nullableText('description', 2000).default(null),
  content: homepageContentInputSchema.default({
    features: [],
    ctaPrimary: null,
    ctaSecondary: null,
    highlights: [],
    steps: [],
  }),
  isActive: z.boolean().default(true),
});
export type HomepageSectionCreate = z.input<typeof homepageSectionCreateSchema>;
export const homepageSectionUpdateSchema = patchOf(homepageSectionCreateSchema);
export type HomepageSectionUpdate = z.input<typeof homepageSectionUpdateSchema>;

export const adminHomepageSectionSchema = z.object({
  id: z.string(),
  sectionName: z.string(),
  title: z.string().nullable(),
  subtitle: z.string().nullable(),
  description: z.string().nullable(),
  /** Parsed as the public site parses it (camelCase keys). */
  content: z.object({
    features: z.array(
      z.object({
        icon: z.enum(featureIcons),
        title: z.string(),
        description: z.string(),
        color: z.string(),
      }),
    ),
    ctaPrimary: z
      .object({ text: z.string(), target: z.string(), duration: z.string().nullable() })
      .nullable(),
    ctaSecondary: z
      .object({ text: z.string(), target: z.string(), duration: z.string().nullable() })
      .nullable(),
    highlights: z.array(z.string()),
    steps: z.array(z.object({ title: z.string(), description: z.string() })),
  }),
  isActive: z.boolean(),
  sortOrder: z.number().int(),
  updatedAt: isoDate,
});
export type AdminHomepageSection = z.infer<typeof adminHomepageSectionSchema>;
export const adminHomepageSectionResponseSchema = z.object({
  section: adminHomepageSectionSchema,
});
export const adminHomepageSectionsResponseSchema = z.object({
  items: z.array(adminHomepageSectionSchema),
});
