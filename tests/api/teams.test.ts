import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { teamMembers, users } from '../../src/server/db/schema.ts';
import { ADMIN, createTestApp, type TestApp } from './harness.ts';

let t: TestApp;
let admin: string;
let adminId: string;
beforeAll(async () => {
  t = await createTestApp();
  admin = await t.adminToken();
  const [row] = await t.database.db.select().from(users).where(eq(users.email, ADMIN.email));
  adminId = row!.id;
});
afterAll(async () => {
  await t.close();
});

const create = (payload: Record<string, unknown>, token = admin) =>
  t.request({ method: 'POST', url: '/api/teams', payload, token });
const list = async (token: string) => {
  const res = await t.request({ method: 'GET', url: '/api/teams', token });
  expect(res.statusCode).toBe(200);
  return res.json<{ id: string; name: string; members: string[] }[]>();
};

describe('POST /teams', () => {
  it('creates a team with its members’ and referent’s names', async () => {
    const lea = await t.createUser({ first_name: 'Léa', last_name: 'Martin' });
    const hugo = await t.createUser({
      first_name: 'Hugo',
      last_name: 'Bernard',
      role: 'caregiver',
    });
    const res = await create({
      name: '  Équipe de nuit  ',
      referent_user_id: lea.user.id,
      members: [lea.user.id, hugo.user.id, lea.user.id],
    });
    expect(res.statusCode).toBe(201);
    const body = res.json();
    expect(body.message).toBe('Équipe créée');
    expect(body.team).toEqual({
      id: expect.any(String),
      name: 'Équipe de nuit',
      referent_user_id: lea.user.id,
      referent_name: 'Léa Martin',
      // Sorted by last name; the duplicate is dropped.
      members: [hugo.user.id, lea.user.id],
      member_names: [
        { id: hugo.user.id, name: 'Hugo Bernard' },
        { id: lea.user.id, name: 'Léa Martin' },
      ],
      created_at: t.clock.now.toISOString(),
    });
    const stored = await t.database.db
      .select()
      .from(teamMembers)
      .where(eq(teamMembers.teamId, body.team.id));
    expect(stored).toHaveLength(2);
  });

  it('accepts an administrator as referent without being a member, and no referent', async () => {
    const lea = await t.createUser();
    const withAdmin = await create({
      name: 'Coordination',
      referent_user_id: adminId,
      members: [lea.user.id],
    });
    expect(withAdmin.statusCode).toBe(201);
    expect(withAdmin.json().team.referent_name).toBe('Admin Relève');
    const none = await create({ name: 'Sans référent', members: [] });
    expect(none.statusCode).toBe(201);
    expect(none.json().team).toMatchObject({
      referent_user_id: null,
      referent_name: null,
      members: [],
    });
  });

  it('refuses members who are not approved professionals, naming each', async () => {
    const ok = await t.createUser();
    const pending = await t.createUser({ approve: false });
    const institution = await t.createUser({ role: 'institution' });
    const res = await create({
      name: 'Équipe',
      members: [ok.user.id, pending.user.id, institution.user.id, randomUUID(), adminId],
    });
    expect(res.statusCode).toBe(422);
    const msg = 'Chaque membre doit être un professionnel approuvé (infirmier ou aide-soignant).';
    expect(res.json().detail).toEqual(
      [1, 2, 3, 4].map((i) => ({ loc: ['body', 'members', i], msg, type: 'value_error' })),
    );
  });

  it('refuses a referent who is neither a member nor an administrator', async () => {
    const member = await t.createUser();
    const outsider = await t.createUser();
    const pendingAdminLike = await t.createUser({ approve: false });
    for (const referent of [outsider.user.id, pendingAdminLike.user.id, randomUUID()]) {
      const res = await create({
        name: 'Équipe',
        referent_user_id: referent,
        members: [member.user.id],
      });
      expect(res.statusCode).toBe(422);
      expect(res.json().detail).toEqual([
        {
          loc: ['body', 'referent_user_id'],
          msg: "Le référent doit être un membre approuvé de l'équipe ou un administrateur.",
          type: 'value_error',
        },
      ]);
    }
  });

  it('requires a name', async () => {
    const res = await create({ name: '   ', members: [] });
    expect(res.statusCode).toBe(422);
    expect(res.json().detail).toEqual([
      { loc: ['body', 'name'], msg: "Le nom de l'équipe est obligatoire.", type: 'too_small' },
    ]);
  });

  it('is for the administrator only, whatever the body', async () => {
    const nurse = await t.createUser();
    const res = await create({ name: 'Mon équipe', members: [nurse.user.id] }, nurse.token);
    expect(res.statusCode).toBe(403);
    expect(res.json()).toEqual({ detail: 'Accès refusé.' });
    const bad = await create({ name: '' }, nurse.token);
    expect(bad.statusCode).toBe(403);
  });
});

