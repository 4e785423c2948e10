import { z } from 'zod';
import {
  activeClientsModes,
  bannerTypes,
  contentPageSlugs,
  featureIcons,
  slugSchema,
} from './public-site';

/**
 * Site content administration (issue 8): every editor of what the public sees. Endpoints live under
 * `/api/admin/content/*`, plus `/api/admin/images/*` (image registry) and `/api/admin/admins/*`
 * (owner only). Money is integer cents; times are ISO 8601 strings. Fields are only ever added to
 * this file, never renamed or removed: the web app codes against it.
 *
 * Updates are PATCH with any subset of the create fields (`...UpdateSchema = patchOf(create)`),
 * answering the whole row; a field left out stays as it is. Lists answer `{ items }` (content lists are small: no paging).
 */

const isoDate = z.string();

/**
 * A PATCH schema from a create schema: every field optional and WITHOUT the create defaults
 * (zod's `.partial()` keeps them, so a one-field update would reset every defaulted field).
 */
function patchOf<Shape extends z.ZodRawShape>(create: z.ZodObject<Shape>) {
  const fields = Object.fromEntries(
    Object.entries(create.shape).map(([key, field]) => [
      key,
      (field instanceof z.ZodDefault
        ? (field.unwrap() as z.ZodType)
        : (field as z.ZodType)
      ).optional(),
    ]),
  );
  // An update that names no field (or only unknown ones) has nothing to change: a 400, not a no-op.
  return z
    .object(fields)
    .refine((patch) => Object.values(patch).some((value) => value !== undefined), {
      message: 'Send at least one field to change',
    }) as unknown as ReturnType<z.ZodObject<Shape>['partial']>;
}

// ---------------------------------------------------------------------------------------------
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

const text = (label: string, max: number) =>
  z
    .string({ error: `${label} is required` })
    .trim()
    .min(1, `${label} is required`)
    .max(max, `${label} is too long (at most ${max} characters)`);
/** Empty strings from a form mean "none". */
const nullableText = (label: string, max: number) =>
  z
    .string()
    .trim()
    .max(max, `${label} is too long (at most ${max} characters)`)
    .nullable()
    .transform((v) => (v === '' ? null : v));
const cents = (label: string) =>
  z
    .number({ error: `${label} must be a number of cents` })
    .int(`${label} must be whole cents`)
    .min(0, `${label} must not be negative`)
    .max(100_000_000, `${label} is too large`);
const sortOrder = z.number().int('sortOrder must be a whole number').min(0).max(100_000);
const stringList = (label: string, maxItems: number, maxLength: number) =>
  z.array(text(label, maxLength)).max(maxItems, `${label}: at most ${maxItems} entries`);
/** A URL a browser may follow: http(s), or a site-relative path. Never javascript: or data:. */
export const safeUrlSchema = (label: string) =>
  z
    .string()
    .trim()
    .max(2000, `${label} is too long`)
    .refine((v) => /^https?:\/\/[^\s]+$/i.test(v) || /^\/(?!\/)[^\s]*$/.test(v), {
      message: `${label} must be an http(s) URL or a path starting with /`,
    });
const nullableUrl = (label: string) =>
  z
    .union([z.literal(''), safeUrlSchema(label)])
    .nullable()
    .transform((v) => (v === '' ? null : v));
const dateTime = z.iso.datetime({ offset: true, error: 'must be an ISO date-time with offset' });

// ---------------------------------------------------------------------------------------------
// 1. Packages: /api/admin/content/packages
// GET            { items: AdminPackage[] } (all, inactive too, by sort order)
// POST           packageCreateSchema -> { package }
// PATCH /:id     packageUpdateSchema -> { package } (isActive, isFeatured, isFreeTrial, prices...)
// PUT /order     reorderRequestSchema -> { items }
// DELETE /:id    -> { success } (prefer deactivating: orders keep the name, not a reference)

