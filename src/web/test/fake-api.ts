import { vi } from 'vitest';

type Answer = unknown | ((url: string, init?: RequestInit) => Response | Promise<Response>);

/**
 * Stubs `fetch` with answers by path prefix ('/api/public/packages': body or a function giving a
 * Response). The longest matching prefix wins; anything else is a 404. Returns the mock.
 */
export function fakeApi(answers: Record<string, Answer>) {
  const prefixes = Object.keys(answers).sort((a, b) => b.length - a.length);
  const mock = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = String(input);
    const prefix = prefixes.find((p) => url.startsWith(p));
    if (prefix === undefined) {
      return new Response(JSON.stringify({ error: { code: 'not_found', message: 'Not found' } }), {
        status: 404,
      });
    }
    const answer = answers[prefix];
    if (typeof answer === 'function') return answer(url, init);
    return new Response(JSON.stringify(answer), {
      status: 200,
      headers: { 'content-type': 'application/json' },
    });
  });
  vi.stubGlobal('fetch', mock);
  return mock;
}
