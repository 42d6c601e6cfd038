import { describe, expect, it } from 'vitest';
import { manilaToday } from '~/domain/dates';
import { loanCards, nextDue, type DashboardLoanInput, type DashboardScheduleEntry } from '~/domain/loan-dashboard';

const loan = (over: Partial<DashboardLoanInput> = {}): DashboardLoanInput => ({
  id: 'L1', product_type: 'LOAN', status_code: 300, principal_centavos: 3_000_000, outstanding_balance_centavos: 2_400_000, days_past_due: 0, delinquency_state: null, ...over,
});
const due = (date: string, amount: number, paid = 0, status = 'UPCOMING'): DashboardScheduleEntry => ({ due_date: date, amount_centavos: amount, paid_centavos: paid, status });

describe('nextDue', () => {
  it('is the earliest instalment not paid in full, with what is still owed on it', () => {
    const schedule = [due('2026-12-15', 150_000), due('2026-11-30', 150_000, 150_000, 'COMPLETED'), due('2026-12-30', 150_000)];
    expect(nextDue(schedule, '2026-11-28')).toEqual({ date: '2026-12-15', amount: 150_000 });
    expect(nextDue([due('2026-12-15', 150_000, 40_000, 'PROCESSING')], '2026-11-28')).toEqual({ date: '2026-12-15', amount: 110_000 });
  });
  it('is never a day already past: an overdue instalment is past due, the next one is the next to come', () => {
    const schedule = [due('2026-10-15', 125_000), due('2026-11-15', 125_000), due('2026-12-15', 125_000)];
    expect(nextDue(schedule, '2026-11-28')).toEqual({ date: '2026-12-15', amount: 125_000 });
    // Due today is still "next due", not past due.
    expect(nextDue(schedule, '2026-11-15')).toEqual({ date: '2026-11-15', amount: 125_000 });
    expect(nextDue(schedule, '2026-12-16')).toBeNull();
  });
  it("counts days in Manila: 2026-11-30T17:00Z is already December 1 there", () => {
    expect(manilaToday(Date.parse('2026-11-30T17:00:00Z'))).toBe('2026-12-01');
    expect(manilaToday(Date.parse('2026-11-30T15:59:59Z'))).toBe('2026-11-30');
  });
  it('is null when every instalment is paid', () => {
    expect(nextDue([due('2026-11-30', 150_000, 150_000, 'COMPLETED')], '2026-11-28')).toBeNull();
    expect(nextDue([], '2026-11-28')).toBeNull();
  });
});

describe('loanCards', () => {
  it('shows running loans only (to be disbursed, active, in transfer), not closed ones', () => {
    const cards = loanCards([loan({ id: 'a', status_code: 300 }), loan({ id: 'b', status_code: 600 }), loan({ id: 'c', status_code: 100 }), loan({ id: 'd', status_code: 304 })], new Map(), [], '2026-11-28');
    expect(cards.map((c) => c.id).sort()).toEqual(['a', 'c', 'd']);
  });

  it('a past-due loan comes first, with its days and the past-due amount of the payment dues', () => {
    const cards = loanCards(
      [loan({ id: 'ok', outstanding_balance_centavos: 9_000_000 }), loan({ id: 'late', days_past_due: 21, delinquency_state: 'DELINQUENT' })],
      new Map([['late', [due('2026-12-15', 150_000)]]]),
      [{ loan_id: 'late', purpose: 'DEDUCTION', amount_centavos: 450_000 }, { loan_id: 'late', purpose: 'RECOVERY', amount_centavos: 2_400_000 }],
      '2026-11-28',
    );
    expect(cards[0]).toEqual({
      id: 'late', productType: 'LOAN', statusCode: 300, principal: 3_000_000, balance: 2_400_000,
      nextDue: { date: '2026-12-15', amount: 150_000 }, pastDue: { days: 21, amount: 450_000 },
    });
    expect(cards[1]!.pastDue).toBeNull();
  });

  it('a loan still to be disbursed has no due date and is never past due', () => {
    const [card] = loanCards([loan({ status_code: 100, days_past_due: 3 })], new Map([['L1', [due('2026-12-15', 150_000)]]]), [], '2026-11-28');
    expect(card!.nextDue).toBeNull();
    expect(card!.pastDue).toBeNull();
  });

  it('a schedule not loaded yet leaves the next due unknown rather than wrong', () => {
    expect(loanCards([loan()], new Map(), [], '2026-11-28')[0]!.nextDue).toBeNull();
  });
});
