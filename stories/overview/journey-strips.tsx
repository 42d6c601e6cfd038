/**
 * Every journey side by side: a strip of screen thumbnails per journey in step order (the chart's reading order),
 * with the screens that branch off a step (a failure page, a warning, GoTyme instead of a bank) under it. Built
 * from the charts at run time; the screens are seeded from journey-seeds.generated.json (written at
 * `npm run generate`, so the page does not search the charts in the browser). A thumbnail opens that state on the
 * journey's map (Flows/<journey>).
 */
import { useMemo } from 'react';
import type { AnyMachineSnapshot, AnyStateMachine } from 'xstate';
import { routedCharts } from '@machines/registry';
import { journeyTypes } from '@machines/journeys/definitions';
import type { MapNode } from '../flows/chart-map/graph';
import { journeyColumns } from './journey-columns';
import { activeIds, encodeState, firstSnapshots, replayPath } from '../flows/chart-map/explore';
import { LivePreview } from '../flows/live-preview';
import { chartById } from '../charts/seeded-screen';
import { openInAppTarget } from '../flows/open-in-app-target';
import type { JourneySeeds } from './journey-seeds';
import seedsFile from './journey-seeds.generated.json';
import * as css from './journey-strips.css';

export { journeyColumns, type Column } from './journey-columns';

const seeds = seedsFile as JourneySeeds;

const kebab = (id: string) => id.replace(/[A-Z]/g, (c) => `-${c.toLowerCase()}`);
/** The journey's map story, with the state in its args (Storybook ids: title 'Flows', export = chart id). */
export const mapHref = (chartId: string, stateId: string) =>
  `./?path=/story/flows--${kebab(chartId)}&args=state:${encodeURIComponent(encodeState(chartId, stateId)).replace(/%20/g, '+')}`;

/** The widths a card can show its screen at: the phone the spec designs for and desktop. */
export const cardWidths = { phone: { width: 390, height: 720, scale: 0.32 }, desktop: { width: 1280, height: 800, scale: 0.25 } } as const;
export type CardWidth = keyof typeof cardWidths;

function Screen({ chartId, snapshot, width }: { chartId: string; snapshot: AnyMachineSnapshot; width: CardWidth }) {
  const w = cardWidths[width];
  return (
    <span className={css.frame} style={{ width: w.width * w.scale, height: w.height * w.scale }} aria-hidden="true" data-card-width={w.width}>
      {/* inert: a picture of the screen, not a second copy of its controls and landmarks */}
      <span className={css.scaled} style={{ width: w.width, transform: `scale(${w.scale})` }} inert>
        <LivePreview chartId={chartId} snapshot={snapshot} />
      </span>
    </span>
  );
}

function Thumbnail({
  chartId,
  node,
  snapshot,
  widths,
}: {
  chartId: string;
  node: MapNode;
  snapshot: AnyMachineSnapshot | undefined;
  widths: readonly CardWidth[];
}) {
  const open = openInAppTarget(chartId, node.id);
  // A card, not a link around the screen: the screen has links of its own (no <a> inside <a>); the caption's link
  // stretches over the whole card, so the picture is clickable too. Every card renders its real screen at once
  // (the screens read the recorded platform answers, so nothing waits on a network).
  return (
    <div className={css.thumb} data-card={node.id}>
      <span className={css.screens}>
        {snapshot ? widths.map((w) => <Screen key={w} chartId={chartId} snapshot={snapshot} width={w} />) : null}
      </span>
      <a href={mapHref(chartId, node.id)} target="_top" className={css.caption} data-state={node.id}>
        {node.title}
        <span className={css.route}>{node.route}</span>
      </a>
      <a href={open.href} target="_blank" rel="noopener" className={css.open} title={`Open in the app ${open.note}`}>
        Open in the app
      </a>
    </div>
  );
}

function Strip({ machine, widths }: { machine: AnyStateMachine; widths: readonly CardWidth[] }) {
  const columns = useMemo(() => journeyColumns(machine), [machine]);
  const { samples } = chartById(machine.id);
  // Seeds precomputed at `npm run generate` (journey-seeds.generated.json): replaying a few events per screen
  // instead of searching the chart in the browser. A screen without a seed that still replays (the file is
  // stale; tests/stories/journey-seeds.test.ts says so) falls back to the search.
  const snapshots = useMemo(() => {
    const found = new Map<string, AnyMachineSnapshot>();
    const ids = columns.flatMap((c) => c.screens.map((s) => s.id));
    for (const id of ids) {
      const path = seeds[machine.id]?.[id];
      const snapshot = path ? replayPath(machine, samples, path) : null;
      if (snapshot && activeIds(snapshot).includes(id)) found.set(id, snapshot);
    }
    const missing = ids.filter((id) => !found.has(id));
    if (missing.length) for (const [id, s] of firstSnapshots(machine, samples, missing)) found.set(id, s);
    return found;
  }, [machine, samples, columns]);
  return (
    <section aria-labelledby={`strip-${machine.id}`} className={css.strip}>
      <h2 id={`strip-${machine.id}`} className={css.stripHeading}>
        <a href={`./?path=/story/flows--${kebab(machine.id)}`} target="_top">
          {machine.id}
        </a>
      </h2>
      <ol className={css.columns}>
        {columns.map(({ step, screens }) => (
          <li key={step.id} className={css.column}>
            {screens.map((node) => (
              <Thumbnail key={node.id} chartId={machine.id} node={node} snapshot={snapshots.get(node.id)} widths={widths} />
            ))}
          </li>
        ))}
      </ol>
    </section>
  );
}

export function JourneyStrips({ widths = ['phone'] }: { widths?: readonly CardWidth[] }) {
  const journeys = routedCharts.filter((m) => (journeyTypes as readonly string[]).includes(m.id));
  return (
    <div>
      <h1 className={css.heading}>Journeys side by side</h1>
      <p>
        Each row is a journey in step order; screens that branch off a step sit under it, shown at{' '}
        {widths.map((w) => `${cardWidths[w].width} px`).join(' and ')}. Open a screen to see it on the journey&apos;s map,
        or open it in the running app.
      </p>
      {journeys.map((m) => (
        <Strip key={m.id} machine={m} widths={widths} />
      ))}
    </div>
  );
}
