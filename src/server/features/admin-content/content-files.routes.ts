import type { FastifyInstance } from 'fastify';
import { errorCodes } from '@shared/contracts/errors';
import { HttpError } from '../../plugins/errors';
import type { FileStorage } from '../../storage/storage';
import { contentTypeByExtension, publicFileFolders } from './images.service';

const oneYear = 31_536_000;
const fileKey = /^(?:images|logos)\/[a-z0-9][a-z0-9_.-]*\/[0-9a-f-]{36}\.(png|jpg|webp|svg)$/;

/**
 * GET /api/public/files/<key>: uploaded images and logos. Each upload has a new key, so a file
 * never changes and is cached for a year. Only `images/` and `logos/` are served (proofs of
 * payment share the store). SVG gets a CSP that stops any script, even one we failed to see.
 */
export function contentFilesRoutes(storage: FileStorage) {
  return async (app: FastifyInstance) => {
    app.get<{ Params: { '*': string } }>(
      '/api/public/files/*',
      { schema: { tags: ['public'], summary: 'An uploaded image or app logo (immutable)' } },
      async (request, reply) => {
        const key = request.params['*'];
        const match = fileKey.exec(key);
        if (!match || !publicFileFolders.some((folder) => key.startsWith(folder))) {
          throw new HttpError(404, errorCodes.notFound, 'No such file.');
        }
        const file = await storage.get(key);
        if (!file) throw new HttpError(404, errorCodes.notFound, 'No such file.');
        const type = contentTypeByExtension[match[1]!]!;
        reply
          .header('content-type', type)
          .header('content-length', file.size)
          .header('cache-control', `public, max-age=${oneYear}, immutable`)
          .header('x-content-type-options', 'nosniff')
          .header('content-disposition', 'inline');
        if (type === 'image/svg+xml') {
          reply.header('content-security-policy', "default-src 'none'; style-src 'unsafe-inline'");
        }
        return reply.send(file.stream);
      },
    );
  };
}
