import generated from './page-states.generated.json';

/**
 * The page names the app reports, each with the chart state it stands for: written as data from the charts by
 * `npm run generate` (scripts/generate/page-states.ts), so the back office reads the journeys' step order without
 * importing them.
 */
export interface PageEntry {
  page: string;
  chart: string;
  state: string;
  /** Sorts states within a chart (journey step order): going back is going to a lower order. */
  order: number;
  /** Ends its journey (a success page). */
  terminal?: boolean;
  /** The state's title, as its box on the drop-off map reads. */
  title: string;
}

export const pageEntries: readonly PageEntry[] = generated as PageEntry[];

/** Charts with at least one page, in the order of the list. */
export const chartIds: readonly string[] = [...new Set(pageEntries.map((p) => p.chart))];