describe('GET /teams', () => {
  it('shows the admin every team, others the teams they belong to or refer', async () => {
    const fresh = await createTestApp();
    try {
      const adminToken = await fresh.adminToken();
      const a = await fresh.createUser();
      const b = await fresh.createUser();
      const c = await fresh.createUser();
      const inst = await fresh.createUser({ role: 'institution' });
      const post = (payload: Record<string, unknown>) =>
        fresh.request({ method: 'POST', url: '/api/teams', payload, token: adminToken });
      await post({ name: 'Beta', referent_user_id: b.user.id, members: [a.user.id, b.user.id] });
      await post({ name: 'Alpha', members: [a.user.id] });
      const get = async (token: string) =>
        (await fresh.request({ method: 'GET', url: '/api/teams', token })).json<
          { name: string }[]
        >();
      expect((await get(adminToken)).map((x) => x.name)).toEqual(['Alpha', 'Beta']);
      expect((await get(a.token)).map((x) => x.name)).toEqual(['Alpha', 'Beta']);
      expect((await get(b.token)).map((x) => x.name)).toEqual(['Beta']);
      expect(await get(c.token)).toEqual([]);
      expect(await get(inst.token)).toEqual([]);
    } finally {
      await fresh.close();
    }
  });
});

describe('PUT /teams/{id}', () => {
  it('renames without touching members, and replaces the member list when sent', async () => {
    const a = await t.createUser();
    const b = await t.createUser();
    const { team } = (
      await create({ name: 'Avant', referent_user_id: a.user.id, members: [a.user.id] })
    ).json();
    const renamed = await t.request({
      method: 'PUT',
      url: `/api/teams/${team.id}`,
      payload: { name: 'Après' },
      token: admin,
    });
    expect(renamed.statusCode).toBe(200);
    expect(renamed.json()).toMatchObject({
      message: 'Équipe mise à jour',
      team: { name: 'Après', members: [a.user.id], referent_user_id: a.user.id },
    });

    const replaced = await t.request({
      method: 'PUT',
      url: `/api/teams/${team.id}`,
      payload: { members: [b.user.id], referent_user_id: b.user.id },
      token: admin,
    });
    expect(replaced.statusCode).toBe(200);
    expect(replaced.json().team).toMatchObject({
      members: [b.user.id],
      referent_user_id: b.user.id,
    });

    // The referent cannot be dropped from the members without naming another referent.
    const dropped = await t.request({
      method: 'PUT',
      url: `/api/teams/${team.id}`,
      payload: { members: [a.user.id] },
      token: admin,
    });
    expect(dropped.statusCode).toBe(422);
    expect(dropped.json().detail[0].loc).toEqual(['body', 'referent_user_id']);
    expect((await list(admin)).find((x) => x.id === team.id)!.members).toEqual([b.user.id]);

    const cleared = await t.request({
      method: 'PUT',
      url: `/api/teams/${team.id}`,
      payload: { referent_user_id: null },
      token: admin,
    });
    expect(cleared.json().team.referent_user_id).toBeNull();
  });

  it('answers 404 for an unknown team and 403 to non-admins', async () => {
    const nurse = await t.createUser();
    const missing = await t.request({
      method: 'PUT',
      url: `/api/teams/${randomUUID()}`,
      payload: { name: 'X' },
      token: admin,
    });
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toEqual({ detail: 'Équipe introuvable.' });
    const { team } = (await create({ name: 'Fixe', members: [nurse.user.id] })).json();
    const refused = await t.request({
      method: 'PUT',
      url: `/api/teams/${team.id}`,
      payload: { name: 'Piratée' },
      token: nurse.token,
    });
    expect(refused.statusCode).toBe(403);
    expect((await list(admin)).find((x) => x.id === team.id)!.name).toBe('Fixe');
  });
});

describe('DELETE /teams/{id}', () => {
  it('deletes the team and its memberships; admin only', async () => {
    const nurse = await t.createUser();
    const { team } = (await create({ name: 'Éphémère', members: [nurse.user.id] })).json();
    const refused = await t.request({
      method: 'DELETE',
      url: `/api/teams/${team.id}`,
      token: nurse.token,
    });
    expect(refused.statusCode).toBe(403);
    const res = await t.request({ method: 'DELETE', url: `/api/teams/${team.id}`, token: admin });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ message: 'Équipe supprimée' });
    expect(
      await t.database.db.select().from(teamMembers).where(eq(teamMembers.teamId, team.id)),
    ).toEqual([]);
    expect(await list(nurse.token)).toEqual([]);
    const again = await t.request({ method: 'DELETE', url: `/api/teams/${team.id}`, token: admin });
    expect(again.statusCode).toBe(404);
  });
});
