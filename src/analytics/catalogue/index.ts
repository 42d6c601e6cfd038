import { authEvents } from './auth';
import { engagementEvents } from './engagement';
import { journeyEvents } from './journey';
import { moneyEvents } from './money';
import { pageEvents } from './pages';
import { verificationEvents } from './verification';
import type { CatalogueEntry } from './types';

export type { CatalogueEntry, SegmentType } from './types';
export { pageProps } from './types';

/** The whole event catalogue (spec §3), as data. */
export const catalogue = [
  ...authEvents,
  ...journeyEvents,
  ...verificationEvents,
  ...moneyEvents,
  ...engagementEvents,
  ...pageEvents,
] as const;

export type EventName = (typeof catalogue)[number]['name'];
export type TrackEventName = Extract<(typeof catalogue)[number], { type: 'track' }>['name'];
export type PageName = (typeof pageEvents)[number]['name'];

const byName = new Map<string, CatalogueEntry>(catalogue.map((e) => [e.name, e]));

export function catalogueEntry(name: string): CatalogueEntry | undefined {
  return byName.get(name);
}

/** Spec §4 "Analytics identity": the events on which a new user id is identified instead of reset. */
export const identifyingEvents: ReadonlySet<EventName> = new Set<EventName>(['login', 'user_created_success']);
