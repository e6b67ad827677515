/**
 * `npm run bench`: every measured figure of Relève in one run and one summary table on stdout
 * (progress on stderr; no file written). The API under load on 100 000 missions, a year's
 * payslip, the shift change (60 professionals reading their lists while 4 writers accept
 * missions), the CPU of a cache miss, the replay of 100 offline actions, calendar feeds and a
 * burst of reminders, the contract of a mission (draw up, render, seal), and the offline cold open of « Mes prestations » in Chromium. About four
 * minutes on 2 cores. With BENCH_DATABASE_URL=postgres://… the API
 * runs on a fresh PostgreSQL database instead of the embedded PGlite. Run, like the server of
 * `npm start`, with `node --no-liftoff`: PGlite's WebAssembly compiled by V8's optimizing compiler
 * when it loads, not in the background during the first minutes of work (the servers measured
 * here run in this process).
 */
import { loadavg } from 'node:os';
import { benchColdOpen } from './cold-open.ts';
import { benchContract, describeContract } from './contract.ts';
import { answerKiB, benchHttp, describeHttp, routeLabel, type EndpointResult } from './http.ts';
import { describeMachine } from './lib/machine.ts';
import { formatTable, millis, whole } from './lib/table.ts';
import { benchOutboxReplay } from './outbox.ts';
import { benchPayslip } from './payslip.ts';
import { benchInvoices } from './invoices.ts';
import { benchReach } from './reach.ts';
import { benchMiss, describeMiss } from './miss.ts';
import { benchShiftChange, describeShift, formatShift } from './shift-change.ts';
import { benchTaps, describeTaps } from './taps.ts';
import { benchStats, describeStats } from './stats.ts';

/** The nurse's hot path (issue 7): ≥ 25 % of /health's requests per second, p99 ≤ 50 ms. */
const TARGET = { ratio: 0.25, p99: 50 } as const;

const progress = (text: string) => process.stderr.write(`… ${text}\n`);
const met = (ok: boolean) => (ok ? 'oui / yes' : 'NON / NO');

const machine = describeMachine();
const loadAtStart = loadavg().map((l) => l.toFixed(1));
const started = performance.now();

progress('API : 100 000 prestations, puis autocannon route par route (~1 min 30)');
const http = await benchHttp();
progress('relève du matin : 60 professionnelles lisent leur liste pendant 4 écrivains (~40 s)');
const shift = await benchShiftChange();
progress('coût CPU d’un geste : accepter, commencer, terminer (60 de chaque)');
const taps = await benchTaps();
progress("coût CPU d'un défaut de cache de « Mes prestations » (180 prestations)");
const miss = await benchMiss();
progress('fiche de paie sur un an');
const payslip = await benchPayslip();
progress("factures d'un mois : 20 établissements, 30 prestations chacun");
const invoices = await benchInvoices();
progress('contrat de mission : établir, rendre, sceller');
const contract = await benchContract();
progress('rejeu de 100 actions hors ligne');
const outbox = await benchOutboxReplay();
progress("flux d'agenda et rafale de rappels");
const reach = await benchReach();
progress(
  'statistiques mensuelles sur 100 000 prestations (PGlite, puis PostgreSQL si BENCH_DATABASE_URL)',
);
const stats = await benchStats();
progress('ouverture à froid hors ligne dans Chromium');
const coldOpen = await benchColdOpen();

function httpRow(r: EndpointResult): string[] {
  const value =
    `${whole(r.rps)} req/s · p50 ${millis(r.p50)} ms · p99 ${millis(r.p99)} ms · ` +
    `${(r.ratio * 100).toFixed(1)} % de /health · ${answerKiB(r).toFixed(1)} Kio · ` +
    `${r.cpuMs.toFixed(2)} ms CPU/req${r.errors > 0 ? ` · ${r.errors} sans réponse` : ''}`;
  if (!r.hotPath) return [routeLabel(r), value, '—', '—'];
  return [
    routeLabel(r),
    value,
    `≥ ${TARGET.ratio * 100} % de /health, p99 ≤ ${TARGET.p99} ms`,
    met(r.ratio >= TARGET.ratio && r.p99 <= TARGET.p99),
  ];
}

console.log(
  `Relève — banc d'essai / benchmark. ${machine.cpu}, ${machine.cores} cœurs/cores, ` +
    `${machine.memoryGiB} Gio RAM, Node ${machine.node}, ${machine.platform}, ` +
    `charge au départ / load average at start ${loadAtStart.join(' ')}`,
);
console.log(`API : ${describeHttp(http)}`);
console.log('');
console.log(
  formatTable(
    ['Mesure / Measure', 'Valeur / Value', 'Cible / Target', 'Atteinte / Met'],
    [
      ...http.results.map(httpRow),
      [
        `Fiche de paie sur un an / yearly payslip (${payslip.missions} prestations)`,
        `${millis(payslip.ms)} ms (médiane de 5 générations)`,
        '—',
        '—',
      ],
      [
        `Factures d'un mois / a month's invoices (${invoices.invoices} × ${invoices.lines} lignes)`,
        `${whole(invoices.ms)} ms, ${whole(invoices.msPerInvoice)} ms par facture Factur-X · PDF ${invoices.pdfKiB} Kio`,
        'Contrat de mission / mission contract (médianes de 15)',
        describeContract(contract),
        '—',
        '—',
      ],
      [
        `Rejeu de la file hors ligne / outbox replay (${outbox.actions} actions)`,
        `${millis(outbox.ms)} ms · ${whole(outbox.cpuMs)} ms CPU`,
        '≤ 300 ms',
        met(outbox.ms <= 300),
      ],
      ...reach.feeds.map((feed) => [
        `Flux d'agenda / calendar feed (${feed.who}, ${feed.events} événements)`,
        `${millis(feed.ms)} ms (médiane de 9, une prestation changée avant chaque lecture) · ${feed.kib} Kio`,
        '—',
        '—',
      ]),
      [
        `Rafale de rappels / reminder burst (${reach.burst.reminders} à la même seconde)`,
        `${whole(reach.burst.ms)} ms pour tous, ${whole(reach.burst.perSecond)}/s sur une instance PGlite`,
        '—',
        '—',
      ],
      [
        `Ouverture à froid hors ligne / offline cold open (${coldOpen.missions} prestations)`,
        `${whole(coldOpen.ms)} ms jusqu'à la 1re carte (médiane de ${coldOpen.runs.length} : ` +
          `${coldOpen.runs.join(', ')} ms)`,
        '—',
        '—',
      ],
    ],
  ),
);
console.log('');
console.log(`Relève du matin / shift change : ${describeShift(shift)}`);
console.log(formatShift(shift));
console.log('');
console.log(
  `Coût d'un geste / CPU per tap (${taps.engine}, app.inject, 60 de chaque) : ${describeTaps(taps)} ` +
    `(cible ≤ 2 ms CPU chacun : ${met(taps.taps.every((t) => t.cpuMs <= 2))})`,
);
console.log('');
console.log(
  `Défaut de cache / cache miss (app.inject) : ${describeMiss(miss)} (cible ≤ 3 ms après un changement)`,
);
console.log('');
console.log(`Statistiques mensuelles / monthly statistics : ${describeStats(stats)}`);
console.log('');
console.log(
  `Durée totale / total time ${((performance.now() - started) / 1000).toFixed(0)} s, ` +
    `charge à la fin / load average at end ${loadavg()
      .map((l) => l.toFixed(1))
      .join(' ')}`,
);
