import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { CYCLES, deductionsLeaving, loanLedger, paymentPostings, refinancePostings, TENURES, type BookedTerms, type Posting } from '../../sandbox/pricing';

const DAY = 86_400_000;
const day = (base: string, plus: number) => new Date(Date.parse(`${base}T00:00:00Z`) + plus * DAY).toISOString().slice(0, 10);

const terms = fc.record({
  principal: fc.integer({ min: 500_000, max: 50_000_000 }),
  rateBp: fc.constantFrom(0, 150, 250, 299, 325),
  months: fc.constantFrom(...TENURES),
  cycle: fc.constantFrom(...CYCLES),
  releasedOn: fc.integer({ min: 0, max: 3000 }).map((n) => day('2020-01-01', n)),
}) satisfies fc.Arbitrary<BookedTerms>;
const transactions = fc.array(
  fc.record({ type: fc.constantFrom('PAYROLL_DEDUCTION', 'PAYMENT', 'INDIVIDUAL', 'INTEREST_WAIVE', 'PAYMENT_REFUND'), amount: fc.integer({ min: 1, max: 2_000_000 }) }),
  { maxLength: 12 },
) satisfies fc.Arbitrary<Posting[]>;
const offset = fc.integer({ min: -30, max: 2000 });

describe('loan ledger', () => {
  it('balance = principal + interest − paid (never below zero; beyond it is overpaid, 700)', () => {
    fc.assert(
      fc.property(terms, transactions, offset, (t, txs, d) => {
        const l = loanLedger(t, txs, day(t.releasedOn, d));
        const paid = txs.reduce((a, x) => a + (x.type === 'PAYMENT_REFUND' ? -x.amount : x.amount), 0);
        expect(l.paid).toBe(paid);
        expect(l.principal).toBe(t.principal);
        expect(l.balance).toBe(Math.max(0, l.principal + l.interest - paid));
        expect(l.overpaid).toBe(Math.max(0, paid - l.principal - l.interest));
        expect(l.statusCode).toBe(l.overpaid > 0 ? 700 : l.balance === 0 ? 600 : 300);
        // The schedule agrees: what instalments received plus what is left is the total.
        const received = l.schedule.reduce((a, e) => a + e.paid, 0);
        expect(l.schedule.reduce((a, e) => a + e.amount, 0)).toBe(l.totalRepayable);
        expect(received).toBe(Math.min(l.totalRepayable, Math.max(0, paid)));
        expect(l.schedule.every((e) => Number.isSafeInteger(e.paid) && e.paid >= 0 && e.paid <= e.amount)).toBe(true);
      }),
    );
  });

  it('past-due days count from the oldest unpaid instalment whose due date has passed', () => {
    fc.assert(
      fc.property(terms, transactions, offset, (t, txs, d) => {
        const today = day(t.releasedOn, d);
        const l = loanLedger(t, txs, today);
        const overdue = l.schedule.filter((e) => e.dueDate < today && e.paid < e.amount);
        expect(l.pastDue).toBe(overdue.reduce((a, e) => a + e.amount - e.paid, 0));
        if (overdue.length === 0) {
          expect(l.daysPastDue).toBe(0);
          expect(l.oldestUnpaidDueDate).toBeNull();
        } else {
          expect(l.oldestUnpaidDueDate).toBe(overdue[0]!.dueDate);
          expect(day(overdue[0]!.dueDate, l.daysPastDue)).toBe(today);
          expect(l.daysPastDue).toBeGreaterThan(0);
        }
        // Nothing overdue before the first instalment falls due.
        if (today <= l.schedule[0]!.dueDate) expect(l.daysPastDue).toBe(0);
      }),
    );
  });

  it('a payoff closes the loan (600), and the payoff never exceeds the balance nor falls below what is past due', () => {
    fc.assert(
      fc.property(terms, transactions, offset, (t, txs, d) => {
        const today = day(t.releasedOn, d);
        const before = loanLedger(t, txs, today);
        expect(before.payoff).toBeLessThanOrEqual(before.balance);
        expect(before.payoff).toBeGreaterThanOrEqual(Math.min(before.pastDue, before.balance));
        if (before.balance === 0) return;
        const after = loanLedger(t, [...txs, ...paymentPostings(before, before.payoff, true)], today);
        expect(after.balance).toBe(0);
        expect(after.statusCode).toBe(600);
        expect(after.pastDue).toBe(0);
        expect(after.daysPastDue).toBe(0);
      }),
    );
  });

  it('a refinance posts the payoff and the waivable interest: the loan closes at 0 (600)', () => {
    fc.assert(
      fc.property(terms, transactions, offset, (t, txs, d) => {
        const today = day(t.releasedOn, d);
        const before = loanLedger(t, txs, today);
        const postings = refinancePostings(before);
        if (before.balance === 0) {
          expect(postings).toEqual([]);
          return;
        }
        expect(postings[0]).toEqual({ type: 'REFINANCE_PAYMENT', amount: before.payoff });
        const after = loanLedger(t, [...txs, ...postings], today);
        expect(after).toMatchObject({ balance: 0, statusCode: 600, pastDue: 0 });
      }),
    );
  });

  it('the next due is the first unpaid instalment due today or later, never one already past', () => {
    fc.assert(
      fc.property(terms, transactions, offset, (t, txs, d) => {
        const today = day(t.releasedOn, d);
        const l = loanLedger(t, txs, today);
        const next = l.schedule.find((e) => e.dueDate >= today && e.paid < e.amount);
        expect(l.nextDue).toEqual(next ? { dueDate: next.dueDate, amount: next.amount - next.paid } : null);
      }),
    );
  });

  it('a payment of less than the payoff waives nothing', () => {
    fc.assert(
      fc.property(terms, offset, fc.integer({ min: 1, max: 1_000_000 }), (t, d, amount) => {
        const l = loanLedger(t, [], day(t.releasedOn, d));
        const pay = Math.min(amount, l.payoff - 1);
        if (pay <= 0) return;
        expect(paymentPostings(l, pay, true)).toEqual([{ type: 'PAYMENT', amount: pay }]);
      }),
    );
  });

  it('seeded deductions leave exactly the asked past-due amount', () => {
    fc.assert(
      fc.property(terms, fc.integer({ min: 1, max: 700 }), fc.integer({ min: 0, max: 3_000_000 }), (t, d, wanted) => {
        const today = day(t.releasedOn, d);
        const txs = deductionsLeaving(t, today, wanted).map((x) => ({ type: 'PAYROLL_DEDUCTION', amount: x.amount }));
        const l = loanLedger(t, txs, today);
        const fallenDue = l.schedule.filter((e) => e.dueDate < today).reduce((a, e) => a + e.amount, 0);
        expect(l.pastDue).toBe(Math.min(wanted, fallenDue));
      }),
    );
  });

  it('a loan released today owes nothing yet: no past due, first instalment in the future', () => {
    // 30,000 × 2.99 % × 12 = 10,764.00; total 40,764.00; nothing due yet, so all interest is waivable: payoff 30,000.00.
    const l = loanLedger({ principal: 3_000_000, rateBp: 299, months: 12, cycle: '1 Semi Month', releasedOn: '2026-11-25' }, [], '2026-11-25');
    expect(l).toMatchObject({ balance: 4_076_400, pastDue: 0, daysPastDue: 0, statusCode: 300, paid: 0, payoff: 3_000_000 });
    expect(l.schedule[0]!.dueDate).toBe('2026-11-30');
  });
});
