import { snapshotKey } from '@machines/journeys/snapshot-key';

const isDraftKey = (key: string) => key.startsWith(snapshotKey(''));

/**
 * The app's storage with journey drafts (names, personal answers) kept in this tab's sessionStorage instead of
 * localStorage: a reload still resumes with nothing typed lost, closing the tab forgets them, and a new browser
 * resumes from the server's status. Sign-out clears them (src/auth/auth-storage.ts). Other keys go to `storage`.
 */
export function withDraftsInTab(storage: Storage, tab: () => Storage = () => window.sessionStorage): Storage {
  let drafts: Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;
  try {
    drafts = tab();
    drafts.getItem('lakbay.probe');
  } catch {
    const memory = new Map<string, string>();
    drafts = { getItem: (k) => memory.get(k) ?? null, setItem: (k, v) => void memory.set(k, v), removeItem: (k) => void memory.delete(k) };
  }
  const route = (key: string) => (isDraftKey(key) ? drafts : storage);
  return {
    get length() {
      return storage.length;
    },
    key: (i) => storage.key(i),
    clear: () => storage.clear(),
    getItem: (k) => route(k).getItem(k),
    setItem: (k, v) => route(k).setItem(k, v),
    removeItem: (k) => route(k).removeItem(k),
  };
}
