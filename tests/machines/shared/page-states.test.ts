/**
 * The drop-off figures (back office, `npm run insights`, Storybook's Flows/Drop-off) put a journey's pages in the
 * journey's step order, its branches just after the step they leave from and nested pages just after their step;
 * other charts' pages in document order.
 */
import { describe, expect, it } from 'vitest';
import { pageStates } from '@machines/shared/page-states';

const entries = pageStates();
const of = (chart: string, state: string) => entries.find((e) => e.chart === chart && e.state === state);

describe('pageStates', () => {
  it("orders a journey's pages by its steps, the success page ending it", () => {
    expect(of('newLoan', 'loanCalculator')).toEqual({ page: 'Loan Calculator', chart: 'newLoan', state: 'loanCalculator', order: 0, terminal: false });
    expect(of('newLoan', 'bankDetails')).toMatchObject({ order: 6, terminal: false });
    expect(of('newLoan', 'loanSuccess')).toEqual({ page: 'Loan Success', chart: 'newLoan', state: 'loanSuccess', order: 11, terminal: true });
    expect(of('pendingApproval', 'promissoryNotes')).toMatchObject({ order: 1, terminal: false });
  });

  it('puts GoTyme linking just after bank details and the warning just after the review, nested pages just after their step', () => {
    expect(of('newLoan', 'gotymeLinking')).toMatchObject({ page: 'GoTyme Linking', order: 6.5, terminal: false });
    expect(of('newLoan', 'gotymeLinking.failed')).toMatchObject({ order: 6.6, terminal: false });
    expect(of('newLoan', 'warningPage')).toMatchObject({ page: 'Warning Page', order: 9.5 });
    expect(of('newLoan', 'documentVerification.failed')).toMatchObject({ page: 'Document Verification Failed', order: 8.1, terminal: false });
    expect(of('pendingApproval', 'promissoryNotes.signing')).toMatchObject({ page: 'Verify PN OTP', order: 1.1, terminal: false });
  });

  it("a journey state that is not a step, and every other chart's page, keeps its document order and is no ending", () => {
    const survey = of('newLoan', 'cancellationSurvey');
    expect(survey).toEqual({ page: 'Loan Cancellation Survey', chart: 'newLoan', state: 'cancellationSurvey', order: 17 });
    expect(entries.filter((e) => e.chart === 'payment')).toEqual([
      { page: 'Payments', chart: 'payment', state: 'payments', order: 0 },
      { page: 'Payment Mode', chart: 'payment', state: 'paymentMode', order: 1 },
      { page: 'Recovery Callback', chart: 'payment', state: 'callback', order: 2 },
      { page: 'Payment Processing', chart: 'payment', state: 'processing', order: 3 },
    ]);
  });

  it('covers every routed chart', () => {
    expect([...new Set(entries.map((e) => e.chart))]).toEqual(expect.arrayContaining(['app', 'auth', 'account', 'newLoan', 'payment', 'onboarding', 'engage']));
  });
});
