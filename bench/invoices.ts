/**
 * How long issuing a month's invoices takes: 20 establishments with 30 validated missions each
 * (days, nights, weekends) in one month, on in-memory PGlite; one `POST /invoices/issue` draws
 * 20 Factur-X PDFs (pages with pdf-lib and an embedded font, the CII XML, PDF/A-3) and stores
 * them. Prints the total, the time per invoice and the size of a PDF.
 *
 *   node --no-liftoff --import tsx bench/invoices.ts
 */
import { randomUUID } from 'node:crypto';
import { pathToFileURL } from 'node:url';
import { BENCH_TARIFFS, benchPerson, withBenchApp } from './lib/world.ts';
import { missions, users } from '../src/server/db/schema.ts';

const ESTABLISHMENTS = 20;
const MISSIONS_EACH = 30;
const HOUR = 3_600_000;

export async function benchInvoices(): Promise<{
  invoices: number;
  lines: number;
  ms: number;
  msPerInvoice: number;
  pdfKiB: number;
}> {
  const now = new Date('2026-12-03T09:00:00Z');
  return withBenchApp(now, async ({ app, db }) => {
    const tariffs = BENCH_TARIFFS;
    const admin = benchPerson('admin', 0, now);
    const nurse = benchPerson('nurse', 0, now);
    const clinics = Array.from({ length: ESTABLISHMENTS }, (_, i) => ({
      ...benchPerson('institution', i + 1, now, `Clinique ${String(i + 1).padStart(2, '0')}`),
      ...tariffs,
      siret: '73282932000074',
    }));
    await db.insert(users).values([admin, nurse, ...clinics]);
    for (const clinic of clinics) {
      const rows = Array.from({ length: MISSIONS_EACH }, (_, m) => {
        // One mission a day of November, from 07:00 or 20:00 UTC, 8 h.
        const startedAt = new Date(Date.UTC(2026, 10, 1 + m, m % 3 === 0 ? 20 : 7));
        const endedAt = new Date(startedAt.getTime() + 8 * HOUR);
        return {
          id: randomUUID(),
          name: 'Soins infirmiers',
          dateStart: startedAt,
          dateEnd: endedAt,
          dureeMinutes: 480,
          institutionId: clinic.id,
          assignedTo: nurse.id,
          createdBy: clinic.id,
          status: 'completed' as const,
          startedAt,
          endedAt,
          actualDuration: 480,
          validation: 'validated' as const,
          validatedAt: endedAt,
          ...tariffs,
          tariffsCopiedAt: startedAt,
          createdAt: startedAt,
          updatedAt: endedAt,
        };
      });
      await db.insert(missions).values(rows);
    }
    const token = await app.signToken({ id: admin.id, tokenVersion: 0, role: 'admin' });
    const started = performance.now();
    const res = await app.inject({
      method: 'POST',
      url: '/api/invoices/issue?month=2026-11',
      headers: { authorization: `Bearer ${token}` },
    });
    const ms = performance.now() - started;
    if (res.statusCode !== 200) throw new Error(`issue: ${res.statusCode} ${res.body}`);
    const issued = res.json<{ issued: { id: string; lines: unknown[] }[] }>().issued;
    const first = issued[0];
    if (issued.length !== ESTABLISHMENTS || !first) throw new Error(`${issued.length} invoices`);
    const pdf = await app.inject({
      method: 'GET',
      url: `/api/invoices/${first.id}/pdf`,
      headers: { authorization: `Bearer ${token}` },
    });
    return {
      invoices: issued.length,
      lines: first.lines.length,
      ms: Math.round(ms),
      msPerInvoice: Math.round(ms / issued.length),
      pdfKiB: Math.round(pdf.rawPayload.length / 102.4) / 10,
    };
  });
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  const r = await benchInvoices();
  console.log(
    `Factures d'un mois : ${r.invoices} factures de ${r.lines} lignes en ${r.ms} ms ` +
      `(${r.msPerInvoice} ms par facture), PDF Factur-X de ${r.pdfKiB} Kio`,
  );
}
