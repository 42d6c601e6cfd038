/**
 * Machine-level generated paths over every production chart (`npm run test:paths` for the QA report).
 * Fails when any chart's state, transition or guard-outcome coverage drops below 100%, when a chart has a dead end, or when a
 * routed state lacks its meta. Writes reports/paths/{coverage.json,index.html}.
 */
import { afterAll, describe, expect, it } from 'vitest';
import { mkdirSync, writeFileSync } from 'node:fs';
import { allCharts } from './charts';
import { traverse, type ChartCoverage } from './graph';
import { coverageEntry, renderHtml, summaryLine, uncovered } from './report';
import { routedStates } from '@machines/shared/meta';
import type { AnyStateMachine } from 'xstate';

const results: Array<{ machine: AnyStateMachine; coverage: ChartCoverage; ms: number }> = [];
const charts = allCharts();

describe('generated paths', () => {
  it('finds the production charts', () => {
    expect(charts.length).toBeGreaterThan(3);
  });

  for (const { machine, samples, file } of charts) {
    describe(`${machine.id} (${file})`, () => {
      const started = performance.now();
      let coverage: ChartCoverage;
      try {
        coverage = traverse(machine, samples);
      } catch (e) {
        it('can be traversed with its samples', () => {
          throw e;
        });
        return;
      }
      results.push({ machine, coverage, ms: performance.now() - started });
      const missing = uncovered(coverage);

      it('reaches every state', () => expect(missing.states).toEqual([]));
      it('takes every transition', () => expect(missing.transitions).toEqual([]));
      it('takes both outcomes of every guard', () => expect(coverage.guards.total.filter((g) => !coverage.guards.covered.includes(g))).toEqual([]));
      it('has no dead ends (every non-final state has a way on)', () => expect(coverage.deadEnds).toEqual([]));
      it('gives every routed state a screen, title and page name', () => {
        for (const { stateId, meta } of routedStates(machine)) {
          expect(meta.screen, stateId).toMatch(/^[a-z0-9-]+$/);
          expect(meta.title, stateId).not.toBe('');
          expect(meta.page, stateId).not.toBe('');
        }
      });
    });
  }
});

afterAll(() => {
  if (results.length === 0) return;
  mkdirSync('reports/paths', { recursive: true });
  const date = new Date().toISOString();
  writeFileSync(
    'reports/paths/coverage.json',
    JSON.stringify({ date, charts: results.map(({ machine, coverage, ms }) => coverageEntry(machine, coverage, ms)) }, null, 2),
  );
  writeFileSync('reports/paths/index.html', renderHtml(results, date));
  console.log(`\nPath coverage (${date}):\n${results.map((r) => summaryLine(r.coverage)).join('\n')}\nReport: reports/paths/index.html`);
});
