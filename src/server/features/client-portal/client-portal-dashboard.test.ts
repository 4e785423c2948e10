import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { testConfig } from '../../config';
import { auditLog, clients, notices } from '../../db/schema/index';
import { SecretBox } from '../../security/secret-box';
import { usePortal } from './client-portal-test-kit';
import {
  demoStreamingPassword,
  sealDemoStreamingLogins,
  streamingCredentialsPurpose,
} from './subscription.service';

describe('client portal: dashboard and streaming login', () => {
  const { portal, get } = usePortal();
  let box: SecretBox;

  beforeAll(async () => {
    const db = portal.t.database.db;
    box = new SecretBox(testConfig().appSecret!, streamingCredentialsPurpose);
    await sealDemoStreamingLogins(db, box, ['thabo']);
    await db.insert(notices).values([
      {
        title: 'For clients',
        body: 'x',
        audience: 'clients',
        isPublished: true,
        publishedAt: new Date(),
      },
      {
        title: 'For everyone',
        body: 'x',
        audience: 'all',
        isPublished: true,
        publishedAt: new Date(),
      },
      { title: 'Public only', body: 'x', audience: 'public', isPublished: true },
      { title: 'Draft', body: 'x', audience: 'clients', isPublished: false },
    ]);
  });

  it('shows the dashboard: subscription, masked streaming login and client notices', async () => {
    const res = await get('/api/client/dashboard');
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.subscription).toMatchObject({
      packageName: '3 Months',
      status: 'active',
      daysLeft: 6,
      maxConnections: 2,
    });
    expect(body.client).toMatchObject({ username: 'thabo', paymentReference: 'SV-A1' });
    expect(body.streamingLogin).toEqual({
      serverUrl: 'http://line.example.tv:8080/',
      username: 'thabo01',
      hasPassword: true,
    });
    expect(res.body).not.toContain(demoStreamingPassword);
    expect(body.notices.map((n: { title: string }) => n.title).sort()).toEqual([
      'For clients',
      'For everyone',
    ]);
  });

  it('keeps the streaming password encrypted at rest, and seals only once', async () => {
    const [row] = await portal.t.database.db
      .select()
      .from(clients)
      .where(eq(clients.id, portal.clientA));
    expect(row!.streamingPasswordEncrypted).toMatch(/^v1\./);
    expect(row!.streamingPasswordEncrypted).not.toContain(demoStreamingPassword);
    expect(box.open(row!.streamingPasswordEncrypted!)).toBe(demoStreamingPassword);
    expect(await sealDemoStreamingLogins(portal.t.database.db, box, ['thabo'])).toBe(0);
    const [again] = await portal.t.database.db
      .select()
      .from(clients)
      .where(eq(clients.id, portal.clientA));
    expect(again!.streamingPasswordEncrypted).toBe(row!.streamingPasswordEncrypted);
  });

  it('reveals the streaming login with the M3U link, and audits the reveal', async () => {
    const res = await get('/api/client/streaming-login');
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('no-store');
    expect(res.json()).toEqual({
      serverUrl: 'http://line.example.tv:8080/',
      username: 'thabo01',
      password: demoStreamingPassword,
      m3uUrl: `http://line.example.tv:8080/get.php?username=thabo01&password=${demoStreamingPassword}&type=m3u_plus&output=ts`,
    });
    const audits = await portal.t.database.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.action, 'client.streaming_login_revealed'));
    expect(audits).toHaveLength(1);
    expect(audits[0]!.actorId).toBe(portal.clientA);
  });

  it('answers 404 for the streaming login of a client who has none', async () => {
    expect((await get('/api/client/streaming-login', portal.tokenB)).statusCode).toBe(404);
  });
});
