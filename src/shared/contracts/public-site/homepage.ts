import { z } from 'zod';

// ---------------------------------------------------------------------------------------------
// GET /api/public/homepage: active homepage_content sections by sort_order

export const featureIcons = ['Shield', 'Zap', 'Users', 'Heart'] as const;
export type FeatureIcon = (typeof featureIcons)[number];

export const homepageFeatureSchema = z.object({
  icon: z.enum(featureIcons),
  title: z.string(),
  description: z.string(),
  /** A colour name such as 'blue', 'yellow', 'green', 'red'. */
  color: z.string(),
});
export type HomepageFeature = z.infer<typeof homepageFeatureSchema>;

/** A call to action: `target` is a landing-page section id (e.g. 'order'). */
export const homepageCtaSchema = z.object({
  text: z.string(),
  target: z.string(),
  /** Set on the free-trial button: the duration the order form selects ('free-trial'). */
  duration: z.string().nullable(),
});
export type HomepageCta = z.infer<typeof homepageCtaSchema>;

export const homepageStepSchema = z.object({ title: z.string(), description: z.string() });

/** `content` of a section, parsed defensively (a JSON string or object in the database). */
export const homepageSectionContentSchema = z.object({
  features: z.array(homepageFeatureSchema),
  ctaPrimary: homepageCtaSchema.nullable(),
  ctaSecondary: homepageCtaSchema.nullable(),
  highlights: z.array(z.string()),
  steps: z.array(homepageStepSchema),
});
export type HomepageSectionContent = z.infer<typeof homepageSectionContentSchema>;

export const homepageSectionSchema = z.object({
  id: z.string(),
  /** 'hero', 'about', 'how_to_use', ... */
  sectionName: z.string(),
  title: z.string().nullable(),
  subtitle: z.string().nullable(),
  description: z.string().nullable(),
  content: homepageSectionContentSchema,
  sortOrder: z.number().int(),
});
export type HomepageSection = z.infer<typeof homepageSectionSchema>;

export const homepageResponseSchema = z.object({ sections: z.array(homepageSectionSchema) });
export type HomepageResponse = z.infer<typeof homepageResponseSchema>;
