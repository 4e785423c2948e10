import { useState } from 'react';

/**
 * Idempotency keys for the public forms (ADR 0008): one key per filled-in submission, reused when the
 * same submission is sent again (a retry after a network failure, a double click), so the server
 * replays its first answer instead of storing a second order. A changed form, or a submission that
 * went through, gets a fresh key.
 */

export function newIdempotencyKey(): string {
  if (typeof crypto.randomUUID === 'function') return crypto.randomUUID();
  // crypto.randomUUID needs a secure context; getRandomValues does not.
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  return Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('');
}

export interface IdempotencyKeys {
  /** The key for this request body: the last one again when the body is unchanged. */
  keyFor: (body: unknown) => string;
  /** The submission went through: the next one, even with the same body, is a new submission. */
  settled: () => void;
}

export function createIdempotencyKeys(newKey: () => string = newIdempotencyKey): IdempotencyKeys {
  let last: { body: string; key: string } | null = null;
  return {
    keyFor(body) {
      const serialised = JSON.stringify(body);
      if (last?.body !== serialised) last = { body: serialised, key: newKey() };
      return last.key;
    },
    settled() {
      last = null;
    },
  };
}

/** The keys of one form, kept for the life of the component. */
export function useIdempotencyKeys(): IdempotencyKeys {
  const [keys] = useState(() => createIdempotencyKeys());
  return keys;
}
