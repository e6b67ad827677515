/**
 * Contracts of missions and cancellation terms (docs/product-rules.md, « Contracts »): a
 * contract drawn up on every path that gives a mission its professional, read and signed by
 * both parties (wrong signer refused, stale hash 409), sealed with a PAdES signature that
 * poppler's `pdfsig` verifies (and refuses once a byte changed), voided and drawn again when
 * the terms change; the compensation of a late cancellation to the cent, on her next payslip
 * and on the establishment's statement; the unsigned-contract alert on the job engine.
 * Real server, PGlite or (TEST_DATABASE_URL) PostgreSQL.
 */
import { execFileSync } from 'node:child_process';
import { createHash, randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { and, asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Contract, ContractListItem } from '../../src/contract/contracts.ts';
import type { Prestation } from '../../src/contract/missions.ts';
import type { Payslip } from '../../src/contract/payslips.ts';
import type { BillingMonthSummary } from '../../src/contract/billing.ts';
import {
  contractSignatures,
  contracts,
  missions,
  notifications,
} from '../../src/server/db/schema.ts';
import { compensationsOfMonth } from '../../src/server/modules/billing/repo.ts';
import { runUnsignedAlert, UNSIGNED_QUEUE } from '../../src/server/modules/contracts/service.ts';
import { jobId } from '../../src/server/plugins/jobs.ts';
import { storeEffects } from '../../src/server/plugins/effects.ts';
import { createTestApp, type TestApp } from './harness.ts';
import { issued, validateAgainstXsd } from './fixtures/invoices.ts';
import {
  createAssignedMission,
  createInstitution,
  createNurse,
  missionRow,
  type Account,
} from './fixtures/missions.ts';

/** Tuesday 1 December 2026, 09:00 in Paris (UTC+1 all month). */
const NOW = new Date('2026-12-01T08:00:00Z');
const paris = (local: string) => new Date(`${local}:00+01:00`);
const MIN = 60_000;
const H = 60 * MIN;
const STALE =
  'Le contrat a changé depuis votre lecture : relisez la nouvelle version avant de signer.';
const euros = (cents: number) =>
  new Intl.NumberFormat('fr-FR', { style: 'currency', currency: 'EUR' }).format(cents / 100);

let t: TestApp;
let admin: string;
let lilas: Account;
let other: Account;
let camille: Account;
let hugo: Account;
let lea: Account;
let work: string;

beforeAll(async () => {
  t = await createTestApp();
  t.clock.now = NOW;
  admin = await t.adminToken();
  lilas = await createInstitution(t);
  other = await createInstitution(t, { name: 'Centre hospitalier de Vienne' });
  camille = await createNurse(t);
  hugo = await createNurse(t, { first_name: 'Hugo', last_name: 'Bernard', verified: true });
  lea = await createNurse(t, { first_name: 'Léa', last_name: 'Petit', verified: true });
  work = mkdtempSync(join(tmpdir(), 'releve-contracts-'));
}, 60_000);

afterAll(async () => {
  await t?.close();
  if (work) rmSync(work, { recursive: true, force: true });
});

const get = (url: string, token: string) => t.request({ method: 'GET', url, token });
const put = (url: string, token: string, payload?: object) =>
  t.request({ method: 'PUT', url, token, ...(payload ? { payload } : {}) });

/** A weekday mission for `nurse` at Lilas, 08:00 → 15:13 (7 h 13: 216,50 € at 30 €/h). */
let day = 0;
function nextSlot() {
  day += 1;
  // Weekdays from Monday 7 December 2026, one a day so that nobody is booked twice.
  const date = new Date(Date.UTC(2026, 11, 7 + ((day - 1) % 5) + 7 * Math.floor((day - 1) / 5)));
  const d = date.toISOString().slice(0, 10);
  return { start: paris(`${d}T08:00`), end: paris(`${d}T15:13`) };
}

async function assigned(nurse: Account, name = `Soins ${randomUUID().slice(0, 4)}`) {
  return createAssignedMission(t, { institution: lilas, nurse, ...nextSlot(), name });
}

async function contractOf(missionId: string, token: string) {
  const res = await get(`/api/prestations/${missionId}/contract`, token);
  expect(res.statusCode, res.body).toBe(200);
  return res.json<Contract>();
}

const contractRows = (missionId: string) =>
  t.database.db
    .select()
    .from(contracts)
    .where(eq(contracts.missionId, missionId))
    .orderBy(asc(contracts.version));

async function pdfOf(contract: Contract, token: string) {
  const res = await t.request({ method: 'GET', url: contract.pdf_url, token });
  expect(res.statusCode, res.body.slice(0, 200)).toBe(200);
  expect(res.headers['content-type']).toBe('application/pdf');
  return res.rawPayload;
}

/** What poppler's pdfsig says of the file's first signature. */
function pdfsig(bytes: Buffer): string {
  const file = join(work, `${randomUUID()}.pdf`);
  writeFileSync(file, bytes);
  try {
    return execFileSync('pdfsig', [file], { encoding: 'utf8' });
  } catch (error) {
    // pdfsig exits non-zero on some failures; its report is still on stdout.
    return String((error as { stdout?: string }).stdout ?? error);
  }
}

const notesOf = (userId: string) =>
  t.database.db.select().from(notifications).where(eq(notifications.userId, userId));

describe('a contract on every path that gives a mission its professional', () => {
  it('creation with an assignee: version 1 to sign, the same PDF to both parties and the admin', async () => {
    const mission = await assigned(camille);
    const mine = await contractOf(mission.id, camille.token);
    expect(mine).toMatchObject({
      prestation_id: mission.id,
      version: 1,
      status: 'to_sign',
      professional_signed_at: null,
      institution_signed_at: null,
      pdf_url: `/api/contracts/${mine.id}.pdf`,
    });
    expect(mine.sha256).toMatch(/^[0-9a-f]{64}$/);
    expect(await contractOf(mission.id, lilas.token)).toEqual(mine);
    expect(await contractOf(mission.id, admin)).toEqual(mine);
    const pdf = await pdfOf(mine, camille.token);
    expect(pdf.subarray(0, 5).toString()).toBe('%PDF-');
    // The hash she confirms is the hash of the file she read.
    expect(createHash('sha256').update(pdf).digest('hex')).toBe(mine.sha256);
    expect(await pdfOf(mine, lilas.token)).toEqual(pdf);
    // What it says: the terms stored with it.
    const [row] = await contractRows(mission.id);
    expect(row?.terms).toMatchObject({
      institution: { name: 'Clinique des Lilas' },
      professional: { name: 'Camille Durand', role: 'nurse' },
      mission: { name: mission.name, start: mission.dateStart, end: mission.dateEnd },
      bands: [{ band: 'weekday_day', rateCents: 3000, amountCents: 21650 }],
      estimatedPayCents: 22900,
      commissionPercent: 7,
      commissionCents: 1603,
      halfCompensationCents: 10825,
      fullCompensationCents: 21650,
    });
  });

  it('approval of an establishment’s request', async () => {
    const slot = nextSlot();
    const created = await t.request({
      method: 'POST',
      url: '/api/prestations',
      token: lilas.token,
      payload: {
        name: 'Renfort de jour',
        description: '',
        dateStart: slot.start.toISOString(),
        dateEnd: slot.end.toISOString(),
      },
    });
    expect(created.statusCode, created.body).toBe(201);
    const id = created.json<{ prestation: Prestation }>().prestation.id;
    expect((await get(`/api/prestations/${id}/contract`, lilas.token)).statusCode).toBe(404);
    const approved = await put(`/api/prestations/${id}/approve`, admin, {
      assigned_to: camille.user.id,
    });
    expect(approved.statusCode, approved.body).toBe(200);
    expect(await contractOf(id, camille.token)).toMatchObject({ version: 1, status: 'to_sign' });
  });

  it('claim of an open mission', async () => {
    const slot = nextSlot();
    const created = await t.request({
      method: 'POST',
      url: '/api/prestations',
      token: admin,
      payload: {
        name: 'Mission à pourvoir',
        description: '',
        dateStart: slot.start.toISOString(),
        dateEnd: slot.end.toISOString(),
        etablissement_id: lilas.user.id,
        assigned_to: null,
      },
    });
    expect(created.statusCode, created.body).toBe(201);
    const id = created.json<{ prestation: Prestation }>().prestation.id;
    expect((await put(`/api/prestations/${id}/publish`, admin)).statusCode).toBe(200);
    const claimed = await put(`/api/prestations/${id}/claim`, hugo.token);
    expect(claimed.statusCode, claimed.body).toBe(200);
    const contract = await contractOf(id, hugo.token);
    expect(contract).toMatchObject({ version: 1, status: 'to_sign' });
    const [row] = await contractRows(id);
    expect(row?.professionalId).toBe(hugo.user.id);
  });

  it('accepted exchange: the old version is kept void, version 2 is hers', async () => {
    const mission = await assigned(camille);
    const first = await contractOf(mission.id, camille.token);
    const proposed = await t.request({
      method: 'POST',
      url: '/api/exchanges',
      token: camille.token,
      payload: { prestation_id: mission.id, to_user_id: lea.user.id, reason: 'Empêchement' },
    });
    expect(proposed.statusCode, proposed.body).toBe(201);
    const exchangeId = proposed.json<{ exchange: { id: string } }>().exchange.id;
    const answered = await put(`/api/exchanges/${exchangeId}/respond?accept=true`, lea.token);
    expect(answered.statusCode, answered.body).toBe(200);
    const second = await contractOf(mission.id, lea.token);
    expect(second).toMatchObject({ version: 2, status: 'to_sign' });
    expect(second.sha256).not.toBe(first.sha256);
    const rows = await contractRows(mission.id);
    expect(rows.map((r) => [r.version, r.status, r.professionalId])).toEqual([
      [1, 'void', camille.user.id],
      [2, 'to_sign', lea.user.id],
    ]);
    // Each version's terms (what its PDF says) carry its own number.
    expect(rows.map((r) => (r.terms as { version: number }).version)).toEqual([1, 2]);
    // The mission is no longer Camille's; her old version stays hers to read.
    expect((await get(`/api/prestations/${mission.id}/contract`, camille.token)).statusCode).toBe(
      404,
    );
    expect(
      (await t.request({ method: 'GET', url: first.pdf_url, token: camille.token })).statusCode,
    ).toBe(200);
    expect(
      (await t.request({ method: 'GET', url: first.pdf_url, token: lea.token })).statusCode,
    ).toBe(404);
  });

  it('a change of planned times voids the contract and draws up version + 1', async () => {
    const mission = await assigned(camille);
    const first = await contractOf(mission.id, camille.token);
    // Every mission write hands its rows to the same hook (storeEffects); here the planned end
    // moves by an hour.
    const row = await missionRow(t, mission.id);
    const moved = { ...row, dateEnd: new Date(row.dateEnd.getTime() + H) };
    await t.database.db.transaction(async (tx) => {
      await tx.update(missions).set({ dateEnd: moved.dateEnd }).where(eq(missions.id, row.id));
      await storeEffects(t.app, tx, { missions: [moved] }, t.clock.now);
    });
    const second = await contractOf(mission.id, camille.token);
    expect(second).toMatchObject({ version: 2, status: 'to_sign' });
    const rows = await contractRows(mission.id);
    expect(rows.map((r) => r.status)).toEqual(['void', 'to_sign']);
    expect(rows[0]?.voidedAt?.toISOString()).toBe(NOW.toISOString());
    expect((rows[1]?.terms as { mission: { end: string } }).mission.end).toBe(
      moved.dateEnd.toISOString(),
    );
    // Signing what one read before the change is refused.
    const stale = await put(`/api/prestations/${mission.id}/contract/sign`, camille.token, {
      sha256: first.sha256,
    });
    expect(stale.statusCode).toBe(409);
    expect(stale.json()).toEqual({ detail: STALE });
    // Accepting it changes no term: still version 2.
    const accepted = await put(`/api/prestations/${mission.id}/accept`, camille.token, {});
    expect(accepted.statusCode, accepted.body).toBe(200);
    expect((await contractRows(mission.id)).length).toBe(2);
  });
});

describe('signing', () => {
  it('refuses the wrong signer: another professional or establishment 404, the admin 403', async () => {
    const mission = await assigned(camille);
    const contract = await contractOf(mission.id, camille.token);
    const body = { sha256: contract.sha256 };
    expect((await get(`/api/prestations/${mission.id}/contract`, lea.token)).statusCode).toBe(404);
    expect((await get(`/api/prestations/${mission.id}/contract`, other.token)).statusCode).toBe(
      404,
    );
    expect((await get(contract.pdf_url, other.token)).statusCode).toBe(404);
    const byLea = await put(`/api/prestations/${mission.id}/contract/sign`, lea.token, body);
    expect(byLea.statusCode).toBe(404);
    const byOther = await put(`/api/prestations/${mission.id}/contract/sign`, other.token, body);
    expect(byOther.statusCode).toBe(404);
    const byAdmin = await put(`/api/prestations/${mission.id}/contract/sign`, admin, body);
    expect(byAdmin.statusCode).toBe(403);
    expect(
      await t.database.db
        .select()
        .from(contractSignatures)
        .where(eq(contractSignatures.contractId, contract.id)),
    ).toEqual([]);
  });

  it('refuses a stale hash with 409 and keeps nothing', async () => {
    const mission = await assigned(camille);
    const contract = await contractOf(mission.id, camille.token);
    const res = await put(`/api/prestations/${mission.id}/contract/sign`, camille.token, {
      sha256: '0'.repeat(64),
    });
    expect(res.statusCode).toBe(409);
    expect(res.json()).toEqual({ detail: STALE });
    expect((await contractOf(mission.id, camille.token)).professional_signed_at).toBeNull();
    const bad = await put(`/api/prestations/${mission.id}/contract/sign`, camille.token, {
      sha256: 'pas-un-hash',
    });
    expect(bad.statusCode).toBe(422);
    expect(contract.status).toBe('to_sign');
  });

  it('both signatures: signed, the other party told, a sealed PDF pdfsig verifies and a changed byte breaks', async () => {
    const mission = await assigned(camille);
    const read = await contractOf(mission.id, camille.token);
    // By id: rows come back in no set order (an updated row moves).
    const before = new Set((await notesOf(lilas.user.id)).map((n) => n.id));
    t.clock.now = new Date(NOW.getTime() + 10 * MIN);
    const hers = await t.request({
      method: 'PUT',
      url: `/api/prestations/${mission.id}/contract/sign`,
      token: camille.token,
      payload: { sha256: read.sha256 },
      headers: { 'user-agent': 'Mozilla/5.0 (iPhone) Relève' },
      remoteAddress: '203.0.113.7',
    });
    expect(hers.statusCode, hers.body).toBe(200);
    expect(hers.json<Contract>()).toMatchObject({
      status: 'to_sign',
      professional_signed_at: t.clock.now.toISOString(),
      institution_signed_at: null,
    });
    const told = (await notesOf(lilas.user.id)).filter((n) => !before.has(n.id));
    expect(told.map((n) => n.message)).toContain(
      `Camille Durand a signé le contrat de « ${mission.name} ».`,
    );
    // Signing twice changes nothing.
    const again = await put(`/api/prestations/${mission.id}/contract/sign`, camille.token, {
      sha256: read.sha256,
    });
    expect(again.json<Contract>().professional_signed_at).toBe(t.clock.now.toISOString());

    // The establishment reads the same version (listed among those it must sign) and signs.
    const list = await get('/api/contracts', lilas.token);
    const item = list.json<ContractListItem[]>().find((c) => c.id === read.id);
    expect(item).toMatchObject({
      sha256: read.sha256,
      prestation_name: mission.name,
      professional_name: 'Camille Durand',
      institution_name: 'Clinique des Lilas',
    });
    t.clock.now = new Date(NOW.getTime() + 20 * MIN);
    const theirs = await put(`/api/prestations/${mission.id}/contract/sign`, lilas.token, {
      sha256: read.sha256,
    });
    expect(theirs.statusCode, theirs.body).toBe(200);
    const signed = theirs.json<Contract>();
    expect(signed).toMatchObject({
      id: read.id,
      status: 'signed',
      sha256: read.sha256,
      institution_signed_at: t.clock.now.toISOString(),
    });
    t.clock.now = NOW;
    expect(
      (await get('/api/contracts', lilas.token)).json<ContractListItem[]>().map((c) => c.id),
    ).not.toContain(read.id);
    const sealedList = await get('/api/contracts?status=signed', camille.token);
    expect(sealedList.json<ContractListItem[]>().map((c) => c.id)).toContain(read.id);

    // Who, when, from where, with what, and the hash read.
    const kept = await t.database.db
      .select()
      .from(contractSignatures)
      .where(eq(contractSignatures.contractId, read.id))
      .orderBy(asc(contractSignatures.signedAt));
    expect(kept.map((s) => [s.party, s.signerId, s.sha256])).toEqual([
      ['professional', camille.user.id, read.sha256],
      ['institution', lilas.user.id, read.sha256],
    ]);
    expect(kept[0]).toMatchObject({ ip: '203.0.113.7', userAgent: 'Mozilla/5.0 (iPhone) Relève' });
    // One audit line per signature (the retried tap left none), by its signer.
    const audit = (await get(`/api/audit?object=${read.id}`, admin)).json<
      { action: string; actor_id: string; detail: { party: string; sealed: boolean } }[]
    >();
    expect(audit.map((l) => [l.action, l.actor_id, l.detail.party, l.detail.sealed])).toEqual([
      ['contract.signed', lilas.user.id, 'institution', true],
      ['contract.signed', camille.user.id, 'professional', false],
    ]);

    // Both told.
    const done = `Le contrat de « ${mission.name} » est signé par les deux parties : le PDF scellé est disponible.`;
    expect((await notesOf(camille.user.id)).map((n) => n.message)).toContain(done);
    expect((await notesOf(lilas.user.id)).map((n) => n.message)).toContain(done);

    // The sealed PDF, to both: a standard verifier accepts it, and refuses it once changed.
    const sealed = await pdfOf(signed, camille.token);
    expect(await pdfOf(signed, lilas.token)).toEqual(sealed);
    const report = pdfsig(sealed);
    expect(report).toContain('Signature Type: ETSI.CAdES.detached');
    expect(report).toContain('Total document signed');
    expect(report).toContain('Signature Validation: Signature is Valid.');
    const tampered = Buffer.from(sealed);
    const at = tampered.indexOf('/Title');
    tampered[at + 1] = 'X'.charCodeAt(0);
    const broken = pdfsig(tampered);
    expect(broken).not.toContain('Signature is Valid.');
    expect(broken).toMatch(/Digest Mismatch|Signature is Invalid/);
  });
});

describe('cancellation terms', () => {
  async function cancelBefore(before: number, by: 'institution' | 'admin' = 'institution') {
    const mission = await assigned(camille);
    t.clock.now = new Date(Date.parse(mission.dateStart) - before);
    try {
      const res = await put(
        `/api/prestations/${mission.id}/cancel`,
        by === 'admin' ? admin : lilas.token,
      );
      expect(res.statusCode, res.body).toBe(200);
      return { mission, cancelled: res.json<Prestation>(), at: t.clock.now };
    } finally {
      t.clock.now = NOW;
    }
  }

  it('47 h 59 before the start: 50 % of the planned pay, to the cent, and she is told', async () => {
    const { mission, cancelled, at } = await cancelBefore(47 * H + 59 * MIN);
    expect(cancelled).toMatchObject({
      status: 'cancelled',
      compensation: 108.25,
      cancelled_at: at.toISOString(),
    });
    expect((await missionRow(t, mission.id)).compensationCents).toBe(10825);
    const told = await t.database.db
      .select()
      .from(notifications)
      .where(and(eq(notifications.userId, camille.user.id)));
    expect(told.map((n) => n.message)).toContain(
      `La prestation « ${mission.name} » a été annulée moins de 48 h avant son début\u202f: une indemnité d’annulation de ${euros(10825)} vous est due, versée avec votre prochaine fiche de paie.`,
    );
    // Her list serves it the same way (the database's JSON).
    const mine = await get('/api/prestations/me', camille.token);
    expect(mine.json<Prestation[]>().find((p) => p.id === mission.id)).toMatchObject({
      compensation: 108.25,
      cancelled_at: at.toISOString(),
    });
  });

  it('23 h 59 before the start: 100 %, by the administrator too', async () => {
    const { cancelled } = await cancelBefore(23 * H + 59 * MIN, 'admin');
    expect(cancelled.compensation).toBe(216.5);
  });

  it('48 h 01 before the start: nothing', async () => {
    const { mission, cancelled } = await cancelBefore(48 * H + MIN);
    expect(cancelled.compensation).toBeNull();
    expect((await missionRow(t, mission.id)).compensationCents).toBeNull();
  });

  it('is a line « Indemnité d’annulation » of her next payslip, with the commission, and on the establishment’s statement', async () => {
    const nurse = await createNurse(t, { first_name: 'Inès', last_name: 'Moreau' });
    const mission = await createAssignedMission(t, {
      institution: lilas,
      nurse,
      ...nextSlot(),
      name: 'Garde annulée',
    });
    t.clock.now = new Date(Date.parse(mission.dateStart) - 10 * H);
    const cancelledAt = t.clock.now;
    expect((await put(`/api/prestations/${mission.id}/cancel`, lilas.token)).statusCode).toBe(200);
    t.clock.now = NOW;
    const month = cancelledAt.toISOString().slice(0, 7);
    const res = await t.request({
      method: 'POST',
      url: `/api/payslips/generate?user_id=${nurse.user.id}&period_start=${month}-01&period_end=${month}-31`,
      token: admin,
    });
    expect(res.statusCode, res.body).toBe(201);
    const payslip = res.json<{ payslip: Payslip }>().payslip;
    expect(payslip.services_list).toEqual([
      expect.objectContaining({
        prestation_id: mission.id,
        service_type: "Indemnité d'annulation — Garde annulée",
        amount: 216.5,
        hours: 0,
        kind: 'compensation',
      }),
    ]);
    expect(payslip).toMatchObject({
      gross_amount: 216.5,
      commission_amount: 15.16,
      net_amount: 201.34,
    });
    // Paid once: the next payslip does not take it again.
    const again = await t.request({
      method: 'POST',
      url: `/api/payslips/generate?user_id=${nurse.user.id}&period_start=${month}-01&period_end=${month}-31`,
      token: admin,
    });
    expect(again.statusCode).toBe(422);

    // The establishment owes it: on its month's statement, and for its invoice.
    const months = await get('/api/billing/months', lilas.token);
    const statement = months.json<BillingMonthSummary[]>().find((m) => m.month === month);
    expect(statement?.compensations).toContainEqual(
      expect.objectContaining({
        prestation_id: mission.id,
        assigned_name: 'Inès Moreau',
        amount: 216.5,
        cancelled_at: cancelledAt.toISOString(),
      }),
    );
    const csv = await get(`/api/billing/months/${month}.csv`, lilas.token);
    expect(csv.body).toContain(
      "Indemnité d'annulation — Garde annulée;Clinique des Lilas;Inès Moreau",
    );
    const lines = await compensationsOfMonth(
      t.database.db,
      lilas.user.id,
      new Date(`${month}-01T00:00:00+01:00`),
      new Date(Date.parse(`${month}-01T00:00:00+01:00`) + 31 * 24 * H),
    );
    expect(lines).toContainEqual({
      missionId: mission.id,
      cancelledAt,
      professionalId: nurse.user.id,
      professionalName: 'Inès Moreau',
      amountCents: 21650,
    });
    // And on its invoice of the month, for its fixed amount, in a Factur-X valid against the XSD.
    const invoice = (await issued(t, admin, month)).find((i) => i.institution_id === lilas.user.id);
    expect(invoice?.lines).toContainEqual(
      expect.objectContaining({ prestation_id: mission.id, hours: 0, amount: 216.5 }),
    );
    const xml = await t.request({ method: 'GET', url: invoice?.xml_url ?? '', token: admin });
    expect(validateAgainstXsd(xml.rawPayload).valid).toBe(true);
  });
});

describe('the unsigned-contract alert', () => {
  it('is planned 2 working days after the drawing up (Friday → Tuesday), and skipped once signed', async () => {
    const jobs = await createTestApp({ jobs: {} });
    try {
      // Friday 20 November 2026, 10:00 in Paris: a date already past, so the job is due at once.
      jobs.clock.now = new Date('2026-11-20T09:00:00Z');
      const institution = await createInstitution(jobs);
      const nurse = await createNurse(jobs);
      const mission = await createAssignedMission(jobs, {
        institution,
        nurse,
        start: new Date('2026-11-27T07:00:00Z'),
        end: new Date('2026-11-27T12:00:00Z'),
        name: 'Garde du vendredi',
      });
      const [row] = await jobs.database.db
        .select()
        .from(contracts)
        .where(eq(contracts.missionId, mission.id));
      const id = jobId(UNSIGNED_QUEUE, row?.id ?? '');
      const { rows } = await jobs.database.executor.executeSql(
        'select start_after from pgboss.job where id = $1',
        [id],
      );
      // Tuesday 24 November 2026, 10:00 in Paris: Saturday and Sunday do not count.
      expect(new Date((rows[0] as { start_after: string }).start_after).toISOString()).toBe(
        '2026-11-24T09:00:00.000Z',
      );
      // The engine runs it (in real time: it is past due); the administrator is told, once.
      const adminId = (
        await jobs.request({ method: 'GET', url: '/api/auth/me', token: await jobs.adminToken() })
      ).json<{ id: string }>().id;
      const message = `Le contrat de « Garde du vendredi » (Clinique des Lilas, Camille Durand) n’est toujours pas signé deux jours ouvrés après son établissement : il manque les deux signatures.`;
      const deadline = Date.now() + 20_000;
      let found = 0;
      while (Date.now() < deadline) {
        const notes = await jobs.database.db
          .select()
          .from(notifications)
          .where(and(eq(notifications.userId, adminId), eq(notifications.message, message)));
        found = notes.length;
        if (found > 0) break;
        await new Promise((r) => setTimeout(r, 200));
      }
      expect(found).toBe(1);
      // Run again (a retry, a second instance): nothing more.
      await runUnsignedAlert(jobs.app, { contractId: row?.id });
      const after = await jobs.database.db
        .select()
        .from(notifications)
        .where(and(eq(notifications.userId, adminId), eq(notifications.message, message)));
      expect(after.length).toBe(1);

      // A contract signed by both before its alert is due: nothing is said. Drawn up on a day
      // far ahead of the real clock, so that the engine cannot run its alert before the
      // signatures land.
      jobs.clock.now = new Date('2030-01-07T09:00:00Z');
      const second = await createAssignedMission(jobs, {
        institution,
        nurse,
        start: new Date('2030-01-14T07:00:00Z'),
        end: new Date('2030-01-14T12:00:00Z'),
        name: 'Garde du lundi',
      });
      for (const token of [nurse.token, institution.token]) {
        const read = await jobs.request({
          method: 'GET',
          url: `/api/prestations/${second.id}/contract`,
          token,
        });
        const signed = await jobs.request({
          method: 'PUT',
          url: `/api/prestations/${second.id}/contract/sign`,
          token,
          payload: { sha256: read.json<Contract>().sha256 },
        });
        expect(signed.statusCode, signed.body).toBe(200);
      }
      const [secondRow] = await jobs.database.db
        .select()
        .from(contracts)
        .where(eq(contracts.missionId, second.id));
      expect(secondRow?.status).toBe('signed');
      await runUnsignedAlert(jobs.app, { contractId: secondRow?.id });
      const silent = await jobs.database.db
        .select()
        .from(notifications)
        .where(eq(notifications.userId, adminId));
      expect(silent.map((n) => n.message).filter((m) => m.includes('Garde du lundi'))).toEqual([]);
    } finally {
      await jobs.close();
    }
  }, 60_000);
});
