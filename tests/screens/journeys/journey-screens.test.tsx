// @vitest-environment jsdom
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import type { ComponentType } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { createActor, fromPromise, waitFor } from 'xstate';
import { ChartProvider } from '~/app/use-chart';
import { journeyMachines } from '@machines/journeys/journey.machine';
import { fakePlatform } from '../../machines/journeys/fake-platform';
import type { JourneyInput } from '@machines/journeys/journey-types';
import type { Offer } from '~/api/contract/offers';
import { installmentCount } from '~/domain/loan-math';
import LoanCalculatorScreen from '~/journeys/screens/loan-calculator/loan-calculator.screen';
import LoanOfferScreen from '~/journeys/screens/loan-offer/loan-offer.screen';
import PromissoryNotesScreen from '~/journeys/screens/promissory-notes/promissory-notes.screen';
import ReviewDetailsScreen from '~/journeys/screens/review-details/review-details.screen';
import VerifyPnOtpScreen from '~/journeys/screens/verify-pn-otp/verify-pn-otp.screen';
import { useJourneyProgressBar } from '~/journeys/screens/journey-parts/journey-progress';

afterEach(cleanup);
globalThis.ResizeObserver ??= class {
  observe() {}
  unobserve() {}
  disconnect() {}
};

function setup(Screen: ComponentType, input: JourneyInput, seed: (qc: QueryClient) => void = () => undefined, platform = fakePlatform()) {
  const promos: unknown[] = [];
  const saves = platform.calls;
  const promo = fromPromise(async ({ input: i }: { input: { code?: string } }) => {
    promos.push(i.code === undefined ? { type: 'remove' } : { type: 'apply', code: i.code });
    throw Object.assign(new Error('This promo code has expired.'), { code: 'PROMO_EXPIRED', fields: {} });
  });
  const actor = createActor(journeyMachines[input.type].provide({ actors: { ...platform.actors, applyPromo: promo, removePromo: promo } as never }), { input }).start();
  const qc = new QueryClient({ defaultOptions: { queries: { retry: false, staleTime: Infinity } } });
  seed(qc);
  render(
    <QueryClientProvider client={qc}>
      <ChartProvider actor={actor}>
        <Screen />
      </ChartProvider>
    </QueryClientProvider>,
  );
  return { actor, saves, promos };
}
const stepOf = (value: unknown) => (typeof value === 'string' ? value : Object.keys(value as object)[0]);

// The campaigns list as asked without a salary (none known) by a returning borrower.
const campaigns = [
  { code: 'ANNIVERSARY_1', name: 'Anniversary 1', monthly_interest_percent: 1, max_amount_centavos: 3_000_000, max_salary_percent: null, tenures: [3, 6], service_fee: { kind: 'percent', percent: 5 }, first_time_borrowers_only: true, eligible: false, ineligible_reason: 'NOT_FIRST_TIME_BORROWER' },
  { code: 'ANNIVERSARY_2', name: 'Anniversary 2', monthly_interest_percent: 2.5, max_amount_centavos: 3_000_000, max_salary_percent: null, tenures: [3, 6], service_fee: { kind: 'percent', percent: 5 }, first_time_borrowers_only: false, eligible: true, ineligible_reason: null },
];

