import { Dexie, type DexieOptions, type EntityTable } from 'dexie';
import type { ActorRole } from '../../domain/missions/transition.ts';
import type { Position, Prestation, SignalKind } from '../../contract/missions.ts';
import type { Payslip } from '../../contract/payslips.ts';
import type { Schedule } from '../../contract/schedules.ts';
import type { OpenMission } from '../../contract/staffing.ts';
import type { MissionBrief } from '../../contract/after-mission.ts';

// This file (like every non-hook file of src/app/offline) imports nothing from React or the
// DOM: the service worker imports it to replay the outbox without any page open.

/** The name of the one IndexedDB database of the app. */
export const OFFLINE_DB_NAME = 'releve-offline';

/**
 * The collections kept for offline reading, each with its last successful refresh. `open` is
 * « Missions disponibles »: read offline, never claimed offline (a claim is a race).
 */
export type OfflineCollection = 'missions' | 'schedules' | 'payslips' | 'open';

/** Who is signed in on this device, readable by the service worker (single row, key `current`). */
export interface SessionRecord {
  key: 'current';
  userId: string;
  /** Null once the server refused it (expired): the queue waits for the next sign-in. */
  token: string | null;
  role: ActorRole | null;
}

/** A mission as the server served it, plus who it was served to and whether a tap awaits sync. */
export type LocalMission = Prestation & {
  owner_id: string;
  /** True while an outbox action about this mission is pending: « En attente de synchronisation ». */
  pending_sync: boolean;
};

export type LocalSchedule = Schedule & { owner_id: string };
export type LocalPayslip = Payslip & { owner_id: string };
export type LocalOpenMission = OpenMission & { owner_id: string };

export type OutboxStatus = 'pending' | 'rejected';

/**
 * One tap on accept/start/end, kept until the server confirmed it (then deleted) or refused it
 * (then kept as `rejected` until the nurse dismisses it).
 */
export interface OutboxAction {
  client_action_id: string;
  /** The user who tapped: their actions are only ever sent with their own token. */
  user_id: string;
  prestation_id: string;
  kind: SignalKind;
  /** ISO instant of the tap on the device. */
  at: string;
  status: OutboxStatus;
  /** The French reason of a refusal. */
  detail?: string;
  /** How many times it was sent without a definite answer. */
  attempts: number;
  /** Global order of taps on this device; replay follows it. */
  created_seq: number;
  /**
   * Where the phone was at the tap, read once with the professional's consent and written here
   * when it arrives (the tap itself is never kept waiting for it). Absent: not asked, refused,
   * unavailable or too slow.
   */
  position?: Position;
  /**
   * While set, the position of this tap is still being read: replay holds the action (and the
   * later taps on its mission) until the position is written or until this instant (epoch ms,
   * device clock) passes, then sends it without. A deadline rather than a flag, so that a page
   * closed mid-reading cannot hold the queue.
   */
  position_due_by?: number;
}

export type MessageOutboxStatus = 'pending' | 'rejected';

/**
 * A message written in a thread, kept until the server stored it (then deleted) or refused it
 * (then `rejected` with the French reason until dismissed). `client_message_id` makes the send
 * idempotent on the server: a resend after a lost answer stores nothing twice.
 */
export interface OutboxMessage {
  client_message_id: string;
  /** The sender: sent only ever with her own token. */
  user_id: string;
  to_user_id: string;
  content: string;
  /** ISO instant it was written on the device (shown in the thread until it is sent). */
  created_at: string;
  /** Order of writing on this device; sending follows it. */
  created_seq: number;
  status: MessageOutboxStatus;
  detail?: string;
  attempts: number;
}

/**
 * The signed-in user's last TanStack Query answers (dashboard counters, notifications,
 * conversations, teams, exchanges…), dehydrated, for reading them offline (one row per owner).
 */
export interface QueryCacheRecord {
  owner_id: string;
  /** ISO instant of the last write. */
  saved_at: string;
  /** `dehydrate(queryClient)` of the kept queries: plain JSON. */
  state: unknown;
}

/**
 * The brief (« Consignes ») of one of her missions, as the server served it. `brief_private`
 * (door codes) is kept only inside its window: never stored before `private_from`, dropped once
 * `private_until` has passed (`src/app/offline/briefs.ts`).
 */
export type LocalBrief = MissionBrief & { owner_id: string; fetched_at: string };

export interface SyncMetaRecord {
  collection: OfflineCollection;
  owner_id: string;
  /** ISO instant of the last successful refresh from the server. */
  synced_at: string;
  /**
   * `missions` only: the delta cursor `GET /sync/missions` handed out with the copy now stored
   * (its owner's, like the row); the next refresh sends it as `since`. Absent: full sync next.
   */
  cursor?: string;
}

/**
 * Replay bookkeeping shared by the pages and the service worker: `auth_required` (whose token
 * the server refused: `user_id`), `backoff` (consecutive `failures`, next try `next_at` ms) and
 * `update_required` (the sync `protocol` version the server refused, with its French `detail`).
 */
export interface MetaRecord {
  key: 'auth_required' | 'backoff' | 'update_required';
  user_id?: string;
  failures?: number;
  next_at?: number;
  protocol?: number;
  detail?: string;
}

export class OfflineDb extends Dexie {
  session!: EntityTable<SessionRecord, 'key'>;
  missions!: EntityTable<LocalMission, 'id'>;
  schedules!: EntityTable<LocalSchedule, 'id'>;
  payslips!: EntityTable<LocalPayslip, 'id'>;
  openMissions!: EntityTable<LocalOpenMission, 'id'>;
  outbox!: EntityTable<OutboxAction, 'client_action_id'>;
  syncMeta!: EntityTable<SyncMetaRecord, 'collection'>;
  meta!: EntityTable<MetaRecord, 'key'>;
  messageOutbox!: EntityTable<OutboxMessage, 'client_message_id'>;
  queryCache!: EntityTable<QueryCacheRecord, 'owner_id'>;
  briefs!: EntityTable<LocalBrief, 'prestation_id'>;

  constructor(name: string = OFFLINE_DB_NAME, options?: DexieOptions) {
    super(name, options);
    this.version(1).stores({
      session: 'key',
      missions: 'id, owner_id',
      schedules: 'id, owner_id',
      payslips: 'id, owner_id',
      outbox: 'client_action_id, created_seq, user_id, prestation_id, status',
      syncMeta: 'collection',
      meta: 'key',
    });
    // 2: the open missions (« Missions disponibles ») a professional may claim.
    this.version(2).stores({ openMissions: 'id, owner_id' });
    // 3: messages written offline (their outbox) and the screens' last answers (query cache).
    this.version(3).stores({
      messageOutbox: 'client_message_id, created_seq, user_id, to_user_id',
      queryCache: 'owner_id',
    });
    // 4: the briefs of her missions (« Consignes »), the private part only inside its window.
    this.version(4).stores({ briefs: 'prestation_id, owner_id' });
  }

  /** Every table, for transactions that touch them all (sign-in as someone else, logout). */
  allTables() {
    return [
      this.session,
      this.missions,
      this.schedules,
      this.payslips,
      this.openMissions,
      this.outbox,
      this.syncMeta,
      this.meta,
      this.messageOutbox,
      this.queryCache,
      this.briefs,
    ];
  }
}

let defaultDb: OfflineDb | undefined;

/** The app's database, opened on first use. */
export function getOfflineDb(): OfflineDb {
  defaultDb ??= new OfflineDb();
  return defaultDb;
}
