import { z } from 'zod';

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
