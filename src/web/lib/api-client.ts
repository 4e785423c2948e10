import type { ApiError } from '@shared/contracts/errors';

/**
 * The one API client. Every screen calls the server through `apiRequest` (or the `api.*` shorthands):
 * JSON in and out, the session token as `Authorization: Bearer`, and one error type for every failure.
 *
 * Paths are the server's full paths, e.g. `api.get('/api/public/packages')`, so a call can be found by
 * grepping for its endpoint.
 */

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/** Anything with a zod-like `parse` (a zod schema fits); kept structural so zod stays out of small chunks. */
export interface ResponseSchema<T> {
  parse: (data: unknown) => T;
}

export interface ApiRequestOptions<T> {
  body?: unknown;
  token?: string | null;
  schema?: ResponseSchema<T>;
  signal?: AbortSignal;
  /** Sent as `Idempotency-Key` on writes a person may retry (orders, interest, payments). */
  idempotencyKey?: string;
}

/**
 * - `http`: the server answered with an error status (code and message from its error body);
 * - `network`: the request never got an answer (offline, DNS, server down): screens show 'Network Error';
 * - `invalid_response`: the answer was not the JSON we expected.
 */
export type ApiErrorKind = 'http' | 'network' | 'invalid_response';

export const networkErrorCode = 'network_error';
export const invalidResponseCode = 'invalid_response';

export class ApiRequestError extends Error {
  override readonly name = 'ApiRequestError';
  readonly kind: ApiErrorKind;
  /** HTTP status; 0 when there was no answer. */
  readonly status: number;
  readonly code: string;
  readonly fields: Record<string, string> | undefined;

  constructor(input: {
    kind: ApiErrorKind;
    status: number;
    code: string;
    message: string;
    fields?: Record<string, string> | undefined;
    cause?: unknown;
  }) {
    super(input.message, input.cause === undefined ? undefined : { cause: input.cause });
    this.kind = input.kind;
    this.status = input.status;
    this.code = input.code;
    this.fields = input.fields;
  }

  get isNetworkError(): boolean {
    return this.kind === 'network';
  }
}

export function isApiRequestError(error: unknown): error is ApiRequestError {
  return error instanceof ApiRequestError;
}

function isApiErrorBody(value: unknown): value is ApiError {
  if (typeof value !== 'object' || value === null || !('error' in value)) return false;
  const inner = value.error;
  return (
    typeof inner === 'object' &&
    inner !== null &&
    'code' in inner &&
    typeof inner.code === 'string' &&
    'message' in inner &&
    typeof inner.message === 'string'
  );
}

async function readJson(response: Response): Promise<unknown> {
  const text = await response.text();
  if (text.trim() === '') return undefined;
  return JSON.parse(text) as unknown;
}

/**
 * Sees every answer the server gives, with the token the request carried. The admin session uses it
 * to keep its stored expiry in step with the server, which extends the session on use.
 */
export type ResponseObserver = (response: Response, token: string | null) => void;
const responseObservers = new Set<ResponseObserver>();

export function observeResponses(observer: ResponseObserver): () => void {
  responseObservers.add(observer);
  return () => responseObservers.delete(observer);
}

export async function apiRequest<T = unknown>(
  method: HttpMethod,
  path: string,
  options: ApiRequestOptions<T> = {},
): Promise<T> {
  const headers = new Headers({ accept: 'application/json' });
  // A FormData body (a file upload) sets its own multipart content type.
  const isForm = typeof FormData !== 'undefined' && options.body instanceof FormData;
  if (options.body !== undefined && !isForm) headers.set('content-type', 'application/json');
  if (options.token) headers.set('authorization', `Bearer ${options.token}`);
  if (options.idempotencyKey) headers.set('idempotency-key', options.idempotencyKey);

  let response: Response;
  try {
    response = await fetch(path, {
      method,
      headers,
      body:
        options.body === undefined
          ? undefined
          : isForm
            ? (options.body as FormData)
            : JSON.stringify(options.body),
      signal: options.signal,
      credentials: 'same-origin',
    });
  } catch (error) {
    // Cancellation (TanStack Query aborting a stale request) is not a failure: pass it through.
    if (options.signal?.aborted) throw error;
    throw new ApiRequestError({
      kind: 'network',
      status: 0,
      code: networkErrorCode,
      message: 'Please check your connection and try again.',
      cause: error,
    });
  }

  for (const observer of responseObservers) observer(response, options.token ?? null);

  let data: unknown;
  try {
    data = await readJson(response);
  } catch (error) {
    if (options.signal?.aborted) throw error;
    if (!response.ok) throw httpErrorWithoutBody(response);
    throw new ApiRequestError({
      kind: 'invalid_response',
      status: response.status,
      code: invalidResponseCode,
      message: 'The server sent an unexpected answer.',
      cause: error,
    });
  }

  if (!response.ok) {
    if (!isApiErrorBody(data)) throw httpErrorWithoutBody(response);
    throw new ApiRequestError({
      kind: 'http',
      status: response.status,
      code: data.error.code,
      message: data.error.message,
      fields: data.error.fields,
    });
  }

  if (!options.schema) return data as T;
  try {
    return options.schema.parse(data);
  } catch (error) {
    throw new ApiRequestError({
      kind: 'invalid_response',
      status: response.status,
      code: invalidResponseCode,
      message: 'The server sent an unexpected answer.',
      cause: error,
    });
  }
}

function httpErrorWithoutBody(response: Response): ApiRequestError {
  return new ApiRequestError({
    kind: 'http',
    status: response.status,
    code: `http_${response.status}`,
    message: response.statusText || `Request failed with status ${response.status}`,
  });
}

type BodylessOptions<T> = Omit<ApiRequestOptions<T>, 'body'>;

export const api = {
  get: <T = unknown>(path: string, options?: BodylessOptions<T>) =>
    apiRequest<T>('GET', path, options),
  delete: <T = unknown>(path: string, options?: ApiRequestOptions<T>) =>
    apiRequest<T>('DELETE', path, options),
  post: <T = unknown>(path: string, body?: unknown, options?: BodylessOptions<T>) =>
    apiRequest<T>('POST', path, { ...options, body }),
  put: <T = unknown>(path: string, body?: unknown, options?: BodylessOptions<T>) =>
    apiRequest<T>('PUT', path, { ...options, body }),
  patch: <T = unknown>(path: string, body?: unknown, options?: BodylessOptions<T>) =>
    apiRequest<T>('PATCH', path, { ...options, body }),
};
