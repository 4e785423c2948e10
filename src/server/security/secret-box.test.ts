import { describe, expect, it } from 'vitest';
import { SecretBox } from './secret-box';

const secret = 'a-test-app-secret-that-is-long-enough-0123456789';

describe('SecretBox', () => {
  it('seals and opens a value; the sealed form hides it and differs each time', () => {
    const box = new SecretBox(secret, 'streaming-credentials');
    const a = box.seal('s3cret-stream-pass');
    const b = box.seal('s3cret-stream-pass');
    expect(a).not.toContain('s3cret');
    expect(a).not.toBe(b);
    expect(box.open(a)).toBe('s3cret-stream-pass');
  });

  it('refuses a tampered value, another purpose and another secret', () => {
    const box = new SecretBox(secret, 'streaming-credentials');
    const sealed = box.seal('value');
    const parts = sealed.split('.');
    parts[3] = Buffer.from('other').toString('base64url');
    expect(() => box.open(parts.join('.'))).toThrow();
    expect(() => new SecretBox(secret, 'other-purpose').open(sealed)).toThrow();
    expect(() => new SecretBox(`${secret}x`, 'streaming-credentials').open(sealed)).toThrow();
  });

  it('needs a long enough secret', () => {
    expect(() => new SecretBox('short', 'x')).toThrow(/at least 32 characters/);
  });
});