export const packageCreateSchema = z.object({
  name: text('name', 120),
  priceCents: cents('priceCents'),
  originalPriceCents: cents('originalPriceCents').nullable().default(null),
  duration: text('duration', 60),
  durationMonths: z.number().int('durationMonths must be whole').min(0).max(120),
  durationHours: z
    .number()
    .int()
    .min(1)
    .max(24 * 31)
    .nullable()
    .default(null),
  features: stringList('features', 40, 200).default([]),
  description: nullableText('description', 2000).default(null),
  isFeatured: z.boolean().default(false),
  isFreeTrial: z.boolean().default(false),
  isActive: z.boolean().default(true),
  maxConnections: z.number().int().min(1).max(20).default(1),
});
export type PackageCreate = z.input<typeof packageCreateSchema>;
export const packageUpdateSchema = patchOf(packageCreateSchema);
export type PackageUpdate = z.input<typeof packageUpdateSchema>;

export const adminPackageSchema = z.object({
  id: z.string(),
  name: z.string(),
  priceCents: z.number().int(),
  originalPriceCents: z.number().int().nullable(),
  duration: z.string(),
  durationMonths: z.number().int(),
  durationHours: z.number().int().nullable(),
  features: z.array(z.string()),
  description: z.string().nullable(),
  isFeatured: z.boolean(),
  isFreeTrial: z.boolean(),
  isActive: z.boolean(),
  sortOrder: z.number().int(),
  maxConnections: z.number().int(),
  createdAt: isoDate,
  updatedAt: isoDate,
});
export type AdminPackage = z.infer<typeof adminPackageSchema>;
export const adminPackageResponseSchema = z.object({ package: adminPackageSchema });
export const adminPackagesResponseSchema = z.object({ items: z.array(adminPackageSchema) });

// ---------------------------------------------------------------------------------------------
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

export const adminSpecialSchema = z.object({
  id: z.string(),
  packageName: z.string(),
  durationMonths: z.number().int().nullable(),
  originalPriceCents: z.number().int(),
  specialPriceCents: z.number().int(),
  title: z.string().nullable(),
  description: z.string().nullable(),
  audience: z.enum(specialAudiences),
  isActive: z.boolean(),
  startsAt: isoDate,
  endsAt: isoDate.nullable(),
  createdAt: isoDate,
  updatedAt: isoDate,
});
export type AdminSpecial = z.infer<typeof adminSpecialSchema>;
export const adminSpecialResponseSchema = z.object({ special: adminSpecialSchema });
export const adminSpecialsResponseSchema = z.object({ items: z.array(adminSpecialSchema) });

// ---------------------------------------------------------------------------------------------
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

// ---------------------------------------------------------------------------------------------
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

// ---------------------------------------------------------------------------------------------
// Branding: /api/admin/content/branding
// GET  { branding: AdminBranding }   PUT brandingUpdateSchema (any subset) -> { branding }

export const brandingKeys = [
  'company_name',
  'tagline',
  'whatsapp_number',
  'support_email',
  'footer_mascot',
  'footer_logo',
] as const;
export type BrandingKey = (typeof brandingKeys)[number];

export const brandingUpdateSchema = z
  .object({
    companyName: text('companyName', 120),
    tagline: z.string().trim().max(300, 'tagline is too long'),
    whatsappNumber: z
      .string()
      .trim()
      .max(30)
      .refine((v) => v === '' || v.replace(/\D/g, '').length >= 9, {
        message: 'whatsappNumber must have at least 9 digits',
      }),
    supportEmail: z.union([z.literal(''), z.email('supportEmail must be an email address')]),
    /** Image URLs (e.g. from the image registry) or site paths. */
    footerMascot: z.union([z.literal(''), safeUrlSchema('footerMascot')]),
    footerLogo: z.union([z.literal(''), safeUrlSchema('footerLogo')]),
  })
  .partial();
export type BrandingUpdate = z.input<typeof brandingUpdateSchema>;

/** The stored values ('' when unset: the public site shows its default). */
export const adminBrandingSchema = z.object({
  companyName: z.string(),
  tagline: z.string(),
  whatsappNumber: z.string(),
  supportEmail: z.string(),
  footerMascot: z.string(),
  footerLogo: z.string(),
});
export type AdminBranding = z.infer<typeof adminBrandingSchema>;
export const adminBrandingResponseSchema = z.object({ branding: adminBrandingSchema });

// ---------------------------------------------------------------------------------------------
// Site settings: /api/admin/content/settings
// GET { settings: AdminSiteSettings }   PUT /:key { value } (validated by siteSettingSchemas[key])

