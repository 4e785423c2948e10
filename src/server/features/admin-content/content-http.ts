import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { z } from 'zod';
import {
  contentIdParamsSchema,
  contentOkResponseSchema,
  reorderRequestSchema,
  type ReorderRequest,
} from '@shared/contracts/admin-content';
import { errorCodes } from '@shared/contracts/errors';
import { HttpError } from '../../plugins/errors';
import type { AdminActor } from '../admin-lists/admin-actor';
import { actorOf, adminDoc } from '../admin-lists/admin-http';

/** Admin content writes are never cached by a browser or proxy. */
const noStore = { 'cache-control': 'no-store' };

/**
 * The usual editor of a list of rows: GET list, POST create, PATCH /:id, DELETE /:id and, for
 * ordered lists, PUT /order. Each handler calls one service with the acting admin (audited there).
 */
export function registerEditor<
  TCreate extends z.ZodType,
  TUpdate extends z.ZodType,
  TOne extends z.ZodType,
  TList extends z.ZodType,
>(
  app: FastifyInstance,
  spec: {
    path: string;
    what: string;
    create: TCreate;
    update: TUpdate;
    one: TOne;
    list: TList;
    onList: () => Promise<z.input<TList>>;
    onCreate: (actor: AdminActor, input: z.output<TCreate>) => Promise<z.input<TOne>>;
    onUpdate: (actor: AdminActor, id: string, input: z.output<TUpdate>) => Promise<z.input<TOne>>;
    onDelete: (actor: AdminActor, id: string) => Promise<{ success: true }>;
    onReorder?: (actor: AdminActor, ids: string[]) => Promise<z.input<TList>>;
  },
): void {
  // Plain routes: zod still validates and serialises (the app's compilers); the generic schemas
  // are too deep for the type provider to infer, so bodies are typed from the spec here.
  const r = app;
  type Id = { id: string };
  const list: z.ZodType = spec.list;
  const one: z.ZodType = spec.one;
  const create: z.ZodType = spec.create;
  const update: z.ZodType = spec.update;
  const guarded = { onRequest: app.requireAdmin };
  r.get(
    spec.path,
    { ...guarded, schema: { ...adminDoc(`List ${spec.what}`), response: { 200: list } } },
    async (_request, reply) => reply.headers(noStore).send(await spec.onList()),
  );
  r.post(
    spec.path,
    {
      ...guarded,
      schema: {
        ...adminDoc(`Create ${spec.what}`),
        body: create,
        response: { 201: one },
      },
    },
    async (request, reply) =>
      reply
        .code(201)
        .send(await spec.onCreate(actorOf(request), request.body as z.output<TCreate>)),
  );
  r.patch(
    `${spec.path}/:id`,
    {
      ...guarded,
      schema: {
        ...adminDoc(`Edit ${spec.what}`),
        params: contentIdParamsSchema,
        body: update,
        response: { 200: one },
      },
    },
    (request) =>
      spec.onUpdate(actorOf(request), (request.params as Id).id, request.body as z.output<TUpdate>),
  );
  r.delete(
    `${spec.path}/:id`,
    {
      ...guarded,
      schema: {
        ...adminDoc(`Delete ${spec.what}`),
        params: contentIdParamsSchema,
        response: { 200: contentOkResponseSchema },
      },
    },
    (request) => spec.onDelete(actorOf(request), (request.params as Id).id),
  );
  const onReorder = spec.onReorder;
  if (onReorder) {
    r.put(
      `${spec.path}/order`,
      {
        ...guarded,
        schema: {
          ...adminDoc(`Order ${spec.what}: every id in the new order`),
          body: reorderRequestSchema,
          response: { 200: list },
        },
      },
      (request) => onReorder(actorOf(request), (request.body as ReorderRequest).ids),
    );
  }
}

/** The one file part `file` of a multipart upload, plus its text fields; 413 over `maxBytes`. */
export async function readUpload(
  request: FastifyRequest,
  maxBytes: number,
): Promise<{ data: Buffer; fields: Record<string, string> }> {
  if (!request.isMultipart()) {
    throw new HttpError(
      415,
      errorCodes.unsupportedMediaType,
      'Send the image as a file upload (multipart/form-data, field "file").',
    );
  }
  let data: Buffer | null = null;
  const fields: Record<string, string> = {};
  try {
    for await (const part of request.parts({ limits: { fileSize: maxBytes } })) {
      if (part.type === 'file') {
        if (part.fieldname !== 'file' || data) {
          part.file.resume();
          continue;
        }
        data = await part.toBuffer();
      } else if (typeof part.value === 'string') {
        fields[part.fieldname] = part.value;
      }
    }
  } catch (error) {
    if ((error as { code?: string }).code === 'FST_REQ_FILE_TOO_LARGE') {
      throw new HttpError(
        413,
        errorCodes.payloadTooLarge,
        `file: the image is too large (at most ${Math.round(maxBytes / 1024 / 1024)} MB).`,
        { file: 'is too large' },
      );
    }
    throw error;
  }
  if (!data || data.length === 0) {
    throw new HttpError(400, errorCodes.validation, 'file: Please choose an image to upload.', {
      file: 'Please choose a file',
    });
  }
  return { data, fields };
}
