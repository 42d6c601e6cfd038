/**
 * The drop-off figures Storybook's Flows/Drop-off shows, as `npm run generate` writes them
 * (scripts/generate/dropoff-reports.ts runs the back office's analysis for every filter the story offers). The shape
 * is the back office's report read structurally (the generator checks it fits); the story reads it by filter.
 */
export interface StateFigures {
  chart: string;
  state: string;
  entered: number;
  forward: number;
  back: number;
  dropped: number;
  completed: number;
  medianMs: number | null;
}

export interface DropoffReport {
  states: StateFigures[];
  transitions: { chart: string; from: string; to: string; count: number }[];
  sessions: number;
  samples: { chart: string; state: string; paths: { visits: string[]; ended: 'dropped' | 'completed' }[] }[];
}

export interface DropoffReports {
  /** The run's days (UTC, YYYY-MM-DD), in order: the story's From and To choices. */
  days: string[];
  devices: string[];
  /** The report's place in `reports` by `reportKey(chart, device, from, to)`; '' is "all" for device and either end of the range. */
  keys: Record<string, number>;
  /** Each distinct report once (many filters give the same figures). */
  reports: DropoffReport[];
}

export const reportKey = (chart: string, device: string, from: string, to: string) => `${chart}|${device}|${from}|${to}`;