describe('loan calculator', () => {
  /** The chart looks up the salary (none known) and the campaigns; the fields show once they are answered. */
  const open = async () => {
    const platform = fakePlatform();
    platform.answer('readCampaigns', () => ({ campaigns }));
    const opened = setup(LoanCalculatorScreen, { type: 'newLoan', applicationId: null }, undefined, platform);
    await screen.findByRole('button', { name: 'Continue' });
    return opened;
  };

  it.each([
    ['', 'Enter the amount you want to borrow.'],
    ['999', 'The smallest loan is ₱1,000.00.'],
    ['150,000.01', 'The largest loan is ₱150,000.00.'],
  ])('amount %j is refused with %j and nothing is saved', async (typed, message) => {
    const { saves } = await open();
    fireEvent.change(screen.getByLabelText('How much do you need?'), { target: { value: typed } });
    fireEvent.click(screen.getByRole('button', { name: 'Continue' }));
    expect(await screen.findAllByText(message)).not.toHaveLength(0);
    expect(saves).toEqual([]);
  });

  it('shows a live estimate and saves amount, tenure and cycle', async () => {
    const { actor } = await open();
    fireEvent.change(screen.getByLabelText('How much do you need?'), { target: { value: '12000' } });
    expect(screen.getByText(/per instalment, 12 instalments/)).toBeTruthy();
    fireEvent.click(screen.getByRole('radio', { name: '2 Weeks' }));
    expect(screen.getByText(new RegExp(`per instalment, ${installmentCount(12, '2 Weeks')} instalments`))).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Continue' }));
    await waitFor(actor, (s) => stepOf(s.value) === 'loanPurpose');
    expect(actor.getSnapshot().context.answers.loanCalculator).toEqual({ amount_centavos: 1_200_000, tenure_months: 12, repayment_cycle: '2 Weeks' });
  });

  it('lists only campaigns the borrower qualifies for; choosing one caps the amount and limits tenures', async () => {
    await open();
    expect(screen.queryByRole('radio', { name: /Anniversary 1/ })).toBeNull();
    fireEvent.click(screen.getByRole('radio', { name: /Anniversary 2/ }));
    fireEvent.change(screen.getByLabelText('How much do you need?'), { target: { value: '40000' } });
    fireEvent.click(screen.getByRole('button', { name: 'Continue' }));
    expect(await screen.findAllByText('The largest loan for this promo is ₱30,000.00.')).not.toHaveLength(0);
  });
});

const offer = (over: Partial<Offer>): Offer => ({
  id: 'o1', application_id: 'app-1', pricing_code: 'REGULAR', pricing_name: 'Salary loan', principal_centavos: 2_000_000, monthly_interest_percent: 2.99,
  tenure_months: 6, repayment_cycle: '1 Month', installment_count: 6, installment_amount_centavos: 370_000, total_interest_centavos: 220_000,
  total_repayment_centavos: 2_220_000, service_fee_centavos: 100_000, bank_fee_centavos: 0, cashback_centavos: 0, net_proceeds_centavos: 1_900_000, refinance: null,
  discounts: [], promo_code: null, selected: false, ...over,
});

