import { hash, verify } from '@node-rs/argon2';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestClient, type TestAccount } from '../../test/accounts';
import { buildTestApp, type TestApp } from '../../test/app';
import { loginClient } from '../client-auth/client-auth.service';
import { dummyPasswordHash, verifyPasswordOrDummy } from './dummy-hash';
import { blockLengthMs, findLoginBlock, throttleRules } from './login-throttle.service';

const minute = 60_000;

describe('login throttling', () => {
  let t: TestApp;
  let lindiwe: TestAccount;
  beforeAll(async () => {
    t = await buildTestApp();
    lindiwe = await createTestClient(t.database.db, { username: 'lindiwe' });
  });
  afterAll(() => t.close());

  const attempt = (username: string, password: string, ip: string, now: Date) =>
    loginClient(t.database.db, { username, password, ip, userAgent: 'vitest' }, now);

  it('blocks an account on the 5th failure in 15 minutes, for 15 minutes, then 30, capped at 24 h', async () => {
    const start = new Date('2030-01-01T08:00:00Z');
    const at = (ms: number) => new Date(start.getTime() + ms);
    for (let i = 0; i < 4; i++) {
      expect(await attempt('Lindiwe', 'wrong', `10.3.0.${i}`, at(i * minute))).toEqual({
        kind: 'invalid',
      });
    }
    const fifth = await attempt('lindiwe', 'wrong', '10.3.0.9', at(4 * minute));
    expect(fifth).toEqual({ kind: 'blocked', blockedUntil: at(4 * minute + 15 * minute) });

    // While blocked even the right password is refused, from any IP, and the block does not grow.
    expect(await attempt('lindiwe', lindiwe.password, '10.3.1.1', at(10 * minute))).toEqual({
      kind: 'blocked',
      blockedUntil: at(19 * minute),
    });

    // After the block: five fresh tries, then a block twice as long.
    for (let i = 0; i < 4; i++) {
      expect((await attempt('lindiwe', 'wrong', '10.3.2.1', at((20 + i) * minute))).kind).toBe(
        'invalid',
      );
    }
    expect(await attempt('lindiwe', 'wrong', '10.3.2.1', at(24 * minute))).toEqual({
      kind: 'blocked',
      blockedUntil: at(24 * minute + 30 * minute),
    });
    expect(blockLengthMs(3)).toBe(60 * minute);
    expect(blockLengthMs(20)).toBe(throttleRules.maxBlockMs);
  });

  it('counts failures of a username that does not exist the same way', async () => {
    const now = new Date('2030-02-01T08:00:00Z');
    const results = [];
    for (let i = 0; i < 5; i++) {
      results.push(await attempt('ghost-user', 'wrong', `10.4.0.${i}`, now));
    }
    expect(results.map((r) => r.kind)).toEqual([
      'invalid',
      'invalid',
      'invalid',
      'invalid',
      'blocked',
    ]);
  });

  it('blocks an IP after 20 failures in 15 minutes, whatever the usernames', async () => {
    const now = new Date('2030-03-01T08:00:00Z');
    for (let i = 0; i < throttleRules.ipFailures; i++) {
      const result = await attempt(
        `someone-${i}`,
        'wrong',
        '10.5.0.1',
        new Date(now.getTime() + i * 1000),
      );
      expect(result.kind).toBe('invalid');
    }
    const later = new Date(now.getTime() + 60_000);
    expect(await attempt('lindiwe-x', 'whatever', '10.5.0.1', later)).toEqual({
      kind: 'blocked',
      blockedUntil: new Date(now.getTime() + 15 * minute),
    });
    // Another IP is not affected.
    expect(
      await findLoginBlock(
        t.database.db,
        { subjectType: 'client', identifier: 'x', ip: '10.5.0.2' },
        later,
      ),
    ).toBeNull();
  });

  it('answers through the API with blocked_until and no hint whether the user exists', async () => {
    const bodies = [];
    for (let i = 0; i < 6; i++) {
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/client/login',
        remoteAddress: '10.6.0.1',
        payload: { username: 'made-up-user', password: 'wrong' },
      });
      bodies.push(res.json());
    }
    expect(bodies[3]).toEqual({ success: false, error: 'Invalid username or password' });
    expect(bodies[5]).toMatchObject({ success: false, error: 'Too many attempts' });
    expect(new Date(bodies[5].blocked_until).getTime()).toBeGreaterThan(Date.now() + 14 * minute);
  });
});

describe('unknown users cost the same hashing work', () => {
  it('the dummy hash is argon2id with the parameters new hashes get', async () => {
    const real = await hash('some password');
    const params = (h: string) => h.split('$').slice(1, 4).join('$');
    expect(params(dummyPasswordHash)).toBe(params(real));
    expect(params(dummyPasswordHash)).toBe('argon2id$v=19$m=19456,t=2,p=1');
    expect(await verify(dummyPasswordHash, 'some password')).toBe(false);
  });

  it('verifying an unknown user runs the full verification and is never accepted', async () => {
    expect(await verifyPasswordOrDummy(undefined, 'anything')).toBe(false);
    expect(await verifyPasswordOrDummy(null, '')).toBe(false);
    const real = await hash('right');
    expect(await verifyPasswordOrDummy(real, 'right')).toBe(true);
    expect(await verifyPasswordOrDummy('not-a-hash', 'right')).toBe(false);

    // Timing parity, loosely (the parameters above are the real guarantee): runs interleaved so
    // both paths see the same machine load, compared by their medians.
    const unknownRuns: number[] = [];
    const knownRuns: number[] = [];
    for (let i = 0; i < 7; i++) {
      let s = performance.now();
      await verifyPasswordOrDummy(undefined, 'guess');
      unknownRuns.push(performance.now() - s);
      s = performance.now();
      await verifyPasswordOrDummy(real, 'guess');
      knownRuns.push(performance.now() - s);
    }
    const median = (xs: number[]) => [...xs].sort((x, y) => x - y)[3]!;
    expect(median(unknownRuns)).toBeGreaterThan(median(knownRuns) * 0.25);
  });
});
