import fc from 'fast-check';
import type { InjectOptions } from 'fastify';
import { afterAll, describe, expect, it } from 'vitest';
import { apiErrorSchema } from '@shared/contracts/errors';
import type { RouteEntry } from '../plugins/auth';
import { createSession } from '../features/sessions/sessions.service';
import { createTestAdmin, createTestClient } from '../test/accounts';
import { buildTestApp } from '../test/app';
import { changedTables, countAllRows } from '../test/row-counts';

/**
 * Property-based fuzzing of every API route the app registers (routes added later are fuzzed
 * without touching this file): random bodies, query strings and path params, with and without a
 * session of the route's kind. Never a 5xx; every 4xx in the error shape; a refused request
 * writes no row. FUZZ_SEED=<n> replays a failing run; FUZZ_RUNS=<n> changes the runs per route.
 */
const seed = Number(process.env.FUZZ_SEED ?? Date.now() % 2 ** 31);
const numRuns = Number(process.env.FUZZ_RUNS ?? 25);

/** Not JSON endpoints: the byte stream of the stream test, and the WebSocket upgrade. */
const excluded = new Set(['GET /api/public/stream-test/download']);

/**
 * Refused requests that write on purpose: a failed sign-in is recorded for throttling and audit
 * (DESIGN.md section 5), and so is a wrong current password.
 */
const refusalMayWrite: Record<string, string[]> = {
  'POST /api/admin/login': ['login_attempts', 'audit_log'],
  'POST /api/client/login': ['login_attempts', 'audit_log'],
  'POST /api/client/password': ['login_attempts', 'audit_log'],
  'POST /api/client/password-reset/confirm': ['login_attempts', 'audit_log'],
};

type Kind = 'public' | 'admin' | 'client';
const kindOf = (url: string): Kind =>
  url.startsWith('/api/admin/') ? 'admin' : url.startsWith('/api/client/') ? 'client' : 'public';
const isMultipart = (route: RouteEntry) =>
  JSON.stringify(route.schema?.consumes ?? []).includes('multipart/form-data');

/** The field names a zod object schema declares (so generated bodies hit real fields). */
function fieldNames(schema: unknown): string[] {
  const shape = (schema as { shape?: Record<string, unknown> } | undefined)?.shape;
  return shape && typeof shape === 'object' ? Object.keys(shape) : [];
}

const hugeString = fc
  .integer({ min: 1_000, max: 200_000 })
  .chain((n) => fc.constantFrom('x'.repeat(n), '\u{1F600}'.repeat(n / 4), '\u0000'.repeat(n)));
const nastyString = fc.oneof(
  fc.string(),
  fc.string({ unit: 'grapheme', maxLength: 40 }),
  fc.string({ unit: 'binary', maxLength: 40 }),
  fc.constantFrom(
    '',
    ' ',
    '\u0000',
    '\u202e',
    'null',
    'undefined',
    "'; drop table clients; --",
    '<script>alert(1)</script>',
    '../../etc/passwd',
    '%00',
    '-1',
    '1e309',
    '99999999999999999999999',
    '2026-02-30',
    '__proto__',
  ),
  hugeString,
);
const deepNesting = fc.integer({ min: 20, max: 3_000 }).map((depth) => {
  let value: unknown = 'bottom';
  for (let i = 0; i < depth; i++) value = i % 2 ? [value] : { a: value };
  return value;
});
const anyValue: fc.Arbitrary<unknown> = fc.oneof(
  { weight: 3, arbitrary: fc.jsonValue({ maxDepth: 3 }) },
  { weight: 3, arbitrary: nastyString },
  fc.constantFrom(null, true, false, 0, -1, 1.5, Number.MAX_SAFE_INTEGER, [], {}),
  deepNesting,
);

