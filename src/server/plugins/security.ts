import helmet from '@fastify/helmet';
import rateLimit from '@fastify/rate-limit';
import type { FastifyInstance } from 'fastify';
import { errorCodes } from '@shared/contracts/errors';
import type { Config } from '../config';
import { HttpError } from './errors';

/** Content Security Policy of DESIGN.md section 5: no inline script, no plugins, no framing. */
export const contentSecurityPolicy = {
  'default-src': ["'self'"],
  'script-src': ["'self'"],
  // Toast and dialog libraries inject small style blocks; styles cannot run code.
  'style-src': ["'self'", "'unsafe-inline'"],
  // Managed images and app logos may live on other HTTPS hosts.
  'img-src': ["'self'", 'data:', 'blob:', 'https:'],
  'font-src': ["'self'", 'data:'],
  'connect-src': ["'self'"],
  'manifest-src': ["'self'"],
  'worker-src': ["'self'"],
  'media-src': ["'self'"],
  'object-src': ["'none'"],
  'base-uri': ["'none'"],
  'frame-ancestors': ["'none'"],
  'form-action': ["'self'"],
};

export async function registerSecurity(app: FastifyInstance, config: Config): Promise<void> {
  await app.register(helmet, {
    contentSecurityPolicy: { useDefaults: false, directives: contentSecurityPolicy },
    // HSTS only when the request really came over HTTPS (see the hook below).
    strictTransportSecurity: false,
    crossOriginEmbedderPolicy: false,
    referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
  });
  app.addHook('onSend', async (request, reply) => {
    if (request.protocol === 'https') {
      reply.header('strict-transport-security', 'max-age=31536000; includeSubDomains');
    }
  });

  await app.register(rateLimit, {
    global: true,
    max: config.rateLimitMax,
    timeWindow: '1 minute',
    // Built assets are cacheable files; limiting them would only slow the first visit.
    allowList: (request) => !request.url.startsWith('/api'),
    // Thrown by the plugin, so it goes through the one error handler like every other error.
    errorResponseBuilder: (_request, context) =>
      new HttpError(
        429,
        errorCodes.rateLimited,
        `Too many requests. Please wait ${Math.ceil(context.ttl / 1000)} seconds and try again.`,
      ),
  });
}
