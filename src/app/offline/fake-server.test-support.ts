import type { Prestation, SignalKind } from '../../contract/missions.ts';
import type { OpenMission } from '../../contract/staffing.ts';
import type { SyncAction, SyncBody, SyncResult } from '../../contract/sync.ts';
import { SYNC_PROTOCOL_VERSION } from '../../contract/sync-protocol.ts';
import { transition } from '../../domain/missions/transition.ts';
import { OfflineDb } from './db.ts';
import { applyTap, toMissionState } from './mission-state.ts';
import { refreshMyMissions } from './refresh.ts';
import { setOfflineSession } from './session.ts';

// A stand-in for the server in unit tests: the same state machine (in the business time zone,
// Paris), idempotency by client_action_id, a log of what it received (positions included), and
// switches to fail the way networks fail.

export const BASE_URL = 'http://releve.test';

export interface ReceivedBatch {
  token: string;
  userId: string | undefined;
  actions: SyncAction[];
  /** The sync protocol version the request declared (undefined: none, i.e. 1). */
  protocol: number | undefined;
}

export type ServerMode =
  | 'up'
  /** fetch rejects: no network. */
  | 'down'
  | 'error-500'
  | 'unauthorized'
  /** Applies the batch, then the connection drops before the answer arrives. */
  | 'lose-answer'
  /** Refuses the whole request with a validation error. */
  | 'invalid-422';

export function makeMission(overrides: Partial<Prestation> & { id: string }): Prestation {
  return {
    name: `Mission ${overrides.id}`,
    description: '',
    dateStart: '2025-03-10T08:00:00.000Z',
    dateEnd: '2025-03-10T16:00:00.000Z',
    dureeMinutes: 480,
    assigned_to: 'nurse-1',
    assigned_name: 'Camille Martin',
    etablissement_id: 'inst-1',
    etablissement: { name: 'Clinique des Lilas', address: '1 rue des Lilas', phone: '0102030405' },
    etablissement_name: 'Clinique des Lilas',
    status: 'assigned',
    required_role: 'any',
    override_reason: null,
    started_at: null,
    ended_at: null,
    actual_duration: null,
    paid: false,
    start_distance_m: null,
    end_distance_m: null,
    validation: null,
    validated_at: null,
    validated_by: null,
    contest_reason: null,
    proposed_started_at: null,
    proposed_ended_at: null,
    hours_flag: null,
    created_at: '2025-03-01T08:00:00.000Z',
    updated_at: '2025-03-01T08:00:00.000Z',
    cancelled_at: null,
    compensation: null,
    ...overrides,
  };
}

export class FakeServer {
  mode: ServerMode = 'up';
  readonly missions = new Map<string, Prestation>();
  /** What `GET /api/prestations/open` serves, whoever asks. */
  openMissions: OpenMission[] = [];
  readonly tokens = new Map<string, string>();
  readonly batches: ReceivedBatch[] = [];
  /** Every action applied for real (a replayed one is not applied twice). */
  readonly applied: string[] = [];
  readonly getRequests: string[] = [];
  /** The sync protocol versions this server accepts; it answers with `protocol.max`. */
  protocol = { min: SYNC_PROTOCOL_VERSION, max: SYNC_PROTOCOL_VERSION };
  /** Requests refused for their protocol version (nothing of them was applied). */
  readonly refusedProtocols: (number | undefined)[] = [];
  private readonly answers = new Map<string, SyncResult>();

  constructor(public now: () => number) {}

  addMission(mission: Prestation): void {
    this.missions.set(mission.id, mission);
  }

  sentActionIds(): string[] {
    return this.batches.flatMap((b) => b.actions.map((a) => a.client_action_id));
  }

