import { describe, expect, it } from 'vitest';
import { createActor } from 'xstate';
import { ewaMachine, type EwaInput } from '@machines/ewa/ewa.machine';
import { ewaAccounts } from '@machines/ewa/ewa.samples';
import { ineligibleReason } from '@machines/ewa/ineligibility';
import { unavailableReason } from '@machines/ewa/product-access';
import { journeyTypeFor, resumeStep } from '@machines/journeys/resume';
import { startableJourneys } from '@machines/journeys/entry';

const open = (route: string, account: EwaInput['account']) => createActor(ewaMachine, { input: { route, account } }).start();

describe('EWA and insta-funds pages', () => {
  it('sends an activated borrower straight to withdrawing, an eligible one to the description, anyone else to the reason', () => {
    const active = open('/ewa/product-description', ewaAccounts.active);
    expect(active.getSnapshot().status).toBe('done');
    expect(active.getSnapshot().output).toEqual({ next: 'journey', journeyType: 'ewaWithdrawal' });
    expect(open('/ewa/product-description', ewaAccounts.activatable).getSnapshot().value).toBe('ewaDescription');
    // An eligible borrower who opens the reason page is shown the product instead.
    expect(open('/ewa/ineligible', ewaAccounts.activatable).getSnapshot().value).toBe('ewaDescription');
    expect(open('/ewa/product-description', ewaAccounts.notOffered).getSnapshot().value).toBe('ewaIneligible');
    // Offered but not now (an application in progress): the description, then the reason on "Activate".
    const ongoing = open('/ewa/product-description', ewaAccounts.ongoing);
    expect(ongoing.getSnapshot().value).toBe('ewaDescription');
    ongoing.send({ type: 'product.start' });
    expect(ongoing.getSnapshot().value).toBe('ewaIneligible');
  });

  it('starts the insta-funds activation, then quick loans, as the eligibility flag allows', () => {
    const activatable = open('/insta-funds/product-description', ewaAccounts.activatable);
    activatable.send({ type: 'product.start' });
    expect(activatable.getSnapshot().output).toEqual({ next: 'journey', journeyType: 'quickLoanActivation' });
    const active = open('/insta-funds/product-description', ewaAccounts.active);
    active.send({ type: 'product.start' });
    expect(active.getSnapshot().output).toEqual({ next: 'journey', journeyType: 'quickLoan' });
    const none = open('/insta-funds/product-description', ewaAccounts.notOffered);
    none.send({ type: 'product.start' });
    expect(none.getSnapshot().value).toBe('instaFunds');
    none.send({ type: 'step.back' });
    expect(none.getSnapshot().output).toEqual({ next: 'home' });
  });

  it('words the platform’s reason with what to do', () => {
    expect(ineligibleReason(unavailableReason(ewaAccounts.notOffered, 'ewa'), 'earned wage access').message).toBe('Your company does not offer earned wage access.');
    expect(ineligibleReason(unavailableReason(ewaAccounts.ongoing, 'quickLoan'), 'insta-funds')).toEqual({
      message: 'You already have an application in progress.',
      next: 'Finish it or wait for its result, then try again.',
    });
    expect(unavailableReason(null, 'ewa')).toBe('NO_COMPANY');
  });
});

describe('EWA and insta-funds journeys in the resume map and on home', () => {
  const app = (application_type: string, status = 'INITIALIZED') => ({ id: 'a', status, application_type, missing_selfie: false, completed_steps: [] });
  it('resumes an unsubmitted withdrawal or quick loan at its amount, an insta-funds activation at its forms', () => {
    expect(journeyTypeFor(app('EWA'))).toBe('ewaWithdrawal');
    expect(resumeStep('ewaWithdrawal', app('EWA'))).toBe('ewaWithdrawal');
    expect(journeyTypeFor(app('QUICK_LOAN'))).toBe('quickLoan');
    expect(resumeStep('quickLoan', app('QUICK_LOAN'))).toBe('quickLoanAmount');
    expect(journeyTypeFor(app('QUICK_LOAN_ACTIVATION'))).toBe('quickLoanActivation');
    expect(resumeStep('quickLoanActivation', app('QUICK_LOAN_ACTIVATION'))).toBe('personalDetails');
    expect(journeyTypeFor(app('EWA_ACTIVATION'))).toBe('ewaActivation');
  });

  it('offers activation before, and the product after, from the eligibility flags', () => {
    const account = (a: NonNullable<EwaInput['account']>) => ({ ...a, ongoing: null, resume: null });
    expect(startableJourneys(account(ewaAccounts.activatable!))).toEqual(expect.arrayContaining(['ewaActivation', 'quickLoanActivation']));
    expect(startableJourneys(account(ewaAccounts.active!))).toEqual(expect.arrayContaining(['ewaWithdrawal', 'quickLoan']));
    expect(startableJourneys(account(ewaAccounts.active!))).not.toContain('ewaActivation');
    expect(startableJourneys(account(ewaAccounts.notOffered!))).not.toContain('quickLoan');
  });
});
