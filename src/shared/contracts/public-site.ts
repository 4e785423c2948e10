import { z } from 'zod';

/**
 * Public reads of the landing page and public pages (`GET /api/public/...`, SPEC.md sections 2-9).
 * Money in integer cents, dates as ISO strings. Every response is an object with named keys, so a
 * field can be added later without breaking a caller. Packages are in `./packages`.
 */

const isoDate = z.string();

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

// ---------------------------------------------------------------------------------------------
// GET /api/public/branding: active site_branding rows as one object, with defaults

export const brandingSchema = z.object({
  companyName: z.string(),
  tagline: z.string(),
  whatsappNumber: z.string(),
  supportEmail: z.string(),
  /** Image URLs. */
  footerMascot: z.string(),
  footerLogo: z.string(),
});
export type Branding = z.infer<typeof brandingSchema>;

export const brandingResponseSchema = z.object({ branding: brandingSchema });
export type BrandingResponse = z.infer<typeof brandingResponseSchema>;

// ---------------------------------------------------------------------------------------------
// GET /api/public/site-settings: only the public keys of site_settings, with defaults

export const activeClientsModes = ['simulated', 'real'] as const;

export const liveStatsSchema = z.object({
  /** Display text, e.g. '2,475+'. */
  channelsCount: z.string(),
  countriesServed: z.number().int(),
  /** The uptime percentage the simulation starts from (SPEC.md section 9: 99.1). */
  systemUptime: z.number(),
  activeClientsMode: z.enum(activeClientsModes),
  /** The real number of active clients when the mode is 'real'; null when simulated. */
  activeClients: z.number().int().nullable(),
});
export type LiveStats = z.infer<typeof liveStatsSchema>;

export const eftBankDetailsSchema = z.object({
  bank: z.string(),
  accountName: z.string(),
  accountNumber: z.string(),
  branchCode: z.string(),
  accountType: z.string(),
});
export type EftBankDetails = z.infer<typeof eftBankDetailsSchema>;

export const publicSiteSettingsSchema = z.object({
  liveStats: liveStatsSchema,
  supportHours: z.string(),
  eftBankDetails: eftBankDetailsSchema.nullable(),
  cardPaymentLink: z.string().nullable(),
  /** ISO dates (YYYY-MM-DD, Johannesburg) on which free trials are not given. */
  freeTrialBlockedDates: z.array(z.string()),
});
export type PublicSiteSettings = z.infer<typeof publicSiteSettingsSchema>;

export const siteSettingsResponseSchema = z.object({ settings: publicSiteSettingsSchema });
export type SiteSettingsResponse = z.infer<typeof siteSettingsResponseSchema>;

// ---------------------------------------------------------------------------------------------
// GET /api/public/images?keys=a,b: managed images by key

export const imagesQuerySchema = z.object({
  /** Comma-separated image keys; absent: every image. */
  keys: z
    .string()
    .max(2000)
    .regex(/^[\w.-]+(,[\w.-]+)*$/, { message: 'must be comma-separated image keys' })
    .optional(),
});
export type ImagesQuery = z.infer<typeof imagesQuerySchema>;

export const managedImageSchema = z.object({
  key: z.string(),
  /** Versioned URL (`?v=<version>` added unless already versioned): safe to cache forever. */
  url: z.string(),
  version: z.number().int(),
  altText: z.string().nullable(),
  contentType: z.string().nullable(),
});
export type ManagedImage = z.infer<typeof managedImageSchema>;

export const imagesResponseSchema = z.object({ images: z.array(managedImageSchema) });
export type ImagesResponse = z.infer<typeof imagesResponseSchema>;

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

// ---------------------------------------------------------------------------------------------
// GET /api/public/downloads: active apps, featured first, then sort order
// POST /api/public/downloads/:id/count: increments download_count (404 unknown or inactive)

export const downloadSchema = z.object({
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
  sortOrder: z.number().int(),
});
export type Download = z.infer<typeof downloadSchema>;

export const downloadsResponseSchema = z.object({ downloads: z.array(downloadSchema) });
export type DownloadsResponse = z.infer<typeof downloadsResponseSchema>;

export const downloadIdParamsSchema = z.object({ id: z.string().min(1).max(64) });
export const downloadCountResponseSchema = z.object({ downloadCount: z.number().int() });
export type DownloadCountResponse = z.infer<typeof downloadCountResponseSchema>;

// ---------------------------------------------------------------------------------------------
// GET /api/public/testimonials: published and approved

export const testimonialSchema = z.object({
  id: z.string(),
  clientName: z.string(),
  location: z.string().nullable(),
  content: z.string(),
  rating: z.number().int().min(1).max(5),
  isFeatured: z.boolean(),
  createdAt: isoDate,
});
export type Testimonial = z.infer<typeof testimonialSchema>;

