import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { errorCodes } from '@shared/contracts/errors';
import {
  contentPageResponseSchema,
  knowledgeBaseArticleResponseSchema,
  knowledgeBaseListResponseSchema,
  knowledgeBaseQuerySchema,
  noticesResponseSchema,
  releasesResponseSchema,
  slugParamsSchema,
} from '@shared/contracts/public-site';
import type { Database } from '../../db/client';
import { HttpError } from '../../plugins/errors';
import {
  findContentPage,
  findKnowledgeBaseArticle,
  listKnowledgeBase,
  listPublicNotices,
  listPublishedReleases,
} from './help-content.service';

/** Policy pages, the knowledge base, release notes and public notices. */
export function helpContentRoutes({ db }: Database) {
  return async (app: FastifyInstance) => {
    const r = app.withTypeProvider<ZodTypeProvider>();
    const cache = app.publicCache;

    r.get(
      '/api/public/pages/:slug',
      {
        schema: {
          tags: ['public'],
          summary: 'A policy or help page (privacy-policy, terms-of-service, ...)',
          params: slugParamsSchema,
          response: { 200: contentPageResponseSchema },
        },
      },
      (request, reply) =>
        cache.serve(request, reply, {
          key: `pages/${request.params.slug}`,
          tables: ['content_pages'],
          schema: contentPageResponseSchema,
          load: async () => {
            const page = await findContentPage(db, request.params.slug);
            if (!page) throw new HttpError(404, errorCodes.notFound, 'No such page.');
            return { page };
          },
        }),
    );

    r.get(
      '/api/public/knowledge-base',
      {
        schema: {
          tags: ['public'],
          summary: 'Knowledge base articles and categories, optionally searched',
          querystring: knowledgeBaseQuerySchema,
          response: { 200: knowledgeBaseListResponseSchema },
        },
      },
      (request, reply) => {
        const { q, category } = request.query;
        return cache.serve(request, reply, {
          key: `knowledge-base?${new URLSearchParams({ q: q?.toLowerCase() ?? '', category: category ?? '' })}`,
          tables: ['knowledge_base_articles'],
          schema: knowledgeBaseListResponseSchema,
          load: () => listKnowledgeBase(db, { q, category }),
        });
      },
    );

    r.get(
      '/api/public/knowledge-base/:slug',
      {
        schema: {
          tags: ['public'],
          summary: 'One knowledge base article',
          params: slugParamsSchema,
          response: { 200: knowledgeBaseArticleResponseSchema },
        },
      },
      (request, reply) =>
        cache.serve(request, reply, {
          key: `knowledge-base/${request.params.slug}`,
          tables: ['knowledge_base_articles'],
          schema: knowledgeBaseArticleResponseSchema,
          load: async () => {
            const article = await findKnowledgeBaseArticle(db, request.params.slug);
            if (!article) throw new HttpError(404, errorCodes.notFound, 'No such article.');
            return { article };
          },
        }),
    );

    r.get(
      '/api/public/releases',
      {
        schema: {
          tags: ['public'],
          summary: 'Published release notes, newest first',
          response: { 200: releasesResponseSchema },
        },
      },
      (request, reply) =>
        cache.serve(request, reply, {
          key: 'releases',
          tables: ['release_notes'],
          schema: releasesResponseSchema,
          load: async () => ({ releases: await listPublishedReleases(db) }),
        }),
    );

    r.get(
      '/api/public/notices',
      {
        schema: {
          tags: ['public'],
          summary: 'Published notices for visitors, newest first',
          response: { 200: noticesResponseSchema },
        },
      },
      (request, reply) =>
        cache.serve(request, reply, {
          key: 'notices',
          tables: ['notices'],
          schema: noticesResponseSchema,
          load: async () => ({ notices: await listPublicNotices(db) }),
        }),
    );
  };
}
