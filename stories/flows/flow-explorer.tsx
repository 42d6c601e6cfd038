/**
 * Flow explorer for designers: pick a chart, click through the events enabled in the current state (payloads from
 * the chart's samples, so every branch is reachable), see the chart with the current state highlighted and the
 * screen of the current page beside it. Pure: events go through xstate's transition(), nothing runs or fetches.
 */
import { useEffect, useMemo, useState, type ComponentType } from 'react';
import { __unsafe_getAllOwnEventDescriptors as eventDescriptors, transition, type AnyMachineSnapshot, type EventObject } from 'xstate';
import { screenComponent } from '~/router/screens';
import { allCharts } from '../../tests/paths/charts';
import { activeNodes, initialSnapshots, samplesFor } from '../../tests/paths/graph';
import { seededActor } from '../../tests/paths/seed';
import { ScreenFrame, inertQueryClient } from '../../tests/paths/screen-frame';
import type { StateMeta } from '@machines/shared/meta';
import { ChartDiagram } from './chart-diagram';

const label = (e: EventObject) => {
  const { type, ...rest } = e as EventObject & Record<string, unknown>;
  const detail = JSON.stringify(rest, (_k, v: unknown) => (typeof v === 'string' && v.length > 24 ? `${v.slice(0, 24)}…` : v));
  return detail === '{}' ? type : `${type} ${detail.length > 70 ? `${detail.slice(0, 70)}…` : detail}`;
};

function Preview({ chartId, snapshot }: { chartId: string; snapshot: AnyMachineSnapshot }) {
  const { machine, samples } = allCharts().find((c) => c.machine.id === chartId)!;
  const routed = [...activeNodes(snapshot)].reverse().find((n) => (n.meta as Partial<StateMeta> | undefined)?.route);
  const actor = useMemo(() => (routed ? seededActor(machine, samples, { snapshot, events: [] }) : null), [machine, samples, snapshot, routed]);
  const client = useMemo(inertQueryClient, []);
  useEffect(() => () => actor?.stop(), [actor]);
  if (!routed || !actor) return <p>No page in this state (the chart is working or waiting between pages).</p>;
  const Screen = screenComponent((routed.meta as StateMeta).screen) as ComponentType | null;
  return Screen ? <ScreenFrame actor={actor} Screen={Screen} client={client} /> : <p role="alert">Missing screen {(routed.meta as StateMeta).screen}.</p>;
}

export function FlowExplorer({ initialChart = 'newLoan' }: { initialChart?: string }) {
  const charts = allCharts();
  const [chartId, setChartId] = useState(initialChart);
  const chart = charts.find((c) => c.machine.id === chartId) ?? charts[0]!;
  const machine = chart.samples.provide ? chart.samples.provide(chart.machine) : chart.machine;
  const [history, setHistory] = useState<AnyMachineSnapshot[]>(() => initialSnapshots(machine, chart.samples).slice(0, 1));
  const snapshot = history.at(-1)!;
  const choose = (id: string) => {
    const next = charts.find((c) => c.machine.id === id)!;
    setChartId(id);
    setHistory(initialSnapshots(next.samples.provide ? next.samples.provide(next.machine) : next.machine, next.samples).slice(0, 1));
  };
  const enabled =
    snapshot.status === 'active'
      ? eventDescriptors(snapshot)
          .filter((t) => t !== '*' && !chart.samples.skip?.includes(t))
          .flatMap((t) => samplesFor(snapshot, t, chart.samples))
          .filter((e) => machine.getTransitionData(snapshot as never, e as never).length > 0)
      : [];
  const send = (e: EventObject) => setHistory((h) => [...h, transition(machine, snapshot as never, e as never)[0] as AnyMachineSnapshot]);
  const active = activeNodes(snapshot).map((n) => n.id);

  return (
    <div style={{ display: 'grid', gridTemplateColumns: 'minmax(320px, 1fr) minmax(360px, 420px)', gap: 24, alignItems: 'start' }}>
      <section aria-labelledby="flow-heading">
        <h1 id="flow-heading" style={{ fontSize: 20 }}>Flow explorer</h1>
        <label>
          Chart{' '}
          <select value={chart.machine.id} onChange={(e) => choose(e.target.value)}>
            {charts.map((c) => (
              <option key={c.machine.id} value={c.machine.id}>
                {c.machine.id}
              </option>
            ))}
          </select>
        </label>
        <p aria-live="polite">
          State: <code>{JSON.stringify(snapshot.value)}</code> ({snapshot.status}), {history.length - 1} events
        </p>
        <div role="group" aria-label="Events enabled now" style={{ display: 'flex', flexWrap: 'wrap', gap: 6, margin: '8px 0' }}>
          {enabled.map((e, i) => (
            <button key={`${e.type}-${i}`} type="button" onClick={() => send(e)}>
              {label(e)}
            </button>
          ))}
          {enabled.length === 0 ? <span>No events enabled (final state).</span> : null}
        </div>
        <div style={{ display: 'flex', gap: 6 }}>
          <button type="button" disabled={history.length < 2} onClick={() => setHistory((h) => h.slice(0, -1))}>
            Back one event
          </button>
          <button type="button" onClick={() => choose(chart.machine.id)}>
            Restart
          </button>
        </div>
        <div style={{ overflow: 'auto', marginTop: 12 }}>
          <ChartDiagram machine={chart.machine} active={active} />
        </div>
      </section>
      {/* Not a landmark: the screen inside brings its own <main>, which must stay top-level. */}
      <div style={{ border: '1px solid #ddd', borderRadius: 8 }}>
        <Preview key={history.length + chart.machine.id} chartId={chart.machine.id} snapshot={snapshot} />
      </div>
    </div>
  );
}