const isoDay = z.iso.date('must be a date (YYYY-MM-DD)');

export const siteSettingSchemas = {
  live_stats: z.object({
    active_clients_mode: z.enum(activeClientsModes),
    /** Display text such as '2,475+', or a number. */
    channels_count: z.union([
      z.number().int().min(0),
      z.string().trim().min(1).max(20, 'channels_count is too long'),
    ]),
    countries_served: z.number().int().min(1).max(300),
    system_uptime: z.number().gt(0).max(100),
  }),
  eft_bank_details: z.object({
    bank: text('bank', 100),
    account_name: text('account_name', 120),
    account_number: z
      .string()
      .trim()
      .regex(/^\d{6,20}$/, 'account_number must be 6-20 digits'),
    branch_code: z
      .string()
      .trim()
      .regex(/^\d{4,10}$/, 'branch_code must be 4-10 digits'),
    account_type: text('account_type', 60),
  }),
  card_payment_link: z.union([
    z.literal(''),
    z
      .string()
      .trim()
      .max(2000)
      .regex(/^https:\/\/\S+$/, 'must be an https URL'),
  ]),
  support_hours: text('support_hours', 120),
  free_trial_blocked_dates: z
    .array(isoDay)
    .max(366, 'at most 366 dates')
    .transform((days) => [...new Set(days)].sort()),
  business_email: z.email('must be an email address'),
} as const;
export type SiteSettingKey = keyof typeof siteSettingSchemas;
const siteSettingKeyList = [
  'live_stats',
  'eft_bank_details',
  'card_payment_link',
  'support_hours',
  'free_trial_blocked_dates',
  'business_email',
] as const satisfies readonly SiteSettingKey[];
export const siteSettingKeys: readonly SiteSettingKey[] = siteSettingKeyList;

export const siteSettingKeyParamsSchema = z.object({
  key: z.enum(siteSettingKeyList, { error: 'key must be a known site setting' }),
});
/** The body of `PUT /settings/:key`; `value` is then checked with `siteSettingSchemas[key]`. */
export const siteSettingUpdateSchema = z.object({
  value: z.unknown().refine((v) => v !== undefined, 'value is required'),
  description: nullableText('description', 500).optional(),
});
export type SiteSettingUpdate = z.input<typeof siteSettingUpdateSchema>;

export const adminSiteSettingSchema = z.object({
  key: z.string(),
  /** The stored value (snake_case keys, as `siteSettingSchemas` describes); null when unset. */
  value: z.unknown(),
  description: z.string().nullable(),
  isActive: z.boolean(),
  updatedAt: isoDate.nullable(),
});
export type AdminSiteSetting = z.infer<typeof adminSiteSettingSchema>;
/** Every known key, unset ones with value null. */
export const adminSiteSettingsResponseSchema = z.object({
  items: z.array(adminSiteSettingSchema),
});
export const adminSiteSettingResponseSchema = z.object({ setting: adminSiteSettingSchema });

// ---------------------------------------------------------------------------------------------
// Footer: /api/admin/content/footer   GET { footer }   PUT footerUpdateSchema -> { footer }

export const footerUpdateSchema = z.object({
  description: text('description', 2000),
  links: z
    .array(
      z
        .object({
          text: text('text', 80),
          id: z
            .string()
            .trim()
            .regex(/^[a-z0-9_-]{1,64}$/, 'id must be a section id')
            .optional(),
          url: safeUrlSchema('url').optional(),
        })
        .refine((l) => Boolean(l.id) !== Boolean(l.url), {
          message: 'a link needs either id (a section) or url',
        }),
    )
    .max(20),
  supportLinks: z.array(z.object({ text: text('text', 80), url: safeUrlSchema('url') })).max(20),
});
export type FooterUpdate = z.input<typeof footerUpdateSchema>;
export const adminFooterResponseSchema = z.object({
  footer: z.object({
    description: z.string(),
    links: z.array(
      z.object({ text: z.string(), id: z.string().optional(), url: z.string().optional() }),
    ),
    supportLinks: z.array(z.object({ text: z.string(), url: z.string() })),
  }),
});

