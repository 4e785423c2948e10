import multipart from '@fastify/multipart';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import * as c from '@shared/contracts/admin-content';
import type { Database } from '../../db/client';
import type { FileStorage } from '../../storage/storage';
import { actorOf, adminDoc } from '../admin-lists/admin-http';
import { adminUsersRoutes } from '../admin-users/admin-users.routes';
import * as catalogue from './catalogue.service';
import { readUpload, registerEditor } from './content-http';
import { contentFilesRoutes } from './content-files.routes';
import * as downloads from './downloads.service';
import * as homepage from './homepage.service';
import * as images from './images.service';
import * as knowledgeBase from './knowledge-base.service';
import * as templates from './message-templates.service';
import * as pages from './pages.service';
import * as releases from './releases.service';
import * as seo from './seo.service';
import * as site from './site.service';
import * as testimonials from './testimonials.service';

/**
 * Issue 8: site content administration under /api/admin/content, images under /api/admin/images,
 * admin accounts under /api/admin/admins, and the public files they upload. Every admin route is
 * behind app.requireAdmin and every write is audited by its service.
 */
export function adminContentRoutes(database: Database, options: { storage: FileStorage }) {
  const { db } = database;
  const { storage } = options;
  return async (app: FastifyInstance) => {
    // Scoped to these routes: the image and logo uploads read multipart bodies.
    await app.register(multipart, {
      limits: { fileSize: c.imageMaxBytes, files: 1, fields: 5, fieldSize: 1024, parts: 6 },
    });

    const base = '/api/admin/content';
    registerEditor(app, {
      path: `${base}/packages`,
      what: 'packages (inactive too)',
      create: c.packageCreateSchema,
      update: c.packageUpdateSchema,
      one: c.adminPackageResponseSchema,
      list: c.adminPackagesResponseSchema,
      onList: () => catalogue.listPackagesAdmin(db),
      onCreate: (actor, input) => catalogue.createPackage(db, actor, input),
      onUpdate: (actor, id, input) => catalogue.updatePackage(db, actor, id, input),
      onDelete: (actor, id) => catalogue.deletePackage(db, actor, id),
      onReorder: (actor, ids) => catalogue.reorderPackages(db, actor, ids),
    });
    registerEditor(app, {
      path: `${base}/specials`,
      what: 'pricing specials',
      create: c.specialCreateSchema,
      update: c.specialUpdateSchema,
      one: c.adminSpecialResponseSchema,
      list: c.adminSpecialsResponseSchema,
      onList: () => catalogue.listSpecialsAdmin(db),
      onCreate: (actor, input) => catalogue.createSpecial(db, actor, input),
      onUpdate: (actor, id, input) => catalogue.updateSpecial(db, actor, id, input),
      onDelete: (actor, id) => catalogue.deleteSpecial(db, actor, id),
    });
    registerEditor(app, {
      path: `${base}/banners`,
      what: 'banners',
      create: c.bannerCreateSchema,
      update: c.bannerUpdateSchema,
      one: c.adminBannerResponseSchema,
      list: c.adminBannersResponseSchema,
      onList: () => catalogue.listBannersAdmin(db),
      onCreate: (actor, input) => catalogue.createBanner(db, actor, input),
      onUpdate: (actor, id, input) => catalogue.updateBanner(db, actor, id, input),
      onDelete: (actor, id) => catalogue.deleteBanner(db, actor, id),
      onReorder: (actor, ids) => catalogue.reorderBanners(db, actor, ids),
    });
    registerEditor(app, {
      path: `${base}/homepage`,
      what: 'homepage sections',
      create: c.homepageSectionCreateSchema,
      update: c.homepageSectionUpdateSchema,
      one: c.adminHomepageSectionResponseSchema,
      list: c.adminHomepageSectionsResponseSchema,
      onList: () => homepage.listHomepageSectionsAdmin(db),
      onCreate: (actor, input) => homepage.createHomepageSection(db, actor, input),
      onUpdate: (actor, id, input) => homepage.updateHomepageSection(db, actor, id, input),
      onDelete: (actor, id) => homepage.deleteHomepageSection(db, actor, id),
      onReorder: (actor, ids) => homepage.reorderHomepageSections(db, actor, ids),
    });
    registerEditor(app, {
      path: `${base}/downloads`,
      what: 'downloads (inactive too, with download counts)',
      create: c.downloadCreateSchema,
      update: c.downloadUpdateSchema,
      one: c.adminDownloadResponseSchema,
      list: c.adminDownloadsResponseSchema,
      onList: () => downloads.listDownloadsAdmin(db),
      onCreate: (actor, input) => downloads.createDownload(db, actor, input),
      onUpdate: (actor, id, input) => downloads.updateDownload(db, actor, id, input),
      onDelete: (actor, id) => downloads.deleteDownload(db, actor, id),
      onReorder: (actor, ids) => downloads.reorderDownloads(db, actor, ids),
    });
    registerEditor(app, {
      path: `${base}/testimonials`,
      what: 'testimonials',
      create: c.testimonialCreateSchema,
      update: c.testimonialUpdateSchema,
      one: c.adminTestimonialResponseSchema,
      list: c.adminTestimonialsResponseSchema,
      onList: () => testimonials.listTestimonialsAdmin(db),
      onCreate: (actor, input) => testimonials.createTestimonial(db, actor, input),
      onUpdate: (actor, id, input) => testimonials.updateTestimonial(db, actor, id, input),
      onDelete: (actor, id) => testimonials.deleteTestimonial(db, actor, id),
      onReorder: (actor, ids) => testimonials.reorderTestimonials(db, actor, ids),
    });
    registerEditor(app, {
      path: `${base}/knowledge-base`,
      what: 'knowledge-base articles',
      create: c.articleCreateSchema,
      update: c.articleUpdateSchema,
      one: c.adminArticleResponseSchema,
      list: c.adminArticlesResponseSchema,
      onList: () => knowledgeBase.listArticlesAdmin(db),
      onCreate: (actor, input) => knowledgeBase.createArticle(db, actor, input),
      onUpdate: (actor, id, input) => knowledgeBase.updateArticle(db, actor, id, input),
      onDelete: (actor, id) => knowledgeBase.deleteArticle(db, actor, id),
    });
    registerEditor(app, {
      path: `${base}/releases`,
      what: 'release notes',
      create: c.releaseCreateSchema,
      update: c.releaseUpdateSchema,
      one: c.adminReleaseResponseSchema,
      list: c.adminReleasesResponseSchema,
      onList: () => releases.listReleasesAdmin(db),
      onCreate: (actor, input) => releases.createRelease(db, actor, input),
      onUpdate: (actor, id, input) => releases.updateRelease(db, actor, id, input),
      onDelete: (actor, id) => releases.deleteRelease(db, actor, id),
    });

    const r = app.withTypeProvider<ZodTypeProvider>();
    const guarded = { onRequest: app.requireAdmin };

    r.post(
      `${base}/downloads/:id/logo`,
      {
        ...guarded,
        schema: {
          ...adminDoc('Upload an app logo: multipart `file` (PNG, JPG, WebP or SVG; 1 MB)'),
          consumes: ['multipart/form-data'],
          params: c.contentIdParamsSchema,
          response: { 200: c.adminDownloadResponseSchema },
        },
      },
      async (request) => {
        const { data } = await readUpload(request, c.downloadLogoMaxBytes);
        return images.uploadDownloadLogo(db, storage, actorOf(request), {
          downloadId: request.params.id,
          data,
        });
      },
    );

    r.get(
      `${base}/branding`,
      {
        ...guarded,
        schema: {
          ...adminDoc('Branding values'),
          response: { 200: c.adminBrandingResponseSchema },
        },
      },
      () => site.getBrandingAdmin(db),
    );
    r.put(
      `${base}/branding`,
      {
        ...guarded,
        schema: {
          ...adminDoc('Set branding values (any subset)'),
          body: c.brandingUpdateSchema,
          response: { 200: c.adminBrandingResponseSchema },
        },
      },
      (request) => site.updateBranding(db, actorOf(request), request.body),
    );

    r.get(
      `${base}/settings`,
      {
        ...guarded,
        schema: {
          ...adminDoc('Site settings (every known key)'),
          response: { 200: c.adminSiteSettingsResponseSchema },
        },
      },
      () => site.listSiteSettingsAdmin(db),
    );
    r.put(
      `${base}/settings/:key`,
      {
        ...guarded,
        schema: {
          ...adminDoc('Set one site setting; `value` is checked by the schema of its key'),
          params: c.siteSettingKeyParamsSchema,
          body: c.siteSettingUpdateSchema,
          response: { 200: c.adminSiteSettingResponseSchema },
        },
      },
      (request) =>
        site.updateSiteSetting(db, actorOf(request), request.params.key, {
          value: request.body.value,
          description: request.body.description,
        }),
    );

    r.get(
      `${base}/footer`,
      {
        ...guarded,
        schema: { ...adminDoc('The footer'), response: { 200: c.adminFooterResponseSchema } },
      },
      () => site.getFooterAdmin(db),
    );
    r.put(
      `${base}/footer`,
      {
        ...guarded,
        schema: {
          ...adminDoc('Set the footer text and links'),
          body: c.footerUpdateSchema,
          response: { 200: c.adminFooterResponseSchema },
        },
      },
      (request) => site.updateFooter(db, actorOf(request), request.body),
    );

    r.get(
      `${base}/pages`,
      {
        ...guarded,
        schema: {
          ...adminDoc('Policy and help pages (Markdown)'),
          response: { 200: c.adminContentPagesResponseSchema },
        },
      },
      () => pages.listContentPagesAdmin(db),
    );
    r.put(
      `${base}/pages/:slug`,
      {
        ...guarded,
        schema: {
          ...adminDoc('Set a policy or help page'),
          params: c.contentPageSlugParamsSchema,
          body: c.contentPageUpdateSchema,
          response: { 200: c.adminContentPageResponseSchema },
        },
      },
      (request) => pages.updateContentPage(db, actorOf(request), request.params.slug, request.body),
    );

    r.get(
      `${base}/seo`,
      {
        ...guarded,
        schema: {
          ...adminDoc('SEO of every page'),
          response: { 200: c.adminSeoListResponseSchema },
        },
      },
      () => seo.listSeoAdmin(db),
    );
    r.put(
      `${base}/seo/:page`,
      {
        ...guarded,
        schema: {
          ...adminDoc('Set the SEO of a page (structuredData must be JSON)'),
          params: c.seoPageParamsSchema,
          body: c.seoUpdateSchema,
          response: { 200: c.adminSeoResponseSchema },
        },
      },
      (request) => seo.updateSeo(db, actorOf(request), request.params.page, request.body),
    );

    r.get(
      `${base}/message-templates`,
      {
        ...guarded,
        schema: {
          ...adminDoc('Outbox message templates with their placeholders'),
          response: { 200: c.adminMessageTemplatesResponseSchema },
        },
      },
      () => templates.listTemplatesAdmin(db),
    );
    r.patch(
      `${base}/message-templates/:id`,
      {
        ...guarded,
        schema: {
          ...adminDoc('Edit a message template'),
          params: c.contentIdParamsSchema,
          body: c.messageTemplateUpdateSchema,
          response: { 200: c.adminMessageTemplateResponseSchema },
        },
      },
      (request) => templates.updateTemplate(db, actorOf(request), request.params.id, request.body),
    );

    r.get(
      '/api/admin/images',
      {
        ...guarded,
        schema: { ...adminDoc('Managed images'), response: { 200: c.adminImagesResponseSchema } },
      },
      () => images.listImagesAdmin(db),
    );
    r.post(
      '/api/admin/images/:key',
      {
        ...guarded,
        schema: {
          ...adminDoc(
            'Upload a managed image: multipart `file` (PNG, JPG, WebP or SVG; 2 MB), optional `altText`',
          ),
          consumes: ['multipart/form-data'],
          params: c.imageKeyParamsSchema,
          response: { 200: c.adminImageResponseSchema },
        },
      },
      async (request) => {
        const { data, fields } = await readUpload(request, c.imageMaxBytes);
        const alt = fields.altText?.trim().slice(0, 300);
        return images.uploadImage(db, storage, actorOf(request), {
          key: request.params.key,
          data,
          ...(alt !== undefined ? { altText: alt || null } : {}),
        });
      },
    );
    r.patch(
      '/api/admin/images/:key',
      {
        ...guarded,
        schema: {
          ...adminDoc('Set the alt text of a managed image'),
          params: c.imageKeyParamsSchema,
          body: c.imageUpdateSchema,
          response: { 200: c.adminImageResponseSchema },
        },
      },
      (request) =>
        images.updateImageAlt(db, actorOf(request), request.params.key, request.body.altText),
    );

    await app.register(adminUsersRoutes(db));
    await app.register(contentFilesRoutes(storage));
  };
}
