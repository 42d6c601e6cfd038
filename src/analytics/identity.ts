import { identifyingEvents, type EventName } from './catalogue';
import type { SegmentPort } from './ports';
import { storageKeys, type KeyValueStore } from './storage';

/**
 * Spec §4 "Analytics identity", run after each event: when a user id is present and differs from the identified
 * one, a login or user-created-success event identifies the user and stores the id; any other event resets the
 * analytics identity (the persisted anonymous id is kept, so journeys before and after sign-in still join up).
 */
export async function applyIdentityRule(args: {
  eventName: EventName;
  userId: string | null;
  store: KeyValueStore;
  segment: SegmentPort;
  anonymousId: string;
  log: Pick<Console, 'error'>;
}): Promise<'identified' | 'reset' | 'unchanged'> {
  const { eventName, userId, store, segment } = args;
  if (!userId || userId === store.get(storageKeys.identifiedUserId)) return 'unchanged';
  if (identifyingEvents.has(eventName)) {
    store.set(storageKeys.identifiedUserId, userId);
    await segment.identify(userId);
    return 'identified';
  }
  store.remove(storageKeys.identifiedUserId);
  try {
    await segment.reset();
    segment.setAnonymousId(args.anonymousId);
  } catch (error) {
    args.log.error('Could not reset segment traits', error);
  }
  return 'reset';
}
