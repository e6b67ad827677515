/**
 * How long the offline outbox takes to replay 100 taps: one nurse with 100 accepted missions
 * starts each of them offline (100 actions queued in IndexedDB — fake-indexeddb in Node), then
 * the replay sends them to a real server (buildApp on in-memory PGlite, listening on
 * 127.0.0.1) through `POST /api/sync/actions`. The time is the replay's, from the first request
 * to the last settled action.
 *
 *   node --no-liftoff --import tsx bench/outbox.ts
 */
import 'fake-indexeddb/auto';
import { randomUUID } from 'node:crypto';
import type { AddressInfo } from 'node:net';
import { pathToFileURL } from 'node:url';
import { OfflineDb } from '../src/app/offline/db.ts';
import { queueMissionAction } from '../src/app/offline/outbox.ts';
import { refreshMyMissions } from '../src/app/offline/refresh.ts';
import { replayOutbox } from '../src/app/offline/replay.ts';
import { setOfflineSession } from '../src/app/offline/session.ts';
import { buildApp } from '../src/server/app.ts';
import { openDatabase } from '../src/server/db/client.ts';
import { missions, users } from '../src/server/db/schema.ts';

const ACTIONS = 100;
const HOUR = 3_600_000;

function person(role: 'nurse' | 'institution', now: Date) {
  return {
    id: randomUUID(),
    email: `${role}@bench.test`,
    // Nobody logs in: the nurse's token is signed directly.
    passwordHash: 'not-a-hash',
    firstName: role === 'institution' ? 'Contact' : 'Camille',
    lastName: 'Martin',
    name: role === 'institution' ? 'Clinique du Banc' : null,
    phone: '01 23 45 67 89',
    address: '1 rue du Banc, Paris',
    role,
    status: 'approved' as const,
    createdAt: now,
    updatedAt: now,
  };
}

export interface OutboxBench {
  actions: number;
  /** Wall time of the replay, ms. */
  ms: number;
  /**
   * CPU time (user + system) of this process during the replay, ms: the server's work and the
   * phone's (Dexie on fake-indexeddb) together; it moves less than `ms` on a busy machine.
   */
  cpuMs: number;
}

export async function benchOutboxReplay(): Promise<OutboxBench> {
  const now = new Date();
  const database = await openDatabase({ kind: 'pglite' });
  const app = await buildApp({ db: database.db, jwtSecret: 'bench-secret-bench-secret-bench' });
  const local = new OfflineDb(`bench-outbox-${randomUUID()}`);
  try {
    const nurse = person('nurse', now);
    const institution = person('institution', now);
    await database.db.insert(users).values([nurse, institution]);
    await database.db.insert(missions).values(
      Array.from({ length: ACTIONS }, (_, i) => ({
        id: randomUUID(),
        name: `Soins à domicile ${i + 1}`,
        // Planned from now back into the past: every start window is open (a late start is fine).
        dateStart: new Date(now.getTime() - i * HOUR),
        dateEnd: new Date(now.getTime() + (8 - i) * HOUR),
        dureeMinutes: 480,
        institutionId: institution.id,
        assignedTo: nurse.id,
        createdBy: institution.id,
        status: 'accepted' as const,
        weekdayRateCents: 2500,
        travelFeeCents: 1000,
        tariffsCopiedAt: now,
        createdAt: now,
        updatedAt: now,
      })),
    );

    await app.listen({ host: '127.0.0.1', port: 0 });
    const { port } = app.server.address() as AddressInfo;
    const deps = { db: local, baseUrl: `http://127.0.0.1:${port}` };
    const token = await app.signToken({ id: nurse.id, tokenVersion: 0, role: 'nurse' });
    await setOfflineSession({ userId: nurse.id, token, role: 'nurse' }, deps);
    const refreshed = await refreshMyMissions(deps);
    if (refreshed.status !== 'ok' || refreshed.count !== ACTIONS) {
      throw new Error(`refresh: ${JSON.stringify(refreshed)}`);
    }

    const stored = await local.missions.toArray();
    for (const mission of stored) {
      const queued = await queueMissionAction(mission.id, 'start', deps);
      if (!queued.ok) throw new Error(`queue: ${queued.detail}`);
    }

    const started = performance.now();
    const cpuBefore = process.cpuUsage();
    const outcome = await replayOutbox(deps, { force: true });
    const ms = performance.now() - started;
    const cpu = process.cpuUsage(cpuBefore);

    if (outcome.status !== 'synced' || outcome.confirmed !== ACTIONS) {
      throw new Error(`replay: ${JSON.stringify(outcome)}`);
    }
    const left = await local.outbox.count();
    const inProgress = (await local.missions.toArray()).filter(
      (m) => m.status === 'in_progress' && !m.pending_sync,
    ).length;
    if (left !== 0 || inProgress !== ACTIONS) {
      throw new Error(`after replay: ${left} left in the outbox, ${inProgress} in progress`);
    }
    return {
      actions: ACTIONS,
      ms: Math.round(ms * 10) / 10,
      cpuMs: Math.round((cpu.user + cpu.system) / 100) / 10,
    };
  } finally {
    local.close();
    await app.close();
    await database.close();
  }
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  const { actions, ms, cpuMs } = await benchOutboxReplay();
  console.log(`Rejeu de la file hors ligne : ${actions} actions en ${ms} ms (${cpuMs} ms CPU)`);
}
