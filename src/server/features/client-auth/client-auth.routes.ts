import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  changePasswordRequestSchema,
  clientLoginRequestSchema,
  clientLoginResponseSchema,
  clientSessionResponseSchema,
  loginErrors,
  logoutResponseSchema,
  successResponseSchema,
} from '@shared/contracts/auth';
import { errorCodes } from '@shared/contracts/errors';
import type { Database } from '../../db/client';
import { HttpError } from '../../plugins/errors';
import {
  changeClientPassword,
  loginClient,
  logoutClient,
  WrongCurrentPasswordError,
} from './client-auth.service';

/** secure_client_login, session restore, logout and password change (SPEC.md sections 3, 4, 7). */
export function clientAuthRoutes(database: Database) {
  const { db } = database;
  return async (app: FastifyInstance) => {
    const r = app.withTypeProvider<ZodTypeProvider>();

    r.post(
      '/api/client/login',
      {
        schema: {
          tags: ['client'],
          summary: 'Client login (secure_client_login); ip and user agent are taken by the server',
          body: clientLoginRequestSchema,
          response: { 200: clientLoginResponseSchema },
        },
      },
      async (request) => {
        const result = await loginClient(db, {
          ...request.body,
          ip: request.ip,
          userAgent: request.headers['user-agent'] ?? null,
        });
        switch (result.kind) {
          case 'success':
            return {
              success: true,
              session_token: result.token,
              client: result.client,
              client_id: result.client.id,
              expires_at: result.expiresAt.toISOString(),
              must_change_password: result.mustChangePassword,
            };
          case 'blocked':
            return {
              success: false,
              error: loginErrors.tooManyAttempts,
              blocked_until: result.blockedUntil.toISOString(),
            };
          case 'denied':
            return { success: false, error: loginErrors.accessDenied };
          case 'invalid':
            return { success: false, error: loginErrors.invalidClient };
        }
      },
    );

    r.get(
      '/api/client/session',
      {
        onRequest: app.requireClient,
        schema: {
          tags: ['client'],
          summary: 'Confirm the client session: the client exists and is active',
          security: [{ bearer: [] }],
          response: { 200: clientSessionResponseSchema },
        },
      },
      async (request) => {
        const c = request.client!;
        return {
          valid: true as const,
          client: { id: c.clientId, email: c.email, name: c.name, username: c.username },
          expires_at: c.expiresAt.toISOString(),
          must_change_password: c.mustChangePassword,
        };
      },
    );

    r.post(
      '/api/client/logout',
      {
        onRequest: app.requireClient,
        schema: {
          tags: ['client'],
          summary: 'End the client session',
          security: [{ bearer: [] }],
          response: { 200: logoutResponseSchema },
        },
      },
      async (request) => {
        await logoutClient(db, {
          token: request.sessionToken!,
          clientId: request.client!.clientId,
          ip: request.ip,
          userAgent: request.headers['user-agent'] ?? null,
        });
        return { success: true as const };
      },
    );

    r.post(
      '/api/client/password',
      {
        onRequest: app.requireClient,
        schema: {
          tags: ['client'],
          summary: "Change the signed-in client's password; their other sessions end",
          security: [{ bearer: [] }],
          body: changePasswordRequestSchema,
          response: { 200: successResponseSchema },
        },
      },
      async (request) => {
        try {
          await changeClientPassword(db, {
            clientId: request.client!.clientId,
            sessionId: request.client!.sessionId,
            currentPassword: request.body.currentPassword,
            newPassword: request.body.newPassword,
            ip: request.ip,
            userAgent: request.headers['user-agent'] ?? null,
          });
        } catch (error) {
          if (error instanceof WrongCurrentPasswordError) {
            throw new HttpError(400, errorCodes.validation, 'The current password is not right.', {
              currentPassword: 'The current password is not right',
            });
          }
          throw error;
        }
        return { success: true as const };
      },
    );
  };
}
