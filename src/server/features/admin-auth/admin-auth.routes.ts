import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  adminLoginRequestSchema,
  adminLoginResponseSchema,
  adminSessionResponseSchema,
  loginErrors,
  logoutResponseSchema,
} from '@shared/contracts/auth';
import type { Database } from '../../db/client';
import { sessionExpiresHeader } from '../../plugins/auth';
import { roleOf } from '../admin-users/admin-users.service';
import { slideAdminSession } from '../sessions/sessions.service';
import { loginAdmin, logoutAdmin } from './admin-auth.service';

/** admin_simple_login, validate_secure_session and logout (SPEC.md section 7). */
export function adminAuthRoutes(database: Database) {
  const { db } = database;
  return async (app: FastifyInstance) => {
    const r = app.withTypeProvider<ZodTypeProvider>();

    r.post(
      '/api/admin/login',
      {
        schema: {
          tags: ['admin'],
          summary: 'Admin login (admin_simple_login)',
          body: adminLoginRequestSchema,
          response: { 200: adminLoginResponseSchema },
        },
      },
      async (request) => {
        const result = await loginAdmin(db, {
          ...request.body,
          ip: request.ip,
          userAgent: request.headers['user-agent'] ?? null,
        });
        switch (result.kind) {
          case 'success':
            return {
              success: true,
              session_token: result.token,
              expires_at: result.expiresAt.toISOString(),
            };
          case 'blocked':
            return {
              success: false,
              error: loginErrors.tooManyAttempts,
              blocked_until: result.blockedUntil.toISOString(),
            };
          case 'invalid':
            return { success: false, error: loginErrors.invalidAdmin };
        }
      },
    );

    r.get(
      '/api/admin/session',
      {
        onRequest: app.requireAdmin,
        // The handler slides the session itself, unless the browser's background check asks.
        config: { slideSession: false },
        schema: {
          tags: ['admin'],
          summary: 'Validate the admin session (validate_secure_session)',
          security: [{ bearer: [] }],
          querystring: z.object({ passive: z.enum(['true', 'false']).optional() }),
          response: { 200: adminSessionResponseSchema },
        },
      },
      async (request, reply) => {
        const admin = request.admin!;
        if (request.query.passive !== 'true') {
          const slid = await slideAdminSession(db, admin.sessionId);
          if (slid) admin.expiresAt = slid;
        }
        reply.header(sessionExpiresHeader, admin.expiresAt.toISOString());
        return {
          valid: true as const,
          email: admin.email,
          // Read on every check, so a change of role shows without signing in again.
          role: (await roleOf(db, admin.adminId)) ?? 'staff',
          expires_at: admin.expiresAt.toISOString(),
        };
      },
    );

    r.post(
      '/api/admin/logout',
      {
        onRequest: app.requireAdmin,
        config: { slideSession: false },
        schema: {
          tags: ['admin'],
          summary: 'End the admin session',
          security: [{ bearer: [] }],
          response: { 200: logoutResponseSchema },
        },
      },
      async (request) => {
        await logoutAdmin(db, {
          token: request.sessionToken!,
          adminId: request.admin!.adminId,
          ip: request.ip,
          userAgent: request.headers['user-agent'] ?? null,
        });
        return { success: true as const };
      },
    );
  };
}
