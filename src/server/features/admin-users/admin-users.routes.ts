import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  adminAccountResponseSchema,
  adminAccountsResponseSchema,
  adminCreateSchema,
  adminPasswordResetSchema,
  contentIdParamsSchema,
  contentOkResponseSchema,
} from '@shared/contracts/admin-content';
import type { Db } from '../../db/client';
import { actorOf, adminDoc } from '../admin-lists/admin-http';
import {
  addAdmin,
  listAdminAccounts,
  removeAdmin,
  requireOwner,
  resetAdminPasswordById,
} from './admin-users.service';

/** /api/admin/admins: owners add and remove admins and reset their passwords; staff get 403. */
export function adminUsersRoutes(db: Db) {
  return async (app: FastifyInstance) => {
    // After requireAdmin: the role is read from the database on every request, so a demoted or
    // removed owner loses these powers at once.
    const ownerOnly = async (request: FastifyRequest) => {
      await requireOwner(db, request.admin!.adminId);
    };
    const guarded = { onRequest: [app.requireAdmin, ownerOnly] };
    const r = app.withTypeProvider<ZodTypeProvider>();

    r.get(
      '/api/admin/admins',
      {
        ...guarded,
        schema: {
          ...adminDoc('Admin accounts (owner only)'),
          response: { 200: adminAccountsResponseSchema },
        },
      },
      (request) => listAdminAccounts(db, actorOf(request)),
    );
    r.post(
      '/api/admin/admins',
      {
        ...guarded,
        schema: {
          ...adminDoc('Add an admin (owner only)'),
          body: adminCreateSchema,
          response: { 201: adminAccountResponseSchema },
        },
      },
      async (request, reply) =>
        reply.code(201).send(await addAdmin(db, actorOf(request), request.body)),
    );
    r.delete(
      '/api/admin/admins/:id',
      {
        ...guarded,
        schema: {
          ...adminDoc('Remove an admin and revoke their sessions (owner only)'),
          params: contentIdParamsSchema,
          response: { 200: contentOkResponseSchema },
        },
      },
      (request) => removeAdmin(db, actorOf(request), request.params.id),
    );
    r.post(
      '/api/admin/admins/:id/password',
      {
        ...guarded,
        schema: {
          ...adminDoc('Set a new password for an admin, revoking their sessions (owner only)'),
          params: contentIdParamsSchema,
          body: adminPasswordResetSchema,
          response: { 200: adminAccountResponseSchema },
        },
      },
      (request) =>
        resetAdminPasswordById(db, actorOf(request), request.params.id, request.body.password),
    );
  };
}
