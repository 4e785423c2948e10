import type { FastifyInstance } from 'fastify';
import { errorCodes } from '@shared/contracts/errors';
import { HttpError } from './errors';

/**
 * PostgreSQL text cannot hold the NUL character: a value carrying one fails in the database, which
 * would answer 500 for what is bad input. It is refused at the door instead, as a 400, wherever it
 * comes in: the query string (or path) and JSON bodies. No field of the product has a use for it.
 */
export const nulMessage = 'Text may not contain the NUL character (U+0000).';

function containsNul(value: unknown, depth = 0): boolean {
  if (typeof value === 'string') return value.includes('\u0000');
  if (depth > 64 || value === null || typeof value !== 'object') return false;
  for (const [key, inner] of Object.entries(value)) {
    if (key.includes('\u0000') || containsNul(inner, depth + 1)) return true;
  }
  return false;
}

export function registerTextInput(app: FastifyInstance): void {
  app.addHook('onRequest', (request, _reply, done) => {
    done(
      request.url.includes('%00')
        ? new HttpError(400, errorCodes.validation, nulMessage)
        : undefined,
    );
  });

  // Fastify's own JSON parser (with its prototype-poisoning checks), then the NUL check; the walk
  // runs only when the raw text has the escape at all. (A literal NUL is already invalid JSON.)
  const parseJson = app.getDefaultJsonParser('error', 'error');
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (request, body, done) => {
    const text = String(body);
    parseJson(request, text, (error, value) => {
      if (error) return done(error);
      if (text.includes('\\u0000') && containsNul(value)) {
        return done(new HttpError(400, errorCodes.validation, nulMessage));
      }
      done(null, value);
    });
  });
}
