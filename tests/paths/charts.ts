/**
 * Every chart the app runs, found by convention (any StateMachine exported from machines/**\/*.machine.ts, also
 * inside an exported record such as journeyMachines), with its event samples from the `*.samples.ts` files next
 * to the charts (default export: { [machineId]: ChartSamples }). Nothing here lists charts by hand.
 */
import { StateMachine, type AnyStateMachine } from 'xstate';
import type { ChartSamples } from './graph';

const chartModules = import.meta.glob<Record<string, unknown>>('../../machines/**/*.machine.ts', { eager: true });
const sampleModules = import.meta.glob<{ default: Record<string, ChartSamples> }>('../../machines/**/*.samples.ts', { eager: true });

const isMachine = (v: unknown): v is AnyStateMachine => v instanceof StateMachine;

export function allCharts(): Array<{ machine: AnyStateMachine; samples: ChartSamples; file: string }> {
  const samples: Record<string, ChartSamples> = Object.assign({}, ...Object.values(sampleModules).map((m) => m.default));
  const seen = new Map<string, { machine: AnyStateMachine; file: string }>();
  for (const [file, mod] of Object.entries(chartModules)) {
    for (const value of Object.values(mod)) {
      const found = isMachine(value) ? [value] : value && typeof value === 'object' ? Object.values(value).filter(isMachine) : [];
      for (const m of found) if (!seen.has(m.id)) seen.set(m.id, { machine: m, file: file.replace('../../', '') });
    }
  }
  return [...seen.values()].map(({ machine, file }) => ({ machine, file, samples: samples[machine.id] ?? {} }));
}
