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

/**
 * The headers every answer carries: Helmet's defaults (no cross-origin embedder policy, which
 * would block the managed images on other hosts) with our CSP. They never change, so they are
 * written once here instead of being rebuilt for each request as @fastify/helmet did (15% of the
 * server's time on a cached public read, bench/README.md). A route may replace one (an uploaded
 * SVG gets a stricter CSP).
 */
export const securityHeaders: Readonly<Record<string, string>> = {
  'content-security-policy': Object.entries(contentSecurityPolicy)
    .map(([directive, sources]) => `${directive} ${sources.join(' ')}`)
    .join(';'),
  'cross-origin-opener-policy': 'same-origin',
  'cross-origin-resource-policy': 'same-origin',
  'origin-agent-cluster': '?1',
  'referrer-policy': 'strict-origin-when-cross-origin',
  'x-content-type-options': 'nosniff',
  'x-dns-prefetch-control': 'off',
  'x-download-options': 'noopen',
  'x-frame-options': 'SAMEORIGIN',
  'x-permitted-cross-domain-policies': 'none',
  'x-xss-protection': '0',
};

/**
 * The headers of an API answer: JSON is never rendered as a page, so it needs no sources at all,
 * only what stops it being framed, sniffed as something else or read by another site. Five
 * headers instead of eleven: every API request pays for each one written (a quarter of a cached
 * public read's time went to the full set, bench/README.md).
 */
export const apiSecurityHeaders: Readonly<Record<string, string>> = {
  'content-security-policy':
    "default-src 'none';object-src 'none';base-uri 'none';frame-ancestors 'none'",
  'cross-origin-resource-policy': 'same-origin',
  'referrer-policy': 'strict-origin-when-cross-origin',
  'x-content-type-options': 'nosniff',
  'x-frame-options': 'DENY',
};

export async function registerSecurity(app: FastifyInstance, config: Config): Promise<void> {
  app.addHook('onRequest', (request, reply, done) => {
    reply.headers(request.url.startsWith('/api/') ? apiSecurityHeaders : securityHeaders);
    // HSTS only when the request really came over HTTPS.
    if (request.protocol === 'https') {
      reply.header('strict-transport-security', 'max-age=31536000; includeSubDomains');
    }
    done();
  });

  await app.register(rateLimit, {
    global: true,
    max: config.rateLimitMax,
    timeWindow: '1 minute',
    // Built assets are cacheable files; limiting them would only slow the first visit.
    allowList: (request) => !request.url.startsWith('/api'),
    // Only a refused request says when to come back (retry-after); the x-ratelimit-* headers on
    // every allowed answer are read by no client of ours.
    addHeadersOnExceeding: {
      'x-ratelimit-limit': false,
      'x-ratelimit-remaining': false,
      'x-ratelimit-reset': false,
    },
    // Thrown by the plugin, so it goes through the one error handler like every other error.
    errorResponseBuilder: (_request, context) =>
      new HttpError(
        429,
        errorCodes.rateLimited,
        `Too many requests. Please wait ${Math.ceil(context.ttl / 1000)} seconds and try again.`,
      ),
  });
}
