/**
 * Machine-level generated paths over every production chart (`npm run test:paths` for the QA report).
 * Fails when any chart's state, transition or guard-outcome coverage drops below 100%, when a chart has a dead end, or when a
 * routed state lacks its meta. Report: reports/paths/{coverage.json,index.html}.
 *
 * Two test files run this suite (paths.test.ts, paths-parallel.test.ts) so that vitest's two workers share the
 * charts: a worker claims the next free chart (an exclusive file create in the run directory), traverses it, then
 * claims the next, longest first by the last report's times (an order only: every chart is traversed every run).
 * Claim and traversal are one step, so a worker that starts later still finds the charts the other has not reached
 * (claiming all first, then traversing in the describe blocks, left the split to a start-up race). A file run
 * on its own claims every chart. Without the global setup's run directory (another config), a file claims all and
 * writes the report itself.
 */
import { afterAll, describe, expect, inject, it } from 'vitest';
import { existsSync, mkdtempSync, openSync, closeSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { allCharts } from './charts';
import { traverse, type ChartCoverage } from './graph';
import { coverageEntry, renderSection, summaryLine, uncovered } from './report';
import { writeReport, type ReportPart } from './report-page';
import { routedStates } from '@machines/shared/meta';

/** Last run's traversal time per chart (ms), to claim the long charts first; empty without a report. */
function lastTimes(): Map<string, number> {
  try {
    const report = JSON.parse(readFileSync('reports/paths/coverage.json', 'utf8')) as { charts: Array<{ id: string; ms: number }> };
    return new Map(report.charts.map((c) => [c.id, c.ms]));
  } catch {
    return new Map();
  }
}

export function machineLevelSuite() {
  const provided = inject('pathsRunDir') as string | undefined;
  const runDir = provided && existsSync(provided) ? provided : mkdtempSync(`${tmpdir()}/lakbay-paths-`);
  const claim = (id: string) => {
    try {
      closeSync(openSync(`${runDir}/${id}.claim`, 'wx'));
      return true;
    } catch (e) {
      if ((e as NodeJS.ErrnoException).code === 'EEXIST') return false;
      throw e;
    }
  };
  const times = lastTimes();
  const charts = allCharts().map((c, index) => ({ ...c, index }));
  const order = [...charts].sort((a, b) => (times.get(b.machine.id) ?? 0) - (times.get(a.machine.id) ?? 0));
  /** The charts no worker has claimed yet, longest first, each claimed only when the loop asks for the next. */
  function* unclaimed() {
    for (const chart of order) if (claim(chart.machine.id)) yield chart;
  }

  describe('generated paths', () => {
    it('finds the production charts', () => {
      expect(charts.length).toBeGreaterThan(3);
    });

    // Traversed here, while the suite is collected, not in the describe blocks below: vitest runs those only once
    // this loop has finished, so claiming here and traversing there would claim every chart up front.
    for (const { machine, samples, file, index } of unclaimed()) {
      const started = performance.now();
      let coverage: ChartCoverage;
      try {
        coverage = traverse(machine, samples);
      } catch (e) {
        describe(`${machine.id} (${file})`, () => {
          it('can be traversed with its samples', () => {
            throw e;
          });
        });
        continue;
      }
      const ms = performance.now() - started;
      const part: ReportPart = { index, entry: coverageEntry(machine, coverage, ms), section: renderSection(machine, coverage), summary: summaryLine(coverage) };
      writeFileSync(`${runDir}/${machine.id}.json`, JSON.stringify(part));
      const missing = uncovered(coverage);

      describe(`${machine.id} (${file})`, () => {
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
    if (runDir === provided) return; // the global setup merges every worker's parts
    writeReport(runDir);
    rmSync(runDir, { recursive: true, force: true });
  });
}
