import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog, outbox, passwordResetTokens } from '../../db/schema/index';
import { seedDemoContent } from '../../db/seed/index';
import { bearer, createTestClient, loginAs } from '../../test/accounts';
import { buildTestApp, type TestApp } from '../../test/app';
import { hashToken } from '../sessions/sessions.service';
import { resetRequestMinimumMs } from './password-reset.routes';
import {
  confirmPasswordReset,
  requestPasswordReset,
  ResetLinkUnusableError,
} from './password-reset.service';

describe('client password reset', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp({ config: { publicUrl: 'https://streamvault.example.co.za/' } });
    // The seed brings the password_reset_email / _whatsapp templates.
    await seedDemoContent(t.database.db);
  });
  afterAll(() => t.close());

  const requestReset = (identifier: string) =>
    t.app.inject({
      method: 'POST',
      url: '/api/client/password-reset/request',
      remoteAddress: '10.7.0.1',
      payload: { identifier },
    });
  const confirm = (token: string, password: string) =>
    t.app.inject({
      method: 'POST',
      url: '/api/client/password-reset/confirm',
      payload: { token, newPassword: password, confirmPassword: password },
    });
  const messagesTo = (recipient: string) =>
    t.database.db.select().from(outbox).where(eq(outbox.recipient, recipient));
  const tokenFrom = (body: string) => /token=([\w-]+)/.exec(body)![1]!;

  it('answers the same whether or not the account exists', async () => {
    await createTestClient(t.database.db, { username: 'bongani', email: 'bongani@example.co.za' });
    const timed = async (identifier: string) => {
      const started = performance.now();
      const res = await requestReset(identifier);
      return { res, ms: performance.now() - started };
    };
    const { res: known, ms: knownMs } = await timed('bongani');
    const { res: unknown, ms: unknownMs } = await timed('no-such-client');
    // Both take at least the fixed answer time, so timing does not tell them apart.
    expect(knownMs).toBeGreaterThanOrEqual(resetRequestMinimumMs - 5);
    expect(unknownMs).toBeGreaterThanOrEqual(resetRequestMinimumMs - 5);
    expect(known.statusCode).toBe(200);
    expect(unknown.statusCode).toBe(200);
    expect(unknown.json()).toEqual(known.json());
    expect(known.json()).toMatchObject({ success: true });
  });

  it('sends one link to every channel on file, through the outbox, valid 30 minutes', async () => {
    const ayanda = await createTestClient(t.database.db, {
      username: 'ayanda',
      firstName: 'Ayanda',
      email: 'Ayanda@Example.co.za',
      whatsapp: '082 111 2222',
      preferredChannel: 'whatsapp',
    });
    const before = Date.now();
    await requestReset('ayanda@example.co.za'); // by email, any case
    const [email] = await messagesTo('Ayanda@Example.co.za');
    const [whatsapp] = await messagesTo('27821112222');
    expect(email).toMatchObject({
      channel: 'email',
      status: 'pending',
      templateKey: 'password_reset_email',
    });
    expect(email!.subject).toContain('Reset your');
    expect(email!.body).toContain('Hi Ayanda');
    expect(email!.body).toContain('30 minutes');
    expect(email!.body).toMatch(
      /https:\/\/streamvault\.example\.co\.za\/#\/client-password-reset\?token=[\w-]{43}/,
    );
    expect(whatsapp).toMatchObject({ channel: 'whatsapp', templateKey: 'password_reset_whatsapp' });
    const token = tokenFrom(email!.body);
    expect(tokenFrom(whatsapp!.body)).toBe(token);

    const [row] = await t.database.db
      .select()
      .from(passwordResetTokens)
      .where(eq(passwordResetTokens.clientId, ayanda.id));
    expect(row!.tokenHash).toBe(hashToken(token)); // stored hashed only
    expect(row!.expiresAt.getTime() - before).toBeGreaterThanOrEqual(30 * 60_000);
    expect(row!.expiresAt.getTime() - before).toBeLessThan(31 * 60_000);
    expect(email!.relatedId).toBe(row!.id);
  });

  it('sets the password once, revokes every session, and refuses the link a second time', async () => {
    const kagiso = await createTestClient(t.database.db, {
      username: 'kagiso',
      email: 'kagiso@example.co.za',
      whatsapp: null,
      mustChangePassword: true,
    });
    const session = await loginAs(t.app, 'client', kagiso);
    await requestReset('kagiso');
    const messages = await messagesTo('kagiso@example.co.za');
    expect(messages).toHaveLength(1);
    const token = tokenFrom(messages[0]!.body);

    const first = await confirm(token, 'brand-new-pass');
    expect(first.statusCode).toBe(200);
    expect(
      (await t.app.inject({ url: '/api/client/session', headers: bearer(session) })).statusCode,
    ).toBe(401);
    await expect(
      loginAs(t.app, 'client', { ...kagiso, password: 'brand-new-pass' }),
    ).resolves.toBeTruthy();

    const second = await confirm(token, 'another-pass-1');
    expect(second.statusCode).toBe(400);
    expect(second.json().error.message).toBe(
      'This reset link has expired or was already used. Request a new one.',
    );
    const actions = await t.database.db
      .select({ action: auditLog.action })
      .from(auditLog)
      .where(and(eq(auditLog.targetId, kagiso.id)))
      .orderBy(auditLog.createdAt);
    expect(actions.map((a) => a.action)).toEqual(
      expect.arrayContaining(['client.password_reset_requested', 'client.password_reset']),
    );
  });

  it('refuses a link older than 30 minutes, and a made-up token', async () => {
    const palesa = await createTestClient(t.database.db, { username: 'palesa', whatsapp: null });
    const now = new Date();
    await requestPasswordReset(
      t.database.db,
      { identifier: 'palesa', origin: 'http://x', ip: null, userAgent: null },
      now,
    );
    const [message] = await messagesTo(`palesa@example.co.za`);
    const token = tokenFrom(message!.body);
    const input = { token, newPassword: 'late-password', ip: null, userAgent: null };
    await expect(
      confirmPasswordReset(t.database.db, input, new Date(now.getTime() + 30 * 60_000 + 1)),
    ).rejects.toBeInstanceOf(ResetLinkUnusableError);
    // Still unused: within the 30 minutes it works.
    await expect(
      confirmPasswordReset(t.database.db, input, new Date(now.getTime() + 29 * 60_000)),
    ).resolves.toEqual({ clientId: palesa.id });
    expect((await confirm('made-up-token', 'whatever-pass')).statusCode).toBe(400);
  });

  it('takes the link origin from the request when PUBLIC_URL is unset', async () => {
    const bare = await buildTestApp();
    try {
      await seedDemoContent(bare.database.db);
      await createTestClient(bare.database.db, { username: 'sizwe', whatsapp: null });
      await bare.app.inject({
        method: 'POST',
        url: '/api/client/password-reset/request',
        headers: { host: 'portal.example.co.za:8443' },
        payload: { identifier: 'sizwe' },
      });
      const [message] = await bare.database.db
        .select()
        .from(outbox)
        .where(eq(outbox.recipient, 'sizwe@example.co.za'));
      expect(message!.body).toContain(
        'http://portal.example.co.za:8443/#/client-password-reset?token=',
      );
    } finally {
      await bare.close();
    }
  });

  it('validates the new password and its confirmation', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/client/password-reset/confirm',
      payload: { token: 'x', newPassword: 'short', confirmPassword: 'other' },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().error.fields).toHaveProperty('newPassword');
  });
});
