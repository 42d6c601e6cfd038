import type { AnyStateMachine, StateNode } from 'xstate';

/**
 * What a chart state carries in `meta` for everything derived from it (architecture: "State meta carries
 * what is derived from it"). A state with `route` is a page: the router builds a route for it, the screen
 * registry must have `src/<area>/screens/<screen>/<screen>.screen.tsx`, stories and the analytics page view use `page`.
 */
export interface StateMeta {
  /**
   * Spec §2 path, e.g. '/wizard/v2/Journey/personal-details'. A segment may hold a parameter in TanStack Router's
   * syntax ('/{$product}-versary-special'); the chart owning such a state keeps its value in `context.routeParams`.
   */
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
  /**
   * The accessible name of the page's primary button or link (what the borrower does here), quoted verbatim from
   * the product spec where it names it, else exactly what the screen renders. Omitted on pages without one (status,
   * loading and information pages) and where the label is built from figures (e.g. 'Pay ₱1,515.00').
   * tests/paths/screens.test.tsx asserts the page shows it.
   */
  primaryAction?: string;
  /**
   * The money the page shows: dotted paths into the owning chart's context (integer centavos, e.g.
   * 'transaction.total', 'details.loan.outstanding'; an array index is a segment: 'amountsDue.0.amount'). Only values
   * the screen reads from the chart's context; tests/paths/screens.test.tsx asserts each appears as pesos ('₱1,515.00').
   */
  figures?: readonly string[];
}

export interface RoutedState {
  machineId: string;
  /** Full state id, e.g. 'newLoan.personalDetails'. */
  stateId: string;
  meta: StateMeta;
}

/**
 * A row of the router's generated table (src/router/route-table.generated.ts): what routing needs (the path, the
 * screen to load, whether it is public). The title (but a public page's), analytics page and progress weight stay with the charts, which
 * the page reads its meta from once it is there (src/router/active-route.ts), so the entry does not carry them.
 */
export interface RouteRow {
  machineId: string;
  stateId: string;
  /** `title` on public pages only: their build-time documents carry it (scripts/vite-documents.ts). */
  meta: Pick<StateMeta, 'route' | 'screen' | 'public'> & { title?: string };
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

/** A route parameter's value: short, lowercase letters, digits and hyphens (nothing else reaches a chart or a URL). */
export const routeParamPattern = /^[a-z0-9][a-z0-9-]{0,31}$/;
const paramToken = /\{\$([A-Za-z_][A-Za-z0-9_]*)\}/g;

/** The address of a route with its parameters filled in; null while one is missing or malformed. */
export function fillRoute(route: string, params: Readonly<Record<string, string>> | null | undefined): string | null {
  let missing = false;
  const path = route.replace(paramToken, (_, name: string) => {
    const value = params?.[name];
    if (value === undefined || !routeParamPattern.test(value)) missing = true;
    return value ?? '';
  });
  return missing ? null : path;
}

/** The parameters a running chart keeps for its routed states (convention: `context.routeParams`). */
export const routeParamsOf = (snapshot: unknown): Record<string, string> | undefined =>
  (snapshot as { context?: { routeParams?: Record<string, string> } } | undefined)?.context?.routeParams ?? undefined;

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
    if (meta && typeof meta === 'object' && 'route' in meta) found = fillRoute((meta as StateMeta).route, routeParamsOf(s)) ?? found;
  }
  for (const child of Object.values(s.children ?? {})) found = (child && routeOfSnapshot(child.getSnapshot())) || found;
  return found;
}
