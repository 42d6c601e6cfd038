import { createActor, waitFor } from 'xstate';
import { getLoanContract } from '~/api/contract/documents';
import { getApplication, getLoanView, listLoanProducts } from '~/api/contract/loans';
import { listOffers } from '~/api/contract/offers';
import { paymentDetails } from '~/api/contract/recovery';
import { loanSchedule, productTransactions } from '~/api/contract/transactions';
import { formatPeso } from '~/domain/money';
import { providePaymentMachine } from '~/payment/payment-actors';
import { PENDING_PAYMENT_KEY } from '~/payment/pending-payment';
import { BASE_DAY, createPersona, dayAfter, dayString, disburse, loanOf, moveApplication, postPayrollDeduction, type World } from './loan-life-world';
import { newLoanJourney, pendingApprovalJourney } from './loan-life-journey';
import { calculatorEstimate, expectedOffer, type LifePlan, type Terms } from './loan-life-plan';

/**
 * One loan's life, from the calculator to the payoff, and the chain of figures it must keep:
 * calculator = offer = note = booked loan = schedule total = sum of payments that close it, payoff closes it at ₱0.00.
 * The expectation is the app's own code (src/domain: the calculator's estimateRepayment, priceOffer) over what the
 * borrower chose; every other figure is the sandbox's answer over its HTTP API. Each link that does not hold is
 * collected (not thrown at the first), so a failing life names every broken link at once.
 */
export interface LifeResult {
  mismatches: string[];
  /** For the summary: what the life did. */
  summary: { persona: string; pricing: string; promo: string | null; reviewChange: boolean; paid: number; instalments: number };
}

const DAY = 86_400_000;

