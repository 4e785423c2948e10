import { randomBytes } from 'node:crypto';
import { Readable } from 'node:stream';

const poolSize = 1024 * 1024;
let pool: Buffer | null = null;

/** One megabyte of random bytes, made once: random data does not compress, so nothing can shrink it. */
function randomPool(): Buffer {
  pool ??= randomBytes(poolSize);
  return pool;
}

/**
 * `bytes` bytes of incompressible data as a stream of slices of the random pool. With
 * `maxBytesPerSecond` it is paced (a token bucket filled from the start of the response, with no
 * initial burst), so a test against it can check the measured speed against a known rate.
 */
export function createStreamTestBody(
  bytes: number,
  options: { maxBytesPerSecond?: number | null } = {},
): Readable {
  const data = randomPool();
  const rate = options.maxBytesPerSecond ?? null;
  // Paced: about 50 chunks a second, so the timer granularity does not show in the rate.
  const chunkSize = rate ? Math.min(64 * 1024, Math.max(1024, Math.floor(rate / 50))) : 64 * 1024;
  let sent = 0;
  let offset = 0;
  let started = 0;
  let timer: NodeJS.Timeout | null = null;

  const nextChunk = (): Buffer => {
    const size = Math.min(chunkSize, bytes - sent, poolSize - offset);
    const chunk = data.subarray(offset, offset + size);
    offset = (offset + size) % poolSize;
    sent += size;
    return chunk;
  };

  return new Readable({
    highWaterMark: 64 * 1024,
    read() {
      if (sent >= bytes) {
        this.push(null);
        return;
      }
      if (rate === null) {
        this.push(nextChunk());
        return;
      }
      started ||= performance.now();
      const size = Math.min(chunkSize, bytes - sent);
      // The moment the bucket holds enough tokens for everything sent so far plus this chunk.
      const wait = started + ((sent + size) / rate) * 1000 - performance.now();
      if (wait <= 0) {
        this.push(nextChunk());
        return;
      }
      timer = setTimeout(() => {
        timer = null;
        this.push(nextChunk());
      }, wait);
    },
    destroy(error, callback) {
      if (timer) clearTimeout(timer);
      callback(error);
    },
  });
}
