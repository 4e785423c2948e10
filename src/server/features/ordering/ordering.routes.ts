import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { apiErrorSchema, errorCodes } from '@shared/contracts/errors';
import {
  interestRequestSchema,
  interestResponseSchema,
  orderRequestSchema,
  orderResponseSchema,
  orderingErrorCodes,
} from '@shared/contracts/ordering';
import type { Config } from '../../config';
import type { Database } from '../../db/client';
import { HttpError } from '../../plugins/errors';
import {
  hashRequest,
  IdempotencyInProgressError,
  IdempotencyKeyReusedError,
  runIdempotent,
  type StoredResult,
  type WorkResult,
} from '../idempotency/idempotency.service';
import { expressInterest, placeOrder, UnknownPackageError } from './ordering.service';

const idempotencyHeaders = z.object({
  'idempotency-key': z
    .string()
    .trim()
    .min(8, 'Idempotency-Key must be 8 to 200 characters')
    .max(200, 'Idempotency-Key must be 8 to 200 characters')
    .optional(),
});

/** Domain errors of these routes, as the caller sees them. */
function toHttpError(error: unknown, packageField: string): unknown {
  if (error instanceof UnknownPackageError) {
    return new HttpError(
      400,
      errorCodes.validation,
      `${packageField}: Please select a package from the list`,
      {
        [packageField]: 'Please select a package from the list',
      },
    );
  }
  if (error instanceof IdempotencyKeyReusedError) {
    return new HttpError(
      422,
      orderingErrorCodes.idempotencyMismatch,
      'This Idempotency-Key was already used for a different request.',
    );
  }
  if (error instanceof IdempotencyInProgressError) {
    return new HttpError(
      409,
      orderingErrorCodes.idempotencyInProgress,
      'The same request is still being processed. Please wait a moment.',
    );
  }
  return error;
}

function send<R extends WorkResult>(reply: FastifyReply, result: StoredResult<R>) {
  if (result.replayed) reply.header('idempotent-replayed', 'true');
  return reply.code(result.statusCode).send(result.body);
}

function meta(request: FastifyRequest) {
  return { ip: request.ip, userAgent: request.headers['user-agent']?.slice(0, 500) ?? null };
}

/** The public forms: orders and interest (send-new-client-email, process-client-interest). */
export function orderingRoutes(database: Database, config: Config) {
  const formLimit = { rateLimit: { max: config.formRateLimitMax, timeWindow: '1 minute' } };
  return async (app: FastifyInstance) => {
    const r = app.withTypeProvider<ZodTypeProvider>();

    r.post(
      '/api/public/orders',
      {
        config: formLimit,
        schema: {
          tags: ['public'],
          summary: "Place an order from 'Get Instant Access' (send-new-client-email)",
          headers: idempotencyHeaders,
          body: orderRequestSchema,
          response: { 201: orderResponseSchema, 409: apiErrorSchema },
        },
      },
      async (request, reply) => {
        try {
          const result = await runIdempotent(
            database.db,
            {
              scope: 'orders',
              key: request.headers['idempotency-key'] ?? null,
              requestHash: hashRequest(request.body),
            },
            (tx) => placeOrder(tx, request.body, meta(request)),
          );
          app.outbox.nudge();
          return send(reply, result);
        } catch (error) {
          throw toHttpError(error, 'package');
        }
      },
    );

    r.post(
      '/api/public/interest',
      {
        config: formLimit,
        schema: {
          tags: ['public'],
          summary: "'Express Your Interest' (process-client-interest)",
          headers: idempotencyHeaders,
          body: interestRequestSchema,
          response: { 201: interestResponseSchema, 409: apiErrorSchema },
        },
      },
      async (request, reply) => {
        try {
          const result = await runIdempotent(
            database.db,
            {
              scope: 'interest',
              key: request.headers['idempotency-key'] ?? null,
              requestHash: hashRequest(request.body),
            },
            (tx) => expressInterest(tx, request.body, meta(request)),
          );
          app.outbox.nudge();
          return send(reply, result);
        } catch (error) {
          throw toHttpError(error, 'packageName');
        }
      },
    );
  };
}
