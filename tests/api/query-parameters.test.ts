/**
 * No input gives a 5xx (docs/product-rules.md « Sign-in limits, uploads and abuse »): every
 * query and path parameter is parsed by its schema before it reaches SQL. A property test throws
 * generated cursors, months, dates and instants — well formed, nearly well formed (a 30 February,
 * a 25th hour, year 9999 or 0000, an offset of 99 hours) and garbage — at every call of the
 * route table that takes one, as a caller the call serves, and expects no 5xx. Single-line text
 * (names, mission names, addresses) refuses control characters: 422 on its field.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { ROUTE_NAMES, type RouteName } from '../../src/contract/route-table.ts';
import { ROUTE_SCHEMAS } from '../../src/contract/routes.ts';
import { UserSort } from '../../src/contract/users.ts';
import { encodeDeltaCursor } from '../../src/server/modules/sync/delta.ts';
import { routeSpec, urlOf, useWorld, type Call, type SignedIn } from './fixtures/routes.ts';

const RUNS = Number(process.env.PARAMETER_RUNS ?? 60);

const file = useWorld();

// ——— Generated values ———

const pad = (n: number, width: number) => String(n).padStart(width, '0');
/** Numbers around and beyond each field's range. */
const year = fc.oneof(fc.integer({ min: 1960, max: 3010 }), fc.integer({ min: 0, max: 99_999 }));
const month = fc.integer({ min: 0, max: 99 });
const day = fc.integer({ min: 0, max: 99 });
const hour = fc.integer({ min: 0, max: 99 });
const sixty = fc.integer({ min: 0, max: 99 });

const dateText = fc
  .tuple(year, month, day)
  .map(([y, m, d]) => `${pad(y, 4)}-${pad(m, 2)}-${pad(d, 2)}`);
const monthText = fc.tuple(year, month).map(([y, m]) => `${pad(y, 4)}-${pad(m, 2)}`);
const offset = fc.oneof(
  fc.constant('Z'),
  fc
    .tuple(fc.constantFrom('+', '-'), hour, fc.option(sixty))
    .map(([s, h, m]) => `${s}${pad(h, 2)}${m === null ? '' : `:${pad(m, 2)}`}`),
);
const instantText = fc
  .tuple(dateText, hour, sixty, sixty, fc.option(fc.integer({ min: 0, max: 999_999 })), offset)
  .map(
    ([date, h, m, s, frac, off]) =>
      `${date}T${pad(h, 2)}:${pad(m, 2)}:${pad(s, 2)}${frac === null ? '' : `.${frac}`}${off}`,
  );
/** A timestamptz as PostgreSQL prints it, the key a list cursor holds. */
const timestampKey = fc
  .tuple(dateText, hour, sixty, sixty, fc.option(fc.integer({ min: 0, max: 9_999_999 })), offset)
  .map(
    ([date, h, m, s, frac, off]) =>
      `${date} ${pad(h, 2)}:${pad(m, 2)}:${pad(s, 2)}${frac === null ? '' : `.${frac}`}${off === 'Z' ? '+00' : off}`,
  );
const garbage = fc.oneof(
  fc.string({ maxLength: 40 }),
  fc.constantFrom(
    '',
    '-',
    'null',
    '[]',
    '9999-12',
    '0000-00',
    '2024-02-30',
    'NaN',
    'e'.repeat(400),
  ),
);
const base64url = (value: unknown) => Buffer.from(JSON.stringify(value)).toString('base64url');
const jsonValue = fc.oneof(
  fc.integer(),
  fc.double(),
  fc.string({ maxLength: 20 }),
  fc.constant(null),
);
/** List cursors: the shapes the lists hand out, with forged keys, and anything else. */
const listCursor = fc.oneof(
  fc.tuple(timestampKey, fc.string({ maxLength: 40 })).map(base64url),
  fc.tuple(fc.constantFrom(0, 1, 2, -1), timestampKey, fc.string({ maxLength: 40 })).map(base64url),
  // `GET /users?sort=…`'s (order, created_at or name key, id), forged.
  fc
    .tuple(
      fc.constantFrom('created_at', '-created_at', 'name', '-name', 'pending', ''),
      fc.oneof(timestampKey, fc.string({ maxLength: 40 })),
      fc.string({ maxLength: 40 }),
    )
    .map(base64url),
  fc.array(fc.oneof(jsonValue, timestampKey), { maxLength: 4 }).map(base64url),
  fc.uint8Array({ maxLength: 60 }).map((bytes) => Buffer.from(bytes).toString('base64url')),
  garbage,
);

