import type { FastifyInstance } from 'fastify';
import type { MissionChangedEvent, ServerToClientEvents } from '../../contract/socket.ts';
import type { Db } from '../db/client.ts';
import { insertAuditLines, type NewAuditLine } from '../modules/audit/repo.ts';
import { missionsWritten, type LockedTerms } from '../modules/contracts/service.ts';
import type { Party } from '../modules/contracts/terms.ts';
import { membersByInstitution } from '../modules/institutions/repo.ts';
import type { MissionRow } from '../modules/missions/repo.ts';
import {
  insertNotifications,
  type NewNotification,
  type NotificationRow,
} from '../modules/notifications/repo.ts';

/** One live event to every socket of a user, on whichever instance it is connected. */
export type LiveEvent = {
  [E in keyof ServerToClientEvents]: {
    to: string;
    event: E;
    payload: Parameters<ServerToClientEvents[E]>[0];
  };
}[keyof ServerToClientEvents];

/**
 * What a write changes besides its rows, declared by the write and carried out by
 * {@link runEffects} once it has committed, here and (through Redis) on the other instances.
 */
export interface Effects {
  /** Users whose cached answers and account rows change (empty ids are ignored). */
  changed?: readonly (string | null | undefined)[];
  /**
   * Users whose cached answers change but not their account rows: a mission, a message, a
   * counter. Their next request is authenticated from memory still; only the answer is read.
   */
  answersChanged?: readonly (string | null | undefined)[];
  /** Every user's cached answers change (an establishment's name is on everyone's missions). */
  changedEveryone?: boolean;
  /**
   * Notifications stored with the write (in its transaction) and then sent to their users'
   * sockets and devices; their users' unread counters change.
   */
  notify?: readonly NewNotification[];
  /** Live events sent to a user's sockets. */
  emit?: readonly LiveEvent[];
  /**
   * Open missions that came or went (published, claimed, withdrawn, cancelled, assigned):
   * `mission_changed` to every socket watching the open list (professionals and admins).
   */
  missionChanged?: readonly MissionChangedEvent[];
  /** Users whose sockets are closed on every instance (logout, rejected account). */
  disconnect?: readonly string[];
  /**
   * Missions as the write left them: the scheduled work they need (reminders, the late-start
   * alert, the automatic validation) is sent in the write's transaction.
   */
  missions?: readonly MissionRow[];
  /**
   * The current contracts of some of `missions` (null: none), already locked by the write:
   * those are not read again.
   */
  lockedTerms?: ReadonlyMap<string, LockedTerms | null>;
  /** People the write already read, by id: a contract drawn up for them does not read them again. */
  parties?: ReadonlyMap<string, Party>;
  /** Decisions kept in the audit log, in the write's transaction (rolled back with it). */
  audit?: readonly NewAuditLine[];
}

/** {@link Effects} once the write has stored its notifications: what is left after the commit. */
export interface AfterCommit extends Omit<Effects, 'notify' | 'missions' | 'audit'> {
  /** The stored notifications to send. */
  notified?: readonly NotificationRow[];
  /**
   * When the write read it: those of the notified users who have devices for Web Push. The
   * others are not looked up again after the commit (see `Publication`).
   */
  withDevices?: readonly string[];
}

/** What a write in {@link withTransaction} answers, and what it changes for whom. */
export interface Write<T> {
  result: T;
  effects?: Effects;
}

/** What the runner needs of the app: its cache, notifier, sockets, job engine and log. */
export type EffectsHost = Pick<FastifyInstance, 'cache' | 'notifier' | 'realtime' | 'log' | 'jobs'>;

/**
 * Stores the declared audit lines and notifications in the write's transaction (at `now`, in
 * the order given), sends the changed missions' jobs in it too, and returns what is left to
 * run after the commit.
 */
export async function storeEffects(
  app: Pick<EffectsHost, 'jobs'> & Partial<Pick<FastifyInstance, 'timezone' | 'now'>>,
  tx: Db,
  effects: Effects | undefined,
  now: Date,
): Promise<AfterCommit> {
  const { notify, missions, audit, lockedTerms, parties, ...rest } = await reachMembers(
    tx,
    effects ?? {},
  );
  if (audit && audit.length > 0) await insertAuditLines(tx, audit, now);
  if (missions && missions.length > 0) {
    // The missions' contracts follow their assignee, planned times and rates (drawn up, voided).
    if (app.timezone !== undefined && app.now !== undefined) {
      await missionsWritten(
        { jobs: app.jobs, timezone: app.timezone, now: app.now },
        tx,
        missions,
        now,
        lockedTerms,
        parties,
      );
    }
    await app.jobs.missionsChanged(tx, missions);
  }
  if (!notify || notify.length === 0) return rest;
  return { ...rest, notified: await insertNotifications(tx, [...notify], now) };
}

