/**
 * Reminders on real server processes sharing one PostgreSQL database: two instances send a
 * reminder once; a reminder due while no instance runs is sent once by the next one; a
 * cancelled mission's reminders never fire. Skipped, with a visible message, only when
 * PostgreSQL does not answer.
 */
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Prestation } from '../../src/contract/missions.ts';
import { jobId } from '../../src/server/plugins/jobs.ts';
import { jobKey, QUEUES } from '../../src/server/modules/reminders/planner.ts';
import {
  POSTGRES_URL,
  createDatabase,
  expectCall,
  killAll,
  postgresAnswers,
  registerApproved,
  startServer,
  tempDir,
  type ServerProcess,
} from './fixtures/processes.ts';

const pgUp = await postgresAnswers();
if (!pgUp) {
  console.warn(
    `\n⚠ PostgreSQL injoignable (${POSTGRES_URL}) : test des rappels sur plusieurs processus ignoré.\n`,
  );
}

const ADMIN = { email: 'admin@rappels.test', password: 'admin-password-rappels' };
const H = 3_600_000;

const envOf = (url: string) => ({
  DATABASE_URL: url,
  JWT_SECRET: 'reminders-instances-secret-shared-by-every-instance',
  ADMIN_EMAIL: ADMIN.email,
  ADMIN_PASSWORD: ADMIN.password,
  JOBS_POLL_SECONDS: '0.5',
});

async function until<T>(what: string, probe: () => Promise<T | undefined>, ms = 30_000) {
  const deadline = Date.now() + ms;
  for (;;) {
    const value = await probe();
    if (value !== undefined) return value;
    if (Date.now() > deadline) throw new Error(`${what}: not within ${ms} ms`);
    await new Promise((r) => setTimeout(r, 250));
  }
}

const pause = (ms: number) => new Promise((r) => setTimeout(r, ms));

/** One SQL query on the test's database. */
async function query<R>(url: string, text: string, values: unknown[] = []): Promise<R[]> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return (await client.query(text, values)).rows as R[];
  } finally {
    await client.end();
  }
}

const reminderNotes = (url: string, userId: string) =>
  query<{ message: string }>(
    url,
    "select message from notifications where user_id = $1 and message like 'Rappel%'",
    [userId],
  );

const sentRows = (url: string, missionId: string) =>
  query<{ kind: string; user_id: string }>(
    url,
    'select kind, user_id from sent_reminders where mission_id = $1',
    [missionId],
  );

interface People {
  admin: string;
  clinicId: string;
  nurse: { id: string; token: string };
}

async function people(base: string): Promise<People> {
  const { token: admin } = await expectCall<{ token: string }>(
    base,
    'POST',
    '/api/auth/login',
    200,
    { body: ADMIN },
  );
  const clinic = await registerApproved(base, admin, {
    role: 'institution',
    first_name: 'Claire',
    last_name: 'Lilas',
  });
  const nurse = await registerApproved(base, admin, {
    role: 'nurse',
    first_name: 'Camille',
    last_name: 'Durand',
  });
  return { admin, clinicId: clinic.id, nurse };
}

/** A mission assigned to the nurse whose 12 h reminder is due `seconds` from now. */
async function missionDueIn(base: string, who: People, seconds: number, name: string) {
  const start = new Date(Date.now() + 12 * H + seconds * 1000);
  const { prestation } = await expectCall<{ prestation: Prestation }>(
    base,
    'POST',
    '/api/prestations',
    201,
    {
      token: who.admin,
      body: {
        name,
        description: 'Rappels',
        dateStart: start.toISOString(),
        dateEnd: new Date(start.getTime() + 2 * H).toISOString(),
        etablissement_id: who.clinicId,
        assigned_to: who.nurse.id,
      },
    },
  );
  return { mission: prestation, due: new Date(start.getTime() - 12 * H) };
}

