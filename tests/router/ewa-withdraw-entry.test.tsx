// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { account, createHarness, settle } from './harness';

const ewa = (types: string[]) => account({ eligibility: { ...account().eligibility, ewa: { disabled: types.length === 0, application_types: types } } });

/** Issue W3-B item 8: /ewa/withdraw opened directly (a bookmark, a typed URL, a reload after leaving the journey). */
describe('/ewa/withdraw opened directly', () => {
  it('opens the withdrawal page for an activated borrower, not home', async () => {
    const h = createHarness({ signedIn: true, account: ewa(['EWA']), initialPath: '/ewa/withdraw' });
    await settle(h.router);
    expect(h.router.state.location.pathname).toBe('/ewa/withdraw');
    expect((h.actor.getSnapshot().children.journey!.getSnapshot() as { machine: { id: string } }).machine.id).toBe('ewaWithdrawal');
  });

  it('shows a borrower who has not activated EWA the product, and one whose company has none the reason', async () => {
    const activatable = createHarness({ signedIn: true, account: ewa(['EWA_ACTIVATION']), initialPath: '/ewa/withdraw' });
    await settle(activatable.router);
    expect(activatable.router.state.location.pathname).toBe('/ewa/product-description');
    const none = createHarness({ signedIn: true, account: ewa([]), initialPath: '/ewa/withdraw' });
    await settle(none.router);
    expect(none.router.state.location.pathname).toBe('/ewa/ineligible');
  });
});
