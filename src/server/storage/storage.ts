import { createReadStream } from 'node:fs';
import { mkdir, rm, stat, writeFile } from 'node:fs/promises';
import { dirname, join, resolve, sep } from 'node:path';
import type { Readable } from 'node:stream';

/**
 * Where uploaded files live (proofs of payment, managed images). Local disk under DATA_DIR by
 * default; an S3-compatible store can implement the same interface without touching callers.
 */
export interface FileStorage {
  put(key: string, data: Buffer): Promise<void>;
  /** Null when there is no such file. */
  get(key: string): Promise<{ stream: Readable; size: number } | null>;
  delete(key: string): Promise<void>;
}

/** Keys are relative paths made by the app (e.g. 'proofs/2026/11/<uuid>.pdf'), never user input. */
const safeKey = /^[a-z0-9][a-z0-9/_.-]*$/;

export class LocalDiskStorage implements FileStorage {
  private readonly root: string;

  constructor(root: string) {
    this.root = resolve(root);
  }

  private pathOf(key: string): string {
    const path = resolve(join(this.root, key));
    if (!safeKey.test(key) || key.includes('..') || !path.startsWith(this.root + sep)) {
      throw new Error(`invalid storage key: ${key}`);
    }
    return path;
  }

  async put(key: string, data: Buffer): Promise<void> {
    const path = this.pathOf(key);
    await mkdir(dirname(path), { recursive: true });
    await writeFile(path, data, { mode: 0o640 });
  }

  async get(key: string): Promise<{ stream: Readable; size: number } | null> {
    const path = this.pathOf(key);
    try {
      const info = await stat(path);
      return { stream: createReadStream(path), size: info.size };
    } catch {
      return null;
    }
  }

  async delete(key: string): Promise<void> {
    await rm(this.pathOf(key), { force: true });
  }
}