  readonly fetch = async (url: string, init: RequestInit): Promise<Response> => {
    if (this.mode === 'down') throw new TypeError('fetch failed');
    if (this.mode === 'error-500') return json(500, { detail: 'Erreur interne.' });
    const auth = new Headers(init.headers).get('authorization') ?? '';
    const token = auth.replace(/^Bearer /, '');
    const userId = this.tokens.get(token);
    if (this.mode === 'unauthorized' || !userId) {
      return json(401, { detail: 'Session expirée. Veuillez vous reconnecter.' });
    }
    const path = url.slice(BASE_URL.length);
    if (path === '/api/prestations/me' && init.method === 'GET') {
      this.getRequests.push(userId);
      return json(
        200,
        [...this.missions.values()].filter((m) => m.assigned_to === userId),
      );
    }
    if (path === '/api/prestations/open' && init.method === 'GET') {
      return json(200, this.openMissions);
    }
    if (path === '/api/sync/actions' && init.method === 'POST') {
      if (this.mode === 'invalid-422') {
        return json(422, { detail: [{ loc: ['body'], msg: 'Invalide.', type: 'custom' }] });
      }
      const { actions, protocol } = JSON.parse(String(init.body)) as SyncBody;
      const version = protocol ?? 1;
      if (version < this.protocol.min || version > this.protocol.max) {
        this.refusedProtocols.push(protocol);
        return json(409, {
          detail: `Version du protocole de synchronisation non prise en charge (${version}). Mettez l'application à jour.`,
        });
      }
      this.batches.push({ token, userId, actions, protocol });
      const results = actions.map((action) => this.apply(action, userId));
      if (this.mode === 'lose-answer') throw new TypeError('connection reset');
      return json(200, { protocol: this.protocol.max, results });
    }
    return json(404, { detail: 'Ressource introuvable.' });
  };

  private apply(action: SyncAction, userId: string): SyncResult {
    const known = this.answers.get(action.client_action_id);
    if (known) return known;
    const result = this.decide(action, userId);
    this.answers.set(action.client_action_id, result);
    return result;
  }

  private decide(action: SyncAction, userId: string): SyncResult {
    const mission = this.missions.get(action.prestation_id);
    if (!mission || mission.assigned_to !== userId) {
      return {
        client_action_id: action.client_action_id,
        status: 404,
        detail: 'Prestation introuvable.',
      };
    }
    const at = Date.parse(action.at);
    const actor = { id: userId, role: 'nurse' as const };
    const checked = transition(
      toMissionState(mission),
      { kind: action.kind, at },
      actor,
      this.now(),
      'Europe/Paris',
    );
    if (!checked.ok) {
      const status = checked.code === 'forbidden' ? 403 : checked.code === 'conflict' ? 409 : 422;
      return { client_action_id: action.client_action_id, status, detail: checked.detail };
    }
    const applied = applyTap(mission, action.kind as SignalKind, at, actor, 'Europe/Paris');
    if (!applied.ok) throw new Error('unreachable');
    const next = { ...applied.mission, updated_at: new Date(this.now()).toISOString() };
    this.missions.set(next.id, next);
    this.applied.push(action.client_action_id);
    return { client_action_id: action.client_action_id, status: 200, prestation: next };
  }
}

function json(status: number, body: unknown): Response {
  return new Response(JSON.stringify(body), {
    status,
    headers: { 'content-type': 'application/json' },
  });
}

let databaseCounter = 0;

/**
 * A fresh database (fake-indexeddb must be loaded first by the test file), a fake server with
 * a clock, and the deps to pass to every offline function.
 */
export function setupOffline(start = Date.parse('2025-03-10T07:30:00.000Z')) {
  databaseCounter += 1;
  const name = `releve-test-${databaseCounter}-${crypto.randomUUID()}`;
  const clock = { now: start };
  const now = () => clock.now;
  const server = new FakeServer(now);
  const db = new OfflineDb(name);
  const deps = { db, fetch: server.fetch, baseUrl: BASE_URL, now };
  const signIn = async (userId: string, token = `token-${userId}-${crypto.randomUUID()}`) => {
    server.tokens.set(token, userId);
    await setOfflineSession({ userId, token, role: 'nurse' }, deps);
    return token;
  };
  return { name, clock, server, db, deps, signIn };
}

/** `missions` on the fake server, nurse-1 signed in on the device and her missions refreshed. */
export async function storeMissions(
  setup: ReturnType<typeof setupOffline>,
  missions: Prestation[],
): Promise<void> {
  for (const mission of missions) setup.server.addMission(mission);
  await setup.signIn('nurse-1');
  await refreshMyMissions(setup.deps);
}
