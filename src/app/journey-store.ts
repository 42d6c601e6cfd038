import type { AnyActorRef } from 'xstate';
import { watchChain } from '~/router/active-route';
import { journeyStepOf } from '@machines/journeys/steps';
import type { JourneyContext } from '@machines/journeys/journey-types';
import { onPageHide } from '~/ui/platform/page-hide';
import { SNAPSHOT_VERSION, snapshotKey, type JourneySnapshotRecord } from '@machines/journeys/snapshot';

interface AppSnapshotLike {
  context: { user: { sub?: string | undefined; username: string } | null; account: { ongoing: { status: string } | null } | null };
  children: Record<string, AnyActorRef | undefined>;
}

/** When a coalesced write runs: `soon` at the browser's next idle moment, `now` when the page is being hidden. */
export interface WriteTiming {
  soon: (write: () => void) => void;
  onHide: (write: () => void) => () => void;
}

const browserTiming: WriteTiming = {
  soon: (write) => (typeof requestIdleCallback === 'function' ? requestIdleCallback(write, { timeout: 1000 }) : setTimeout(write, 200)),
  onHide: onPageHide,
};

/**
 * Writes the running journey's snapshot (step, answers, drafts) to storage as it changes, so a reload resumes at
 * the same step with nothing typed lost. Reading it back (and discarding what does not fit) is planJourney's job.
 *
 * The record is taken at each change, but written (serialised and stored) once at the next idle moment, or at once
 * when the page is hidden (a reload, a closed tab, another app): a Continue paints the next step before the write,
 * and a burst of changes (a save's several states, keystrokes) costs one (issue W2-F, "steps without waiting").
 */
export function persistJourneys(
  root: AnyActorRef,
  storage: Pick<Storage, 'setItem'>,
  options: { now?: () => number; userIdOf: (user: { sub?: string | undefined; username: string }) => string | null; timing?: WriteTiming },
): () => void {
  const now = options.now ?? Date.now;
  const timing = options.timing ?? browserTiming;
  let last = '';
  let waiting: JourneySnapshotRecord | null = null;
  const write = () => {
    const record = waiting;
    waiting = null;
    if (!record) return;
    const body = JSON.stringify({ ...record, savedAt: 0 });
    if (body === last) return;
    last = body;
    try {
      storage.setItem(snapshotKey(record.userId), JSON.stringify(record));
    } catch {
      // Storage full or blocked (private mode): the server's status still resumes the journey.
    }
  };
  const stopHide = timing.onHide(write);
  const stopWatch = watchChain(root, () => {
    const app = root.getSnapshot() as AppSnapshotLike;
    const journey = app.children.journey;
    const user = app.context.user;
    // Signed out (sign-out cleared the drafts, src/auth/auth-storage.ts): a write still waiting must not bring them back.
    if (!user) waiting = null;
    if (!journey || !user) return;
    const userId = options.userIdOf(user);
    const snap = journey.getSnapshot() as { status: string; value: unknown; context: JourneyContext };
    const step = journeyStepOf(snap);
    if (!userId || snap.status !== 'active' || !step) return;
    const c = snap.context;
    if (!waiting) timing.soon(write);
    waiting = {
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
  });
  return () => {
    stopWatch();
    stopHide();
  };
}

