/**
 * A chart's map with its live screen beside it, for designers. Click a state: its screen is seeded there (the
 * journey stories' shortest path). Click an arrow: it is taken with a sample chosen by name. The current state and
 * the path taken are highlighted; Back steps one event back; the state is kept in the story's URL (args).
 */
import { useEffect, useMemo, useRef, useState } from 'react';
import type { AnyMachineSnapshot, EventObject } from 'xstate';
import { chartById } from '../charts/seeded-screen';
import { ChartMap, MapLegend, currentBox } from './chart-map/chart-map';
import { ZoomPanel } from './chart-map/zoom-panel';
import { OpenInApp } from './open-in-app';
import { chartGraph, type MapEdge, type MapNode } from './chart-map/graph';
import {
  activeIds,
  currentIds,
  decodeState,
  encodeState,
  options,
  runnable,
  seedHistory,
  start,
  step,
  type Moment,
} from './chart-map/explore';
import { nameSamples } from './chart-map/sample-names';
import { useChartLayout } from './chart-map/use-layout';
import { LivePreview } from './live-preview';
import * as css from './flow-map.css';

export interface FlowMapProps {
  chartId: string;
  /** The state shown, e.g. 'loanOffer editing' (a state id without the chart, dots as spaces: URL-safe). */
  state?: string;
  /** Show every compound state open (otherwise only the current step is). */
  inner?: boolean;
  /** Show progress-bar jumps. */
  jumps?: boolean;
  onStateChange?: (state: string) => void;
}

