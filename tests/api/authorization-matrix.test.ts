/**
 * Every call of the contract × anonymous, nurse, caregiver, institution, admin, on the caller's
 * own objects and on someone else's. The calls come from the route table
 * (`src/contract/route-table.ts`), so a new call is in the matrix the day it is added; what each
 * actor must get comes from the call's access, with the fixture's overrides. A refusal answers
 * 401/403/404 with a French detail and leaves every table as it was; an allowed answer never
 * carries a password hash, never another person's contact details, and a list holds only the
 * caller's rows.
 */
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ROUTE_NAMES, ROUTE_TABLE } from '../../src/contract/route-table.ts';
import {
  ACTORS,
  DOCUMENTATION_ROUTES,
  ROUTE_FIXTURES,
  changedTables,
  createWorld,
  expectErrorBody,
  offlinePush,
  registeredRoutes,
  routeSpec,
  routeSpecs,
  send,
  snapshot,
  urlOf,
  type Actor,
  type Outcome,
  type RouteSpec,
  type Variant,
  type World,
} from './fixtures/routes.ts';
import { createTestApp, type TestApp } from './harness.ts';

let t: TestApp;
let w: World;
beforeAll(async () => {
  t = await createTestApp(offlinePush);
  w = await createWorld(t);
});
afterAll(async () => {
  await t.close();
});

const tableRoutes = () =>
  ROUTE_NAMES.map((name) => `${ROUTE_TABLE[name].method} /api${ROUTE_TABLE[name].path}`);

describe('the route table', () => {
  it('has a fixture for every call, and no fixture for a call it does not have', () => {
    expect(
      ROUTE_NAMES.filter((name) => !(name in ROUTE_FIXTURES)),
      'calls of src/contract/route-table.ts without a fixture in ROUTE_FIXTURES (tests/api/fixtures/routes.ts)',
    ).toEqual([]);
    expect(
      Object.keys(ROUTE_FIXTURES).filter((name) => !(ROUTE_NAMES as string[]).includes(name)),
      'fixtures of calls that are not in the table',
    ).toEqual([]);
    expect(ROUTE_NAMES.length).toBeGreaterThanOrEqual(50);
  });

  it('is exactly what the app registers under /api, with the documentation routes', () => {
    const { routes } = registeredRoutes(t.app);
    const table = tableRoutes();
    expect(new Set(table).size, 'a method and path given to two calls').toBe(table.length);
    const expected = [...table, ...DOCUMENTATION_ROUTES];
    // A route registered outside the table (app.get/app.post in a module) fails here: declare
    // it in src/contract/route-table.ts and give it a fixture.
    expect(
      routes.filter((r) => !expected.includes(r)),
      'routes registered outside src/contract/route-table.ts',
    ).toEqual([]);
    expect(
      expected.filter((r) => !routes.includes(r)),
      'calls of the table (or documentation routes) the app does not register',
    ).toEqual([]);
  });

  it('has HEAD only as the twin of a GET route', () => {
    const { routes, heads } = registeredRoutes(t.app);
    const gets = routes.filter((r) => r.startsWith('GET ')).map((r) => r.slice(4));
    expect(heads.map((r) => r.slice(5)).sort()).toEqual(gets.sort());
  });
});

/** Persons whose contact details only they and the admin may read. */
const people = () => [w.people.admin, w.people.nurse, w.people.caregiver, w.people.nurse2];

function expectNoLeak(route: RouteSpec, actor: Actor, res: LightMyRequestResponse) {
  expect(res.body, 'a password or its hash').not.toMatch(/password|hash|argon2/i);
  if (actor === 'admin' || route.servesAccount) return;
  const me = actor === 'anonymous' ? undefined : w.me(actor);
  for (const person of people()) {
    if (person.id === me?.id) continue;
    expect(res.body, `${person.email}'s email`).not.toContain(person.email);
    expect(res.body, `${person.email}'s phone`).not.toContain(person.phone);
  }
}