describe('loan offer', () => {
  const offers = [
    offer({ id: 'o2', tenure_months: 3 }),
    offer({ id: 'o1', selected: true, cashback_centavos: 50_000, discounts: [{ type: 'BANK_FEE_DISCOUNT', amount_centavos: 2_500, label: 'GT Waived' }, { type: 'CASHBACK', amount_centavos: 50_000, label: null }] }),
  ];
  const open = () =>
    setup(LoanOfferScreen, { type: 'newLoan', applicationId: 'app-1', startAt: 'loanOffer', reached: 7 }, (qc) => {
      qc.setQueryData(['offers', 'app-1', 'list'], { offers });
      qc.setQueryData(['offers', 'app-1', 'deviation'], null);
    });
  /** The chart reads the offers before the borrower can act on them (the screen is busy until then). */
  const openLoaded = async () => {
    const opened = open();
    await waitFor(opened.actor, (s) => !s.hasTag('loading'));
    return opened;
  };

  it('lists the best offer first, each waiver once on the fee it waives, the others as one comparison line', () => {
    open();
    const [first, second] = within(screen.getByRole('list', { name: 'Your offers' })).getAllByRole('listitem', { name: /Salary loan/ });
    expect(first!.getAttribute('aria-label')).toBe('Salary loan, 6 months, best offer');
    expect(within(first!).getByText('Bank fee ₱0.00 (₱25.00 waived, released to GoTyme)')).toBeTruthy();
    expect(within(first!).queryByText(/Bank fee discount/)).toBeNull();
    expect(within(first!).getByText('Cashback ₱500.00 (paid back after your first repayment)')).toBeTruthy();
    expect(second!.textContent).toContain('₱20,000.00 over 3 months · ₱3,700.00 per instalment · Total ₱22,200.00');
  });

  it('refuses a malformed promo code without calling the platform, and shows the platform refusal', async () => {
    const { actor, promos } = await openLoaded();
    fireEvent.change(screen.getByLabelText('Promo code (optional)'), { target: { value: '<b>' } });
    fireEvent.click(screen.getByRole('button', { name: 'Apply' }));
    expect(screen.getByText('Enter a promo code of 3 to 20 letters or digits.')).toBeTruthy();
    expect(promos).toEqual([]);
    fireEvent.change(screen.getByLabelText('Promo code (optional)'), { target: { value: ' school-26 ' } });
    fireEvent.click(screen.getByRole('button', { name: 'Apply' }));
    await waitFor(actor, (s) => s.context.promoError !== null);
    expect(promos).toEqual([{ type: 'apply', code: 'SCHOOL-26' }]);
    expect(await screen.findByText('This promo code has expired.')).toBeTruthy();
  });

  it('after "Keep my application" the offers are read again, and Accept is busy until they are (a click then would be lost)', async () => {
    const platform = fakePlatform();
    const { actor } = setup(LoanOfferScreen, { type: 'newLoan', applicationId: 'app-1', startAt: 'loanOffer', reached: 7 }, (qc) => {
      qc.setQueryData(['offers', 'app-1', 'list'], { offers });
      qc.setQueryData(['offers', 'app-1', 'deviation'], null);
    }, platform);
    await waitFor(actor, (s) => !s.hasTag('loading'));
    let release = () => {};
    platform.answer('readOffers', () => new Promise((resolve) => (release = () => resolve({ offers }))));
    act(() => {
      actor.send({ type: 'application.cancel' });
      actor.send({ type: 'cancel.keep' });
    });
    expect(actor.getSnapshot().hasTag('loading')).toBe(true);
    expect(screen.getByRole('button', { name: /Accept offer/ })).toHaveAttribute('aria-disabled', 'true');
    await act(async () => release());
    await waitFor(actor, (s) => !s.hasTag('loading'));
    expect(screen.getByRole('button', { name: /Accept offer/ })).not.toHaveAttribute('aria-disabled');
  });

  it('accepting sends the chosen offer', async () => {
    const { actor, saves } = await openLoaded();
    fireEvent.click(screen.getByRole('button', { name: 'Choose this offer' }));
    fireEvent.click(screen.getByRole('button', { name: 'Accept offer' }));
    await waitFor(actor, (s) => stepOf(s.value) === 'documentVerification');
    expect(saves.filter((c) => c.actor === 'acceptOffer').map((c) => c.input.offerId)).toEqual(['o2']);
  });
});

