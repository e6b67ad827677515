import { useQuery } from '@tanstack/react-query';
import { scaleBand, scaleLinear } from '@visx/scale';
import { Bar, LinePath } from '@visx/shape';
import { useId } from 'react';
import type { StatsMonth } from '../../../../contract/after-mission.ts';
import { appTimeZone } from '../../../ui/time-zone.ts';
import { formatEuros, formatHours, formatMonth } from '../../../ui/format.ts';
import { Spinner } from '../../../ui/spinner.tsx';
import { institutionStatsQueryOptions, platformStatsQueryOptions } from '../api/get-stats.ts';
import { fr } from '../fr.ts';
import '../stats.css';

const WIDTH = 560;
const HEIGHT = 200;
const PAD = { top: 12, right: 8, bottom: 28, left: 8 };

/** The last 12 local months, oldest first, as `YYYY-MM`. */
function lastTwelveMonths(now: Date): { from: string; to: string } {
  const parts = new Intl.DateTimeFormat('en-CA', {
    timeZone: appTimeZone(),
    year: 'numeric',
    month: '2-digit',
  }).formatToParts(now);
  const year = Number(parts.find((p) => p.type === 'year')?.value);
  const month = Number(parts.find((p) => p.type === 'month')?.value);
  const back = year * 12 + (month - 1) - 11;
  const label = (n: number) => `${Math.floor(n / 12)}-${String((n % 12) + 1).padStart(2, '0')}`;
  return { from: label(back), to: label(year * 12 + (month - 1)) };
}

const shortMonth = new Intl.DateTimeFormat('fr-FR', { month: 'short', timeZone: 'UTC' });
const monthTick = (month: string) =>
  shortMonth.format(Date.UTC(Number(month.slice(0, 4)), Number(month.slice(5, 7)) - 1, 15));
const percent = new Intl.NumberFormat('fr-FR', { style: 'percent', maximumFractionDigits: 0 });

type Row = StatsMonth & { commission?: number };

interface Series {
  title: string;
  kind: 'bar' | 'line';
  value: (row: Row) => number | null;
  format: (value: number, row: Row) => string;
  /** Upper bound of the axis when fixed (a rate: 1). */
  max?: number;
}

/**
 * One chart (bars or a line) of one figure per month, with its figures in a table behind it:
 * the SVG is one image with a sentence for screen readers, the table is what they read.
 */
