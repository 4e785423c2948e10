import multipart from '@fastify/multipart';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  accountResponseSchema,
  clientPaymentsResponseSchema,
  clientSpecialsResponseSchema,
  dashboardResponseSchema,
  idParamsSchema,
  maxProofBytes,
  proofFieldsSchema,
  proofResponseSchema,
  proofTooLargeMessage,
  proofTypeMessage,
  signOutEverywhereResponseSchema,
  streamingLoginResponseSchema,
  updateAccountSchema,
} from '@shared/contracts/client-portal';
import { errorCodes } from '@shared/contracts/errors';
import type { Config } from '../../config';
import type { Database } from '../../db/client';
import { HttpError } from '../../plugins/errors';
import { SecretBox } from '../../security/secret-box';
import type { FileStorage } from '../../storage/storage';
import { meta, orNotFound } from './client-portal-http';
import { getAccount, signOutEverywhere, updateAccount } from './account.service';
import { listClientPayments } from './payments.service';
import {
  openPaymentProof,
  ProofTooLargeError,
  randToCents,
  UnsupportedProofTypeError,
  uploadPaymentProof,
} from './proofs.service';
import {
  getClientDashboard,
  listClientSpecials,
  revealStreamingLogin,
  streamingCredentialsPurpose,
} from './subscription.service';

const tooLarge = () => new HttpError(413, errorCodes.payloadTooLarge, proofTooLargeMessage);

