import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { PublicCache } from './public-cache';

const schema = z.object({ n: z.number() });

function counter() {
  let n = 0;
  return {
    get calls() {
      return n;
    },
    load: async () => ({ n: ++n }),
  };
}

describe('PublicCache', () => {
  it('loads once, then answers from memory with the same body and ETag', async () => {
    const cache = new PublicCache();
    const source = counter();
    const spec = { key: 'k', tables: ['packages'], schema, load: source.load };
    const first = await cache.read(spec);
    const second = await cache.read(spec);
    expect(source.calls).toBe(1);
    expect(second).toBe(first);
    expect(first.body).toBe('{"n":1}');
    expect(first.etag).toMatch(/^W\/".+"$/);
  });

  it('drops only the entries that read a changed table', async () => {
    const cache = new PublicCache();
    const a = counter();
    const b = counter();
    await cache.read({ key: 'a', tables: ['packages'], schema, load: a.load });
    await cache.read({ key: 'b', tables: ['banners'], schema, load: b.load });
    cache.invalidate('packages');
    const again = await cache.read({ key: 'a', tables: ['packages'], schema, load: a.load });
    await cache.read({ key: 'b', tables: ['banners'], schema, load: b.load });
    expect(again.body).toBe('{"n":2}');
    expect([a.calls, b.calls]).toEqual([2, 1]);
  });

  it('shares one load between concurrent misses', async () => {
    const cache = new PublicCache();
    const source = counter();
    const spec = { key: 'k', tables: ['packages'], schema, load: source.load };
    const bodies = await Promise.all([cache.read(spec), cache.read(spec), cache.read(spec)]);
    expect(source.calls).toBe(1);
    expect(new Set(bodies.map((e) => e.body)).size).toBe(1);
  });

  it('does not keep an answer loaded while its table changed (it may predate the change)', async () => {
    const cache = new PublicCache();
    let n = 0;
    let release!: () => void;
    const gate = new Promise<void>((resolve) => (release = resolve));
    const spec = {
      key: 'k',
      tables: ['packages'],
      schema,
      load: async () => {
        n++;
        if (n === 1) await gate;
        return { n };
      },
    };
    const slow = cache.read(spec);
    cache.invalidate('packages');
    release();
    expect((await slow).body).toBe('{"n":1}');
    expect((await cache.read(spec)).body).toBe('{"n":2}');
  });

  it('expires entries after the maximum age, a shorter ttl, or their own validUntil', async () => {
    let now = 1_000;
    const cache = new PublicCache({ maxAgeMs: 60_000, now: () => now });
    const a = counter();
    const b = counter();
    const c = counter();
    const read = () =>
      Promise.all([
        cache.read({ key: 'a', tables: [], schema, load: a.load }),
        cache.read({ key: 'b', tables: [], schema, load: b.load, ttlMs: 10_000 }),
        cache.read({ key: 'c', tables: [], schema, load: c.load, validUntil: () => 6_000 }),
      ]);
    await read();
    now = 6_000;
    await read();
    expect([a.calls, b.calls, c.calls]).toEqual([1, 1, 2]);
    now = 11_000;
    await read();
    expect([a.calls, b.calls]).toEqual([1, 2]);
    now = 61_001;
    await read();
    expect(a.calls).toBe(2);
  });

  it('keeps at most maxEntries, dropping the oldest', async () => {
    const cache = new PublicCache({ maxEntries: 2 });
    for (const key of ['a', 'b', 'c']) {
      await cache.read({ key, tables: [], schema, load: async () => ({ n: 1 }) });
    }
    expect(cache.size).toBe(2);
  });

  it('does not cache a failed load', async () => {
    const cache = new PublicCache();
    let fail = true;
    const spec = {
      key: 'k',
      tables: [],
      schema,
      load: async () => {
        if (fail) throw new Error('database down');
        return { n: 1 };
      },
    };
    await expect(cache.read(spec)).rejects.toThrow('database down');
    fail = false;
    expect((await cache.read(spec)).body).toBe('{"n":1}');
  });
});
