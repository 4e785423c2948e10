import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  brandingResponseSchema,
  footerResponseSchema,
  homepageResponseSchema,
  imagesQuerySchema,
  imagesResponseSchema,
  siteSettingsResponseSchema,
} from '@shared/contracts/public-site';
import type { Database } from '../../db/client';
import {
  getBranding,
  getFooter,
  getPublicSiteSettings,
  listHomepageSections,
  listImages,
} from './site-content.service';

/** Landing-page content: sections, branding, public settings, managed images, footer. */
export function siteContentRoutes({ db }: Database) {
  return async (app: FastifyInstance) => {
    const r = app.withTypeProvider<ZodTypeProvider>();
    const cache = app.publicCache;

    r.get(
      '/api/public/homepage',
      {
        schema: {
          tags: ['public'],
          summary: 'Active homepage sections by sort order',
          response: { 200: homepageResponseSchema },
        },
      },
      (request, reply) =>
        cache.serve(request, reply, {
          key: 'homepage',
          tables: ['homepage_content'],
          schema: homepageResponseSchema,
          load: async () => ({ sections: await listHomepageSections(db) }),
        }),
    );

    r.get(
      '/api/public/branding',
      {
        schema: {
          tags: ['public'],
          summary: 'Company name, tagline, contacts and footer images',
          response: { 200: brandingResponseSchema },
        },
      },
      (request, reply) =>
        cache.serve(request, reply, {
          key: 'branding',
          tables: ['site_branding'],
          schema: brandingResponseSchema,
          load: async () => ({ branding: await getBranding(db) }),
        }),
    );

    r.get(
      '/api/public/site-settings',
      {
        schema: {
          tags: ['public'],
          summary: 'The public site settings: live stats, support hours, payment details',
          response: { 200: siteSettingsResponseSchema },
        },
      },
      (request, reply) =>
        cache.serve(request, reply, {
          key: 'site-settings',
          // clients: the real active-clients figure, when the admin switches to it.
          tables: ['site_settings', 'clients'],
          schema: siteSettingsResponseSchema,
          load: async () => ({ settings: await getPublicSiteSettings(db) }),
        }),
    );

    r.get(
      '/api/public/images',
      {
        schema: {
          tags: ['public'],
          summary: 'Managed images by key, with versioned URLs',
          querystring: imagesQuerySchema,
          response: { 200: imagesResponseSchema },
        },
      },
      (request, reply) => {
        const keys = [...new Set(request.query.keys?.split(',') ?? [])].sort();
        return cache.serve(request, reply, {
          key: `images?keys=${keys.join(',')}`,
          tables: ['image_registry'],
          schema: imagesResponseSchema,
          load: async () => ({ images: await listImages(db, keys) }),
        });
      },
    );

    r.get(
      '/api/public/footer',
      {
        schema: {
          tags: ['public'],
          summary: 'Footer text, quick links and support links (defaults when unusable)',
          response: { 200: footerResponseSchema },
        },
      },
      (request, reply) =>
        cache.serve(request, reply, {
          key: 'footer',
          tables: ['footer_content'],
          schema: footerResponseSchema,
          load: async () => ({ footer: await getFooter(db) }),
        }),
    );
  };
}
