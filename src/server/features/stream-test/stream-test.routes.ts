import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { streamTestDownloadQuerySchema } from '@shared/contracts/public-site';
import { createStreamTestBody } from './stream-test.service';

/**
 * The real stream test's server side (DESIGN.md section 9.2, ADR 0006): a download of random
 * bytes and a ping. Never cached, never compressed. A full browser test (6 parallel downloads
 * for ~10 s plus ~12 pings) makes a few dozen requests, far under the per-IP rate limit.
 */
export function streamTestRoutes(options: { maxBytesPerSecond: number | null }) {
  return async (app: FastifyInstance) => {
    const r = app.withTypeProvider<ZodTypeProvider>();

    r.get(
      '/api/public/stream-test/download',
      {
        // Random bytes do not compress; trying would only burn CPU and distort the figure.
        compress: false,
        schema: {
          tags: ['public'],
          summary: 'N bytes (default 4 MB, at most 25 MB) of incompressible data',
          querystring: streamTestDownloadQuerySchema,
        },
      },
      (request, reply) => {
        const { bytes } = request.query;
        return reply
          .header('content-type', 'application/octet-stream')
          .header('content-length', String(bytes))
          .header('cache-control', 'no-store, no-transform')
          .send(createStreamTestBody(bytes, { maxBytesPerSecond: options.maxBytesPerSecond }));
      },
    );

    r.get(
      '/api/public/stream-test/ping',
      {
        compress: false,
        schema: { tags: ['public'], summary: 'A tiny answer for latency and jitter' },
      },
      (_request, reply) => reply.header('cache-control', 'no-store').code(204).send(),
    );
  };
}
