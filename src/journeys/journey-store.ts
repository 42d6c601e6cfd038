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

// The entry imports this from its own module (src/main.tsx); tests and older callers import it from here.
export { withDraftsInTab } from './drafts-in-tab';
