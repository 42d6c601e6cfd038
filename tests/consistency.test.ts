import { describe, expect, it } from 'vitest';
import { screenFiles } from './support/screen-files';
import type { AnyStateMachine } from 'xstate';
import { allRoutedStates, routedCharts } from '@machines/registry';
import { journeys, journeyTypes } from '@machines/journeys/definitions';
import { journeyMachines } from '@machines/journeys/journey.machine';
import { routedStates } from '@machines/shared/meta';
import { traverse, type ChartSamples } from './paths/graph';
import journeySamples from '@machines/journeys/journey.samples';
import { pageEvents } from '../src/analytics/catalogue/pages';

/**
 * The one-definition rule, checked: every routed state of every chart in the registry has its screen file and an
 * analytics page name in the catalogue; every route of a journey is reachable in its chart; every journey type
 * has a path from its entry to its final state. (Stories per routed state are helper F7's, added later.)
 */
const pageNames = new Set<string>(pageEvents.map((p) => p.name));

describe('charts, routes, screens and page names agree', () => {
  it.each(allRoutedStates().map((s) => [s.stateId, s] as const))('%s has a screen and an analytics page name', (_, state) => {
    const file = screenFiles().get(state.meta.screen);
    expect(file, `src/<area>/screens/${state.meta.screen}/${state.meta.screen}.screen.tsx for ${state.meta.route}`).toBeDefined();
    expect(pageNames.has(state.meta.page), `page '${state.meta.page}' of ${state.stateId} in src/analytics/catalogue/pages.ts`).toBe(true);
    expect(state.meta.title.trim()).not.toBe('');
  });

  it('one route is one page: states sharing a route are alternatives in different journeys, never the same chart twice', () => {
    const byChart = new Map<string, string>();
    for (const s of allRoutedStates()) {
      const key = `${s.machineId} ${s.meta.route}`;
      expect(byChart.has(key), `${s.stateId} and ${byChart.get(key)} share ${s.meta.route}`).toBe(false);
      byChart.set(key, s.stateId);
    }
  });

  it('the registry holds every journey chart', () => {
    for (const type of journeyTypes) expect(routedCharts).toContain(journeyMachines[type] as unknown as AnyStateMachine);
  });

  describe.each(journeyTypes)('%s journey', (type) => {
    const machine = journeyMachines[type] as unknown as AnyStateMachine;
    const coverage = traverse(machine, (journeySamples as Record<string, ChartSamples>)[type]);

    it('reaches every routed state of its chart', () => {
      for (const s of routedStates(machine)) expect(coverage.states.covered, s.stateId).toContain(s.stateId);
    });

    it('has a path from its entry to its final state', () => {
      expect(coverage.paths.some((p) => p.stateIds.includes(`${type}.submitted`))).toBe(true);
      expect(journeys[type].steps.at(-1)).toMatch(/Success$/);
    });
  });
});