// ---------------------------------------------------------------------------------------------
// Content pages (Markdown): /api/admin/content/pages   GET { items }   PUT /:slug -> { page }

export { contentPageSlugs };
export const contentPageSlugParamsSchema = z.object({
  slug: z.enum(contentPageSlugs, { error: `slug must be one of ${contentPageSlugs.join(', ')}` }),
});
export const contentPageUpdateSchema = z.object({
  title: text('title', 200),
  bodyMarkdown: z.string().max(200_000, 'bodyMarkdown is too long'),
  isPublished: z.boolean().default(true),
});
export type ContentPageUpdate = z.input<typeof contentPageUpdateSchema>;
export const adminContentPageSchema = z.object({
  id: z.string().nullable(),
  slug: z.string(),
  title: z.string(),
  bodyMarkdown: z.string(),
  isPublished: z.boolean(),
  /** null: never saved (the public page is a 404 until then). */
  updatedAt: isoDate.nullable(),
});
export type AdminContentPage = z.infer<typeof adminContentPageSchema>;
export const adminContentPagesResponseSchema = z.object({ items: z.array(adminContentPageSchema) });
export const adminContentPageResponseSchema = z.object({ page: adminContentPageSchema });

// ---------------------------------------------------------------------------------------------
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

// ---------------------------------------------------------------------------------------------
// 4. Downloads: /api/admin/content/downloads
// GET (all, with downloadCount), POST, PATCH /:id, DELETE /:id, PUT /order,
// POST /:id/logo (multipart `file`: PNG, JPG, WebP or SVG by content, 1 MB) -> { download }

export const downloadLogoMaxBytes = 1024 * 1024;
export const downloadCreateSchema = z.object({
  name: text('name', 120),
  description: nullableText('description', 2000).default(null),
  downloadUrl: nullableUrl('downloadUrl').default(null),
  fileType: nullableText('fileType', 40).default(null),
  fileSize: nullableText('fileSize', 40).default(null),
  version: nullableText('version', 40).default(null),
  deviceCompatibility: stringList('deviceCompatibility', 30, 60).default([]),
  installationGuide: nullableText('installationGuide', 20_000).default(null),
  isFeatured: z.boolean().default(false),
  qrCodeData: nullableText('qrCodeData', 2000).default(null),
  /** Set by the logo upload; may also be any image URL or site path. */
  logoUrl: nullableUrl('logoUrl').default(null),
  isActive: z.boolean().default(true),
});
export type DownloadCreate = z.input<typeof downloadCreateSchema>;
export const downloadUpdateSchema = patchOf(downloadCreateSchema);
export type DownloadUpdate = z.input<typeof downloadUpdateSchema>;
export const adminDownloadSchema = z.object({
  id: z.string(),
  name: z.string(),
  description: z.string().nullable(),
  downloadUrl: z.string().nullable(),
  fileType: z.string().nullable(),
  fileSize: z.string().nullable(),
  version: z.string().nullable(),
  deviceCompatibility: z.array(z.string()),
  installationGuide: z.string().nullable(),
  downloadCount: z.number().int(),
  isFeatured: z.boolean(),
  qrCodeData: z.string().nullable(),
  logoUrl: z.string().nullable(),
  isActive: z.boolean(),
  sortOrder: z.number().int(),
  createdAt: isoDate,
  updatedAt: isoDate,
});
export type AdminDownload = z.infer<typeof adminDownloadSchema>;
export const adminDownloadResponseSchema = z.object({ download: adminDownloadSchema });
export const adminDownloadsResponseSchema = z.object({ items: z.array(adminDownloadSchema) });

// ---------------------------------------------------------------------------------------------
// 5. Testimonials: /api/admin/content/testimonials
// GET (all), POST, PATCH /:id (approve, publish, feature, edit), DELETE /:id, PUT /order