/**
 * What is declared for an establishment (its id) also reaches its members: each gets its own
 * copy of the establishment's notifications and live events, and their cached answers change
 * with the establishment's. One query, only when the write names someone.
 */
async function reachMembers(tx: Db, effects: Effects): Promise<Effects> {
  const ids = new Set<string>();
  for (const id of [...(effects.changed ?? []), ...(effects.answersChanged ?? [])]) {
    if (id) ids.add(id);
  }
  for (const note of effects.notify ?? []) if (note.type !== 'message') ids.add(note.userId);
  for (const live of effects.emit ?? []) ids.add(live.to);
  if (ids.size === 0) return effects;
  const members = await membersByInstitution(tx, [...ids]);
  if (members.size === 0) return effects;
  const of = (id: string | null | undefined) => (id ? (members.get(id) ?? []) : []);
  const answersChanged = [
    ...(effects.answersChanged ?? []),
    ...[...(effects.changed ?? []), ...(effects.answersChanged ?? [])].flatMap(of),
  ];
  return {
    ...effects,
    answersChanged,
    ...(effects.notify
      ? {
          // Messages are between people: a member has her own conversations.
          notify: effects.notify.flatMap((note) =>
            note.type === 'message'
              ? [note]
              : [note, ...of(note.userId).map((userId) => ({ ...note, userId }))],
          ),
        }
      : {}),
    ...(effects.emit
      ? {
          emit: effects.emit.flatMap((live) =>
            live.event === 'new_message'
              ? [live]
              : [live, ...of(live.to).map((to) => ({ ...live, to }) as LiveEvent)],
          ),
        }
      : {}),
  };
}

/**
 * The one after-commit path. In this order: the cached answers of the changed users (and of
 * the notified ones, whose counters changed) are dropped here and announced to the other
 * instances, so that the announcement travels ahead of the live events sent next; then the
 * notifications go to their sockets and devices, the live events (and the open missions'
 * `mission_changed`) are sent and the sockets to close are closed. Never throws: the write has committed, a failing effect is logged and the
 * others still run.
 */
export function runEffects(app: EffectsHost, effects: AfterCommit | undefined): void {
  if (!effects) return;
  const notified = effects.notified ?? [];
  const attempt = (what: string, run: () => void) => {
    try {
      run();
    } catch (err) {
      app.log.error({ err }, `after-commit effect failed: ${what}`);
    }
  };
  if (effects.changedEveryone) attempt('cache', () => app.cache.everyoneChanged());
  const changed = (effects.changed ?? []).filter((id): id is string => !!id);
  if (changed.length > 0) attempt('cache', () => app.cache.changed(changed));
  // The notified users' unread counters changed, not their accounts.
  const answers = [...(effects.answersChanged ?? []), ...notified.map((row) => row.userId)].filter(
    (id): id is string => !!id && !changed.includes(id),
  );
  if (answers.length > 0) attempt('cache', () => app.cache.answersChanged(answers));
  if (notified.length > 0) {
    const withDevices = effects.withDevices ? new Set(effects.withDevices) : undefined;
    attempt('notify', () => app.notifier.publish([...notified], { withDevices }));
  }
  for (const live of effects.emit ?? []) {
    attempt('emit', () => app.realtime.toUser(live.to, live.event, live.payload));
  }
  for (const change of effects.missionChanged ?? []) {
    attempt('mission_changed', () => app.realtime.toOpenMissionWatchers(change));
  }
  for (const userId of effects.disconnect ?? []) {
    attempt('disconnect', () => app.realtime.disconnectUser(userId));
  }
}

/**
 * Runs a write in one transaction, stores the notifications it declares with it (at `now`),
 * and once it has committed runs its effects; answers the write's result. Nothing is run when
 * the write throws (its transaction is rolled back).
 */
export async function withTransaction<T>(
  app: EffectsHost & Pick<FastifyInstance, 'db'>,
  now: Date,
  work: (tx: Db) => Promise<Write<T>>,
): Promise<T> {
  const { result, after } = await app.db.transaction(async (tx) => {
    const write = await work(tx);
    return { result: write.result, after: await storeEffects(app, tx, write.effects, now) };
  });
  runEffects(app, after);
  return result;
}
