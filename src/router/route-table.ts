import type { RouteRow } from '@machines/shared/meta';
import { routedStateList } from './route-table.generated';

/** Unique route paths with every state that may own each (journeys share form routes). */
export function routeTable(list: readonly RouteRow[] = routedStateList): Map<string, RouteRow[]> {
  const table = new Map<string, RouteRow[]>();
  for (const state of list) {
    const rows = table.get(state.meta.route) ?? [];
    rows.push(state);
    table.set(state.meta.route, rows);
  }
  return table;
}