type Kind = 'cursor' | 'since' | 'month' | 'date' | 'instant';
const KINDS: Record<string, Kind> = {
  cursor: 'cursor',
  since: 'since',
  month: 'month',
  period_start: 'date',
  period_end: 'date',
  from: 'instant',
  to: 'instant',
};

function valuesOf(kind: Kind, userId: string): fc.Arbitrary<string> {
  switch (kind) {
    case 'cursor':
      return listCursor;
    case 'since':
      // Delta cursors carry a tag of their user: forge them with hers, and garbage.
      return fc.oneof(
        fc
          .tuple(fc.nat({ max: 2 ** 53 - 1 }), fc.nat({ max: 2 ** 53 - 1 }))
          .map(([xid, at]) => encodeDeltaCursor(userId, { xid, at })),
        listCursor,
      );
    case 'month':
      return fc.oneof(monthText, garbage);
    case 'date':
      return fc.oneof(dateText, garbage);
    case 'instant':
      return fc.oneof(instantText, dateText, garbage);
  }
}

/** The calls of the table taking a cursor, a month, a date or an instant, and where. */
const targets = ROUTE_NAMES.flatMap((name) => {
  const schemas = ROUTE_SCHEMAS[name] as {
    query?: { shape?: object };
    params?: { shape?: object };
  };
  return (['query', 'params'] as const).flatMap((part) =>
    Object.keys(schemas[part]?.shape ?? {})
      .filter((field) => KINDS[field] !== undefined)
      .map((field) => ({ name, part, field, kind: KINDS[field]! })),
  );
});

/** A caller the call serves (2xx with its fixture's valid call). */
function actorFor(name: RouteName): SignedIn {
  const expect = routeSpec(name).own.expect;
  const actors: SignedIn[] = ['admin', 'institution', 'nurse', 'caregiver'];
  return actors.find((actor) => expect[actor] === 'ok' || expect[actor] === 'noop') ?? 'admin';
}

describe('generated cursors, months and dates on every call that takes them', () => {
  it('covers the calls of the table that take them', () => {
    expect(new Set(targets.map((target) => target.name))).toEqual(
      new Set([
        'listUsers',
        'listMissions',
        'institutionMissions',
        'syncMissions',
        'generatePayslip',
        'billingMonthCsv',
        'listAudit',
        'issueInvoices',
        'pendingInvoices',
        'institutionStats',
        'platformStats',
      ]),
    );
  });

  for (const { name, part, field, kind } of targets) {
    it(`${name}: ${part} ${field}`, async () => {
      const route = routeSpec(name);
      const actor = actorFor(name);
      const valid: Call = await route.own.build(file.w, actor);
      const userId = file.w.me(actor).id;
      await fc.assert(
        fc.asyncProperty(valuesOf(kind, userId), async (value) => {
          const call: Call =
            part === 'query'
              ? { ...valid, query: { ...valid.query, [field]: value } }
              : { ...valid, params: { ...valid.params, [field]: encodeURIComponent(value) } };
          const res = await file.t.request({
            method: route.method,
            url: urlOf(route, call),
            token: file.w.token(actor),
            ...(call.payload === undefined ? {} : { payload: call.payload as object }),
            ...(call.headers ? { headers: call.headers } : {}),
          });
          const label = `${actor} ${route.method} ${urlOf(route, call)} → ${res.statusCode} ${res.body.slice(0, 200)}`;
          expect(res.statusCode, label).toBeLessThan(500);
          if (res.statusCode >= 400) expect(res.json(), label).toHaveProperty('detail');
        }),
        { numRuns: RUNS },
      );
    }, 120_000);
  }
});

