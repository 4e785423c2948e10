import { setTimeout as delay } from 'node:timers/promises';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  passwordResetConfirmSchema,
  passwordResetRequestedMessage,
  passwordResetRequestResponseSchema,
  passwordResetRequestSchema,
  resetLinkUnusableMessage,
  successResponseSchema,
} from '@shared/contracts/auth';
import type { Config } from '../../config';
import type { Database } from '../../db/client';
import { HttpError } from '../../plugins/errors';
import {
  confirmPasswordReset,
  requestPasswordReset,
  ResetLinkUnusableError,
} from './password-reset.service';

/**
 * A reset request answers after at least this long, whether or not an account matched, so its timing
 * does not tell (the work for a known account is a few queries, well under this).
 */
export const resetRequestMinimumMs = 400;

function requestOrigin(request: FastifyRequest): string {
  return `${request.protocol}://${request.host}`;
}

export function passwordResetRoutes(database: Database, config: Config) {
  const { db } = database;
  return async (app: FastifyInstance) => {
    const r = app.withTypeProvider<ZodTypeProvider>();

    r.post(
      '/api/client/password-reset/request',
      {
        schema: {
          tags: ['client'],
          summary: 'Send a client a password reset link (same answer whether or not they exist)',
          body: passwordResetRequestSchema,
          response: { 200: passwordResetRequestResponseSchema },
        },
      },
      async (request) => {
        const started = Date.now();
        try {
          await requestPasswordReset(db, {
            identifier: request.body.identifier,
            origin: config.publicUrl ?? requestOrigin(request),
            ip: request.ip,
            userAgent: request.headers['user-agent'] ?? null,
          });
        } catch (error) {
          // A failure must not answer differently either; it is logged for the admin.
          request.log.error({ err: error }, 'password reset request failed');
        }
        // Deliver now rather than at the worker's next poll (a no-op where no worker runs).
        if (app.hasDecorator('outbox')) app.outbox.nudge();
        const wait = resetRequestMinimumMs - (Date.now() - started);
        if (wait > 0) await delay(wait);
        return { success: true as const, message: passwordResetRequestedMessage };
      },
    );

    r.post(
      '/api/client/password-reset/confirm',
      {
        schema: {
          tags: ['client'],
          summary: "Set a new password with a reset link; all the client's sessions end",
          body: passwordResetConfirmSchema,
          response: { 200: successResponseSchema },
        },
      },
      async (request) => {
        try {
          await confirmPasswordReset(db, {
            token: request.body.token,
            newPassword: request.body.newPassword,
            ip: request.ip,
            userAgent: request.headers['user-agent'] ?? null,
          });
        } catch (error) {
          if (error instanceof ResetLinkUnusableError) {
            throw new HttpError(400, 'reset_link_unusable', resetLinkUnusableMessage);
          }
          throw error;
        }
        return { success: true as const };
      },
    );
  };
}
