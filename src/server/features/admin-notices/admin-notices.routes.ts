import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  createNoticeRequestSchema,
  idParamsSchema,
  noticeListQuerySchema,
  noticeListResponseSchema,
  noticeResponseSchema,
  publishNoticeRequestSchema,
  updateNoticeRequestSchema,
  type AdminNotice,
} from '@shared/contracts/admin-operations';
import type { Db } from '../../db/client';
import { actorOf, adminDoc } from '../admin-lists/admin-http';
import { sendList } from '../admin-lists/send-list';
import {
  createNotice,
  listNoticesAdmin,
  publishNotice,
  unpublishNotice,
  updateNotice,
} from './admin-notices.service';

const noticeCsv = [
  { header: 'Created', value: (n: AdminNotice) => n.createdAt },
  { header: 'Title', value: (n: AdminNotice) => n.title },
  { header: 'Audience', value: (n: AdminNotice) => n.audience },
  { header: 'Published', value: (n: AdminNotice) => (n.isPublished ? 'yes' : 'no') },
  { header: 'Published at', value: (n: AdminNotice) => n.publishedAt },
  { header: 'Body', value: (n: AdminNotice) => n.body },
];

export function adminNoticesRoutes(db: Db) {
  return async (app: FastifyInstance) => {
    const r = app.withTypeProvider<ZodTypeProvider>();
    const guard = { onRequest: app.requireAdmin };

    r.get(
      '/api/admin/notices',
      {
        ...guard,
        schema: {
          ...adminDoc('Notices; ?format=csv'),
          querystring: noticeListQuerySchema,
          response: { 200: noticeListResponseSchema },
        },
      },
      async (request, reply) =>
        sendList(reply, request.query, await listNoticesAdmin(db, request.query), {
          name: 'notices',
          columns: noticeCsv,
        }),
    );

    r.post(
      '/api/admin/notices',
      {
        ...guard,
        schema: {
          ...adminDoc('Create a notice (optionally published at once)'),
          body: createNoticeRequestSchema,
          response: { 201: noticeResponseSchema },
        },
      },
      async (request, reply) =>
        reply.code(201).send(await createNotice(db, actorOf(request), request.body)),
    );

    r.patch(
      '/api/admin/notices/:id',
      {
        ...guard,
        schema: {
          ...adminDoc('Edit a notice'),
          params: idParamsSchema,
          body: updateNoticeRequestSchema,
          response: { 200: noticeResponseSchema },
        },
      },
      (request) => updateNotice(db, actorOf(request), request.params.id, request.body),
    );

    r.post(
      '/api/admin/notices/:id/publish',
      {
        ...guard,
        schema: {
          ...adminDoc('Publish to the public site, clients, or both'),
          params: idParamsSchema,
          body: publishNoticeRequestSchema,
          response: { 200: noticeResponseSchema },
        },
      },
      (request) => publishNotice(db, actorOf(request), request.params.id, request.body.audience),
    );

    r.post(
      '/api/admin/notices/:id/unpublish',
      {
        ...guard,
        schema: {
          ...adminDoc('Unpublish a notice'),
          params: idParamsSchema,
          response: { 200: noticeResponseSchema },
        },
      },
      (request) => unpublishNotice(db, actorOf(request), request.params.id),
    );
  };
}
