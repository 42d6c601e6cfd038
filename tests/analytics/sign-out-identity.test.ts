import { describe, expect, it } from 'vitest';
import { createActor, setup } from 'xstate';
import { createChartInspector } from '~/analytics/inspector';
import { storageKeys } from '~/analytics/storage';
import { makePipeline, trackerItems } from './harness';

/**
 * Issue W3-B item 6: after sign-out, `ajs_user_id` and `identified_user_id` stayed, and the next /login page event
 * reached the collector with the signed-out borrower's userId. Sign-out now resets the analytics identity (Segment's
 * reset(), our keys, a new anonymous id) before the next event.
 */
const user = { username: '+639171234567', loginType: 'PHONE' as const, sub: 'sub-123' };

/** A stand-in root chart with the app chart's id, user context and session events. */
const app = setup({
  types: { context: {} as { user: typeof user | null }, events: {} as { type: 'session.restored' } | { type: 'session.signedOut' } | { type: 'session.ended' } },
}).createMachine({
  id: 'app',
  context: { user: null },
  initial: 'signedOut',
  states: {
    signedOut: { on: { 'session.restored': { target: 'signedIn', actions: ({ context }) => void (context.user = user) } } },
    signedIn: {
      on: {
        // As the real chart: sign-out clears the user, a session that ended keeps it in context.
        'session.signedOut': { target: 'signedOut', actions: ({ context }) => void (context.user = null) },
        'session.ended': { target: 'signedOut' },
      },
    },
  },
});

describe('analytics identity at sign-out', () => {
  for (const ending of ['session.signedOut', 'session.ended'] as const) {
    it(`${ending}: Segment reset and our keys cleared before the next page, which carries no userId`, () => {
      const { pipeline, segment, store, transport } = makePipeline();
      const actor = createActor(app, { inspect: createChartInspector(pipeline) }).start();
      actor.send({ type: 'session.restored' });
      expect(pipeline.userId()).toBe('sub-123');
      pipeline.track('login', { method: 'otp' });
      expect(store.get(storageKeys.identifiedUserId)).toBe('sub-123');
      const anonymousBefore = store.get(storageKeys.anonymousId);

      actor.send({ type: ending });
      pipeline.page({ page: 'Login', title: 'Log in' }, 'http://app.test/login');

      expect(pipeline.userId()).toBeNull();
      expect(store.get(storageKeys.identifiedUserId)).toBeNull();
      expect(store.get(storageKeys.anonymousId)).not.toBe(anonymousBefore);
      const methods = segment.calls.map((c) => c.method);
      expect(methods.lastIndexOf('reset')).toBeGreaterThan(methods.lastIndexOf('identify'));
      expect(methods.lastIndexOf('reset')).toBeLessThan(methods.lastIndexOf('page'));
      pipeline.flushOnHide();
      const page = trackerItems(transport.posted).find((i) => i.name === 'Login') as { userId: unknown; eventData: Record<string, unknown> } | undefined;
      expect(page).toBeDefined();
      expect(page?.userId).toBeNull();
      expect(page?.eventData.user_id).toBeNull();
      expect(page?.eventData.anonymous_id).toBe(store.get(storageKeys.anonymousId));
    });
  }
});
