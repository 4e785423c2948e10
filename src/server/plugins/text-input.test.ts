import { count } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiErrorSchema } from '@shared/contracts/errors';
import { leads } from '../db/schema/index';
import { buildTestApp, type TestApp } from '../test/app';
import { nulMessage } from './text-input';

const order = (name: string) =>
  JSON.stringify({
    name,
    email: 'lerato@example.co.za',
    whatsapp: '082 555 1234',
    package: '3 Months',
    device: 'firestick',
    internetPlatform: 'fibre',
    communicationMethod: 'email',
    formType: 'order',
  });

describe('text input', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp({ seed: true, config: { formRateLimitMax: 1000 } });
  });
  afterAll(() => t.close());

  const storedLeads = async () => (await t.database.db.select({ n: count() }).from(leads))[0]!.n;
  const postOrder = (payload: string) =>
    t.app.inject({
      method: 'POST',
      url: '/api/public/orders',
      headers: { 'content-type': 'application/json' },
      payload,
    });

  it('refuses a NUL character in the query with a 400 that says so, not a database error', async () => {
    for (const url of ['/api/public/knowledge-base?q=%00', '/api/public/knowledge-base?q=a%00b']) {
      const res = await t.app.inject({ url });
      expect(res.statusCode, url).toBe(400);
      expect(apiErrorSchema.parse(res.json()).error).toEqual({
        code: 'validation_error',
        message: nulMessage,
      });
    }
  });

  it('refuses a NUL character anywhere in a JSON body, and stores nothing', async () => {
    const before = await storedLeads();
    const res = await postOrder(order('Lerato\u0000 Dlamini'));
    expect(res.statusCode).toBe(400);
    expect(res.json().error.message).toBe(nulMessage);
    expect(await storedLeads()).toBe(before);
  });

  it('still reads the text \\u0000 typed as characters, and still refuses broken or poisoned JSON', async () => {
    const typed = await postOrder(order('Lerato \\u0000 Dlamini'));
    expect(typed.json().error?.message).not.toBe(nulMessage);
    expect((await postOrder('{"name":')).statusCode).toBe(400);
    expect((await postOrder('{"__proto__":{"admin":true}}')).statusCode).toBe(400);
  });
});
