import type { AnyActorLogic, EventObject, OutputFrom } from 'xstate';

/**
 * Samples of one chart for the generated paths (tests/paths/graph.ts reads them untyped), typed by the chart:
 * event payloads are the chart's own events, actor outcomes are the declared outputs of its actors, so a sample
 * cannot drift from what the chart (and, through tests/machines, the contract) says.
 */
export interface ChartSamplesOf<TEvent extends EventObject, TActors extends Record<string, AnyActorLogic>, TInput, TContext> {
  inputs: TInput[];
  events?: { [K in TEvent['type']]?: Array<Extract<TEvent, { type: K }>> };
  outcomes: { [K in keyof TActors]: { done: Array<OutputFrom<TActors[K]>>; error: unknown[] } };
  /**
   * Which part of a snapshot makes it distinct for the traversal. Default: the state value and the context paths the
   * chart's guards read (derived by tests/paths/graph.ts); give one only where those paths take too many values.
   */
  serialize?: (snapshot: { value: unknown; status: string; context: TContext }) => string;
}