describe('promissory notes and review', () => {
  it('shows the generated note and asks for agreement before signing', async () => {
    const contract = { contract_id: 'c1', application_id: 'app-1', promissory_note_status: 'PENDING', body: ['PROMISSORY NOTE — application app-1', 'I promise to pay ₱22,200.00.'], generated_at: '2026-01-01', finalized_at: null };
    // The chart reads the note (none yet) and generates it: the platform answers with this one.
    const platform = fakePlatform();
    platform.answer('generateNote', () => contract);
    const { actor } = setup(PromissoryNotesScreen, { type: 'pendingApproval', applicationId: 'app-1', startAt: 'promissoryNotes', reached: 1 }, undefined, platform);
    expect(await screen.findByText('I promise to pay ₱22,200.00.')).toBeTruthy();
    expect(screen.getByText('Status: Not signed yet')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Sign and submit' }));
    expect(await screen.findByText(/Tick the box to confirm you have read the promissory note/)).toBeTruthy();
    expect(JSON.stringify(actor.getSnapshot().value)).toBe(JSON.stringify({ promissoryNotes: 'editing' }));
  });

  it('a note already signed (the same offer, accepted again at final approval) says so and continues without a code', async () => {
    const contract = { contract_id: 'c1', application_id: 'app-1', promissory_note_status: 'FINAL', body: ['PROMISSORY NOTE — application app-1', 'I promise to pay ₱22,200.00.'], generated_at: '2026-01-01', finalized_at: '2026-01-02' };
    const platform = fakePlatform();
    platform.answer('generateNote', () => contract);
    const { actor } = setup(PromissoryNotesScreen, { type: 'pendingApproval', applicationId: 'app-1', startAt: 'promissoryNotes', reached: 1 }, undefined, platform);
    expect(await screen.findByText('You have already signed this promissory note. Continue to accept your loan.')).toBeTruthy();
    expect(screen.getByText('Status: Signed')).toBeTruthy();
    expect(screen.queryByLabelText('I have read and agree to the promissory note')).toBeNull();
    expect(screen.queryByRole('button', { name: 'Sign and submit' })).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Continue' }));
    await waitFor(actor, (s) => stepOf(s.value) === 'loanSuccess');
    expect(platform.names()).not.toContain('requestSigningCode');
  });

  it('review lists answers with amounts in pesos and a Change link that opens the step', () => {
    const { actor } = setup(ReviewDetailsScreen, {
      type: 'newLoan',
      applicationId: 'app-1',
      startAt: 'reviewDetails',
      reached: 9,
      answers: { loanCalculator: { amount_centavos: 2_000_000, tenure_months: 6, repayment_cycle: '1 Month' }, address: { province: 'Albay' } },
    });
    expect(screen.getByText('₱20,000.00')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Change address' }));
    expect(stepOf(actor.getSnapshot().value)).toBe('address');
  });

  it('review reads answers as the borrower gave them: form labels, option labels, dates in words, the purpose and a GoTyme link by name', async () => {
    setup(
      ReviewDetailsScreen,
      {
        type: 'newLoan',
        applicationId: 'app-1',
        startAt: 'reviewDetails',
        reached: 9,
        answers: {
          loanCalculator: { amount_centavos: 2_000_000, tenure_months: 6, repayment_cycle: '2 Weeks', campaign_code: 'ANNIVERSARY_2' },
          loanPurpose: { loan_purpose: 'TUITION', idempotency_key: 'k-1' },
          personalDetails: { first_name: 'Maria', civil_status: 'MARRIED', birth_date: '1990-05-02' },
          gotymeLinking: { account_name: 'Maria Santos', masked_account_number: '********9012' },
        },
      },
      (qc) => {
        qc.setQueryData(['formOptions', 'loanPurposes'], [{ code: 'PERSONAL', label: 'Personal', purposes: [{ code: 'TUITION', label: 'School fees' }] }]);
        qc.setQueryData(['formOptions', 'fieldConfig', 'NEW_LOAN', 'personal-details'], {
          fields: [
            { name: 'first_name', label: 'First name', kind: 'INPUT', required: true },
            { name: 'middle_name', label: 'Middle name', kind: 'INPUT', required: false },
            { name: 'civil_status', label: 'Marital status', kind: 'RADIO', required: true, options: [{ code: 'SINGLE', label: 'Single' }, { code: 'MARRIED', label: 'Married' }] },
            { name: 'birth_date', label: 'Date of birth', kind: 'DATE', required: true },
          ],
        });
      },
    );
    const calculator = screen.getByRole('region', { name: 'Loan calculator' });
    expect(within(calculator).getByText('Term').nextSibling?.textContent).toBe('6 months');
    expect(within(calculator).getByText('Repayment cycle').nextSibling?.textContent).toBe('2 Weeks');
    expect(within(calculator).queryByText('ANNIVERSARY_2')).toBeNull();
    expect(within(screen.getByRole('region', { name: 'Loan purpose' })).getByText('School fees (Personal)')).toBeTruthy();
    const personal = screen.getByRole('region', { name: 'Personal details' });
    expect(within(personal).getByText('Marital status').nextSibling?.textContent).toBe('Married');
    expect(within(personal).getByText('Date of birth').nextSibling?.textContent).toBe('May 2, 1990');
    expect(within(personal).queryByText('Middle name')).toBeNull(); // unanswered optional fields are left out
    expect(within(personal).queryByText('MARRIED')).toBeNull();
    const bank = screen.getByRole('region', { name: 'Disbursement details' });
    expect(within(bank).getByText('GoTyme Bank (linked)')).toBeTruthy();
    expect(within(bank).getByText('********9012')).toBeTruthy();
    expect(within(bank).queryByText('Saved with your application.')).toBeNull();
  });

  it('a resumed review (no answers in the journey: another device, a reload after a status change) shows what the platform saved', async () => {
    setup(ReviewDetailsScreen, { type: 'newLoan', applicationId: 'app-1', startAt: 'reviewDetails', reached: 9 }, (qc) => {
      qc.setQueryData(['loans', 'application', 'app-1', 'step', 'personal-details'], { step: 'personal-details', answers: { first_name: 'Maria Clara' }, version: 1 });
      qc.setQueryData(['loans', 'application', 'app-1'], { loan_amount_centavos: 3_500_000, tenure_months: 12, repayment_cycle: '1 Month', loan_purpose: 'TUITION' });
      qc.setQueryData(['formOptions', 'fieldConfig', 'NEW_LOAN', 'personal-details'], { fields: [{ name: 'first_name', label: 'First name', kind: 'INPUT', required: true }] });
    });
    const personal = screen.getByRole('region', { name: 'Personal details' });
    expect(within(personal).getByText('First name').nextSibling?.textContent).toBe('Maria Clara');
    expect(within(personal).queryByText('Saved with your application.')).toBeNull();
    const calculator = screen.getByRole('region', { name: 'Loan calculator' });
    expect(within(calculator).getByText('Amount').nextSibling?.textContent).toBe('₱35,000.00');
    expect(within(calculator).getByText('Term').nextSibling?.textContent).toBe('12 months');
  });

  it('review formats every amount in pesos: the amount saved as digits, the salary as typed, and without the form labels too', async () => {
    setup(
      ReviewDetailsScreen,
      {
        type: 'newLoan',
        applicationId: 'app-1',
        startAt: 'reviewDetails',
        reached: 9,
        answers: {
          loanCalculator: { amount_centavos: '3500000', tenure_months: 12, repayment_cycle: '1 Month' },
          professionalDetails: { employee_id: 'EMP-1', gross_monthly_salary: '35000' },
          // No field config for this step in the test: the stored names are shown, the amount still in pesos.
          additionalDetails: { other_income_amount: '1250.5' },
        },
      },
      (qc) => {
        qc.setQueryData(['formOptions', 'fieldConfig', 'NEW_LOAN', 'professional-details'], {
          fields: [
            { name: 'employee_id', label: 'Employee ID', kind: 'INPUT', required: true },
            { name: 'gross_monthly_salary', label: 'Gross monthly salary', kind: 'INPUT', required: true },
          ],
        });
      },
    );
    const calculator = screen.getByRole('region', { name: 'Loan calculator' });
    expect(within(calculator).getByText('Amount').nextSibling?.textContent).toBe('₱35,000.00');
    const professional = screen.getByRole('region', { name: 'Professional details' });
    expect(within(professional).getByText('Gross monthly salary').nextSibling?.textContent).toBe('₱35,000.00');
    expect(within(professional).getByText('Employee ID').nextSibling?.textContent).toBe('EMP-1');
    const additional = screen.getByRole('region', { name: 'Additional information' });
    expect((await within(additional).findByText('Other income amount')).nextSibling?.textContent).toBe('₱1,250.50');
    expect(screen.queryByText('35000')).toBeNull();
    expect(screen.queryByText('3500000')).toBeNull();
  });

  it('review still shows every answer, by its stored name, when the form labels cannot be loaded', async () => {
    // No server behind this test: the field config request fails, as it would offline.
    setup(ReviewDetailsScreen, { type: 'newLoan', applicationId: 'app-1', startAt: 'reviewDetails', reached: 9, answers: { address: { province: 'ALB' } } });
    const address = screen.getByRole('region', { name: 'Address' });
    expect((await within(address).findByText('Province')).nextSibling?.textContent).toBe('ALB');
  });
});

describe('the progress bar outside the form steps', () => {
  const barAt = async () => Number((await screen.findByRole('progressbar')).getAttribute('aria-valuenow'));

  function Bar() {
    return <>{useJourneyProgressBar() ?? <p>No bar</p>}</>;
  }

  it('a journey page framed outside JourneyPage (documents, the note code) shows the journey at its step', async () => {
    setup(Bar, { type: 'newLoan', applicationId: 'app-1', startAt: 'documentVerification', reached: 8 });
    const documents = await barAt();
    expect(documents).toBeGreaterThan(0);
    expect(documents).toBeLessThan(100);
    cleanup();
    setup(Bar, { type: 'newLoan', applicationId: 'app-1', startAt: 'promissoryNotes', reached: 12 });
    expect(await barAt()).toBeGreaterThan(documents);
  });

  it('the promissory note code page has the bar', async () => {
    setup(VerifyPnOtpScreen, { type: 'newLoan', applicationId: 'app-1', startAt: 'promissoryNotes', reached: 12 });
    expect(await barAt()).toBeGreaterThan(0);
  });
});
