import { describe, expect, it } from 'vitest';

describe('zod configuration', () => {
  it('is jitless once the app has started, as zod itself reports', async () => {
    await import('./zod-config');
    const { z } = await import('zod');
    expect(z.config().jitless).toBe(true);
  });
});
