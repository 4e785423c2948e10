import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  convertLeadResponseSchema,
  leadConversionPrefillSchema,
  leadListResponseSchema,
} from '@shared/contracts/admin-operations';
import { leads, packages } from '../../db/schema/index';
import { bearer, createTestAdmin, loginAs } from '../../test/accounts';
import { buildTestApp, type TestApp } from '../../test/app';

describe('admin leads', () => {
  let t: TestApp;
  let auth: { authorization: string };
  let leadId: string;
  beforeAll(async () => {
    t = await buildTestApp({ seed: true });
    auth = bearer(await loginAs(t.app, 'admin', await createTestAdmin(t.database.db)));
    const [pkg] = await t.database.db.select().from(packages).where(eq(packages.name, '3 Months'));
    const [lead] = await t.database.db
      .insert(leads)
      .values({
        kind: 'order',
        fullName: 'Sibusiso Ndlovu',
        firstName: 'Sibusiso',
        lastName: 'Ndlovu',
        email: 'sbu.ndlovu@example.co.za',
        whatsapp: '072 123 4567',
        communicationMethod: 'whatsapp',
        packageId: pkg!.id,
        packageName: pkg!.name,
        packagePriceCents: pkg!.priceCents,
        paymentReference: 'LEADREF9',
      })
      .returning();
    leadId = lead!.id;
  });
  afterAll(() => t.close());

  it('lists leads with a one-click WhatsApp link and changes their status', async () => {
    const listed = leadListResponseSchema.parse(
      (
        await t.app.inject({ method: 'GET', url: '/api/admin/leads?q=ndlovu', headers: auth })
      ).json(),
    );
    expect(listed.items).toHaveLength(1);
    expect(listed.items[0]!.whatsappLink).toMatch(
      /^https:\/\/wa\.me\/27721234567\?text=Hi%20Sibusiso/,
    );
    const res = await t.app.inject({
      method: 'PATCH',
      url: `/api/admin/leads/${leadId}`,
      headers: auth,
      payload: { status: 'contacted' },
    });
    expect(res.json().lead.status).toBe('contacted');
    const bad = await t.app.inject({
      method: 'PATCH',
      url: `/api/admin/leads/${leadId}`,
      headers: auth,
      payload: { status: 'won' },
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error.fields).toHaveProperty('status');
  });

  it('converts a lead into a client who can log in with the one-time password', async () => {
    const prefill = leadConversionPrefillSchema.parse(
      (
        await t.app.inject({
          method: 'GET',
          url: `/api/admin/leads/${leadId}/conversion`,
          headers: auth,
        })
      ).json(),
    );
    expect(prefill).toMatchObject({
      username: 'sbu.ndlovu',
      firstName: 'Sibusiso',
      lastName: 'Ndlovu',
      preferredChannel: 'whatsapp',
    });
    expect(new Date(prefill.subscriptionExpiresAt!).getTime()).toBeGreaterThan(
      Date.now() + 85 * 86_400_000,
    );

    const res = await t.app.inject({
      method: 'POST',
      url: `/api/admin/leads/${leadId}/convert`,
      headers: auth,
      payload: {},
    });
    expect(res.statusCode).toBe(201);
    const body = convertLeadResponseSchema.parse(res.json());
    expect(body.lead).toMatchObject({ status: 'converted', convertedClientId: body.client.id });
    expect(body.client).toMatchObject({
      username: 'sbu.ndlovu',
      packageId: prefill.packageId,
      paymentReference: 'LEADREF9',
    });
    const login = await t.app.inject({
      method: 'POST',
      url: '/api/client/login',
      payload: { username: 'sbu.ndlovu', password: body.oneTimePassword },
    });
    expect(login.json()).toMatchObject({ success: true, client_id: body.client.id });

    const again = await t.app.inject({
      method: 'POST',
      url: `/api/admin/leads/${leadId}/convert`,
      headers: auth,
      payload: {},
    });
    expect(again.statusCode).toBe(409);
  });
});