/** A JSON text: shaped like the schema with wrong or missing values, or anything at all. */
function bodyArbitrary(route: RouteEntry): fc.Arbitrary<{ text: string; type: string } | null> {
  const fields = fieldNames(route.schema?.body);
  const keys = fc.oneof(
    fields.length ? fc.constantFrom(...fields) : fc.string(),
    fc.string(),
    fc.constantFrom('__proto__', 'constructor', 'prototype'),
  );
  const shaped = fc
    .dictionary(keys, anyValue, { maxKeys: Math.max(4, fields.length + 2) })
    .map((o) => JSON.stringify(o));
  // JSON.stringify drops a real __proto__ key: write the pollution attempt as text.
  const pollution = fc
    .tuple(fc.constantFrom('__proto__', 'constructor', 'prototype'), fc.jsonValue({ maxDepth: 2 }))
    .map(
      ([key, value]) =>
        `{"${key}":{"isAdmin":true,"role":"owner","prototype":{"x":1}},"v":${JSON.stringify(value)}}`,
    );
  const json = fc.oneof(
    { weight: 4, arbitrary: shaped },
    { weight: 2, arbitrary: anyValue.map((v) => JSON.stringify(v) ?? 'null') },
    pollution,
    fc.constantFrom('{', '{"a":', '[1,2', 'nul', '{"a":1}{"b":2}', '\u0000'),
  );
  return fc.oneof(
    { weight: 8, arbitrary: json.map((text) => ({ text, type: 'application/json' })) },
    fc.constant(null),
    fc.constantFrom(
      { text: 'a=1&b=2', type: 'application/x-www-form-urlencoded' },
      { text: 'plain text', type: 'text/plain' },
      { text: '', type: 'application/json' },
      { text: '<a/>', type: 'application/xml' },
    ),
  );
}

function queryArbitrary(route: RouteEntry): fc.Arbitrary<string> {
  const fields = fieldNames(route.schema?.querystring);
  const key = fc.oneof(
    fields.length ? fc.constantFrom(...fields) : fc.string({ maxLength: 10 }),
    fc.string({ maxLength: 10 }),
    fc.constantFrom('__proto__', 'constructor[prototype][x]', 'a[b]'),
  );
  const value = fc.oneof(nastyString, fc.integer().map(String), fc.constantFrom('true', '[]'));
  return fc.array(fc.tuple(key, value), { maxLength: 6 }).map((pairs) => {
    if (pairs.length === 0) return '';
    return `?${pairs.map(([k, v]) => `${encodeURIComponent(k)}=${encodeURIComponent(v)}`).join('&')}`;
  });
}

const paramValue = fc.oneof(
  fc.uuid().map(String),
  fc.integer().map(String),
  nastyString.filter((s) => s.length < 5_000).map(encodeURIComponent),
  // Raw, not encoded: malformed escapes and path tricks.
  fc.constantFrom('%E0%A4%A', '%', '..', '%2e%2e', '%2F', 'a%00b'),
);

function urlArbitrary(route: RouteEntry): fc.Arbitrary<string> {
  const names = route.url.match(/:\w+/g) ?? [];
  return fc
    .tuple(
      fc.array(paramValue, { minLength: names.length, maxLength: names.length }),
      queryArbitrary(route),
    )
    .map(([values, query]) => {
      let i = 0;
      // An empty segment would route elsewhere (another route's answer, not this one's).
      const path = route.url.replace(/:\w+/g, () => values[i++] || 'x');
      return path + query;
    });
}

const app = await buildTestApp({
  seed: true,
  config: { rateLimitMax: 1_000_000, formRateLimitMax: 1_000_000 },
});
const db = app.database.db;
const admin = await createTestAdmin(db);
const client = await createTestClient(db);
const routes = app.app.routeList.filter(
  (r) =>
    r.url.startsWith('/api/') &&
    r.method !== 'HEAD' &&
    !r.websocket &&
    !excluded.has(`${r.method} ${r.url}`),
);

/** A fresh session per route: one route's logout must not blind the next one. */
async function tokens() {
  const [a, c] = await Promise.all([
    createSession(db, { subjectType: 'admin', subjectId: admin.id }),
    createSession(db, { subjectType: 'client', subjectId: client.id }),
  ]);
  return { admin: a.token, client: c.token };
}

