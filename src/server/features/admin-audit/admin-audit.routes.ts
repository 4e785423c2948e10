import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  auditLogQuerySchema,
  auditLogResponseSchema,
  idParamsSchema,
  reportSyncFailureRequestSchema,
  syncFailureListQuerySchema,
  syncFailureListResponseSchema,
  syncFailureResponseSchema,
  type AdminSyncFailure,
  type AuditEntry,
} from '@shared/contracts/admin-operations';
import type { Db } from '../../db/client';
import { actorOf, adminDoc } from '../admin-lists/admin-http';
import { sendList } from '../admin-lists/send-list';
import {
  listAuditEntries,
  listSyncFailures,
  reportSyncFailure,
  resolveSyncFailure,
} from './admin-audit.service';

const syncCsv = [
  { header: 'When', value: (f: AdminSyncFailure) => f.createdAt },
  { header: 'Source', value: (f: AdminSyncFailure) => f.source },
  { header: 'Table', value: (f: AdminSyncFailure) => f.tableName },
  { header: 'Operation', value: (f: AdminSyncFailure) => f.operation },
  { header: 'Error', value: (f: AdminSyncFailure) => f.errorMessage },
  { header: 'Resolved', value: (f: AdminSyncFailure) => f.resolvedAt },
];

const auditCsv = [
  { header: 'When', value: (a: AuditEntry) => a.createdAt },
  { header: 'Actor type', value: (a: AuditEntry) => a.actorType },
  { header: 'Actor', value: (a: AuditEntry) => a.actorLabel ?? a.actorId },
  { header: 'Action', value: (a: AuditEntry) => a.action },
  { header: 'Target table', value: (a: AuditEntry) => a.targetTable },
  { header: 'Target id', value: (a: AuditEntry) => a.targetId },
  { header: 'IP', value: (a: AuditEntry) => a.ip },
  { header: 'Details', value: (a: AuditEntry) => JSON.stringify(a.details) },
];

export function adminAuditRoutes(db: Db) {
  return async (app: FastifyInstance) => {
    const r = app.withTypeProvider<ZodTypeProvider>();
    const guard = { onRequest: app.requireAdmin };

    r.get(
      '/api/admin/sync-failures',
      {
        ...guard,
        schema: {
          ...adminDoc('Sync failures; ?format=csv'),
          querystring: syncFailureListQuerySchema,
          response: { 200: syncFailureListResponseSchema },
        },
      },
      async (request, reply) =>
        sendList(reply, request.query, await listSyncFailures(db, request.query), {
          name: 'sync-failures',
          columns: syncCsv,
        }),
    );

    r.post(
      '/api/admin/sync-failures',
      {
        ...guard,
        schema: {
          ...adminDoc("The admin browser's own report of a failed sync (SPEC.md section 6)"),
          body: reportSyncFailureRequestSchema,
          response: { 201: syncFailureResponseSchema },
        },
      },
      async (request, reply) =>
        reply.code(201).send(await reportSyncFailure(db, actorOf(request), request.body)),
    );

    r.post(
      '/api/admin/sync-failures/:id/resolve',
      {
        ...guard,
        schema: {
          ...adminDoc('Mark a sync failure resolved'),
          params: idParamsSchema,
          response: { 200: syncFailureResponseSchema },
        },
      },
      (request) => resolveSyncFailure(db, actorOf(request), request.params.id),
    );

    r.get(
      '/api/admin/audit-log',
      {
        ...guard,
        schema: {
          ...adminDoc('The audit log (by actor, action, target); ?format=csv'),
          querystring: auditLogQuerySchema,
          response: { 200: auditLogResponseSchema },
        },
      },
      async (request, reply) =>
        sendList(reply, request.query, await listAuditEntries(db, request.query), {
          name: 'audit-log',
          columns: auditCsv,
        }),
    );
  };
}