export const testimonialCreateSchema = z.object({
  clientName: text('clientName', 120),
  location: nullableText('location', 120).default(null),
  content: text('content', 2000),
  rating: z.number().int().min(1, 'rating must be 1-5').max(5, 'rating must be 1-5').default(5),
  isApproved: z.boolean().default(false),
  isPublished: z.boolean().default(false),
  isFeatured: z.boolean().default(false),
});
export type TestimonialCreate = z.input<typeof testimonialCreateSchema>;
export const testimonialUpdateSchema = patchOf(testimonialCreateSchema);
export type TestimonialUpdate = z.input<typeof testimonialUpdateSchema>;
export const adminTestimonialSchema = z.object({
  id: z.string(),
  clientName: z.string(),
  location: z.string().nullable(),
  content: z.string(),
  rating: z.number().int(),
  isApproved: z.boolean(),
  isPublished: z.boolean(),
  isFeatured: z.boolean(),
  sortOrder: z.number().int(),
  createdAt: isoDate,
  updatedAt: isoDate,
});
export type AdminTestimonial = z.infer<typeof adminTestimonialSchema>;
export const adminTestimonialResponseSchema = z.object({ testimonial: adminTestimonialSchema });
export const adminTestimonialsResponseSchema = z.object({ items: z.array(adminTestimonialSchema) });

// ---------------------------------------------------------------------------------------------
// Knowledge base: /api/admin/content/knowledge-base (GET, POST, PATCH /:id, DELETE /:id)
// Markdown is stored as typed and always served as JSON; the browser renders it sanitised.

export const articleCreateSchema = z.object({
  slug: slugSchema,
  title: text('title', 200),
  category: text('category', 100),
  summary: nullableText('summary', 500).default(null),
  bodyMarkdown: z.string().max(200_000, 'bodyMarkdown is too long'),
  isPublished: z.boolean().default(true),
  sortOrder: sortOrder.default(0),
});
export type ArticleCreate = z.input<typeof articleCreateSchema>;
export const articleUpdateSchema = patchOf(articleCreateSchema);
export type ArticleUpdate = z.input<typeof articleUpdateSchema>;
export const adminArticleSchema = z.object({
  id: z.string(),
  slug: z.string(),
  title: z.string(),
  category: z.string(),
  summary: z.string().nullable(),
  bodyMarkdown: z.string(),
  isPublished: z.boolean(),
  sortOrder: z.number().int(),
  createdAt: isoDate,
  updatedAt: isoDate,
});
export type AdminArticle = z.infer<typeof adminArticleSchema>;
export const adminArticleResponseSchema = z.object({ article: adminArticleSchema });
export const adminArticlesResponseSchema = z.object({
  items: z.array(adminArticleSchema),
  /** Categories in use, for the editor's picker. */
  categories: z.array(z.string()),
});

// ---------------------------------------------------------------------------------------------
// Release notes: /api/admin/content/releases (GET, POST, PATCH /:id, DELETE /:id)

export const releaseCreateSchema = z.object({
  version: text('version', 40),
  title: text('title', 200),
  bodyMarkdown: z.string().max(200_000, 'bodyMarkdown is too long'),
  /** Absent: now. */
  releasedAt: dateTime.optional(),
  isPublished: z.boolean().default(true),
});
export type ReleaseCreate = z.input<typeof releaseCreateSchema>;
export const releaseUpdateSchema = patchOf(releaseCreateSchema);
export type ReleaseUpdate = z.input<typeof releaseUpdateSchema>;
export const adminReleaseSchema = z.object({
  id: z.string(),
  version: z.string(),
  title: z.string(),
  bodyMarkdown: z.string(),
  releasedAt: isoDate,
  isPublished: z.boolean(),
  createdAt: isoDate,
  updatedAt: isoDate,
});
export type AdminRelease = z.infer<typeof adminReleaseSchema>;
export const adminReleaseResponseSchema = z.object({ release: adminReleaseSchema });
export const adminReleasesResponseSchema = z.object({ items: z.array(adminReleaseSchema) });

// ---------------------------------------------------------------------------------------------
// Message templates of the outbox: /api/admin/content/message-templates (GET, PATCH /:id)

/** `{{name}}` slots of a template text, each once, in order of first use. */
export function templatePlaceholders(...texts: (string | null | undefined)[]): string[] {
  const found: string[] = [];
  for (const t of texts) {
    for (const match of (t ?? '').matchAll(/\{\{\s*([\w.]+)\s*\}\}/g)) {
      if (!found.includes(match[1]!)) found.push(match[1]!);
    }
  }
  return found;
}

