import { createHash } from 'node:crypto';
import { brotliCompressSync, constants as zlibConstants, gzipSync } from 'node:zlib';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { z } from 'zod';

declare module 'fastify' {
  interface FastifyInstance {
    publicCache: PublicCache;
  }
}

export interface CachedRead<T> {
  /** Endpoint plus its normalised query, e.g. `images?keys=logo`. */
  key: string;
  /** Tables the answer is read from: a change to any of them drops the entry. */
  tables: readonly string[];
  /** Validates the loaded value once per load; the cached body is its JSON ... */
  schema?: z.ZodType<T>;
  /** ... or this text (e.g. an HTML page). */
  serialize?: (value: T) => string;
  load: () => Promise<T>;
  /** Shorter life for answers that also depend on tables without change notifications, or on time. */
  ttlMs?: number;
  /** A moment (epoch ms) the answer changes by itself, e.g. when a special's window opens or ends. */
  validUntil?: (value: T) => number | null;
}

export interface CacheEntry {
  body: string;
  etag: string;
  tables: readonly string[];
  expiresAt: number;
  gzip?: Buffer;
  br?: Buffer;
}

interface Pending {
  promise: Promise<CacheEntry>;
  tables: readonly string[];
}

/**
 * Public reads cached in this instance's memory (ADR 0005). Entries are dropped when the NOTIFY of
 * a change to one of their tables arrives, so every instance stays current without asking the
 * database; a maximum age bounds staleness if a notification is ever lost (e.g. while the LISTEN
 * connection reconnects). Concurrent misses of one key share one load.
 */
export class PublicCache {
  private readonly entries = new Map<string, CacheEntry>();
  private readonly pending = new Map<string, Pending>();
  /** Bumped per table on every change: a load that saw a change while running is not stored. */
  private readonly generations = new Map<string, number>();
  hits = 0;
  misses = 0;

  constructor(
    private readonly options: { maxAgeMs?: number; maxEntries?: number; now?: () => number } = {},
  ) {}

  private now(): number {
    return this.options.now?.() ?? Date.now();
  }

  async read<T>(spec: CachedRead<T>): Promise<CacheEntry> {
    const entry = this.entries.get(spec.key);
    if (entry && entry.expiresAt > this.now()) {
      this.hits++;
      return entry;
    }
    if (entry) this.entries.delete(spec.key);
    const pending = this.pending.get(spec.key);
    if (pending) return pending.promise;
    this.misses++;
    const promise = this.load(spec).finally(() => {
      if (this.pending.get(spec.key)?.promise === promise) this.pending.delete(spec.key);
    });
    this.pending.set(spec.key, { promise, tables: spec.tables });
    return promise;
  }

  private async load<T>(spec: CachedRead<T>): Promise<CacheEntry> {
    const before = this.generationOf(spec.tables);
    const loaded = await spec.load();
    const value = spec.schema ? spec.schema.parse(loaded) : loaded;
    const body = spec.serialize ? spec.serialize(value) : JSON.stringify(value);
    const started = this.now();
    const maxAge = Math.min(spec.ttlMs ?? Infinity, this.options.maxAgeMs ?? 60_000);
    const validUntil = spec.validUntil?.(value) ?? Infinity;
    const entry: CacheEntry = {
      body,
      etag: `W/"${createHash('sha1').update(body).digest('base64url').slice(0, 22)}"`,
      tables: spec.tables,
      expiresAt: Math.min(started + maxAge, validUntil),
    };
    if (this.generationOf(spec.tables) === before) {
      this.entries.set(spec.key, entry);
      this.evictOverflow();
    }
    return entry;
  }

  /** Drops every entry (and running load) that reads `table`. */
  invalidate(table: string): void {
    this.generations.set(table, (this.generations.get(table) ?? 0) + 1);
    for (const [key, entry] of this.entries) {
      if (entry.tables.includes(table)) this.entries.delete(key);
    }
    for (const [key, pending] of this.pending) {
      if (pending.tables.includes(table)) this.pending.delete(key);
    }
  }

  clear(): void {
    this.entries.clear();
    this.pending.clear();
  }

  get size(): number {
    return this.entries.size;
  }

  private generationOf(tables: readonly string[]): number {
    let sum = 0;
    for (const table of tables) sum += this.generations.get(table) ?? 0;
    return sum;
  }

  /** Keys with free-text queries (search) are unbounded: the oldest entries go first. */
  private evictOverflow(): void {
    const max = this.options.maxEntries ?? 1000;
    for (const key of this.entries.keys()) {
      if (this.entries.size <= max) break;
      this.entries.delete(key);
    }
  }

  /** Reads through the cache and answers with revalidation headers, a 304 or a compressed body. */
  async serve<T>(
    request: FastifyRequest,
    reply: FastifyReply,
    spec: CachedRead<T>,
    options?: SendOptions,
  ) {
    const entry = await this.read(spec);
    return sendCacheEntry(request, reply, entry, options);
  }
}

const compressFrom = 1024;

/**
 * Browsers revalidate every time (max-age=0) and get a 304 when nothing changed; the body and its
 * compressed forms are made once per entry, not per request.
 */
export interface SendOptions {
  cacheControl?: string;
  contentType?: string;
}

export function sendCacheEntry(
  request: FastifyRequest,
  reply: FastifyReply,
  entry: CacheEntry,
  options: SendOptions = {},
) {
  reply
    .header('cache-control', options.cacheControl ?? 'public, max-age=0, must-revalidate')
    .header('etag', entry.etag)
    .header('vary', 'accept-encoding');
  if (etagMatches(request.headers['if-none-match'], entry.etag)) {
    return reply.code(304).send();
  }
  reply.type(options.contentType ?? 'application/json; charset=utf-8');
  const encoding =
    entry.body.length >= compressFrom ? pickEncoding(request.headers['accept-encoding']) : null;
  if (encoding === 'br') {
    entry.br ??= brotliCompressSync(entry.body, {
      params: { [zlibConstants.BROTLI_PARAM_QUALITY]: 9 },
    });
    return reply.header('content-encoding', 'br').send(entry.br);
  }
  if (encoding === 'gzip') {
    entry.gzip ??= gzipSync(entry.body, { level: 9 });
    return reply.header('content-encoding', 'gzip').send(entry.gzip);
  }
  return reply.send(entry.body);
}

function etagMatches(header: string | undefined, etag: string): boolean {
  if (!header) return false;
  if (header.trim() === '*') return true;
  const opaque = etag.replace(/^W\//, '');
  return header.split(',').some((tag) => tag.trim().replace(/^W\//, '') === opaque);
}

function pickEncoding(header: string | undefined): 'br' | 'gzip' | null {
  if (!header) return null;
  const accepted = new Set<string>();
  for (const part of header.split(',')) {
    const [name, ...params] = part.trim().toLowerCase().split(';');
    const q = params.find((p) => p.trim().startsWith('q='));
    if (q && Number(q.trim().slice(2)) === 0) continue;
    if (name) accepted.add(name.trim());
  }
  if (accepted.has('br')) return 'br';
  if (accepted.has('gzip')) return 'gzip';
  return null;
}

/** One cache per app instance, emptied table by table by the realtime hub's change events. */
export function registerPublicCache(app: FastifyInstance, options?: { maxAgeMs?: number }): void {
  const cache = new PublicCache(options);
  const stop = app.realtime.onChange((change) => cache.invalidate(change.table));
  app.decorate('publicCache', cache);
  app.addHook('onClose', async () => {
    stop();
    cache.clear();
  });
}