/** The client portal: dashboard, streaming login, payments and proofs, specials, account (issue 6). */
export function clientPortalRoutes(
  database: Database,
  options: { config: Config; storage: FileStorage },
) {
  const { db } = database;
  const box = options.config.appSecret
    ? new SecretBox(options.config.appSecret, streamingCredentialsPurpose)
    : null;
  return async (app: FastifyInstance) => {
    // Scoped to these routes: only the proof upload reads multipart bodies.
    await app.register(multipart, {
      limits: { fileSize: maxProofBytes, files: 1, fields: 5, fieldSize: 1024, parts: 6 },
    });
    const r = app.withTypeProvider<ZodTypeProvider>();
    const guarded = { onRequest: app.requireClient };
    const doc = (summary: string) => ({ tags: ['client'], summary, security: [{ bearer: [] }] });

    r.get(
      '/api/client/dashboard',
      {
        ...guarded,
        schema: {
          ...doc('Subscription, streaming login (masked) and notices'),
          response: { 200: dashboardResponseSchema },
        },
      },
      (request) => orNotFound('Client', () => getClientDashboard(db, request.client!.clientId)),
    );

    r.get(
      '/api/client/streaming-login',
      {
        ...guarded,
        schema: {
          ...doc('The streaming login with its password (audited)'),
          response: { 200: streamingLoginResponseSchema },
        },
      },
      async (request, reply) => {
        if (!box)
          throw new HttpError(
            503,
            errorCodes.unavailable,
            'The streaming login cannot be shown right now.',
          );
        reply.header('cache-control', 'no-store');
        return orNotFound('Streaming login', () =>
          revealStreamingLogin(db, box, { clientId: request.client!.clientId, ...meta(request) }),
        );
      },
    );

    r.get(
      '/api/client/payments',
      {
        ...guarded,
        schema: {
          ...doc('Captured payments and proofs (get-client-payments)'),
          response: { 200: clientPaymentsResponseSchema },
        },
      },
      (request) => listClientPayments(db, request.client!.clientId),
    );

    r.post(
      '/api/client/payment-proofs',
      {
        ...guarded,
        schema: {
          ...doc(
            'Upload a proof of payment: multipart `file` (PDF, JPG or PNG, 5 MB), optional `amount` and `reference`',
          ),
          consumes: ['multipart/form-data'],
          response: { 201: proofResponseSchema },
        },
      },
      async (request, reply) => {
        if (!request.isMultipart()) {
          throw new HttpError(
            415,
            errorCodes.unsupportedMediaType,
            'Send the proof of payment as a file upload (multipart/form-data).',
          );
        }
        let file: { data: Buffer; fileName: string } | null = null;
        const fields: Record<string, string> = {};
        try {
          for await (const part of request.parts()) {
            if (part.type === 'file') {
              if (part.fieldname !== 'file' || file) {
                part.file.resume();
                continue;
              }
              file = { data: await part.toBuffer(), fileName: part.filename };
            } else if (typeof part.value === 'string') {
              fields[part.fieldname] = part.value;
            }
          }
        } catch (error) {
          const code = (error as { code?: string }).code;
          if (code === 'FST_REQ_FILE_TOO_LARGE') throw tooLarge();
          throw error;
        }
        if (!file || file.data.length === 0) {
          throw new HttpError(
            400,
            errorCodes.validation,
            'file: Please choose the proof of payment to upload.',
            { file: 'Please choose a file' },
          );
        }
        const parsed = proofFieldsSchema.safeParse(fields);
        if (!parsed.success) {
          const issue = parsed.error.issues[0]!;
          const field = String(issue.path[0] ?? 'amount');
          throw new HttpError(400, errorCodes.validation, `${field}: ${issue.message}`, {
            [field]: issue.message,
          });
        }
        try {
          const proof = await uploadPaymentProof(db, options.storage, {
            clientId: request.client!.clientId,
            data: file.data,
            fileName: file.fileName,
            amountCents: randToCents(parsed.data.amount),
            reference: parsed.data.reference ?? null,
            ...meta(request),
          });
          return await reply.code(201).send({ proof });
        } catch (error) {
          if (error instanceof UnsupportedProofTypeError) {
            throw new HttpError(415, errorCodes.unsupportedMediaType, proofTypeMessage);
          }
          if (error instanceof ProofTooLargeError) throw tooLarge();
          throw error;
        }
      },
    );

    r.get(
      '/api/client/payment-proofs/:id/file',
      {
        ...guarded,
        schema: { ...doc('Download one of your own proofs of payment'), params: idParamsSchema },
      },
      async (request, reply) => {
        const file = await orNotFound('Proof of payment', () =>
          openPaymentProof(db, options.storage, {
            clientId: request.client!.clientId,
            proofId: request.params.id,
          }),
        );
        return reply
          .type(file.contentType)
          .header('content-length', String(file.size))
          .header(
            'content-disposition',
            `attachment; filename="${file.fileName.replace(/"/g, '')}"`,
          )
          .header('cache-control', 'private, no-store')
          .header('x-content-type-options', 'nosniff')
          .send(file.stream);
      },
    );

    r.get(
      '/api/client/specials',
      {
        ...guarded,
        schema: {
          ...doc('Renewal specials for existing clients'),
          response: { 200: clientSpecialsResponseSchema },
        },
      },
      async () => ({ specials: await listClientSpecials(db) }),
    );

    r.get(
      '/api/client/account',
      {
        ...guarded,
        schema: {
          ...doc('Contact details and preferred channel'),
          response: { 200: accountResponseSchema },
        },
      },
      async (request) => ({
        account: await orNotFound('Client', () => getAccount(db, request.client!.clientId)),
      }),
    );

    r.put(
      '/api/client/account',
      {
        ...guarded,
        schema: {
          ...doc('Change contact details (WhatsApp normalised to 27...)'),
          body: updateAccountSchema,
          response: { 200: accountResponseSchema },
        },
      },
      async (request) => ({
        account: await orNotFound('Client', () =>
          updateAccount(db, request.client!.clientId, request.body, meta(request)),
        ),
      }),
    );

    r.post(
      '/api/client/sign-out-everywhere',
      {
        ...guarded,
        schema: {
          ...doc('End every session of this client, this one included'),
          response: { 200: signOutEverywhereResponseSchema },
        },
      },
      async (request) => ({
        success: true as const,
        sessionsEnded: await signOutEverywhere(db, request.client!.clientId, meta(request)),
      }),
    );
  };
}
