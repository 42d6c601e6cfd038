import { storageKeys, type KeyValueStore } from './storage';

/**
 * Spec §4: consecutive duplicate events (same name and data) are dropped. The wrapper's own fields (timestamp,
 * ids) are not part of "data": two clicks a second apart are still the same event.
 */
export function isConsecutiveDuplicate(store: KeyValueStore, name: string, data: Record<string, unknown>): boolean {
  const key = JSON.stringify({ name, data: sortKeys(data) });
  if (store.get(storageKeys.lastEvent) === key) return true;
  store.set(storageKeys.lastEvent, key);
  return false;
}

/** Spec §2: a page view is skipped when its name equals the last tracked page name. */
export function isRepeatedPage(store: KeyValueStore, name: string): boolean {
  if (store.get(storageKeys.lastPageEvent) === name) return true;
  store.set(storageKeys.lastPageEvent, name);
  return false;
}

function sortKeys(data: Record<string, unknown>): Record<string, unknown> {
  return Object.fromEntries(Object.entries(data).sort(([a], [b]) => a.localeCompare(b)));
}