describe.skipIf(!pgUp)('reminders on two server processes, one PostgreSQL', () => {
  let database: Awaited<ReturnType<typeof createDatabase>>;
  const dirs = [tempDir('rem-a'), tempDir('rem-b')];
  let a: ServerProcess;
  let b: ServerProcess;
  let who: People;

  beforeAll(async () => {
    database = await createDatabase();
    // One after the other: the first creates the job engine's schema (see the report of
    // issue 15: two instances starting at once on an empty database collide there).
    a = await startServer({ dataDir: dirs[0]!.path, env: envOf(database.url) });
    b = await startServer({ dataDir: dirs[1]!.path, env: envOf(database.url) });
    who = await people(a.url);
  }, 180_000);

  afterAll(async () => {
    await killAll();
    await database?.drop();
    for (const dir of dirs) dir.remove();
  });

  it('sends a due reminder exactly once', async () => {
    const { mission } = await missionDueIn(b.url, who, 4, 'Nuit partagée');
    await until('the reminder', async () => {
      const notes = await reminderNotes(database.url, who.nurse.id);
      return notes.some((n) => n.message.includes('« Nuit partagée »')) ? true : undefined;
    });
    // Both instances have polled many times since.
    await pause(3000);
    const notes = (await reminderNotes(database.url, who.nurse.id)).filter((n) =>
      n.message.includes('« Nuit partagée »'),
    );
    expect(notes).toHaveLength(1);
    expect(await sentRows(database.url, mission.id)).toEqual([
      { kind: 'start_12h', user_id: who.nurse.id },
    ]);
  }, 60_000);

  it('never reminds of a cancelled mission', async () => {
    // Another nurse: the first one's mission overlaps.
    who = await people(b.url);
    const { mission, due } = await missionDueIn(a.url, who, 8, 'Nuit annulée');
    await expectCall(b.url, 'PUT', `/api/prestations/${mission.id}/cancel`, 200, {
      token: who.admin,
      body: {},
    });
    const id = jobId(QUEUES.reminder, jobKey(mission.id, 'start_12h', due));
    await until('the job worked', async () => {
      const [row] = await query<{ state: string }>(
        database.url,
        'select state from pgboss.job where id = $1',
        [id],
      );
      return row?.state === 'completed' ? true : undefined;
    });
    expect(await sentRows(database.url, mission.id)).toEqual([]);
    const notes = await reminderNotes(database.url, who.nurse.id);
    expect(notes.filter((n) => n.message.includes('« Nuit annulée »'))).toEqual([]);
  }, 60_000);
});

describe.skipIf(!pgUp)('a reminder due while no instance runs', () => {
  let database: Awaited<ReturnType<typeof createDatabase>>;
  const dirs = [tempDir('rem-c'), tempDir('rem-d')];

  beforeAll(async () => {
    database = await createDatabase();
  });

  afterAll(async () => {
    await killAll();
    await database?.drop();
    for (const dir of dirs) dir.remove();
  });

  it('is sent once by the next instance', async () => {
    const first = await startServer({ dataDir: dirs[0]!.path, env: envOf(database.url) });
    const who = await people(first.url);
    const { mission, due } = await missionDueIn(first.url, who, 8, 'Nuit reprise');
    await first.kill('SIGKILL');
    expect(Date.now()).toBeLessThan(due.getTime());
    expect(await sentRows(database.url, mission.id)).toEqual([]);
    // Nobody runs at the due time.
    await pause(Math.max(0, due.getTime() - Date.now()) + 1000);
    const second = await startServer({ dataDir: dirs[1]!.path, env: envOf(database.url) });
    await until('the reminder', async () => {
      const notes = await reminderNotes(database.url, who.nurse.id);
      return notes.length > 0 ? true : undefined;
    });
    await pause(3000);
    expect((await reminderNotes(database.url, who.nurse.id)).map((n) => n.message)).toEqual([
      expect.stringMatching(
        /^Rappel\u202f: prestation « Nuit reprise » (aujourd’hui|demain) à \d\d:\d\d chez Clinique Lilas\.$/,
      ),
    ]);
    expect(await sentRows(database.url, mission.id)).toEqual([
      { kind: 'start_12h', user_id: who.nurse.id },
    ]);
    await second.kill();
  }, 180_000);
});