function checkAnswer(key: string, status: number, body: string): string | null {
  if (status >= 500) return `${key}: ${status} ${body.slice(0, 300)}`;
  if (status >= 400) {
    let parsed: unknown;
    try {
      parsed = JSON.parse(body);
    } catch {
      return `${key}: ${status} is not JSON: ${body.slice(0, 200)}`;
    }
    if (!apiErrorSchema.safeParse(parsed).success)
      return `${key}: ${status} not in the error shape: ${body.slice(0, 200)}`;
  }
  return null;
}

/** Long runs of one character (the huge-string inputs) cut down to their first 40. */
const shorten = (text: string) =>
  text
    .replace(/(.)\1{40,}/gsu, (run, ch: string) => `${ch.repeat(40)}…(${run.length} chars)`)
    .slice(0, 4000);

afterAll(() => app.close());

describe(`fuzzing every API route (seed ${seed}, ${numRuns} runs each)`, () => {
  it('finds the public, client and admin routes from the app', () => {
    const kinds = new Set(routes.map((r) => kindOf(r.url)));
    expect([...kinds].sort()).toEqual(['admin', 'client', 'public']);
    expect(routes.length).toBeGreaterThan(50);
  });

  for (const route of routes) {
    const key = `${route.method} ${route.url}`;
    const kind = kindOf(route.url);
    const multipart = isMultipart(route);
    const hasBody = !['GET', 'DELETE'].includes(route.method);

    it(`${key}${multipart ? ' (multipart, sent JSON)' : ''}`, async () => {
      const session = await tokens();
      const before = await countAllRows(db);
      const refused: InjectOptions[] = [];
      let accepted = 0;
      const input = fc.record({
        url: urlArbitrary(route),
        body: hasBody ? bodyArbitrary(route) : fc.constant(null),
        signedIn: fc.boolean(),
        ip: fc.tuple(fc.nat(255), fc.nat(255)).map(([a, b]) => `10.9.${a}.${b}`),
      });
      const details = await fc.check(
        fc.asyncProperty(input, async ({ url, body, signedIn, ip }) => {
          const headers: Record<string, string> = {};
          if (signedIn && kind !== 'public') headers.authorization = `Bearer ${session[kind]}`;
          if (body) headers['content-type'] = body.type;
          const request: InjectOptions = {
            method: route.method as 'GET',
            url,
            headers,
            remoteAddress: ip,
            ...(body ? { payload: body.text } : {}),
          };
          const res = await app.app.inject(request);
          const problem = checkAnswer(key, res.statusCode, res.body);
          if (problem)
            throw new Error(`${problem}\nrequest: ${JSON.stringify(request).slice(0, 500)}`);
          if (multipart && res.statusCode < 400)
            throw new Error(`${key} took a JSON body: ${res.statusCode}`);
          if (res.statusCode >= 400) refused.push(request);
          else accepted++;
        }),
        { numRuns, seed },
      );
      // fast-check's own report repeats the (possibly 200 kB) counterexample: keep it readable.
      if (details.failed) throw new Error(shorten(fc.defaultReportMessage(details) ?? 'failed'));
      const ignore = refusalMayWrite[key] ?? [];
      if (accepted === 0) {
        expect(changedTables(before, await countAllRows(db), ignore), `seed ${seed}`).toEqual([]);
        return;
      }
      // Some inputs were valid and wrote: replay only the refused ones and compare again.
      const replayBefore = await countAllRows(db);
      for (const request of refused) {
        const res = await app.app.inject(request);
        expect(
          res.statusCode,
          `seed ${seed} ${JSON.stringify(request).slice(0, 300)}`,
        ).toBeGreaterThanOrEqual(400);
      }
      expect(changedTables(replayBefore, await countAllRows(db), ignore), `seed ${seed}`).toEqual(
        [],
      );
    });
  }
});