describe('generated cursors under every order of GET /users', () => {
  for (const sort of UserSort.options) {
    it(`sort=${sort}`, async () => {
      await fc.assert(
        fc.asyncProperty(listCursor, async (cursor) => {
          const query = new URLSearchParams({ sort, cursor });
          const res = await file.t.request({
            method: 'GET',
            url: `/api/users?${query}`,
            token: file.w.token('admin'),
          });
          const label = `GET /api/users?${query} → ${res.statusCode} ${res.body.slice(0, 200)}`;
          expect(res.statusCode, label).toBeLessThan(500);
          if (res.statusCode >= 400) expect(res.json(), label).toHaveProperty('detail');
        }),
        { numRuns: RUNS },
      );
    }, 120_000);
  }
});

describe('the cases found by the attacker', () => {
  it('answers a list cursor holding a malformed timestamp with a French 422', async () => {
    for (const key of [
      '2026-02-30 10:00:00+00',
      '2026-01-01 25:00:00+00',
      '9999-99-99 99:99:99+00',
    ]) {
      const res = await file.t.request({
        method: 'GET',
        url: `/api/prestations?cursor=${base64url([key, 'x'])}`,
        token: file.w.token('admin'),
      });
      expect(res.statusCode, key).toBe(422);
      expect(res.json()).toEqual({
        detail: 'Curseur de page invalide\u202f: reprenez la liste depuis le début.',
      });
    }
  });

  it('answers an impossible month with a French 422', async () => {
    for (const month of ['9999-12', '0000-01', '2026-13']) {
      const res = await file.t.request({
        method: 'GET',
        url: `/api/billing/months/${month}.csv`,
        token: file.w.token('admin'),
      });
      expect(res.statusCode, month).toBe(422);
      expect(JSON.stringify(res.json())).toMatch(/Mois invalide|Date hors de la plage/);
    }
  });
});

describe('single-line text', () => {
  const updateMe = (fields: Record<string, string>) =>
    file.t.request({
      method: 'PUT',
      url: '/api/users/me',
      token: file.w.token('nurse'),
      payload: {
        first_name: 'Inès',
        last_name: 'Martin',
        phone: '06 12 34 56 78',
        address: '12 rue des Lilas, 69003 Lyon',
        ...fields,
      },
    });

  it('refuses CR, LF, tab and other control characters inside a name or an address (422)', async () => {
    for (const [field, value] of [
      ['first_name', 'Inès\r\nBcc: victime@exemple.fr'],
      ['last_name', 'Mar\ttin'],
      ['address', '12 rue des Lilas\n69003 Lyon'],
      ['first_name', 'In\u0085ès'],
      ['last_name', 'Mar\u007ftin'],
    ] as const) {
      const res = await updateMe({ [field]: value });
      expect(res.statusCode, JSON.stringify(value)).toBe(422);
      expect(res.json<{ detail: { loc: string[]; msg: string }[] }>().detail[0]).toMatchObject({
        loc: ['body', field],
        msg: expect.stringMatching(/doit tenir sur une ligne, sans retour à la ligne/),
      });
    }
    // Around the text, white space is trimmed as before.
    const trimmed = await updateMe({ first_name: '  Inès\n' });
    expect(trimmed.statusCode, trimmed.body).toBe(200);
    expect(trimmed.json()).toMatchObject({ first_name: 'Inès' });
  });

  it('refuses a mission name with a line break (422), in French', async () => {
    const route = routeSpec('createMission');
    const call = await route.own.build(file.w, 'admin');
    const res = await file.t.request({
      method: 'POST',
      url: urlOf(route, call),
      token: file.w.token('admin'),
      payload: { ...(call.payload as object), name: 'Nuit USI\r\nX-Injection: 1' },
    });
    expect(res.statusCode).toBe(422);
    expect(res.json()).toEqual({
      detail: [
        {
          loc: ['body', 'name'],
          msg: 'Le nom de la prestation doit tenir sur une ligne, sans retour à la ligne, tabulation ni caractère de contrôle.',
          type: 'invalid_format',
        },
      ],
    });
  });
});
