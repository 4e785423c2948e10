import { afterAll, beforeAll } from 'vitest';
import { packages } from '../../db/schema/index';
import { bearer, createTestClient, loginAs } from '../../test/accounts';
import { buildTestApp, type TestApp } from '../../test/app';

export const day = 24 * 60 * 60 * 1000;

interface Portal {
  t: TestApp;
  /** thabo: 3 months with 5 days left, a streaming line and a WhatsApp number. */
  clientA: string;
  /** naledi: 3 months, no streaming line. */
  clientB: string;
  tokenA: string;
  tokenB: string;
  threeMonths: string;
  sixMonths: string;
}

/**
 * The client portal tests' world: a test app with two packages and two signed-in clients, built
 * before the file's tests and closed after. The fields are filled in once beforeAll has run.
 */
export function usePortal() {
  const portal = {} as Portal;
  beforeAll(async () => {
    const t = await buildTestApp();
    const db = t.database.db;
    const inserted = await db
      .insert(packages)
      .values([
        { name: '3 Months', priceCents: 50000, duration: '3 Months', durationMonths: 3 },
        { name: '6 Months', priceCents: 90000, duration: '6 Months', durationMonths: 6 },
      ])
      .returning({ id: packages.id });
    const threeMonths = inserted[0]!.id;
    const a = await createTestClient(db, {
      username: 'thabo',
      firstName: 'Thabo',
      lastName: 'Mokoena',
      packageId: threeMonths,
      subscriptionStartedAt: new Date(Date.now() - 30 * day),
      subscriptionExpiresAt: new Date(Date.now() + 5 * day + 60_000),
      maxConnections: 2,
      paymentReference: 'SV-A1',
      streamingServerUrl: 'http://line.example.tv:8080/',
      streamingUsername: 'thabo01',
      whatsapp: '27820000000',
    });
    const b = await createTestClient(db, { username: 'naledi', packageId: threeMonths });
    Object.assign(portal, {
      t,
      clientA: a.id,
      clientB: b.id,
      tokenA: await loginAs(t.app, 'client', a),
      tokenB: await loginAs(t.app, 'client', b),
      threeMonths,
      sixMonths: inserted[1]!.id,
    });
  });
  afterAll(() => portal.t.close());

  const get = (url: string, token = portal.tokenA) =>
    portal.t.app.inject({ method: 'GET', url, headers: bearer(token) });
  const send = (method: 'POST' | 'PUT', url: string, payload: object, token = portal.tokenA) =>
    portal.t.app.inject({ method, url, headers: bearer(token), payload });
  return { portal, get, send };
}
