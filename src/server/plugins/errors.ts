import type { FastifyError, FastifyInstance } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { errorCodes, type ApiError, type ErrorCode } from '@shared/contracts/errors';

/** An error a service or route throws on purpose: its status, code and message reach the caller. */
export class HttpError extends Error {
  constructor(
    readonly statusCode: number,
    readonly code: ErrorCode | string,
    message: string,
    readonly fields?: Record<string, string>,
  ) {
    super(message);
  }
}

export function errorBody(
  code: string,
  message: string,
  fields?: Record<string, string>,
): ApiError {
  return { error: fields ? { code, message, fields } : { code, message } };
}

const codeByStatus: Record<number, ErrorCode> = {
  400: errorCodes.validation,
  401: errorCodes.unauthorized,
  403: errorCodes.forbidden,
  404: errorCodes.notFound,
  409: errorCodes.conflict,
  413: errorCodes.payloadTooLarge,
  415: errorCodes.unsupportedMediaType,
  429: errorCodes.rateLimited,
};

/**
 * One error shape for every failure (DESIGN.md section 3). Must be set before any route is
 * registered: a route keeps the error handler that was current when it was added. Validation errors name the field;
 * a 5xx never leaks internals: it is logged with its stack and answered with a fixed text.
 */
export function registerErrorHandler(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    if (hasZodFastifySchemaValidationErrors(error)) {
      const fields: Record<string, string> = {};
      for (const issue of error.validation) {
        const path =
          issue.instancePath.replace(/^\//, '').replaceAll('/', '.') ||
          error.validationContext ||
          'body';
        fields[path] ??= issue.message ?? 'is invalid';
      }
      const [firstField, firstMessage] = Object.entries(fields)[0] ?? ['body', 'is invalid'];
      return reply
        .code(400)
        .send(errorBody(errorCodes.validation, `${firstField}: ${firstMessage}`, fields));
    }
    if (error instanceof HttpError) {
      return reply.code(error.statusCode).send(errorBody(error.code, error.message, error.fields));
    }
    const status = error.statusCode ?? 500;
    if (status >= 500) {
      request.log.error({ err: error }, 'request failed');
      const unavailable = status === 503;
      return reply
        .code(status)
        .send(
          errorBody(
            unavailable ? errorCodes.unavailable : errorCodes.internal,
            unavailable
              ? 'The service is temporarily unavailable. Please try again shortly.'
              : 'Something went wrong on our side. Please try again.',
          ),
        );
    }
    // Fastify's own 4xx (bad JSON, body too large, unsupported media type, rate limit...), and
    // services' own errors that carry a 4xx statusCode (and `fields` naming bad input).
    const fields = (error as { fields?: Record<string, string> }).fields;
    return reply
      .code(status)
      .send(
        errorBody(
          codeByStatus[status] ?? errorCodes.validation,
          friendlyClientError(error),
          fields,
        ),
      );
  });
}

/** JSON 404 for unknown API paths; typed page paths go to their hash route when the site is served. */
export function registerNotFound(
  app: FastifyInstance,
  options: { redirectPagesToHash: boolean },
): void {
  app.setNotFoundHandler((request, reply) => {
    const path = request.url.split('?')[0] ?? '/';
    // Routes live after the hash (/#/admin): someone typing /admin is sent to its hash form.
    if (
      options.redirectPagesToHash &&
      isPageRequest(request.method, path, request.headers.accept)
    ) {
      return reply.redirect(`/#${path}`, 302);
    }
    return reply
      .code(404)
      .send(
        errorBody(
          errorCodes.notFound,
          `No such endpoint: ${request.method} ${request.url.split('?')[0]}`,
        ),
      );
  });
}

function isPageRequest(method: string, path: string, accept: string | undefined): boolean {
  return (
    method === 'GET' &&
    !path.startsWith('/api') &&
    !path.startsWith('/assets/') &&
    !/\.\w+$/.test(path) &&
    (accept ?? '').includes('text/html')
  );
}

function friendlyClientError(error: FastifyError): string {
  switch (error.code) {
    case 'FST_ERR_CTP_INVALID_JSON_BODY':
    case 'FST_ERR_CTP_EMPTY_JSON_BODY':
      return 'The request body is not valid JSON.';
    case 'FST_ERR_CTP_BODY_TOO_LARGE':
      return 'The request body is too large.';
    case 'FST_ERR_CTP_INVALID_MEDIA_TYPE':
      return 'Unsupported content type: send JSON.';
    default:
      return error.message;
  }
}

/**
 * Fastify answers a few errors before routing (a malformed percent-escape in the path:
 * FST_ERR_BAD_URL) without the error handler; buildApp's `frameworkErrors` sends this instead.
 */
export function frameworkErrorAnswer(error: FastifyError): { status: number; body: ApiError } {
  const status = error.statusCode && error.statusCode < 500 ? error.statusCode : 400;
  return {
    status,
    body: errorBody(codeByStatus[status] ?? errorCodes.validation, 'The address is not valid.'),
  };
}
