/**
 * Storybook's `Flows/Drop-off` (issue #23): a chart's map with the drop-off drawn on it (heat.ts through the flow
 * maps' ChartMap), from simulated traffic (`npm run sandbox -- simulate`, a seeded run kept in
 * simulated-events.json). Filters: device and the run's days; click a state for its figures and sample sessions.
 * The figures are the back office's own analysis (sandbox/insights/dropoff.ts), computed for every filter by
 * `npm run generate` (scripts/generate/dropoff-reports.ts): one analysis, the same numbers in both places.
 */
import { useEffect, useMemo, useState } from 'react';
import { reportKey, type DropoffReport, type DropoffReports, type StateFigures } from './reports';
import { chartById } from '../../charts/seeded-screen';
import { ChartMap, MapLegend } from '../chart-map/chart-map';
import { chartGraph } from '../chart-map/graph';
import { heatView, percent } from '../chart-map/heat';
import { layoutChart, type ChartLayout } from '../chart-map/layout';
import generated from './reports.generated.json';

const data = generated as DropoffReports;
const dropRate = (f: StateFigures) => (f.entered === 0 ? 0 : f.dropped / f.entered);
const dayName = (day: string) => new Date(`${day}T00:00:00.000Z`).toLocaleDateString('en-PH', { day: 'numeric', month: 'short', year: 'numeric', timeZone: 'UTC' });
const noReport: DropoffReport = { states: [], transitions: [], sessions: 0, samples: [] };
const deviceNames: Record<string, string> = { desktop: 'Desktop', mobile: 'Mobile', 'in-app': 'In-app' };
const duration = (ms: number | null) => (ms === null ? '—' : ms < 60_000 ? `${Math.round(ms / 1000)} s` : `${(ms / 60_000).toFixed(1)} min`);

export interface DropoffMapProps {
  /** The journey type (chart id). */
  chartId: string;
  /** Only sessions from this device: desktop, mobile or in-app. */
  device?: string;
}

export function DropoffMap({ chartId, device: deviceArg = '' }: DropoffMapProps) {
  const [device, setDevice] = useState(deviceArg);
  const [from, setFrom] = useState('');
  const [to, setTo] = useState('');
  const [chosen, setChosen] = useState<string | null>(null);
  // A range ending before it starts shows nothing: no report is kept for it.
  const at = data.keys[reportKey(chartId, device, from, to)];
  const report = at === undefined ? noReport : data.reports[at]!;
  const { graph, heat } = useMemo(() => heatView(chartGraph(chartById(chartId).machine), report), [chartId, report]);
  const [layout, setLayout] = useState<ChartLayout | null>(null);
  useEffect(() => {
    let live = true;
    void layoutChart(graph).then((l) => live && setLayout(l));
    return () => {
      live = false;
    };
  }, [graph]);
  const figures: StateFigures | undefined = report.states.find((s) => `${s.chart}.${s.state}` === chosen);
  const sample = report.samples.find((s) => `${s.chart}.${s.state}` === chosen);
  const name = (visit: string) => visit.replace(`${chartId}.`, '');

  return (
    <main style={{ fontFamily: 'system-ui, sans-serif', padding: 16 }}>
      <h1 style={{ fontSize: 20 }}>Where borrowers drop off: {chartId}</h1>
      <form aria-label="Filters" style={{ display: 'flex', gap: 16, alignItems: 'end', flexWrap: 'wrap' }} onSubmit={(e) => e.preventDefault()}>
        <label style={{ display: 'flex', flexDirection: 'column' }}>
          Device
          <select value={device} onChange={(e) => setDevice(e.target.value)}>
            <option value="">All devices</option>
            {data.devices.map((d) => (
              <option key={d} value={d}>
                {deviceNames[d]}
              </option>
            ))}
          </select>
        </label>
        {(
          [
            ['From', from, setFrom, 'The first day'],
            ['To', to, setTo, 'The last day'],
          ] as const
        ).map(([label, value, set, any]) => (
          <label key={label} style={{ display: 'flex', flexDirection: 'column' }}>
            {label}
            <select value={value} onChange={(e) => set(e.target.value)}>
              <option value="">{any}</option>
              {data.days.map((d) => (
                <option key={d} value={d}>
                  {dayName(d)}
                </option>
              ))}
            </select>
          </label>
        ))}
      </form>
      <p role="status">
        {report.sessions} sessions. The darker a state, the more borrowers left there; the thicker an arrow, the more borrowers took it (its
        label ends with how many). Choose a state for its figures.
      </p>
      <MapLegend />
      {figures ? (
        <section aria-label={`${figures.state} in ${figures.chart}`} style={{ border: '2px solid #0d47a1', borderRadius: 6, padding: '4px 12px', margin: '8px 0' }}>
          <h2 style={{ fontSize: 16 }}>
            {figures.state} in {figures.chart}
          </h2>
          <dl aria-label={`Figures for ${figures.state}`} style={{ display: 'grid', gridTemplateColumns: 'max-content max-content', gap: '2px 16px' }}>
            {(
              [
                ['Entered', figures.entered],
                ['Went forward', figures.forward],
                ['Went back', figures.back],
                ['Left the journey here', `${figures.dropped} (${percent(dropRate(figures))})`],
                ['Completed here', figures.completed],
                ['Median time', duration(figures.medianMs)],
              ] as const
            ).map(([term, value]) => (
              <div key={term} style={{ display: 'contents' }}>
                <dt>{term}</dt>
                <dd style={{ margin: 0, textAlign: 'right' }}>{value}</dd>
              </div>
            ))}
          </dl>
          <h3 style={{ fontSize: 14 }}>Sample sessions through {figures.state}</h3>
          <ol aria-label={`Sample sessions through ${figures.state}`}>
            {(sample?.paths ?? []).map((p, i) => (
              <li key={i}>
                {p.visits.map(name).join(' → ')}: {p.ended === 'completed' ? 'completed' : 'left there'}
              </li>
            ))}
          </ol>
        </section>
      ) : null}
      <div style={{ overflow: 'auto' }}>
        {layout ? (
          <ChartMap
            layout={layout}
            title={`Drop-off on the ${chartId} chart`}
            heat={heat}
            active={chosen ? [chosen] : []}
            onState={(node) => setChosen(report.states.some((s) => `${s.chart}.${s.state}` === node.id) ? node.id : null)}
          />
        ) : (
          <p>Drawing the map…</p>
        )}
      </div>
    </main>
  );
}
