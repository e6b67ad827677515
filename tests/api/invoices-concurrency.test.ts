/**
 * Twenty issues of the same month at once (run it on PostgreSQL, where they really run in
 * parallel on a pool of connections): each invoice is issued once, each mission is on one
 * invoice, and the numbers follow each other with no gap and no duplicate.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Invoice } from '../../src/contract/invoices.ts';
import { createTestApp, type TestApp } from './harness.ts';
import { createInstitution, insertCompletedMission } from './fixtures/money.ts';
import { issue } from './fixtures/invoices.ts';

let t: TestApp;
let admin: string;
const missionIds: string[] = [];

beforeAll(async () => {
  t = await createTestApp();
  t.clock.now = new Date('2026-11-03T09:00:00Z');
  admin = await t.adminToken();
  const nurse = await t.createUser({ role: 'nurse' });
  for (const name of ['Centre A', 'Centre B', 'Centre C']) {
    const clinic = await createInstitution(t, name);
    for (const day of ['06', '13']) {
      missionIds.push(
        await insertCompletedMission(t, {
          institutionId: clinic.user.id,
          userId: nurse.user.id,
          startedAt: `2026-10-${day}T07:00:00Z`,
          endedAt: `2026-10-${day}T15:00:00Z`,
          validation: 'validated',
        }),
      );
    }
  }
});
afterAll(async () => {
  await t.close();
});

describe('concurrent issues', () => {
  it('issues each invoice once with consecutive numbers, whatever the race', async () => {
    const answers = await Promise.all(Array.from({ length: 20 }, () => issue(t, admin, '2026-10')));
    expect(answers.map((a) => a.statusCode)).toEqual(Array(20).fill(200));
    const issued = answers.flatMap((a) => a.json<{ issued: Invoice[] }>().issued);
    expect(issued.map((i) => i.number).sort()).toEqual([
      'F-2026-000001',
      'F-2026-000002',
      'F-2026-000003',
    ]);

    const stored: Invoice[] = (
      await t.request({ method: 'GET', url: '/api/invoices', token: admin })
    ).json();
    expect(stored).toHaveLength(3);
    const lines = stored.flatMap((i) => i.lines.map((l) => l.prestation_id));
    expect(lines.sort()).toEqual([...missionIds].sort());
    for (const invoice of stored) {
      expect(invoice.lines).toHaveLength(2);
      expect(invoice.total_ht).toBe(425);
    }
  });
});
