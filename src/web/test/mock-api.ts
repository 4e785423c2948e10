import { vi } from 'vitest';

type Answer = Response | Error | (() => Response | Promise<Response>);

/** A JSON answer of the given status. */
export function json(body: unknown, status = 200, headers: Record<string, string> = {}): Response {
  return new Response(JSON.stringify(body), {
    status,
    headers: { 'content-type': 'application/json', ...headers },
  });
}

/**
 * Stubs fetch with answers by 'METHOD /path' (query string ignored). An Error answer is thrown, as
 * fetch throws a TypeError when the network fails. Unlisted calls fail as a network error would.
 */
export function mockApi(answers: Record<string, Answer>) {
  const calls: { key: string; url: string; init: RequestInit | undefined }[] = [];
  const fetchMock = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = String(input);
    const key = `${init?.method ?? 'GET'} ${url.split('?')[0]}`;
    calls.push({ key, url, init });
    const answer = answers[key];
    if (answer === undefined || answer instanceof Error) {
      throw answer ?? new TypeError('Failed to fetch');
    }
    return typeof answer === 'function' ? answer() : answer.clone();
  });
  vi.stubGlobal('fetch', fetchMock);
  return {
    calls,
    fetchMock,
    bodyOf: (key: string) => {
      const call = calls.find((c) => c.key === key);
      return call?.init?.body ? (JSON.parse(String(call.init.body)) as unknown) : undefined;
    },
    headerOf: (key: string, name: string) =>
      new Headers(calls.find((c) => c.key === key)?.init?.headers).get(name),
  };
}
