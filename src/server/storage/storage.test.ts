import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { text } from 'node:stream/consumers';
import { describe, expect, it } from 'vitest';
import { LocalDiskStorage } from './storage';

describe('LocalDiskStorage', () => {
  const storage = new LocalDiskStorage(mkdtempSync(join(tmpdir(), 'storage-')));

  it('stores, reads back and deletes a file', async () => {
    await storage.put('proofs/2026/11/a.pdf', Buffer.from('%PDF-1.7 proof'));
    const file = await storage.get('proofs/2026/11/a.pdf');
    expect(file!.size).toBe(14);
    expect(await text(file!.stream)).toBe('%PDF-1.7 proof');
    await storage.delete('proofs/2026/11/a.pdf');
    expect(await storage.get('proofs/2026/11/a.pdf')).toBeNull();
  });

  it('refuses keys that would leave its folder', async () => {
    await expect(storage.put('../escape.txt', Buffer.from('x'))).rejects.toThrow(
      /invalid storage key/,
    );
    await expect(storage.put('/etc/passwd', Buffer.from('x'))).rejects.toThrow(
      /invalid storage key/,
    );
    await expect(storage.get('a/../../b')).rejects.toThrow(/invalid storage key/);
  });
});
