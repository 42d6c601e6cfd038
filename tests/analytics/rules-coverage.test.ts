/**
 * Every analytics rule is alive: replaying every generated path of every production chart (the QA path suite's
 * traversal and samples) through the inspector's own matching (`rulesFor`) fires each rule at least once, with
 * properties the catalogue allows. And every catalogued track event is either emitted by a rule or listed, with
 * its reason, in `notEmitted` — so the list of silent events is explicit and can only shrink.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import type { AnyMachineSnapshot } from 'xstate';
import { catalogue, catalogueEntry } from '~/analytics/catalogue';
import { notEmitted } from '~/analytics/catalogue/not-emitted';
import { chartRules, rulesFor } from '~/analytics/inspector';
import type { ChartRule } from '~/analytics/chart-map';
import { allCharts } from '../paths/charts';
import { activeNodes, traverse } from '../paths/graph';

const fired = new Map<ChartRule, Record<string, unknown>[]>();
const entryRules = chartRules.filter((r) => r.on === '*' && r.to !== undefined);
const within = (id: string, state: string) => id === state || id.startsWith(`${state}.`);
const isActive = (s: AnyMachineSnapshot, state: string) => activeNodes(s).some((n) => within(n.id, state));

beforeAll(() => {
  const record = (rule: ChartRule, props: Record<string, unknown>) => {
    const all = fired.get(rule);
    if (all) all.push(props);
    else fired.set(rule, [props]);
  };
  for (const { machine, samples } of allCharts()) {
    traverse(machine, samples, {
      // A chart that starts in the state (an eventless hop from its initial state): the inspector sees that
      // microstep when the actor starts; the traversal begins after it.
      visit: (snapshot, steps) => {
        if (steps.length === 0) for (const rule of entryRules) if (isActive(snapshot, rule.to!)) record(rule, {});
      },
      stepped: (from, event, enabled, next) => {
        const context = (next.context ?? {}) as Record<string, unknown>;
        const input = { event: event as never, context, machineId: machine.id };
        for (const t of enabled) {
          for (const rule of rulesFor(t as never, input)) {
            // The inspector reads props from the same input (fromPage added by rulesFor).
            record(rule, rule.props?.({ ...input, fromPage: undefined }) ?? {});
          }
        }
        // 'Entered state' rules also fire when an eventless hop inside the step entered the state.
        for (const rule of entryRules) if (!isActive(from, rule.to!) && isActive(next, rule.to!)) record(rule, {});

      },
    });
  }
}, 240_000);

describe('analytics rules over every generated chart path', () => {
  it('every rule fires on some path of the real charts', () => {
    const dead = chartRules.filter((r) => !fired.has(r)).map((r) => `${r.on}${r.to ? ` -> ${r.to}` : ''} => ${r.emit}`);
    expect(dead).toEqual([]);
  });

  it('every rule only sends properties its catalogue entry allows', () => {
    for (const [rule, all] of fired) {
      const allowed = catalogueEntry(rule.emit)?.props ?? [];
      // Each key once per rule (a rule fires on thousands of steps: one expect per firing took 20 s at load 24).
      for (const key of new Set(all.flatMap((props) => Object.keys(props)))) expect(allowed, `${rule.emit}.${key}`).toContain(key);
    }
  });

  it('every catalogued track event is emitted by a rule or listed as not emitted, with a reason', () => {
    const emitted = new Set(chartRules.map((r) => r.emit));
    const silent = catalogue.filter((e) => e.type === 'track' && !emitted.has(e.name)).map((e) => e.name);
    expect(silent.sort()).toEqual(Object.keys(notEmitted).sort());
    for (const reason of Object.values(notEmitted)) expect(reason.length).toBeGreaterThan(10);
  });
});
