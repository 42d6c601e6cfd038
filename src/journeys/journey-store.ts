import type { AnyActorRef } from 'xstate';
import { watchChain } from '~/router/active-route';
import { journeyStepOf } from '@machines/journeys/steps';
import type { JourneyContext } from '@machines/journeys/journey-types';
import { SNAPSHOT_VERSION, snapshotKey, type JourneySnapshotRecord } from '@machines/journeys/snapshot';

interface AppSnapshotLike {
  context: { user: { sub?: string | undefined; username: string } | null; account: { ongoing: { status: string } | null } | null };
  children: Record<string, AnyActorRef | undefined>;
}

/**
 * Writes the running journey's snapshot (step, answers, drafts) to storage as it changes, so a reload resumes at
 * the same step with nothing typed lost. Reading it back (and discarding what does not fit) is planJourney's job.
 */
export function persistJourneys(
  root: AnyActorRef,
  storage: Pick<Storage, 'setItem'>,
  options: { now?: () => number; userIdOf: (user: { sub?: string | undefined; username: string }) => string | null },
): () => void {
  const now = options.now ?? Date.now;
  let last = '';
  return watchChain(root, () => {
    const app = root.getSnapshot() as AppSnapshotLike;
    const journey = app.children.journey;
    const user = app.context.user;
    if (!journey || !user) return;
    const userId = options.userIdOf(user);
    const snap = journey.getSnapshot() as { status: string; value: unknown; context: JourneyContext };
    const step = journeyStepOf(snap);
    if (!userId || snap.status !== 'active' || !step) return;
    const c = snap.context;
    const record: JourneySnapshotRecord = {
      version: SNAPSHOT_VERSION,
      userId,
      applicationId: c.applicationId,
      status: c.applicationId ? (c.applicationStatus ?? app.context.account?.ongoing?.status ?? 'INITIALIZED') : null,
      journeyType: c.type,
      step,
      reached: c.reached,
      answers: c.answers,
      drafts: c.drafts,
      savedAt: now(),
    };
    const body = JSON.stringify({ ...record, savedAt: 0 });
    if (body === last) return;
    last = body;
    try {
      storage.setItem(snapshotKey(userId), JSON.stringify(record));
    } catch {
      // Storage full or blocked (private mode): the server's status still resumes the journey.
    }
  });
}

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
