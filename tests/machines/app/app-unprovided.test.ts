/**
 * The app chart used without its effects: it builds, starts at boot, and a call not supplied says which one. The chart
 * is imported inside the tests, so a chart that fails to build fails them (the other app chart tests import it at
 * their top, which a mutation run counts as "no test ran": docs/qa.md, "Two traps with charts").
 */
import { describe, expect, it } from 'vitest';
import { createActor } from 'xstate';
import { errorOf } from '../../support/unprovided';

describe('the app chart without its effects', () => {
  it('builds and waits at boot for the session, then a missing chunk download is the error page, named', async () => {
    const { appMachine } = await import('@machines/app/app.machine');
    const actor = createActor(appMachine, { input: {} }).start();
    expect(actor.getSnapshot().value).toBe('boot');
    actor.send({ type: 'session.restored', user: { username: '+639171234567', loginType: 'PHONE' } });
    await new Promise((r) => setTimeout(r, 0));
    const s = actor.getSnapshot();
    expect(s.value).toEqual({ signedIn: 'loadFailed' });
    expect(s.hasTag('error')).toBe(true);
    expect(s.context.error).toBe("'downloadSignedIn' is supplied with .provide()");
    actor.stop();
  });

  it('each call it makes itself names itself when not supplied', async () => {
    const { appMachine } = await import('@machines/app/app.machine');
    const actors = appMachine.implementations.actors as Record<string, unknown>;
    for (const name of ['downloadSignedIn', 'saveCompany', 'readCompany', 'sendFeedback']) {
      expect(await errorOf(actors[name]), name).toBe(`Error: '${name}' is supplied with .provide()`);
    }
  });
});
