import { createCipheriv, createDecipheriv, hkdfSync, randomBytes } from 'node:crypto';

/**
 * Encryption at rest for secrets the product must be able to show again (a client's streaming
 * password): AES-256-GCM with a key derived from APP_SECRET by HKDF, one key per purpose.
 * Stored form: `v1.<iv>.<tag>.<ciphertext>`, base64url parts.
 */
export class SecretBox {
  private readonly key: Buffer;

  constructor(appSecret: string, purpose: string) {
    if (appSecret.length < 32) throw new Error('APP_SECRET must be at least 32 characters');
    this.key = Buffer.from(hkdfSync('sha256', appSecret, 'reseller-platform', purpose, 32));
  }

  seal(plaintext: string): string {
    const iv = randomBytes(12);
    const cipher = createCipheriv('aes-256-gcm', this.key, iv);
    const data = Buffer.concat([cipher.update(plaintext, 'utf8'), cipher.final()]);
    return ['v1', iv, cipher.getAuthTag(), data]
      .map((p) => (typeof p === 'string' ? p : p.toString('base64url')))
      .join('.');
  }

  /** Throws when the value was not sealed with this key or was tampered with. */
  open(sealed: string): string {
    const [version, iv, tag, data] = sealed.split('.');
    if (version !== 'v1' || !iv || !tag || data === undefined)
      throw new Error('not a sealed value');
    const decipher = createDecipheriv('aes-256-gcm', this.key, Buffer.from(iv, 'base64url'));
    decipher.setAuthTag(Buffer.from(tag, 'base64url'));
    return Buffer.concat([
      decipher.update(Buffer.from(data, 'base64url')),
      decipher.final(),
    ]).toString('utf8');
  }
}
