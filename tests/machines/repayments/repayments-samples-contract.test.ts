import { describe, expect, it } from 'vitest';
import * as v from 'valibot';
import * as loans from '~/api/contract/loans';
import * as transactions from '~/api/contract/transactions';
import { refinanceKindOf, toLoanSummary, toTransaction } from '~/repayments/repayments-actors';
import { repaymentsSamples } from '@machines/repayments/repayments.samples';
import { closedStatusCodes, loanStatusCodes, runningStatusCodes, scheduleStatuses, remittanceStatuses, transactionTypes } from '@machines/repayments/repayments-types';
import type { LoanSummary } from '@machines/repayments/repayments-types';

/**
 * The samples the generated paths feed the repayments chart are answers the platform could give: each is written
 * back as the wire answer, checked against the contract's response schema, and mapped by the edge's own mapping
 * where it has one (loans, transactions, eligibility), which must give the sample back.
 */
const { outcomes } = repaymentsSamples;
const wireLoan = (l: LoanSummary): loans.LoanAccount => ({
  id: l.id, application_id: 'A1', product_type: 'LOAN', status_code: l.statusCode, principal_centavos: l.principal,
  outstanding_balance_centavos: l.outstanding, payoff_centavos: l.payoff, interest_rate: l.monthlyInterestPercent, tenure_months: l.tenureMonths,
  repayment_cycle: l.cycle, disbursed_at: l.disbursedAt, delinquency_state: null, days_past_due: l.daysPastDue, created_at: l.createdAt,
});

describe('repayments samples against the loans and transactions contracts', () => {
  it('the status lists the chart decides with are the spec\'s (contract) codes', () => {
    expect(loanStatusCodes).toEqual(loans.loanStatusCodes);
    expect([...closedStatusCodes, ...runningStatusCodes].every((c) => loans.loanStatusCodes.includes(c))).toBe(true);
    expect(scheduleStatuses).toEqual(transactions.scheduleStatuses);
    expect(remittanceStatuses).toEqual(transactions.remittanceStatuses);
    expect(transactionTypes).toEqual(transactions.transactionTypes);
  });

  // The refinance limits are worked out at the edge (src/domain/refinance.ts); the chart's samples carry none.
  const withoutLimits = <T extends { refinanceLimits?: unknown }>({ refinanceLimits: _limits, ...rest }: T) => rest;

  it('loans', () => {
    for (const list of outcomes.loadLoans.done) {
      const wire = v.parse(loans.listLoanProducts.response, { data: list.map(wireLoan) });
      expect(wire.data.map(toLoanSummary).map(withoutLimits)).toEqual(list);
    }
  });

  it('refinance kinds come from eligibility flags', () => {
    const kinds = outcomes.loadRefinanceKind.done;
    expect(kinds).toEqual([refinanceKindOf(['REFINANCE'], false), refinanceKindOf(['RECOVERY_REFINANCE'], false), refinanceKindOf(['REFINANCE'], true)]);
  });

  it('loan view, remittance, schedule and transactions', () => {
    for (const view of outcomes.loadLoanView.done) expect(withoutLimits(toLoanSummary(v.parse(loans.loanAccountSchema, wireLoan(view.loan))))).toEqual(view.loan);
    for (const r of outcomes.loadRemittance.done) {
      expect(() => v.parse(transactions.remittanceStatus.response, { loan_id: 'L1', remittance_status: r.status, last_remitted_at: r.lastRemittedAt })).not.toThrow();
    }
    for (const s of outcomes.loadSchedule.done) {
      const wire = {
        loan_id: 'L1', principal_centavos: s.principal, monthly_interest_percent: 2.99, tenure_months: s.tenureMonths, repayment_cycle: s.cycle,
        collection_mode: s.collectionMode,
        schedule: s.entries.map((e) => ({ number: e.number, due_date: e.dueDate, amount_centavos: e.amount, principal_centavos: e.amount, interest_centavos: 0, paid_centavos: e.paid, status: e.status })),
      };
      expect(() => v.parse(transactions.loanSchedule.response, wire)).not.toThrow();
    }
    for (const list of outcomes.loadTransactions.done) {
      const wire = v.parse(transactions.productTransactions.response, {
        transactions: list.map((t) => ({ id: t.id, loan_id: 'L1', type: t.type, amount_centavos: t.amount, occurred_at: t.occurredAt, description: t.description })),
      });
      expect(wire.transactions.map(toTransaction)).toEqual(list);
    }
  });
});
