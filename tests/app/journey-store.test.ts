// @vitest-environment jsdom
/**
 * The journey snapshot writer (src/app/journey-store.ts) on the real root actor: a change is written once at
 * the next idle moment (a Continue paints first; a burst of keystrokes costs one write), and at once when the page
 * is hidden, so a reload right after typing or a Continue still resumes with everything.
 */
import { describe, expect, it } from 'vitest';
import { persistJourneys, type WriteTiming } from '~/app/journey-store';
import { snapshotKey } from '@machines/journeys/snapshot';
import { account, createHarness, settle } from '../router/harness';

const inJourney = account({ ongoing: { id: 'app-1', status: 'INITIALIZED', applicationType: 'NEW_LOAN' }, resume: { type: 'newLoan', applicationId: 'app-1', startAt: 'address', reached: 5 } });

/** Idle moments and page hide under the test's control. */
function manualTiming() {
  const idle: Array<() => void> = [];
  let hide: () => void = () => undefined;
  const timing: WriteTiming = { soon: (write) => void idle.push(write), onHide: (write) => ((hide = write), () => (hide = () => undefined)) };
  return { timing, idle: () => idle.splice(0).forEach((w) => w()), hide: () => hide() };
}

async function journeyAtAddress() {
  const h = createHarness({ signedIn: true, account: inJourney, initialPath: '/wizard/v2/Journey/address' });
  await settle(h.router);
  const journey = h.actor.getSnapshot().children.journey!;
  const writes: Array<{ key: string; value: { step: string; drafts: Record<string, Record<string, string>> } }> = [];
  const t = manualTiming();
  const stop = persistJourneys(h.actor, { setItem: (key, value) => void writes.push({ key, value: JSON.parse(value) }) }, { userIdOf: (u) => u.username, timing: t.timing });
  const type = (street: string) => journey.send({ type: 'draft.update', values: { street } });
  // What the session chart reports once sign-out has cleared the tokens and drafts.
  const signOut = () => h.actor.send({ type: 'session.signedOut' });
  return { writes, type, signOut, ...t, stop };
}

describe('journey snapshot writes', () => {
  it('keystrokes are written once, at the next idle moment, with the latest draft', async () => {
    const j = await journeyAtAddress();
    j.type('1');
    j.type('12');
    j.type('12 Mabini St.');
    expect(j.writes).toEqual([]);
    j.idle();
    expect(j.writes).toHaveLength(1);
    expect(j.writes[0]!.key).toBe(snapshotKey('+639171234567'));
    expect(j.writes[0]!.value).toMatchObject({ step: 'address', drafts: { address: { street: '12 Mabini St.' } } });
    j.stop();
  });

  it('a page hidden before the idle moment (a reload) writes at once; nothing is written twice', async () => {
    const j = await journeyAtAddress();
    j.type('12 Mabini St.');
    j.hide();
    expect(j.writes.map((w) => w.value.drafts.address)).toEqual([{ street: '12 Mabini St.' }]);
    j.idle();
    j.hide();
    expect(j.writes).toHaveLength(1);
    j.stop();
  });

  it('a borrower who signs out before the idle moment leaves nothing behind', async () => {
    const j = await journeyAtAddress();
    j.type('12 Mabini St.');
    j.signOut();
    j.idle();
    j.hide();
    expect(j.writes).toEqual([]);
    j.stop();
  });
});