function MonthlyChart({ rows, series }: { rows: Row[]; series: Series }) {
  const id = useId();
  const values = rows.map((r) => series.value(r));
  const top = series.max ?? Math.max(1, ...values.map((v) => v ?? 0));
  const x = scaleBand<string>({
    domain: rows.map((r) => r.month),
    range: [PAD.left, WIDTH - PAD.right],
    padding: 0.25,
  });
  const y = scaleLinear<number>({ domain: [0, top], range: [HEIGHT - PAD.bottom, PAD.top] });
  const first = rows[0]?.month ?? '';
  const last = rows[rows.length - 1]?.month ?? '';
  const points = rows
    .map((r, i) => ({ month: r.month, value: values[i] ?? null }))
    .filter((p): p is { month: string; value: number } => p.value !== null);
  const latest = rows[rows.length - 1];
  const latestValue = values[values.length - 1] ?? null;
  const centre = (month: string) => (x(month) ?? 0) + x.bandwidth() / 2;
  return (
    <figure className="stats-chart" aria-labelledby={`${id}-title`}>
      <figcaption id={`${id}-title`} className="stats-chart__title">
        {series.title}
      </figcaption>
      {latest ? (
        <p className="stats-chart__latest">
          <span className="stats-chart__latest-value">
            {latestValue === null ? fr.none : series.format(latestValue, latest)}
          </span>{' '}
          <span className="stats-chart__latest-month">{formatMonth(latest.month)}</span>
        </p>
      ) : null}
      <svg
        className="stats-chart__svg"
        viewBox={`0 0 ${WIDTH} ${HEIGHT}`}
        role="img"
        aria-label={fr.chartLabel(series.title, formatMonth(first), formatMonth(last))}
      >
        <line
          className="stats-chart__axis"
          x1={PAD.left}
          x2={WIDTH - PAD.right}
          y1={HEIGHT - PAD.bottom}
          y2={HEIGHT - PAD.bottom}
        />
        {series.kind === 'bar'
          ? points.map((p) => (
              <Bar
                key={p.month}
                className="stats-chart__bar"
                x={x(p.month) ?? 0}
                y={y(p.value)}
                width={x.bandwidth()}
                height={HEIGHT - PAD.bottom - y(p.value)}
              />
            ))
          : null}
        {series.kind === 'line' ? (
          <>
            <LinePath
              className="stats-chart__line"
              data={points}
              x={(p) => centre(p.month)}
              y={(p) => y(p.value)}
            />
            {points.map((p) => (
              <circle
                key={p.month}
                className="stats-chart__dot"
                cx={centre(p.month)}
                cy={y(p.value)}
                r={4}
              />
            ))}
          </>
        ) : null}
        {rows.map((r) => (
          <text
            key={r.month}
            className="stats-chart__tick"
            x={centre(r.month)}
            y={HEIGHT - 8}
            textAnchor="middle"
          >
            {monthTick(r.month)}
          </text>
        ))}
      </svg>
      <details className="stats-chart__details">
        <summary>{fr.showTable}</summary>
        <table className="stats-table">
          <caption className="visually-hidden">{series.title}</caption>
          <thead>
            <tr>
              <th scope="col">{fr.month}</th>
              <th scope="col">{series.title}</th>
            </tr>
          </thead>
          <tbody>
            {rows.map((r, i) => {
              const v = values[i] ?? null;
              return (
                <tr key={r.month}>
                  <th scope="row">{formatMonth(r.month)}</th>
                  <td>{v === null ? fr.none : series.format(v, r)}</td>
                </tr>
              );
            })}
          </tbody>
        </table>
      </details>
    </figure>
  );
}

const SERIES: Series[] = [
  {
    title: fr.fillRate,
    kind: 'bar',
    value: (r) => r.fill_rate,
    format: (v, r) => `${percent.format(v)} (${fr.fillRateNote(r.filled, r.created)})`,
    max: 1,
  },
  {
    title: fr.medianFill,
    kind: 'line',
    value: (r) => r.median_fill_minutes,
    format: (v) => fr.minutes(v),
  },
  { title: fr.hours, kind: 'bar', value: (r) => r.hours, format: (v) => formatHours(v) },
  { title: fr.amount, kind: 'bar', value: (r) => r.amount, format: (v) => formatEuros(v) },
];

const COMMISSION: Series = {
  title: fr.commission,
  kind: 'bar',
  value: (r) => r.commission ?? null,
  format: (v) => formatEuros(v),
};

/** The charts of an establishment's months (`institutionId`) or of the platform's. */
export function StatsPanel({ institutionId }: { institutionId?: string | undefined }) {
  const { from, to } = lastTwelveMonths(new Date());
  return institutionId === undefined ? (
    <PlatformCharts from={from} to={to} />
  ) : (
    <InstitutionCharts id={institutionId} from={from} to={to} />
  );
}

function InstitutionCharts({ id, from, to }: { id: string; from: string; to: string }) {
  const query = useQuery(institutionStatsQueryOptions(id, from, to));
  return <Charts query={query} series={SERIES} />;
}

function PlatformCharts({ from, to }: { from: string; to: string }) {
  const query = useQuery(platformStatsQueryOptions(from, to));
  return <Charts query={query} series={[...SERIES, COMMISSION]} />;
}

function Charts({
  query,
  series,
}: {
  query: { isPending: boolean; isError: boolean; data?: { months: Row[] } | undefined };
  series: Series[];
}) {
  return (
    <section className="dashboard__section stats" aria-labelledby="stats-title">
      <h2 id="stats-title" className="dashboard__section-title">
        {fr.title}
      </h2>
      {query.isPending ? <Spinner /> : null}
      {query.isError ? <p className="inline-error">{fr.failed}</p> : null}
      {query.data ? (
        <div className="stats__grid">
          {series.map((s) => (
            <MonthlyChart key={s.title} rows={query.data?.months ?? []} series={s} />
          ))}
        </div>
      ) : null}
    </section>
  );
}
