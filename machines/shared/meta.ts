import type { AnyStateMachine, StateNode } from 'xstate';

/**
 * What a chart state carries in `meta` for everything derived from it (architecture: "State meta carries
 * what is derived from it"). A state with `route` is a page: the router builds a route for it, the screen
 * registry must have `src/<area>/screens/<screen>/<screen>.screen.tsx`, stories and the analytics page view use `page`.
 */
export interface StateMeta {
  /** Spec §2 path, e.g. '/wizard/v2/Journey/personal-details'. */
  route: string;
  /** Folder/file name under src/<area>/screens (unique across areas). */
  screen: string;
  /** Document title and the step heading. */
  title: string;
  /** Analytics page name. */
  page: string;
  /** Progress-bar weight of the step, 0.1 to 5 (journeys only). */
  progressWeight?: number;
  /** Reachable without signing in. */
  public?: boolean;
}

export interface RoutedState {
  machineId: string;
  /** Full state id, e.g. 'newLoan.personalDetails'. */
  stateId: string;
  meta: StateMeta;
}

/** Every state of a chart (nested included) that declares a route, in document order. */
export function routedStates(machine: AnyStateMachine): RoutedState[] {
  const out: RoutedState[] = [];
  const walk = (node: StateNode) => {
    const meta = node.meta as Partial<StateMeta> | undefined;
    if (meta?.route) out.push({ machineId: machine.id, stateId: node.id, meta: meta as StateMeta });
    for (const child of Object.values(node.states)) walk(child);
  };
  walk(machine.root);
  return out;
}

interface SnapshotLike {
  status?: string;
  getMeta?: () => Record<string, unknown>;
  children?: Record<string, { getSnapshot: () => unknown } | undefined>;
}

/**
 * The route of the page a running chart (and its children) is on: the deepest routed state. A chart uses it to
 * remember where the borrower was (the app chart, when a session ends), without knowing URLs itself.
 */
export function routeOfSnapshot(snapshot: unknown): string | null {
  const s = snapshot as SnapshotLike | undefined;
  if (!s || s.status !== 'active') return null;
  let found: string | null = null;
  for (const meta of Object.values(s.getMeta?.() ?? {})) {
    if (meta && typeof meta === 'object' && 'route' in meta) found = (meta as StateMeta).route;
  }
  for (const child of Object.values(s.children ?? {})) found = (child && routeOfSnapshot(child.getSnapshot())) || found;
  return found;
}
