/** localStorage keys of spec §3 (anonymous id, identified_user_id, lastEvent, lastPageEvent). */
export const storageKeys = {
  anonymousId: 'anonymous_id',
  identifiedUserId: 'identified_user_id',
  lastEvent: 'lastEvent',
  lastPageEvent: 'lastPageEvent',
} as const;

export interface KeyValueStore {
  get(key: string): string | null;
  set(key: string, value: string): void;
  remove(key: string): void;
}

export function memoryStore(): KeyValueStore {
  const map = new Map<string, string>();
  return {
    get: (k) => map.get(k) ?? null,
    set: (k, v) => void map.set(k, v),
    remove: (k) => void map.delete(k),
  };
}

/**
 * localStorage, falling back to memory when it is unavailable (private mode, blocked storage, quota): analytics
 * must never break the app.
 */
export function browserStore(): KeyValueStore {
  const fallback = memoryStore();
  const ls = (): Storage | null => {
    try {
      return typeof localStorage === 'undefined' ? null : localStorage;
    } catch {
      return null;
    }
  };
  return {
    get: (k) => {
      try {
        return ls()?.getItem(k) ?? fallback.get(k);
      } catch {
        return fallback.get(k);
      }
    },
    set: (k, v) => {
      try {
        const s = ls();
        if (s) s.setItem(k, v);
        else fallback.set(k, v);
      } catch {
        fallback.set(k, v);
      }
    },
    remove: (k) => {
      fallback.remove(k);
      try {
        ls()?.removeItem(k);
      } catch {
        /* storage blocked: the memory copy is gone, which is all we can do */
      }
    },
  };
}

const uuidPattern = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/i;

/** The persisted anonymous id (generated UUID v4). A missing or tampered value is replaced. */
export function anonymousId(store: KeyValueStore, newId: () => string = () => crypto.randomUUID()): string {
  const existing = store.get(storageKeys.anonymousId);
  if (existing && uuidPattern.test(existing)) return existing;
  const id = newId();
  store.set(storageKeys.anonymousId, id);
  return id;
}
