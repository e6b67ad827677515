/**
 * What a mission's contract costs (docs/decisions.md, « The contract's PDF »): drawing it up in
 * the transaction of the write that assigns the mission (its terms and one row, on in-memory
 * PGlite), rendering its PDF on first read, and sealing the final PDF (both signature blocks,
 * PAdES by the platform's key). Median of 15 each.
 *
 *   node --no-liftoff --import tsx bench/contract.ts
 */
import { createHash, randomUUID } from 'node:crypto';
import { pathToFileURL } from 'node:url';
import { BENCH_TARIFFS, benchPerson, withBenchApp } from './lib/world.ts';
import { contracts, missions, users } from '../src/server/db/schema.ts';
import { contractDocument } from '../src/server/modules/contracts/pdf.ts';
import type { ContractTerms } from '../src/server/modules/contracts/terms.ts';
import { storeEffects } from '../src/server/plugins/effects.ts';
import { eq } from 'drizzle-orm';

const RUNS = 15;
const HOUR = 3_600_000;

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  return Math.round((sorted[Math.floor(sorted.length / 2)] ?? Number.NaN) * 100) / 100;
};

export interface ContractBench {
  /** The write's part: terms and the contract row, in the assigning transaction (ms). */
  drawUpMs: number;
  /** The PDF to read, rendered on first read, and its SHA-256 (ms). */
  renderMs: number;
  /** The final PDF with both signature blocks, sealed (ms). */
  sealMs: number;
  pdfKiB: number;
  sealedKiB: number;
}

export async function benchContract(): Promise<ContractBench> {
  const now = new Date('2026-12-01T08:00:00Z');
  return withBenchApp(now, async ({ app, db }) => {
    const tariffs = BENCH_TARIFFS;
    const institution = { ...benchPerson('institution', 0, now), ...tariffs };
    const nurses = [benchPerson('nurse', 1, now), benchPerson('nurse', 2, now)];
    await db.insert(users).values([institution, ...nurses]);
    const start = new Date('2026-12-05T19:00:00Z');
    const [mission] = await db
      .insert(missions)
      .values({
        id: randomUUID(),
        name: 'Garde de nuit',
        dateStart: start,
        dateEnd: new Date(start.getTime() + 10 * HOUR),
        dureeMinutes: 600,
        institutionId: institution.id,
        assignedTo: nurses[0]?.id ?? null,
        createdBy: institution.id,
        status: 'assigned',
        ...tariffs,
        tariffsCopiedAt: now,
        createdAt: now,
        updatedAt: now,
      })
      .returning();
    if (!mission) throw new Error('no mission');

    // Drawing up: each run gives the mission to the other nurse (void + version + 1).
    const drawUp: number[] = [];
    for (let i = 0; i < RUNS; i += 1) {
      const row = { ...mission, assignedTo: nurses[i % 2]?.id ?? null };
      const started = performance.now();
      await db.transaction((tx) => storeEffects(app, tx, { missions: [row] }, now));
      drawUp.push(performance.now() - started);
    }
    const [current] = await db
      .select()
      .from(contracts)
      .where(eq(contracts.missionId, mission.id))
      .orderBy(contracts.version);
    const terms = current?.terms as ContractTerms;

    const render: number[] = [];
    let pdf: Uint8Array = new Uint8Array();
    for (let i = 0; i < RUNS; i += 1) {
      const started = performance.now();
      pdf = await (await contractDocument(terms)).save();
      createHash('sha256').update(pdf).digest('hex');
      render.push(performance.now() - started);
    }

    const sha256 = createHash('sha256').update(pdf).digest('hex');
    const block = (hour: number) => ({
      signedAt: new Date(now.getTime() + hour * HOUR).toISOString(),
      signer: 'Prénom1 Nom1',
      sha256,
    });
    const seal: number[] = [];
    let sealed: Buffer = Buffer.alloc(0);
    for (let i = 0; i < RUNS; i += 1) {
      const started = performance.now();
      const doc = await contractDocument(terms, { institution: block(1), professional: block(2) });
      sealed = await app.contracts.sealer.seal(doc, now, {
        reason: 'bench',
        location: 'France',
        name: 'Relève',
        contactInfo: 'bench',
      });
      seal.push(performance.now() - started);
    }
    return {
      drawUpMs: median(drawUp),
      renderMs: median(render),
      sealMs: median(seal),
      pdfKiB: Math.round((pdf.length / 1024) * 10) / 10,
      sealedKiB: Math.round((sealed.length / 1024) * 10) / 10,
    };
  });
}

export const describeContract = (r: ContractBench) =>
  `établir ${r.drawUpMs} ms (dans la transaction) · rendre le PDF ${r.renderMs} ms (${r.pdfKiB} Kio, à la 1re lecture) · sceller ${r.sealMs} ms (${r.sealedKiB} Kio)`;

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  console.log(
    `Contrat de mission (médianes de ${RUNS}) : ${describeContract(await benchContract())}`,
  );
}
