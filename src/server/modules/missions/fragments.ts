import type { Db } from '../../db/client.ts';
import { assignedMissions, ROW_SEPARATOR, type Page } from './repo.ts';

/** A page of « Mes prestations »: the JSON array, ready to send. */
export interface AssignedJson {
  json: Buffer;
  count: number;
  /** The earliest end among the missions served `awaiting` (epoch ms), or null. */
  earliestAwaitingEnd: number | null;
}

interface Held {
  /**
   * Each mission's JSON text (UTF-8) by its key, `id U+0002 version`. Never changed once kept:
   * a new read keeps a new map.
   */
  texts: ReadonlyMap<string, Buffer>;
  /** The keys, joined as the database reads them. */
  keys: string;
  bytes: number;
}

export interface MissionFragmentsOptions {
  /** Largest total size of the kept texts (bytes); least recently read users go first. */
  maxBytes?: number;
}

const OPEN = Buffer.from('[');
const COMMA = Buffer.from(',');
const CLOSE = Buffer.from(']');

/**
 * The last JSON text of each mission of a professional's « Mes prestations », with its version,
 * so that the first read after a change (a miss of the answer cache) assembles only the missions
 * that changed: the database answers every other row with its id and version alone.
 *
 * Nothing here can be stale: every read asks the database for the current version of each row
 * (the mission's last writing transaction, the last write of the two people joined into it, and
 * whether its hours already count as validated by time), in the same statement that assembles the
 * texts it lacks, and a text is reused only for that exact version. Several instances, and writes
 * that no cache hears of, are thus served correctly; only the cost of a read varies.
 */
export class MissionFragments {
  private readonly maxBytes: number;
  /** Least recently read first (Map insertion order). */
  private readonly users = new Map<string, Held>();
  private bytes = 0;

  constructor(options: MissionFragmentsOptions = {}) {
    this.maxBytes = options.maxBytes ?? 32 * 1024 * 1024;
  }

  /** Total size of the kept texts (bytes). */
  get size(): number {
    return this.bytes;
  }

  /** Forgets everything (benchmarks measure the cold read with it). */
  clear(): void {
    this.users.clear();
    this.bytes = 0;
  }

  /**
   * `GET /prestations/me`'s page of `userId` at `now`, as the bytes of its JSON array: the kept
   * texts are copied as they are, neither decoded from the database nor encoded again.
   */
  async assigned(db: Db, userId: string, page: Page, now: Date): Promise<AssignedJson> {
    // This map stays as it is while the database reads: kept maps are replaced, not changed.
    const held = this.users.get(userId);
    const list = await assignedMissions(db, userId, page, now, held?.keys ?? '');
    const parts: Buffer[] = [OPEN];
    const kept = new Map<string, Buffer>();
    for (const key of list.keys) {
      const text = list.texts.get(key);
      const json = text === undefined ? held?.texts.get(key) : Buffer.from(text);
      if (json === undefined) throw new Error(`mission ${key}: neither read nor held`);
      if (kept.size > 0) parts.push(COMMA);
      parts.push(json);
      kept.set(key, json);
    }
    parts.push(CLOSE);
    this.keep(userId, kept);
    return {
      json: Buffer.concat(parts),
      count: kept.size,
      earliestAwaitingEnd: list.earliestAwaitingEnd,
    };
  }

  /**
   * Keeps the texts of the page just read, in place of what was kept for her: missions that
   * left her or changed are forgotten with it. (Her phone reads one page holding all of them;
   * who pages through an older history keeps the last page read.)
   */
  private keep(userId: string, texts: Map<string, Buffer>): void {
    let bytes = 0;
    for (const text of texts.values()) bytes += text.length;
    const previous = this.users.get(userId);
    if (previous) {
      this.bytes -= previous.bytes;
      this.users.delete(userId);
    }
    if (bytes > this.maxBytes) return;
    this.users.set(userId, { texts, keys: [...texts.keys()].join(ROW_SEPARATOR), bytes });
    this.bytes += bytes;
    for (const [oldest, held] of this.users) {
      if (this.bytes <= this.maxBytes) break;
      this.users.delete(oldest);
      this.bytes -= held.bytes;
    }
  }
}

declare module 'fastify' {
  interface FastifyInstance {
    /** The texts of the missions of « Mes prestations », reused while their version holds. */
    missionFragments: MissionFragments;
  }
}
