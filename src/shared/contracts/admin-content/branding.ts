import { z } from 'zod';
import { brandingSchema } from '../public-site';
import { text } from './fields';
import { safeUrlSchema } from './shared';

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

/** The public branding's fields, as stored ('' when unset: the public site shows its default). */
export const adminBrandingSchema = brandingSchema;
export type AdminBranding = z.infer<typeof adminBrandingSchema>;
export const adminBrandingResponseSchema = z.object({ branding: adminBrandingSchema });
