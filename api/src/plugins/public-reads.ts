import { createHash } from 'node:crypto';
import { brotliCompressSync, constants as zlib, gzipSync } from 'node:zlib';
import type { PgTable } from 'drizzle-orm/pg-core';
import type { FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { readDataFingerprint } from './public-reads.repository';

declare module 'fastify' {
  interface FastifyInstance {
    publicReads: PublicReads;
  }
}

/**
 * Shared caches (the nginx edge) keep a public answer this long before they revalidate it with
 * its ETag: a change reaches every visitor within these seconds plus the recheck interval.
 */
export const EDGE_SECONDS = 10;
/** Cache-Control of a public read: browsers keep it `browserSeconds`, the edge EDGE_SECONDS. */
export const publicCacheControl = (browserSeconds: number) =>
  browserSeconds > 0 ? `public, max-age=${browserSeconds}, s-maxage=${EDGE_SECONDS}` : `public, max-age=0, must-revalidate, s-maxage=${EDGE_SECONDS}`;

type Encoding = 'br' | 'gzip';
/** Below this, compressing costs more than it saves (the same threshold as @fastify/compress). */
const COMPRESS_FROM_BYTES = 1024;

interface Representation {
  /** The data fingerprint the answer was made from. */
  fingerprint: string;
  /** The digest of the JSON: the strong ETag is `"tag"`, `"tag-br"` or `"tag-gzip"`. */
  tag: string;
  json: Buffer;
  encoded: Partial<Record<Encoding, Buffer>>;
}

export interface PublicReadsOptions {
  /** How long a fingerprint is trusted before the tables are read again (0: every request). */
  recheckMs: number;
  /** Answers kept; the least recently used goes first. */
  maxEntries?: number;
  now?: () => number;
}

/** The encoding to send, from Accept-Encoding (`q=0` refuses one). */
export function chooseEncoding(acceptEncoding: string | undefined): Encoding | null {
  if (!acceptEncoding) return null;
  const accepted = new Set(
    acceptEncoding
      .toLowerCase()
      .split(',')
      .map((part) => part.trim().split(';'))
      .filter(([, ...parameters]) => !parameters.some((parameter) => /^\s*q=0(\.0*)?\s*$/.test(parameter)))
      .map(([name]) => name!.trim()),
  );
  if (accepted.has('br')) return 'br';
  if (accepted.has('gzip') || accepted.has('*')) return 'gzip';
  return null;
}

/** If-None-Match names this answer (any of its encodings, weak or strong, or `*`). */
export function matchesTag(ifNoneMatch: string | undefined, tag: string): boolean {
  if (!ifNoneMatch) return false;
  return ifNoneMatch
    .split(',')
    .map((candidate) =>
      candidate
        .trim()
        .replace(/^W\//, '')
        .replace(/^"|"$/g, '')
        .replace(/-(br|gzip)$/, ''),
    )
    .some((candidate) => candidate === '*' || candidate === tag);
}

/**
 * The public reads (catalogue, product, search, FAQ, content blocks, mega menu, app configuration)
 * answered from memory: each answer is made once per URL and data version, kept as JSON with its
 * gzip and Brotli forms made on first demand, and served with a strong ETag (304 on If-None-Match).
 * The data version is the fingerprint of the public tables, read again at most every `recheckMs`,
 * so a change made anywhere shows within that interval on every replica.
 */
export class PublicReads {
  private readonly entries = new Map<string, Representation>();
  private fingerprint: string | null = null;
  private checkedAt = 0;
  private reading: Promise<string> | null = null;
  private readonly maxEntries: number;
  private readonly now: () => number;
  private readonly followed: PgTable[] = [];

  constructor(
    private readonly readFingerprint: (tables: readonly PgTable[]) => Promise<string>,
    private readonly options: PublicReadsOptions,
  ) {
    this.maxEntries = options.maxEntries ?? 500;
    this.now = options.now ?? Date.now;
  }

  /**
   * A module names the tables its public reads answer from (its repository does: this plugin knows
   * no module's table); a change to any of them renews every public answer.
   */
  follow(...tables: PgTable[]): void {
    this.followed.push(...tables);
  }

  /** The data version: the last one read while fresh, else read again (one read for concurrent callers). */
  async version(): Promise<string> {
    if (this.fingerprint !== null && this.now() - this.checkedAt < this.options.recheckMs) return this.fingerprint;
    this.reading ??= this.readFingerprint(this.followed)
      .then((fingerprint) => {
        this.fingerprint = fingerprint;
        this.checkedAt = this.now();
        return fingerprint;
      })
      .finally(() => {
        this.reading = null;
      });
    return this.reading;
  }

  /** Answers count kept (for tests and diagnostics). */
  get size(): number {
    return this.entries.size;
  }

  /**
   * Answers the request from memory, making the answer with `make` (serialised by the route's
   * response schema) when the URL has none for the current data version.
   */
  async send(request: FastifyRequest, reply: FastifyReply, cacheControl: string, make: () => Promise<unknown> | unknown): Promise<FastifyReply> {
    const key = request.url;
    const fingerprint = await this.version();
    let answer = this.entries.get(key);
    if (answer && answer.fingerprint === fingerprint) {
      this.entries.delete(key);
      this.entries.set(key, answer);
    } else {
      const serialised = reply.serialize(await make());
      const json = typeof serialised === 'string' ? Buffer.from(serialised) : Buffer.from(serialised as ArrayBuffer);
      answer = { fingerprint, tag: createHash('sha256').update(json).digest('base64url').slice(0, 27), json, encoded: {} };
      this.remember(key, answer);
    }

    reply.header('cache-control', cacheControl).header('vary', 'accept-encoding');
    if (matchesTag(request.headers['if-none-match'], answer.tag)) {
      return reply.code(304).header('etag', `"${answer.tag}"`).send();
    }
    const encoding = answer.json.length >= COMPRESS_FROM_BYTES ? chooseEncoding(request.headers['accept-encoding']) : null;
    reply.type('application/json; charset=utf-8');
    if (!encoding) return reply.header('etag', `"${answer.tag}"`).send(answer.json);
    const body = (answer.encoded[encoding] ??= encode(answer.json, encoding));
    return reply.header('etag', `"${answer.tag}-${encoding}"`).header('content-encoding', encoding).send(body);
  }

  private remember(key: string, answer: Representation): void {
    this.entries.delete(key);
    this.entries.set(key, answer);
    while (this.entries.size > this.maxEntries) {
      const oldest = this.entries.keys().next().value;
      if (oldest === undefined) break;
      this.entries.delete(oldest);
    }
  }
}

function encode(json: Buffer, encoding: Encoding): Buffer {
  return encoding === 'br'
    ? brotliCompressSync(json, { params: { [zlib.BROTLI_PARAM_QUALITY]: 9, [zlib.BROTLI_PARAM_SIZE_HINT]: json.length } })
    : gzipSync(json, { level: 9 });
}

export const publicReadsPlugin = fp<{ recheckMs: number }>(
  async (app, options) => {
    app.decorate('publicReads', new PublicReads((tables) => readDataFingerprint(app.db, tables), { recheckMs: options.recheckMs }));
  },
  { name: 'public-reads', dependencies: ['atlas-database'] },
);
