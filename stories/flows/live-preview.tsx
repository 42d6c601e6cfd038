/**
 * The live screen of a snapshot: the deepest active state with a route, rendered by its screen around an actor
 * restored at that snapshot with every effect inert (the journey stories' seededActor); the screen's own reads are
 * answered from the recorded platform answers (the stories' `beforeEach`, charts/recorded-platform.ts).
 */
import { useEffect, useMemo, type ComponentType } from 'react';
import type { AnyMachineSnapshot } from 'xstate';
import type { StateMeta } from '@machines/shared/meta';
import { screenComponent } from '~/router/screens';
import { activeNodes } from '../../tests/paths/graph';
import { seededActor } from '../../tests/paths/seed';
import { ScreenFrame, inertQueryClient } from '../../tests/paths/screen-frame';
import { chartById, isLoadingState } from '../charts/seeded-screen';
import { seedChartReads } from '../charts/recorded-platform';
import * as css from './flow-map.css';

export function LivePreview({ chartId, snapshot }: { chartId: string; snapshot: AnyMachineSnapshot }) {
  const { machine, samples } = chartById(chartId);
  const routed = [...activeNodes(snapshot)].reverse().find((n) => (n.meta as Partial<StateMeta> | undefined)?.route);
  const actor = useMemo(
    () => (routed && snapshot.status === 'active' ? seededActor(machine, samples, { snapshot, events: [] }) : null),
    [machine, samples, snapshot, routed],
  );
  const client = useMemo(() => {
    const c = inertQueryClient();
    seedChartReads(chartId, snapshot, c);
    return c;
  }, [chartId, snapshot]);
  useEffect(() => () => actor?.stop(), [actor]);
  if (snapshot.status !== 'active')
    return <p>The flow has ended here: the app moves on to what the chart's parent decides.</p>;
  if (!routed || !actor)
    return <p>No screen of its own in this state: the app shows the page it was on while the chart works or waits.</p>;
  const meta = routed.meta as StateMeta;
  const Screen = screenComponent(meta.screen) as ComponentType | null;
  return (
    <div className={css.screen} data-screen={meta.screen} data-loading-state={isLoadingState(actor.getSnapshot()) || undefined}>
      {Screen ? (
        <ScreenFrame actor={actor} Screen={Screen} client={client} />
      ) : (
        <p role="alert">Missing screen {meta.screen}.</p>
      )}
    </div>
  );
}
