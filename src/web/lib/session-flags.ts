/**
 * Browser storage that never throws (private modes and strict settings can refuse storage): a
 * refused read is 'not set', a refused write is ignored.
 */

function storage(kind: 'session' | 'local'): Storage | null {
  try {
    return kind === 'session' ? window.sessionStorage : window.localStorage;
  } catch {
    return null;
  }
}

export function readFlag(kind: 'session' | 'local', key: string): string | null {
  try {
    return storage(kind)?.getItem(key) ?? null;
  } catch {
    return null;
  }
}

export function writeFlag(kind: 'session' | 'local', key: string, value: string): void {
  try {
    storage(kind)?.setItem(key, value);
  } catch {
    // Ignored: the flag then lasts only as long as this page.
  }
}

export function removeFlag(kind: 'session' | 'local', key: string): void {
  try {
    storage(kind)?.removeItem(key);
  } catch {
    // Ignored.
  }
}
