import { describe, expect, it } from 'vitest';
import { waitFor } from 'xstate';
import { fakePlatform, startJourney } from './fake-platform';
import { disbursementBank } from '@machines/journeys/dependencies';
import { disbursementOf } from '@machines/journeys/disbursement';

/** The journey charts are generated from data (states typed `never`): match by value. */
const at = (s: { matches: unknown }, value: unknown) => (s.matches as (v: unknown) => boolean)(value);
const before = { loanCalculator: { amount_centavos: 2_500_000, tenure_months: 12, repayment_cycle: '1 Month' }, bankDetails: { bank: 'BDO' } };

/** A new loan at its bank details, with GoTyme answering codes and links as told. */
function atBankDetails({ codeFails = false, linkFails = false } = {}) {
  const codesFor: string[] = [];
  const platform = fakePlatform();
  platform.answer('requestGotymeCode', (input) => {
    codesFor.push(String(input.accountNumber));
    if (codeFails) throw { code: 'HTTP_429', message: 'Too many requests. Please wait a moment and try again.', fields: {} };
    return { sentAt: 0, destination: '+63 917 *** 4567' };
  });
  if (linkFails) platform.answer('verifyGotymeAccount', () => { throw { code: 'UAS-E511', message: 'That code is not right.', fields: {} }; });
  const { actor } = startJourney({ type: 'newLoan', applicationId: 'app-1', startAt: 'bankDetails', reached: 6, answers: before }, platform);
  return { actor, codesFor, saves: platform.calls, platform };
}
const account = { account_number: '123456789012', code_sent_for: '123456789012' };

describe('GoTyme linking', () => {
  it('asks GoTyme for a code for the typed account number, then links with the number and the code', async () => {
    const { actor, codesFor, saves } = atBankDetails();
    actor.send({ type: 'bank.linkGotyme' });
    actor.send({ type: 'gotyme.sendCode', values: account });
    await waitFor(actor, (s) => at(s, { gotymeLinking: 'editing' }) && s.context.gotymeCode !== null);
    expect(codesFor).toEqual(['123456789012']);
    expect(actor.getSnapshot().context.gotymeCode?.destination).toBe('+63 917 *** 4567');

    actor.send({ type: 'step.submit', values: { ...account, code: '123456' } });
    await waitFor(actor, (s) => at(s, 'loanOffer'));
    expect(saves.find((c) => c.actor === 'verifyGotymeAccount')?.input).toEqual({ accountNumber: '123456789012', code: '123456' });
    // Offers already priced are priced again for the GoTyme bank fee waiver.
    expect(saves.find((c) => c.actor === 'generateOffers')?.input).toMatchObject({ bank: 'GOTYME' });
    // The link is the later answer: the loan goes to GoTyme (the bank fee waiver applies).
    expect(disbursementBank(actor.getSnapshot().context.answers)).toBe('GOTYME');
  });

  it('a code that could not be sent says why, keeps the number, and can be asked for again', async () => {
    const { actor, codesFor } = atBankDetails({ codeFails: true });
    actor.send({ type: 'bank.linkGotyme' });
    actor.send({ type: 'gotyme.sendCode', values: account });
    await waitFor(actor, (s) => at(s, { gotymeLinking: 'codeFailed' }));
    expect(actor.getSnapshot().context.error?.message).toBe('Too many requests. Please wait a moment and try again.');
    expect(actor.getSnapshot().context.drafts.gotymeLinking).toEqual(account);
    actor.send({ type: 'step.retry' });
    await waitFor(actor, (s) => at(s, { gotymeLinking: 'codeFailed' }));
    expect(codesFor).toHaveLength(2);
  });

  it('a refused link shows /gotyme-linking-failed; "Try again" returns to the form with the number kept', async () => {
    const { actor } = atBankDetails({ linkFails: true });
    actor.send({ type: 'bank.linkGotyme' });
    actor.send({ type: 'gotyme.sendCode', values: account });
    await waitFor(actor, (s) => s.context.gotymeCode !== null);
    actor.send({ type: 'step.submit', values: { ...account, code: '000000' } });
    await waitFor(actor, (s) => at(s, { gotymeLinking: 'failed' }));
    actor.send({ type: 'step.retry' });
    expect(at(actor.getSnapshot(), { gotymeLinking: 'editing' })).toBe(true);
    expect(actor.getSnapshot().context.drafts.gotymeLinking).toMatchObject({ account_number: '123456789012' });
  });

  it('bank details saved after a GoTyme link replace it: the loan goes to that bank again', async () => {
    const { actor } = atBankDetails();
    actor.send({ type: 'bank.linkGotyme' });
    actor.send({ type: 'gotyme.sendCode', values: account });
    await waitFor(actor, (s) => s.context.gotymeCode !== null);
    actor.send({ type: 'step.submit', values: { ...account, code: '123456' } });
    await waitFor(actor, (s) => at(s, 'loanOffer'));
    actor.send({ type: 'step.back' }); // the offer's previous step is the bank details
    expect(at(actor.getSnapshot(), 'bankDetails')).toBe(true);
    actor.send({ type: 'step.submit', values: { bank: 'BPI' } });
    await waitFor(actor, (s) => at(s, 'loanOffer'));
    expect(actor.getSnapshot().context.answers.gotymeLinking).toBeUndefined();
    expect(disbursementBank(actor.getSnapshot().context.answers)).toBe('OTHER');
  });
});

describe('disbursement for offer pricing', () => {
  it('GoTyme Bank chosen or linked is GOTYME, any other bank OTHER, nothing chosen unknown', () => {
    expect(disbursementOf('GO_TYME_BANK')).toBe('GOTYME');
    expect(disbursementOf('BDO')).toBe('OTHER');
    expect(disbursementOf('')).toBeUndefined();
    expect(disbursementOf(undefined)).toBeUndefined();
    expect(disbursementBank({ bankDetails: { bank: 'GO_TYME_BANK' } })).toBe('GOTYME');
    expect(disbursementBank({ bankDetails: { bank: 'BDO' }, gotymeLinking: { masked_account_number: '****9012' } })).toBe('GOTYME');
    expect(disbursementBank({})).toBeUndefined();
  });
});
