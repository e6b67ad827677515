import { createHash } from 'node:crypto';
import { promisify } from 'node:util';
import { brotliCompress, constants as zlibConstants, gzip } from 'node:zlib';
import type { FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import type { UserRow } from '../modules/users/repo.ts';

const brotliAsync = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

/**
 * What every instance must forget: the answers and account rows of some users, or of all
 * of them. Sent to the other instances through Redis (see the socket plugin).
 */
export type CacheChange =
  | { users: string[] }
  /** Their answers only: their account rows are still current. */
  | { answersOf: string[] }
  | { everyone: true };

/** One user's answer to a GET, serialized once and compressed at most once per encoding. */
export interface CachedAnswer {
  /** Strong validator of the JSON: the same content has the same ETag on every instance. */
  etag: string;
  json: Buffer;
  encoded: (encoding: Encoding) => Promise<Buffer>;
}

type Encoding = 'br' | 'gzip';

interface Stamped<T> {
  stamp: number;
  storedAt: number;
  value: T;
  /** On the app's clock: from this instant the answer is wrong by itself (see `answer`). */
  expiresAt?: number;
}

export interface CacheOptions {
  /** Off: every request reads the database (several instances without Redis). */
  enabled: boolean;
  /** Largest total size of the kept answers (JSON and compressed forms). */
  maxBytes?: number;
  /** Account rows kept at most. */
  maxUsers?: number;
  /**
   * A kept row or answer is read again after this long even if no change was heard: the
   * safety net for a change message lost between instances (Redis reconnecting).
   */
  maxAgeMs?: number;
  /**
   * The app's clock (epoch ms), which answers' expiry instants are read on; the system clock
   * when omitted. Tests move the app's clock, not the system's.
   */
  now?: () => number;
}

/** Answers smaller than this are sent as they are, as @fastify/compress would. */
const COMPRESS_THRESHOLD = 1024;

/**
 * The in-memory copies that let the nurse's hot path skip the database: each user's account
 * row (read by every authenticated request) and her answers to `GET /prestations/me` and
 * `GET /dashboard/stats`. Writes call {@link AppCache.changed} with the users whose answers
 * they change, after their transaction has committed.
 *
 * Each user has a stamp, raised by every change to her. A copy is used only while it carries
 * her current stamp, and a reading that started before a change is never kept: a logout or a
 * write is seen by the very next request, here and (through Redis) on every other instance.
 */
export class AppCache {
  readonly enabled: boolean;
  private readonly maxBytes: number;
  private readonly maxUsers: number;
  private readonly maxAgeMs: number;
  private readonly now: () => number;
  private readonly stamps = new Map<string, number>();
  /** Raised by changes of a user's answers only (missions, messages, counters). */
  private readonly answerStamps = new Map<string, number>();
  private everyoneStamp = 0;
  private clock = 0;
  private readonly accounts = new Map<string, Stamped<UserRow>>();
  /** Least recently used first (Map insertion order). */
  private readonly answers = new Map<string, Stamped<CachedAnswer> & { bytes: number }>();
  private readonly reading = new Map<string, { stamp: number; promise: Promise<CachedAnswer> }>();
  private bytes = 0;
  private relay: ((change: CacheChange) => void) | undefined;

  constructor(options: CacheOptions) {
    this.enabled = options.enabled;
    this.maxBytes = options.maxBytes ?? 64 * 1024 * 1024;
    this.maxUsers = options.maxUsers ?? 50_000;
    this.maxAgeMs = options.maxAgeMs ?? 60_000;
    this.now = options.now ?? Date.now;
  }

  private stampOf(userId: string): number {
    return Math.max(this.stamps.get(userId) ?? 0, this.everyoneStamp);
  }

  /** Her answers' stamp: raised by every change to her, and by those of her answers only. */
  private answerStampOf(userId: string): number {
    return Math.max(this.stampOf(userId), this.answerStamps.get(userId) ?? 0);
  }

  private fresh<T>(stamp: number, entry: Stamped<T> | undefined): entry is Stamped<T> {
    return (
      entry !== undefined &&
      entry.stamp === stamp &&
      Date.now() - entry.storedAt < this.maxAgeMs &&
      // The app's clock is read only for an answer that expires (never for account rows).
      (entry.expiresAt === undefined || this.now() < entry.expiresAt)
    );
  }

  /** The account row of `userId` if a current copy is kept. */
  account(userId: string): UserRow | undefined {
    const entry = this.accounts.get(userId);
    return this.fresh(this.stampOf(userId), entry) ? entry.value : undefined;
  }

  /**
   * Reads an account row through the cache. A row read while the account changed is
   * returned to this request but not kept.
   */
  async readAccount(
    userId: string,
    read: () => Promise<UserRow | undefined>,
  ): Promise<UserRow | undefined> {
    const kept = this.account(userId);
    if (kept) return kept;
    const stamp = this.stampOf(userId);
    const row = await read();
    if (this.enabled && row && stamp === this.stampOf(userId)) {
      this.accounts.delete(userId);
      this.accounts.set(userId, { stamp, storedAt: Date.now(), value: row });
      if (this.accounts.size > this.maxUsers) {
        const oldest = this.accounts.keys().next().value;
        if (oldest !== undefined) this.accounts.delete(oldest);
      }
    }
    return row;
  }

  /**
   * The user's answer named `name`, from memory when current, else computed by `compute`
   * (concurrent requests for the same stamp share one computation). `expiresAt` tells, from the
   * computed value, the first instant (app clock) at which it would be computed differently with
   * no write to announce it — hours that turn validated 72 h after the end — or null: the kept
   * copy is not served from then on.
   */
  async answer<T>(
    userId: string,
    name: string,
    compute: () => Promise<T>,
    expiresAt?: (value: T) => number | null,
  ): Promise<CachedAnswer> {
    return this.answerJson(userId, name, async () => {
      const value = await compute();
      return { json: JSON.stringify(value), expiresAt: expiresAt?.(value) ?? null };
    });
  }

  /**
   * The same as {@link answer} for an answer already serialized (JSON assembled by the
   * database): `compute` gives its text (or its UTF-8 bytes) and the instant it expires at, or
   * null.
   */
  async answerJson(
    userId: string,
    name: string,
    compute: () => Promise<{ json: string | Buffer; expiresAt: number | null }>,
  ): Promise<CachedAnswer> {
    const key = `${userId} ${name}`;
    const stamp = this.answerStampOf(userId);
    const kept = this.answers.get(key);
    if (this.fresh(stamp, kept)) {
      this.answers.delete(key);
      this.answers.set(key, kept);
      return kept.value;
    }
    const running = this.reading.get(key);
    if (running && running.stamp === stamp) return running.promise;

    let expiry: number | null = null;
    const promise = compute().then((computed) => {
      expiry = computed.expiresAt;
      return serialize(computed.json);
    });
    if (!this.enabled) return promise;
    this.reading.set(key, { stamp, promise });
    try {
      const answer = await promise;
      if (stamp === this.answerStampOf(userId)) this.keep(key, stamp, answer, expiry);
      return answer;
    } finally {
      if (this.reading.get(key)?.promise === promise) this.reading.delete(key);
    }
  }

  private keep(key: string, stamp: number, answer: CachedAnswer, expiresAt: number | null) {
    const previous = this.answers.get(key);
    if (previous) {
      this.bytes -= previous.bytes;
      this.answers.delete(key);
    }
    // The compressed forms roughly add a quarter, made on demand.
    const bytes = Math.ceil(answer.json.length * 1.25);
    if (bytes > this.maxBytes) return;
    this.answers.set(key, {
      stamp,
      storedAt: Date.now(),
      value: answer,
      bytes,
      ...(expiresAt === null ? {} : { expiresAt }),
    });
    this.bytes += bytes;
    for (const [oldest, entry] of this.answers) {
      if (this.bytes <= this.maxBytes) break;
      this.answers.delete(oldest);
      this.bytes -= entry.bytes;
    }
  }

  /**
   * What these users see has changed (missions, counters, their account): their copies are
   * dropped here and on every other instance. Call after the change has committed.
   */
  changed(userIds: Iterable<string | null | undefined>): void {
    const users = [...new Set([...userIds].filter((id): id is string => !!id))];
    if (users.length === 0) return;
    this.apply({ users });
    this.relay?.({ users });
  }

  /**
   * What these users see has changed but not their accounts (a mission, a message, a counter):
   * their answers are dropped here and on every other instance, their account rows kept.
   */
  answersChanged(userIds: Iterable<string | null | undefined>): void {
    const answersOf = [...new Set([...userIds].filter((id): id is string => !!id))];
    if (answersOf.length === 0) return;
    this.apply({ answersOf });
    this.relay?.({ answersOf });
  }

  /** A change every user may see (an establishment's name on everyone's missions). */
  everyoneChanged(): void {
    this.apply({ everyone: true });
    this.relay?.({ everyone: true });
  }

  /** Applies a change here only: used for the changes other instances announce. */
  apply(change: CacheChange): void {
    const stamp = ++this.clock;
    if ('everyone' in change) {
      this.everyoneStamp = stamp;
      this.stamps.clear();
      this.answerStamps.clear();
      this.accounts.clear();
      this.answers.clear();
      this.bytes = 0;
      return;
    }
    if ('answersOf' in change) {
      for (const id of change.answersOf) this.answerStamps.set(id, stamp);
      return;
    }
    for (const id of change.users) {
      this.stamps.set(id, stamp);
      this.accounts.delete(id);
    }
  }

  /** Where changes are announced to the other instances (Redis, when configured). */
  relayTo(relay: (change: CacheChange) => void): void {
    this.relay = relay;
  }

  /** Figures for the benchmark and the tests. */
  stats() {
    return { accounts: this.accounts.size, answers: this.answers.size, bytes: this.bytes };
  }
}

function serialize(text: string | Buffer): CachedAnswer {
  const json = typeof text === 'string' ? Buffer.from(text) : text;
  const etag = `"${createHash('sha256').update(json).digest('base64url').slice(0, 32)}"`;
  const encoded = new Map<Encoding, Promise<Buffer>>();
  return {
    etag,
    json,
    encoded: (encoding) => {
      let made = encoded.get(encoding);
      if (!made) {
        // Made once per answer: Brotli at quality 6 is about as small as 11 on JSON and
        // ten times faster; async, so the event loop keeps serving others meanwhile.
        made =
          encoding === 'br'
            ? brotliAsync(json, {
                params: {
                  [zlibConstants.BROTLI_PARAM_QUALITY]: 6,
                  [zlibConstants.BROTLI_PARAM_SIZE_HINT]: json.length,
                },
              })
            : gzipAsync(json);
        encoded.set(encoding, made);
      }
      return made;
    },
  };
}

/** The encoding to answer in: Brotli, else gzip, when the client accepts it (q > 0). */
export function pickEncoding(header: string | undefined): Encoding | undefined {
  if (!header) return undefined;
  const accepted = new Set<string>();
  for (const part of header.toLowerCase().split(',')) {
    const [name = '', ...params] = part.trim().split(';');
    const q = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
    if (q !== undefined && !(Number(q.slice(2)) > 0)) continue;
    accepted.add(name.trim());
  }
  if (accepted.has('br')) return 'br';
  if (accepted.has('gzip') || accepted.has('*')) return 'gzip';
  return undefined;
}

function matches(ifNoneMatch: string | undefined, etag: string): boolean {
  if (!ifNoneMatch) return false;
  return ifNoneMatch
    .split(',')
    .map((tag) => tag.trim().replace(/^W\//, ''))
    .some((tag) => tag === etag || tag === '*');
}

/**
 * Sends a cached answer as JSON: 304 when the client already holds it (If-None-Match),
 * else in the best encoding it accepts. Its route sets `compress: false`.
 */
export async function sendAnswer(
  request: FastifyRequest,
  reply: FastifyReply,
  answer: CachedAnswer,
): Promise<FastifyReply> {
  reply
    .header('content-type', 'application/json; charset=utf-8')
    .header('etag', answer.etag)
    .header('vary', 'accept-encoding, authorization')
    // The browser may keep it and must ask again each time: a 304 then costs a few bytes.
    .header('cache-control', 'private, no-cache');
  if (matches(request.headers['if-none-match'], answer.etag)) return reply.code(304).send();
  const encoding =
    answer.json.length >= COMPRESS_THRESHOLD
      ? pickEncoding(request.headers['accept-encoding'])
      : undefined;
  if (!encoding) return reply.send(answer.json);
  return reply.header('content-encoding', encoding).send(await answer.encoded(encoding));
}

declare module 'fastify' {
  interface FastifyInstance {
    cache: AppCache;
  }
}

export const cachePlugin = fp<CacheOptions>(async (app, opts) => {
  // Expiry instants are on the app's clock (`app.now`, decorated before this plugin).
  app.decorate('cache', new AppCache({ now: () => app.now().getTime(), ...opts }));
});
