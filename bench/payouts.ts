/**
 * How long a month's pay run takes: 500 professionals with bank details and one payslip each,
 * on in-memory PGlite. `POST /payouts` puts the 500 payslips in one batch (locked, frozen,
 * marked); `GET /payouts/{id}/sepa.xml` writes its pain.001.001.09 file (500 transactions);
 * `PUT /payouts/{id}/sent` pays them and notifies 500 people. Each step once, in that order.
 *
 *   node --no-liftoff --import tsx bench/payouts.ts
 */
import { randomUUID } from 'node:crypto';
import { pathToFileURL } from 'node:url';
import { benchPerson, withBenchApp } from './lib/world.ts';
import { bankAccounts, companySettings, payslips, users } from '../src/server/db/schema.ts';

const PROFESSIONALS = 500;

export interface PayoutsBench {
  payslips: number;
  batchMs: number;
  fileMs: number;
  fileKiB: number;
  sentMs: number;
}

const timed = async <T>(work: () => Promise<T>): Promise<[T, number]> => {
  const started = performance.now();
  const result = await work();
  return [result, Math.round((performance.now() - started) * 10) / 10];
};

export async function benchPayouts(): Promise<PayoutsBench> {
  const now = new Date('2026-12-10T09:00:00Z');
  return withBenchApp(now, async ({ app, db }) => {
    const admin = benchPerson('admin', 0, now);
    const nurses = Array.from({ length: PROFESSIONALS }, (_, i) =>
      benchPerson('nurse', i + 1, now),
    );
    await db.insert(users).values([admin, ...nurses]);
    await db.insert(companySettings).values({
      id: 1,
      name: 'Relève SAS',
      siren: '732829320',
      vatNumber: 'FR44732829320',
      address: '12 rue de la Paix, 75002 Paris',
      iban: 'FR7630004000031234567890143',
      bic: 'BNPAFRPPXXX',
      vatRateBasisPoints: 2000,
      updatedAt: now,
      updatedBy: admin.id,
    });
    await db.insert(bankAccounts).values(
      nurses.map((n) => ({
        userId: n.id,
        iban: 'FR7630006000011234567890189',
        holder: `${n.firstName} ${n.lastName}`,
        updatedAt: now,
      })),
    );
    await db.insert(payslips).values(
      nurses.map((n, i) => ({
        id: randomUUID(),
        userId: n.id,
        periodStart: '2026-11-01',
        periodEnd: '2026-11-30',
        totalMinutes: 9_600,
        grossCents: 420_000 + i,
        commissionCents: 29_400,
        netCents: 390_600 + i,
        servicesList: [],
        createdBy: admin.id,
        createdAt: now,
      })),
    );

    const token = await app.signToken({ id: admin.id, tokenVersion: 0, role: 'admin' });
    const headers = { authorization: `Bearer ${token}` };
    const [batch, batchMs] = await timed(() =>
      app.inject({ method: 'POST', url: '/api/payouts', headers, payload: {} }),
    );
    if (batch.statusCode !== 201) throw new Error(`batch: ${batch.statusCode} ${batch.body}`);
    const { id, count } = batch.json<{ id: string; count: number }>();
    if (count !== PROFESSIONALS) throw new Error(`expected ${PROFESSIONALS}, got ${count}`);
    const [file, fileMs] = await timed(() =>
      app.inject({ method: 'GET', url: `/api/payouts/${id}/sepa.xml`, headers }),
    );
    if (file.statusCode !== 200) throw new Error(`file: ${file.statusCode} ${file.body}`);
    const [sent, sentMs] = await timed(() =>
      app.inject({ method: 'PUT', url: `/api/payouts/${id}/sent`, headers }),
    );
    if (sent.statusCode !== 200) throw new Error(`sent: ${sent.statusCode} ${sent.body}`);
    return {
      payslips: count,
      batchMs,
      fileMs,
      fileKiB: Math.round(file.rawPayload.length / 102.4) / 10,
      sentMs,
    };
  });
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  const r = await benchPayouts();
  console.log(
    `Virements : ${r.payslips} fiches de paie — lot ${r.batchMs} ms, fichier SEPA ${r.fileMs} ms (${r.fileKiB} Kio), envoi ${r.sentMs} ms`,
  );
}