export function FlowMap({ chartId, state = '', inner: innerArg = false, jumps: jumpsArg = false, onStateChange }: FlowMapProps) {
  const [inner, setInner] = useState(innerArg);
  const [jumps, setJumps] = useState(jumpsArg);
  const { machine: chart, samples } = chartById(chartId);
  const machine = useMemo(() => runnable(chart, samples), [chart, samples]);
  const graph = useMemo(() => chartGraph(chart), [chart]);
  const nodeById = useMemo(() => new Map(graph.nodes.map((n) => [n.id, n])), [graph]);
  const [history, setHistory] = useState<Moment[]>(
    () => (state && seedHistory(chart, samples, decodeState(chartId, state))) || start(machine, samples),
  );
  const [message, setMessage] = useState('');
  const [choosing, setChoosing] = useState<MapEdge | null>(null);
  const snapshot = history.at(-1)!.snapshot;
  const current = currentIds(snapshot);
  const here = encodeState(chartId, current[0] ?? '');

  // The story's args follow the map (shareable URL); an arg changed from outside (URL, controls) seeds that state.
  const notify = useRef(onStateChange);
  notify.current = onStateChange;
  useEffect(() => notify.current?.(here), [here]);
  useEffect(() => {
    if (state && state !== here) go(decodeState(chartId, state));
    // eslint-disable-next-line react-hooks/exhaustive-deps -- only an outside change of the arg re-seeds
  }, [state]);

  const openSteps = new Set(activeIds(snapshot));
  const layout = useChartLayout(graph, { expanded: inner ? 'all' : openSteps, showJumps: jumps });
  const taken = new Set(history.flatMap((m) => m.taken));
  const takenEdges =
    layout?.edges.filter((e) => e.edge.transitions.some((t) => taken.has(t))).map((e) => e.edge.id) ?? [];
  const titleOf = (key: string) => graph.nodes.find((n) => n.id === `${chartId}.${key}`)?.title;
  const now = options(machine, samples, snapshot);
  const edgeOfKey = new Map(graph.edges.flatMap((e) => e.transitions.map((t) => [t, e] as const)));

  function go(stateId: string) {
    const seeded = seedHistory(chart, samples, stateId);
    if (seeded) {
      setHistory(seeded);
      setMessage('');
    } else
      setMessage(
        `No sample path reaches ${nodeById.get(stateId)?.title ?? stateId}: add samples to the chart's *.samples.ts.`,
      );
    setChoosing(null);
  }
  const take = (event: EventObject, from: AnyMachineSnapshot = snapshot, base: Moment[] = history) => {
    setHistory([...base, step(machine, from, event)]);
    setChoosing(null);
    setMessage('');
  };
  const onState = (node: MapNode) => go(node.id);
  const onEdge = (edge: MapEdge) => {
    const follows = (o: { taken: string[] }) => o.taken.some((t) => edge.transitions.includes(t));
    let base = history;
    let choices = options(machine, samples, snapshot).filter(follows);
    // Not possible from here: go to where the arrow starts first (each source in turn), then take it.
    for (const source of choices.length ? [] : edge.sources) {
      const seeded = seedHistory(chart, samples, source);
      if (!seeded) continue;
      const there = options(machine, samples, seeded.at(-1)!.snapshot).filter(follows);
      if (there.length) [base, choices] = [seeded, there];
      if (there.length) break;
    }
    if (!choices.length)
      return setMessage(`No sample takes “${edge.label}” here; it needs another history (see the chart's samples).`);
    if (choices.length === 1) return take(choices[0]!.event, base.at(-1)!.snapshot, base);
    setHistory(base);
    setChoosing(edge);
  };

  // The samples of each event type named together, so "server error" and "field errors" are told apart.
  const byType = new Map<string, typeof now>();
  for (const o of now) byType.set(o.event.type, [...(byType.get(o.event.type) ?? []), o]);
  const named = [...byType.values()].flatMap((group) =>
    nameSamples(
      group.map((o) => o.event),
      titleOf,
    ).map((n, i) => ({ ...n, taken: group[i]!.taken })),
  );
  const shown = choosing ? named.filter((o) => o.taken.some((t) => choosing.transitions.includes(t))) : named;
  const anywhere = graph.edges.filter((e) => e.anywhere);

  return (
    <div className={css.page}>
      <section className={css.mapColumn} aria-labelledby="map-heading">
        <h1 id="map-heading" className={css.heading}>
          {chartId} flow
        </h1>
        <div className={css.toolbar}>
          <button type="button" disabled={history.length < 2} onClick={() => setHistory((h) => h.slice(0, -1))}>
            Back one event
          </button>
          <button type="button" onClick={() => (setHistory(start(machine, samples)), setChoosing(null))}>
            Restart
          </button>
          <label>
            <input type="checkbox" checked={inner} onChange={(e) => setInner(e.target.checked)} /> Show inner states of every step
          </label>
          <label>
            <input type="checkbox" checked={jumps} onChange={(e) => setJumps(e.target.checked)} /> Show jumps (progress bar)
          </label>
          <span aria-live="polite">
            Now: <strong>{current.map((id) => nodeById.get(id)?.title ?? id).join(', ')}</strong>
            {snapshot.status === 'done' ? ' (flow ended)' : ''} · {history.length - 1} events
          </span>
        </div>
        <MapLegend />
        {message ? <p role="status">{message}</p> : null}
        {layout ? (
          <ZoomPanel layout={layout} current={currentBox(layout, [...openSteps])} fileName={`${chartId}-map`}>
            {(viewBox) => (
              <ChartMap
                layout={layout}
                title={`Map of the ${chartId} flow`}
                active={[...openSteps]}
                taken={takenEdges}
                onState={onState}
                onEdge={onEdge}
                viewBox={viewBox}
              />
            )}
          </ZoomPanel>
        ) : (
          <p>Drawing the map…</p>
        )}
        {anywhere.length ? (
          <p>
            From any state:{' '}
            {anywhere.map((e) => (
              <button key={e.id} type="button" onClick={() => onEdge(e)}>
                {e.label}
                {e.condition ? ` (${e.condition})` : ''}
              </button>
            ))}
          </p>
        ) : null}
      </section>
      <div className={css.liveColumn}>
        <div
          role="group"
          aria-label={choosing ? `Take “${choosing.label}” with` : 'What can happen now'}
          className={css.choices}
        >
          <h2 className={css.subheading}>{choosing ? `Take “${choosing.label}” with` : 'What can happen now'}</h2>
          {shown.map((o, i) => {
            const edge = o.taken.map((t) => edgeOfKey.get(t)).find(Boolean);
            const to = edge ? nodeById.get(edge.target)?.title : undefined;
            return (
              <button key={`${o.event.type}-${i}`} type="button" onClick={() => take(o.event)}>
                {edge?.label ?? o.event.type}
                {o.name ? `: ${o.name}` : ''}
                {to ? ` → ${to}` : ''}
              </button>
            );
          })}
          {shown.length === 0 ? <span>Nothing: the flow has ended here.</span> : null}
        </div>
        <OpenInApp chartId={chartId} stateId={current[0] ?? ''} />
        <LivePreview key={history.length + here} chartId={chartId} snapshot={snapshot} />
      </div>
    </div>
  );
}