export async function liveOneLife(w: World, plan: LifePlan): Promise<LifeResult> {
  const mismatches: string[] = [];
  const same = (what: string, actual: unknown, expected: unknown) => {
    if (actual !== expected) mismatches.push(`${what}: sandbox ${String(actual)}, expected ${String(expected)}`);
  };
  w.setToday(BASE_DAY + plan.startDays * DAY);

  // 1. The borrower: a new borrower applies through the new-loan journey; the pending-approval persona's application
  //    is already reviewed and waits for them.
  const persona = await createPersona(w, plan.persona);
  w.signIn(persona);
  let applicationId: string;
  let chosen: Terms;
  if (plan.persona === 'new-borrower') {
    const applied = await newLoanJourney(w, plan, persona.username);
    applicationId = applied.applicationId;
    chosen = applied.chosen;
    const submitted = await w.api(getApplication, { params: { applicationId } });
    same('application status after the journey', submitted.status, 'SYSTEM_REVIEW');
    // 2. The platform reviews it up to the borrower's approval (back office status moves).
    await moveApplication(w, applicationId, plan.reviewPath);
  } else {
    applicationId = persona.applicationId!;
    chosen = plan.asked;
  }

  // 3. The borrower accepts the final offer (pending-approval journey): approved, a loan is booked.
  const pending = await pendingApprovalJourney(w, plan, applicationId, persona.username, chosen);
  chosen = pending.chosen;
  same('application status after accepting', (await w.api(getApplication, { params: { applicationId } })).status, 'APPROVED');

  // The app's figures for what was chosen. The calculator screen's estimate is the same as the offer's pricing
  // when the borrower kept the calculator's terms and no promo changed the rate.
  const expected = expectedOffer(chosen, plan.promo);
  const rateCut = plan.promo === 'RATECUT' && chosen.pricing.monthlyInterestPercent > 0;
  if (!rateCut) {
    const shown = calculatorEstimate(chosen);
    same('calculator total vs app pricing', shown.totalRepayment, expected.totalRepayment);
    same('calculator instalment vs app pricing', shown.installmentAmount, expected.installmentAmount);
    same('calculator count vs app pricing', shown.installmentCount, expected.installmentCount);
  }

  // 4. The accepted offer (GET offers: the selected one).
  const offers = (await w.api(listOffers, { params: { applicationId } })).offers;
  const offer = offers.find((o) => o.selected);
  if (!offer) mismatches.push('offer: none selected after acceptance');
  else {
    same('offer principal', offer.principal_centavos, expected.principal);
    same('offer tenure', offer.tenure_months, chosen.tenure);
    same('offer cycle', offer.repayment_cycle, chosen.cycle);
    same('offer monthly rate', offer.monthly_interest_percent, expected.monthlyInterestPercent);
    same('offer instalments', offer.installment_count, expected.installmentCount);
    same('offer instalment', offer.installment_amount_centavos, expected.installmentAmount);
    same('offer total interest', offer.total_interest_centavos, expected.totalInterest);
    same('offer total repayment', offer.total_repayment_centavos, expected.totalRepayment);
  }

  // 5. The signed promissory note's lines (labels: sandbox/platform/documents-contract.ts).
  const note = await w.api(getLoanContract, { params: { applicationId } });
  same('note status', note.promissory_note_status, 'FINAL');
  const lines = new Set(note.body);
  const line = (what: string, text: string) => {
    if (!lines.has(text)) mismatches.push(`note ${what}: no line "${text}" in ${JSON.stringify(note.body.filter((l) => l.startsWith(text.split(':')[0]!)))}`);
  };
  line('loan amount', `Loan amount: ${formatPeso(expected.principal)}`);
  line('instalment', `Instalment: ${formatPeso(expected.installmentAmount)} (${chosen.cycle}), ${expected.installmentCount} instalments`);
  line('total', `Total to repay: ${formatPeso(expected.totalRepayment)}`);
  line('interest', `Interest: ${expected.monthlyInterestPercent}% a month for ${chosen.tenure} months (${formatPeso(expected.totalInterest)})`);

  // 6. The booked loan, disbursed today (loan list and loan view).
  const booked = loanOf((await w.api(listLoanProducts, {})).data, applicationId);
  disburse(w, booked.id);
  const loan = loanOf((await w.api(listLoanProducts, {})).data, applicationId);
  same('booked loan status', loan.status_code, 300);
  same('booked principal', loan.principal_centavos, expected.principal);
  same('booked monthly rate', loan.interest_rate, expected.monthlyInterestPercent);
  same('booked tenure', loan.tenure_months, chosen.tenure);
  same('booked cycle', loan.repayment_cycle, chosen.cycle);
  same('booked outstanding balance (nothing paid)', loan.outstanding_balance_centavos, expected.totalRepayment);
  const view = await w.api(getLoanView, { params: { loanId: loan.id } });
  same('loan view instalment', view.installment_amount_centavos, expected.installmentAmount);

  // 7. The schedule: its instalments add up to the total.
  const schedule = (await w.api(loanSchedule, { params: { loanId: loan.id } })).schedule;
  const sum = (f: (e: (typeof schedule)[number]) => number) => schedule.reduce((a, e) => a + f(e), 0);
  const scheduleTotal = sum((e) => e.amount_centavos);
  same('schedule instalments', schedule.length, expected.installmentCount);
  same('schedule total', scheduleTotal, expected.totalRepayment);
  same('schedule principal', sum((e) => e.principal_centavos), expected.principal);
  same('schedule interest', sum((e) => e.interest_centavos), expected.totalInterest);
  same('schedule first instalment', schedule[0]?.amount_centavos, expected.installmentAmount);

  // 8. Time passes: k instalments fall due and the employer's payroll deductions pay them; the next one falls due
  //    unpaid (so the loan is on Payments: past due), then the borrower pays the loan off.
  const k = Math.min(schedule.length - 1, Math.floor(plan.paidShare * schedule.length));
  for (const e of schedule.slice(0, k)) postPayrollDeduction(w, { loanId: loan.id, userId: persona.userId, amount: e.amount_centavos, dueDate: e.due_date, number: e.number });
  const missed = schedule[k]!;
  w.setToday(dayAfter(missed.due_date));
  const today = dayString(w.today());

  const before = loanOf((await w.api(listLoanProducts, {})).data, applicationId);
  const paidByPayroll = schedule.slice(0, k).reduce((a, e) => a + e.amount_centavos, 0);
  same('balance after the payroll deductions', before.outstanding_balance_centavos, scheduleTotal - paidByPayroll);
  // The hand-checkable payoff: the balance less the interest of instalments not yet due (from the schedule returned).
  const notYetDueInterest = schedule.filter((e) => e.number > k && e.due_date >= today).reduce((a, e) => a + e.interest_centavos, 0);
  const dues = (await w.api(paymentDetails, { query: { loan_id: loan.id } })).dues;
  const payoffDue = dues.find((d) => d.purpose === 'ADMIN')?.amount_centavos;
  same('payoff (Final Payoff Amount) = balance − interest not yet due', payoffDue, before.outstanding_balance_centavos - notYetDueInterest);

  // 9. The payoff through the payment chart with its real edge and the provider page's approval.
  await payOff(w, loan.id);

  const after = loanOf((await w.api(listLoanProducts, {})).data, applicationId);
  same('balance after the payoff', formatPeso(after.outstanding_balance_centavos), formatPeso(0));
  same('status after the payoff', after.status_code, 600);
  const txs = (await w.api(productTransactions, { params: { loanId: loan.id }, query: { sort: 'asc' } })).transactions;
  const total = (type: string) => txs.filter((t) => t.type === type).reduce((a, t) => a + t.amount_centavos, 0);
  same('payroll deductions posted', total('PAYROLL_DEDUCTION'), paidByPayroll);
  same('payoff payment', total('PAYMENT'), payoffDue);
  same('interest waived by the payoff', total('INTEREST_WAIVE'), notYetDueInterest);
  same('payments + interest waived = schedule total', total('PAYROLL_DEDUCTION') + total('PAYMENT') + total('INTEREST_WAIVE'), scheduleTotal);
  same('payments + interest waived = calculator total', total('PAYROLL_DEDUCTION') + total('PAYMENT') + total('INTEREST_WAIVE'), expected.totalRepayment);

  return {
    mismatches,
    summary: { persona: plan.persona, pricing: chosen.pricing.code, promo: plan.promo, reviewChange: plan.reviewChange !== null, paid: k, instalments: schedule.length },
  };
}

