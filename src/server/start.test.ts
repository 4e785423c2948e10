import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { count } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { testConfig } from './config';
import { adminUsers, clients, packages, testimonialsManaged } from './db/schema/index';
import { startServer } from './start';
import { startSmtpCatcher } from './test/smtp';
import { openTestSocket } from './test/socket';

// The embedded default, end to end: a data directory on disk, started, stopped and started again.
describe('startServer on the embedded database', () => {
  const dataDir = mkdtempSync(join(tmpdir(), 'start-test-'));
  const config = testConfig({ dataDir, seedDemo: true, port: 0, host: '127.0.0.1' });
  afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

  async function counts(db: Awaited<ReturnType<typeof startServer>>['database']['db']) {
    const [p] = await db.select({ n: count() }).from(packages);
    const [t] = await db.select({ n: count() }).from(testimonialsManaged);
    const [c] = await db.select({ n: count() }).from(clients);
    const [a] = await db.select({ n: count() }).from(adminUsers);
    return { packages: p!.n, testimonials: t!.n, clients: c!.n, admins: a!.n };
  }

  it('seeds demo content and a first admin on the first start, and nothing on the second', async () => {
    const first = await startServer(config);
    expect(first.firstAdmin?.email).toBe('admin@example.com');
    expect(first.firstAdmin?.password).toMatch(/^[\w-]{12,}$/);
    const before = await counts(first.database.db);
    expect(before.packages).toBeGreaterThan(0);
    // demo (Thabo), sipho (suspended), lerato (for trying the password reset) and zanele (the
    // portal's password change).
    expect(before.clients).toBe(4);
    expect(before.admins).toBe(1);
    await first.stop();

    const second = await startServer(config);
    try {
      expect(second.firstAdmin).toBeNull();
      expect(await counts(second.database.db)).toEqual(before);
    } finally {
      await second.stop();
    }
  });

  it('shuts down gracefully: a request in flight completes, sockets are closed, the port is freed', async () => {
    const server = await startServer(config);
    const socket = await openTestSocket(server.url);
    socket.send({ type: 'subscribe', channel: 'public' });
    await socket.waitFor((m) => m.type === 'subscribed');
    const closed = new Promise<number>((resolve) => socket.onClose(resolve));

    const arrived = new Promise((resolve) => server.app.server.once('request', resolve));
    const inFlight = fetch(`${server.url}/api/public/packages`);
    await arrived;
    await server.stop();
    expect((await inFlight).status).toBe(200);
    expect(await closed).toBe(1001);
    await expect(fetch(`${server.url}/api/health`)).rejects.toThrow();
  });

  it('delivers messages through the configured SMTP server (the outbox worker runs)', async () => {
    const smtp = await startSmtpCatcher();
    const server = await startServer({
      ...config,
      smtp: { url: smtp.url, from: 'orders@example.co.za' },
    });
    try {
      const res = await fetch(`${server.url}/api/public/orders`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({
          name: 'Thandi Mthembu',
          email: 'thandi@example.co.za',
          whatsapp: '0825550000',
          package: 'Month to Month',
          internetPlatform: 'fibre',
          communicationMethod: 'email',
          formType: 'order',
        }),
      });
      expect(res.status).toBe(201);
      await expect
        .poll(() => smtp.messages.some((m) => m.to === 'thandi@example.co.za'), { timeout: 10_000 })
        .toBe(true);
    } finally {
      await server.stop();
      await smtp.stop();
    }
  });
});
