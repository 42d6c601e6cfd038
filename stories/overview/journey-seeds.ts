/**
 * The journeys overview's seeds, computed once at `npm run generate` instead of in the browser (a breadth-first
 * walk of newLoan took ~18 s in the story under load): for every journey, the path to the first snapshot of each
 * screen on its strip. Written to journey-seeds.generated.json by tests/stories/journey-seeds.test.ts (npm run generate);
 * tests/stories/journey-seeds.test.ts fails when the file differs from what this computes now.
 */
import type { AnyStateMachine } from 'xstate';
import { routedCharts } from '@machines/registry';
import { journeyTypes } from '@machines/journeys/definitions';
import { firstPaths, type SeedPath } from '../flows/chart-map/explore';
import { allCharts } from '../../tests/paths/charts';
import { journeyColumns } from './journey-columns';

export type JourneySeeds = Record<string, Record<string, SeedPath>>;

export const journeyCharts = (): AnyStateMachine[] =>
  routedCharts.filter((m) => (journeyTypes as readonly string[]).includes(m.id));

export const stripStates = (machine: AnyStateMachine) =>
  journeyColumns(machine).flatMap((c) => c.screens.map((s) => s.id));

export function computeJourneySeeds(): JourneySeeds {
  const out: JourneySeeds = {};
  for (const machine of journeyCharts()) {
    const { samples } = allCharts().find((c) => c.machine.id === machine.id)!;
    const wanted = stripStates(machine);
    const paths = firstPaths(machine, samples, wanted);
    out[machine.id] = Object.fromEntries(wanted.filter((id) => paths.has(id)).map((id) => [id, paths.get(id)!]));
  }
  return out;
}