/** Payments → "Pre-terminate Loan" (ADMIN, Final Payoff Amount) → GCash → the provider page's Approve → the callback. */
async function payOff(w: World, loanId: string): Promise<void> {
  const store = new Map<string, string>();
  const redirects: string[] = [];
  const storage = { getItem: (k: string) => store.get(k) ?? null, setItem: (k: string, v: string) => void store.set(k, v), removeItem: (k: string) => void store.delete(k) };
  const machine = providePaymentMachine({ api: w.api, storage, redirect: (url) => void redirects.push(url) });
  const actor = createActor(machine, { input: { loanId } }).start();
  await waitFor(actor, (s) => s.matches({ payments: 'ready' }) || s.hasTag('error'), { timeout: 10_000 });
  if (!actor.getSnapshot().context.amountsDue.some((d) => d.purpose === 'ADMIN')) {
    throw new Error(`No payoff offered on Payments: ${JSON.stringify(actor.getSnapshot().context.amountsDue)} ${String(actor.getSnapshot().context.errorMessage)}`);
  }
  actor.send({ type: 'purpose.select', purpose: 'ADMIN' });
  actor.send({ type: 'payment.continue' });
  await waitFor(actor, (s) => s.matches({ paymentMode: 'choosing' }), { timeout: 10_000 });
  actor.send({ type: 'method.select', method: 'gcash' });
  await waitFor(actor, (s) => s.matches({ paymentMode: 'choosing' }) && s.context.fee !== undefined, { timeout: 10_000 });
  actor.send({ type: 'payment.submit' });
  await waitFor(actor, (s) => s.matches({ paymentMode: 'redirecting' }) || s.hasTag('error'), { timeout: 10_000 });
  const paymentId = store.get(PENDING_PAYMENT_KEY);
  actor.stop();
  if (!redirects[0] || !paymentId) throw new Error('The payoff was not sent to the provider');
  const page = new URL(redirects[0]).pathname;
  await w.fetch(page, { method: 'GET' });
  const back = await w.fetch(page, { method: 'POST', body: new URLSearchParams({ decision: 'approve' }) });
  if (!back.headers.get('location')) throw new Error(`The provider page did not send the borrower back (${back.status})`);
  const callback = createActor(machine, { input: { callbackPaymentId: paymentId } }).start();
  const done = await waitFor(callback, (s) => s.matches({ processing: 'successful' }) || s.matches({ processing: 'failed' }) || s.hasTag('error'), { timeout: 10_000 });
  callback.stop();
  if (!done.matches({ processing: 'successful' })) throw new Error(`The payoff did not succeed: ${JSON.stringify(done.value)}`);
}
