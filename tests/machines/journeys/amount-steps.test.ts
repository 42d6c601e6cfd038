import { describe, expect, it } from 'vitest';
import { waitFor } from 'xstate';
import { journeyMachines } from '@machines/journeys/journey.machine';
import { at, fakePlatform, startJourney } from './fake-platform';

/**
 * An amount step (EWA withdrawal, insta-funds) offers no "Cancel application" (docs/decisions.md 2026-11-26):
 * before "Withdraw" / "Apply" there is nothing to cancel, and that one press creates and submits the application.
 */
describe.each([
  ['ewaWithdrawal', 'ewaWithdrawal'],
  ['quickLoan', 'quickLoanAmount'],
] as const)('%s: the amount step', (type, step) => {
  it('ignores a cancel, with or without an application, also after a failed submit', async () => {
    const platform = fakePlatform();
    platform.fail('submitForReview');
    const { actor } = startJourney({ type, applicationId: null }, platform);
    expect(actor.getSnapshot().can({ type: 'application.cancel' })).toBe(false);
    actor.send({ type: 'step.submit', values: { amount_centavos: 100_000 } });
    // The application exists now (created, its submission failed): still no cancellation, "Try again" submits it.
    await waitFor(actor, (s) => at(s, step, 'error'));
    expect(actor.getSnapshot().context.applicationId).toBe('app-new');
    actor.send({ type: 'application.cancel' });
    expect(at(actor.getSnapshot(), step, 'error')).toBe(true);
    actor.send({ type: 'step.retry' });
    await waitFor(actor, (s) => String(s.value).endsWith('Success'));
    expect(platform.names().filter((n) => n === 'cancelApplication')).toEqual([]);
  });

  it('has no cancellation pages in its chart', () => {
    expect(Object.keys(journeyMachines[type].root.states)).not.toContain('cancellationSurvey');
  });
});

describe('a journey with form steps still offers the cancellation', () => {
  it('insta-funds activation, once there is an application', () => {
    const { actor } = startJourney({ type: 'quickLoanActivation', applicationId: 'app-1' });
    expect(actor.getSnapshot().can({ type: 'application.cancel' })).toBe(true);
    expect(Object.keys(journeyMachines.quickLoanActivation.root.states)).toContain('cancellationSurvey');
  });
});