export const testimonialsResponseSchema = z.object({ testimonials: z.array(testimonialSchema) });
export type TestimonialsResponse = z.infer<typeof testimonialsResponseSchema>;

// ---------------------------------------------------------------------------------------------
// GET /api/public/footer: the footer text and links; defaults when the stored JSON is unusable

export const footerLinkSchema = z.object({
  text: z.string(),
  /** A landing-page section id to scroll to ... */
  id: z.string().optional(),
  /** ... or a route/URL to go to. */
  url: z.string().optional(),
});
export type FooterLink = z.infer<typeof footerLinkSchema>;

export const footerSupportLinkSchema = z.object({ text: z.string(), url: z.string() });

export const footerSchema = z.object({
  description: z.string(),
  links: z.array(footerLinkSchema),
  supportLinks: z.array(footerSupportLinkSchema),
});
export type Footer = z.infer<typeof footerSchema>;

export const footerResponseSchema = z.object({ footer: footerSchema });
export type FooterResponse = z.infer<typeof footerResponseSchema>;

// ---------------------------------------------------------------------------------------------
// GET /api/public/seo?page=home: SEO settings of a page, with defaults

export const seoQuerySchema = z.object({
  page: z
    .string()
    .regex(/^[a-z0-9_-]{1,64}$/, { message: 'must be a page name such as home' })
    .default('home'),
});
export type SeoQuery = z.infer<typeof seoQuerySchema>;

export const seoSchema = z.object({
  pageName: z.string(),
  metaTitle: z.string(),
  metaDescription: z.string(),
  metaKeywords: z.array(z.string()),
  ogImage: z.string().nullable(),
  ogTitle: z.string(),
  ogDescription: z.string(),
  canonicalUrl: z.string().nullable(),
  /** The stored JSON-LD, parsed; null when absent or unparsable (SPEC.md section 8). */
  structuredData: z.unknown().nullable(),
  /**
   * The JSON-LD blocks the server renders into index.html for this page: the stored structured
   * data (if any), the organization, and the service with offers in ZAR from the packages table.
   */
  jsonLd: z.array(z.unknown()),
});
export type Seo = z.infer<typeof seoSchema>;

export const seoResponseSchema = z.object({ seo: seoSchema });
export type SeoResponse = z.infer<typeof seoResponseSchema>;

// ---------------------------------------------------------------------------------------------
// GET /api/public/status: component statuses and the overall state (SPEC.md section 4)

export const componentStatuses = ['stable', 'maintenance', 'down'] as const;
export type ComponentStatus = (typeof componentStatuses)[number];

export const systemStatusSchema = z.object({
  id: z.string(),
  component: z.string(),
  status: z.enum(componentStatuses),
  message: z.string().nullable(),
  updatedAt: isoDate,
});
export type SystemStatus = z.infer<typeof systemStatusSchema>;

export const statusResponseSchema = z.object({
  overall: z.enum(componentStatuses),
  /** Newest updated_at first. */
  components: z.array(systemStatusSchema),
});
export type StatusResponse = z.infer<typeof statusResponseSchema>;

// ---------------------------------------------------------------------------------------------
// GET /api/public/incidents?limit=20: recent incidents with their updates (newest first)

export const incidentsQuerySchema = z.object({
  limit: z.coerce.number().int().min(1).max(100).default(20),
});
export type IncidentsQuery = z.infer<typeof incidentsQuerySchema>;

export const incidentSeverities = ['minor', 'major', 'critical'] as const;
export const incidentStatuses = ['investigating', 'identified', 'monitoring', 'resolved'] as const;

export const incidentUpdateSchema = z.object({
  id: z.string(),
  status: z.enum(incidentStatuses),
  message: z.string(),
  createdAt: isoDate,
});
export type IncidentUpdate = z.infer<typeof incidentUpdateSchema>;

export const incidentSchema = z.object({
  id: z.string(),
  title: z.string(),
  description: z.string().nullable(),
  severity: z.enum(incidentSeverities),
  status: z.enum(incidentStatuses),
  component: z.string().nullable(),
  startedAt: isoDate,
  resolvedAt: isoDate.nullable(),
  /** Oldest first, as a timeline reads. */
  updates: z.array(incidentUpdateSchema),
});
export type Incident = z.infer<typeof incidentSchema>;

export const incidentsResponseSchema = z.object({ incidents: z.array(incidentSchema) });
export type IncidentsResponse = z.infer<typeof incidentsResponseSchema>;

// ---------------------------------------------------------------------------------------------
// GET /api/public/uptime: real uptime from the health monitor's history (DESIGN.md section 9.4)