export const messageTemplateUpdateSchema = z.object({
  /** Email templates only; WhatsApp templates have no subject. */
  subject: nullableText('subject', 300).optional(),
  body: text('body', 20_000).optional(),
  description: nullableText('description', 500).optional(),
});
export type MessageTemplateUpdate = z.input<typeof messageTemplateUpdateSchema>;
export const adminMessageTemplateSchema = z.object({
  id: z.string(),
  key: z.string(),
  channel: z.enum(['email', 'whatsapp']),
  subject: z.string().nullable(),
  body: z.string(),
  description: z.string().nullable(),
  /** The `{{placeholders}}` the subject and body use now. */
  placeholders: z.array(z.string()),
  updatedAt: isoDate,
});
export type AdminMessageTemplate = z.infer<typeof adminMessageTemplateSchema>;
export const adminMessageTemplateResponseSchema = z.object({
  template: adminMessageTemplateSchema,
});
export const adminMessageTemplatesResponseSchema = z.object({
  items: z.array(adminMessageTemplateSchema),
});

// ---------------------------------------------------------------------------------------------
// 6. Images: /api/admin/images
// GET              { items: AdminImage[] }
// POST /:key       multipart `file` (PNG, JPG, WebP or SVG by content; 2 MB), optional field
//                  `altText` -> { image }; each upload bumps `version`. 415 for anything else or
//                  an SVG with script; 413 over the limit.
// PATCH /:key      { altText } -> { image }
// Files are served at GET /api/public/files/<storage key> (immutable; the key holds the version).

export const imageMaxBytes = 2 * 1024 * 1024;
export const imageKeyParamsSchema = z.object({
  key: z
    .string()
    .regex(/^[a-z0-9][a-z0-9_.-]{0,99}$/, 'key must be lower-case letters, digits, _ . or -'),
});
export const imageUpdateSchema = z.object({ altText: nullableText('altText', 300) });
export type ImageUpdate = z.input<typeof imageUpdateSchema>;
export const adminImageSchema = z.object({
  id: z.string(),
  key: z.string(),
  /** Versioned URL, safe to cache forever. */
  url: z.string(),
  version: z.number().int(),
  contentType: z.string().nullable(),
  altText: z.string().nullable(),
  updatedAt: isoDate,
});
export type AdminImage = z.infer<typeof adminImageSchema>;
export const adminImageResponseSchema = z.object({ image: adminImageSchema });
export const adminImagesResponseSchema = z.object({ items: z.array(adminImageSchema) });

// ---------------------------------------------------------------------------------------------
// 7. Admin users (owner only; staff get 403): /api/admin/admins
// GET                 { items: AdminAccount[] }
// POST                adminCreateSchema -> { admin }
// DELETE /:id         -> { success }: revokes their sessions; 409 for yourself or the last owner
// POST /:id/password  adminPasswordResetSchema -> { admin }: revokes their sessions

export const adminRoles = ['owner', 'staff'] as const;
export const minAdminPasswordLength = 8;
const adminPassword = z
  .string()
  .min(minAdminPasswordLength, `password must be at least ${minAdminPasswordLength} characters`)
  .max(1024, 'password is too long');
export const adminCreateSchema = z.object({
  email: z.string().trim().toLowerCase().pipe(z.email('email must be an email address')),
  name: nullableText('name', 120).default(null),
  role: z.enum(adminRoles).default('staff'),
  password: adminPassword,
});
export type AdminCreate = z.input<typeof adminCreateSchema>;
export const adminPasswordResetSchema = z.object({ password: adminPassword });
export type AdminPasswordReset = z.input<typeof adminPasswordResetSchema>;
export const adminAccountSchema = z.object({
  id: z.string(),
  email: z.string(),
  name: z.string().nullable(),
  role: z.enum(adminRoles),
  isActive: z.boolean(),
  lastLoginAt: isoDate.nullable(),
  createdAt: isoDate,
  /** True for the signed-in admin. */
  isYou: z.boolean(),
});
export type AdminAccount = z.infer<typeof adminAccountSchema>;
export const adminAccountResponseSchema = z.object({ admin: adminAccountSchema });
export const adminAccountsResponseSchema = z.object({ items: z.array(adminAccountSchema) });