async function expectListIsMine(route: RouteSpec, actor: Actor, res: LightMyRequestResponse) {
  if (!route.listItemIsMine || actor === 'anonymous' || actor === 'admin') return;
  const items = res.json<unknown[]>();
  expect(Array.isArray(items)).toBe(true);
  for (const item of items) {
    const mine = await route.listItemIsMine(item as never, w, actor);
    expect(mine, `${actor} was served ${JSON.stringify(item)}`).toBe(true);
  }
}

async function runCell(route: RouteSpec, name: string, variant: Variant, actor: Actor) {
  const expected = variant.expect[actor] as Outcome;
  const call = await variant.build(w, actor);
  const label = `${actor} · ${name} · ${route.method} ${urlOf(route, call)}`;
  const before = await snapshot(t);
  const res = await send(w, route, actor, call);
  const after = await snapshot(t);

  expectNoLeak(route, actor, res);
  if (typeof expected === 'number') {
    expect(res.statusCode, `${label}: ${res.body}`).toBe(expected);
    expectErrorBody(res);
    expect(changedTables(before, after), `${label} changed data`).toEqual([]);
    return;
  }
  expect(res.statusCode, `${label}: ${res.body}`).toBeGreaterThanOrEqual(200);
  expect(res.statusCode, `${label}: ${res.body}`).toBeLessThan(300);
  if (expected === 'noop') {
    expect(changedTables(before, after), `${label} changed data`).toEqual([]);
  }
  await variant.verify?.(res, w, actor, call);
  await expectListIsMine(route, actor, res);
  if (route.endsSession && actor !== 'anonymous') await w.relogin(actor);
}

describe('authorization matrix', () => {
  for (const name of ROUTE_NAMES) {
    const { method, path } = ROUTE_TABLE[name];
    it(`${method} /api${path} (${name})`, async () => {
      // Fails with the call's name when it has no fixture.
      const route = routeSpec(name);
      for (const actor of ACTORS) {
        if (route.own.expect[actor] !== undefined) await runCell(route, 'own', route.own, actor);
      }
      for (const actor of ACTORS) {
        if (route.other?.expect[actor] !== undefined) {
          await runCell(route, "someone else's", route.other, actor);
        }
      }
      // A token that is not one is as good as none.
      if (route.own.expect.anonymous === 401) {
        const call = await route.own.build(w, 'anonymous');
        const res = await t.request({
          method: route.method,
          url: urlOf(route, call),
          headers: { authorization: 'Bearer pas.un.jeton' },
          ...(call.payload === undefined ? {} : { payload: call.payload as object }),
        });
        expect(res.statusCode).toBe(401);
        expect(res.json()).toEqual({ detail: 'Session expirée. Veuillez vous reconnecter.' });
      }
    });
  }

  it('answers HEAD like GET, without a body', async () => {
    for (const route of routeSpecs().filter((r) => r.method === 'GET')) {
      const call = await route.own.build(w, 'anonymous');
      const res = await t.request({ method: 'HEAD', url: urlOf(route, call) });
      const expected = route.own.expect.anonymous === 'ok' ? 200 : route.own.expect.anonymous;
      expect(res.statusCode, `HEAD ${route.path}`).toBe(expected);
      expect(res.body).toBe('');
    }
  });

  it('serves a nurse only her own rows in every list, even with many other rows around', async () => {
    // The matrix above made rows for everyone; the nurse's lists must still be hers only.
    const lists = routeSpecs().filter((r) => r.listItemIsMine && r.own.expect.nurse === 'ok');
    expect(lists.length).toBeGreaterThanOrEqual(10);
    for (const route of lists) {
      const res = await send(w, route, 'nurse', await route.own.build(w, 'nurse'));
      expect(res.statusCode).toBe(200);
      await expectListIsMine(route, 'nurse', res);
      expectNoLeak(route, 'nurse', res);
    }
  });
});