export const uptimeResponseSchema = z.object({
  /** Percentage of ok checks over the window; null when there is no history (then simulate). */
  uptimePercent: z.number().nullable(),
  windowDays: z.number().int(),
  checks: z.number().int(),
});
export type UptimeResponse = z.infer<typeof uptimeResponseSchema>;

// ---------------------------------------------------------------------------------------------
// GET /api/public/pages/:slug: policy and help pages (404 for unknown)

export const contentPageSlugs = [
  'privacy-policy',
  'terms-of-service',
  'refund-policy',
  'technical-support',
  'setup-guide',
] as const;

export const slugSchema = z
  .string()
  .regex(/^[a-z0-9]+(-[a-z0-9]+)*$/, { message: 'must be a slug such as privacy-policy' })
  .max(120);

export const slugParamsSchema = z.object({ slug: slugSchema });

export const contentPageSchema = z.object({
  slug: z.string(),
  title: z.string(),
  bodyMarkdown: z.string(),
  updatedAt: isoDate,
});
export type ContentPage = z.infer<typeof contentPageSchema>;

export const contentPageResponseSchema = z.object({ page: contentPageSchema });
export type ContentPageResponse = z.infer<typeof contentPageResponseSchema>;

// ---------------------------------------------------------------------------------------------
// GET /api/public/knowledge-base?q=&category=  and  GET /api/public/knowledge-base/:slug

export const knowledgeBaseQuerySchema = z.object({
  /** Case-insensitive search over title, summary and body. */
  q: z.string().trim().min(1).max(100).optional(),
  category: z.string().trim().min(1).max(100).optional(),
});
export type KnowledgeBaseQuery = z.infer<typeof knowledgeBaseQuerySchema>;

export const knowledgeBaseArticleSummarySchema = z.object({
  id: z.string(),
  slug: z.string(),
  title: z.string(),
  category: z.string(),
  summary: z.string().nullable(),
  updatedAt: isoDate,
});
export type KnowledgeBaseArticleSummary = z.infer<typeof knowledgeBaseArticleSummarySchema>;

export const knowledgeBaseListResponseSchema = z.object({
  /** Every category with published articles, in display order (not narrowed by q/category). */
  categories: z.array(z.string()),
  /** Matching articles by category, then sort order. */
  articles: z.array(knowledgeBaseArticleSummarySchema),
});
export type KnowledgeBaseListResponse = z.infer<typeof knowledgeBaseListResponseSchema>;

export const knowledgeBaseArticleSchema = knowledgeBaseArticleSummarySchema.extend({
  bodyMarkdown: z.string(),
});
export type KnowledgeBaseArticle = z.infer<typeof knowledgeBaseArticleSchema>;

export const knowledgeBaseArticleResponseSchema = z.object({
  article: knowledgeBaseArticleSchema,
});
export type KnowledgeBaseArticleResponse = z.infer<typeof knowledgeBaseArticleResponseSchema>;

// ---------------------------------------------------------------------------------------------
// GET /api/public/releases: published release notes, newest first

export const releaseNoteSchema = z.object({
  id: z.string(),
  version: z.string(),
  title: z.string(),
  bodyMarkdown: z.string(),
  releasedAt: isoDate,
});
export type ReleaseNote = z.infer<typeof releaseNoteSchema>;

export const releasesResponseSchema = z.object({ releases: z.array(releaseNoteSchema) });
export type ReleasesResponse = z.infer<typeof releasesResponseSchema>;

// ---------------------------------------------------------------------------------------------
// GET /api/public/notices: published notices for the public ('public' or 'all'), newest first

export const publicNoticeSchema = z.object({
  id: z.string(),
  title: z.string(),
  body: z.string(),
  publishedAt: isoDate.nullable(),
});
export type PublicNotice = z.infer<typeof publicNoticeSchema>;

export const noticesResponseSchema = z.object({ notices: z.array(publicNoticeSchema) });
export type NoticesResponse = z.infer<typeof noticesResponseSchema>;

// ---------------------------------------------------------------------------------------------
// Stream test (DESIGN.md section 9.2)
// GET /api/public/stream-test/download?bytes=N  N bytes of incompressible data, no-store
// GET /api/public/stream-test/ping              204, no-store
// Add any other query parameter (e.g. `r=<random>`) to bust caches; it is ignored.

export const streamTestLimits = {
  defaultBytes: 4 * 1024 * 1024,
  maxBytes: 25 * 1024 * 1024,
} as const;

export const streamTestDownloadQuerySchema = z.object({
  bytes: z.coerce
    .number()
    .int()
    .min(1)
    .max(streamTestLimits.maxBytes)
    .default(streamTestLimits.defaultBytes),
});
export type StreamTestDownloadQuery = z.infer<typeof streamTestDownloadQuerySchema>;
