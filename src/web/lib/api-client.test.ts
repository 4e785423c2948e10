import { afterEach, describe, expect, it, vi } from 'vitest';
import { api, apiRequest, ApiRequestError } from './api-client';

function respond(status: number, body?: unknown, init: ResponseInit = {}) {
  const fetchMock = vi.fn((_url: string, _init?: RequestInit) =>
    Promise.resolve(
      new Response(body === undefined ? null : JSON.stringify(body), { status, ...init }),
    ),
  );
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

async function caught(promise: Promise<unknown>): Promise<ApiRequestError> {
  try {
    await promise;
  } catch (error) {
    if (error instanceof ApiRequestError) return error;
    throw error;
  }
  throw new Error('expected the request to fail');
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('apiRequest', () => {
  it('sends JSON with the bearer token and idempotency key, and returns the JSON answer', async () => {
    const fetchMock = respond(201, { id: 7 });
    const result = await apiRequest<{ id: number }>('POST', '/api/public/orders', {
      body: { name: 'Thabo' },
      token: 'tok',
      idempotencyKey: 'key-1',
    });
    expect(result).toEqual({ id: 7 });
    const [url, init] = fetchMock.mock.calls[0] ?? [];
    expect(url).toBe('/api/public/orders');
    expect(init?.method).toBe('POST');
    expect(init?.body).toBe(JSON.stringify({ name: 'Thabo' }));
    const headers = new Headers(init?.headers);
    expect(headers.get('authorization')).toBe('Bearer tok');
    expect(headers.get('content-type')).toBe('application/json');
    expect(headers.get('idempotency-key')).toBe('key-1');
  });

  it('sends no Authorization header without a token', async () => {
    const fetchMock = respond(200, []);
    await api.get('/api/public/packages');
    expect(new Headers(fetchMock.mock.calls[0]?.[1]?.headers).has('authorization')).toBe(false);
  });

  it('maps the API error shape to ApiRequestError with status, code, message and fields', async () => {
    respond(400, {
      error: { code: 'validation_error', message: 'Bad input', fields: { email: 'Invalid email' } },
    });
    const error = await caught(api.post('/api/public/interest', {}));
    expect(error).toMatchObject({
      kind: 'http',
      status: 400,
      code: 'validation_error',
      message: 'Bad input',
      fields: { email: 'Invalid email' },
    });
    expect(error.isNetworkError).toBe(false);
  });

  it('maps an error without the JSON shape to an http error by status', async () => {
    respond(502, undefined, { statusText: 'Bad Gateway' });
    const error = await caught(api.get('/api/health'));
    expect(error).toMatchObject({
      kind: 'http',
      status: 502,
      code: 'http_502',
      message: 'Bad Gateway',
    });
  });

  it('turns a fetch TypeError into a network error', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(() => Promise.reject(new TypeError('Failed to fetch'))),
    );
    const error = await caught(api.get('/api/health'));
    expect(error).toMatchObject({ kind: 'network', status: 0, code: 'network_error' });
    expect(error.isNetworkError).toBe(true);
  });

  it('passes an abort through untouched', async () => {
    const controller = new AbortController();
    controller.abort();
    vi.stubGlobal(
      'fetch',
      vi.fn(() => Promise.reject(new DOMException('Aborted', 'AbortError'))),
    );
    await expect(api.get('/api/health', { signal: controller.signal })).rejects.toMatchObject({
      name: 'AbortError',
    });
  });

  it('parses the answer with a schema, and reports a mismatch as invalid_response', async () => {
    const schema = {
      parse(data: unknown): { ok: true } {
        if (typeof data === 'object' && data !== null && 'ok' in data && data.ok === true)
          return { ok: true };
        throw new Error('mismatch');
      },
    };
    respond(200, { ok: true });
    await expect(api.get('/api/x', { schema })).resolves.toEqual({ ok: true });
    respond(200, { ok: 'nope' });
    expect(await caught(api.get('/api/x', { schema }))).toMatchObject({ kind: 'invalid_response' });
  });

  it('returns undefined for an empty 204 answer', async () => {
    respond(204);
    await expect(api.delete('/api/admin/notices/1', { token: 't' })).resolves.toBeUndefined();
  });
});
