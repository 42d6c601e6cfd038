import type { Module } from '../context';
import * as contract from '../../src/api/contract/transactions';
import type { ProductTransaction } from '../../src/api/contract/transactions';
import { serve as route } from './serve';
import { requireLoan, scheduleOf } from './transactions-loans';

export { recordLoanTerms } from './transactions-loans';

/** Transactions call group: a loan's money movements, its schedule, remittance, and loans in recovery. */
export const registerTransactions: Module = (ctx) => {
  route(ctx, contract.productTransactions, ({ user, params, query }) => {
    const loan = requireLoan(ctx, user.id, params.loanId ?? '');
    const order = query.sort === 'asc' ? 'ASC' : 'DESC';
    const rows = ctx.db
      .prepare(`SELECT id, loan_id, type, amount AS amount_centavos, occurred_at, description FROM loan_transactions WHERE loan_id = ? ORDER BY occurred_at ${order}, rowid ${order}`)
      .all(loan.loan_id) as ProductTransaction[];
    return { transactions: rows };
  });

  route(ctx, contract.loanSchedule, ({ user, params }) => {
    const loan = requireLoan(ctx, user.id, params.loanId ?? '');
    return {
      loan_id: loan.loan_id,
      principal_centavos: loan.principal,
      monthly_interest_percent: loan.monthly_interest_percent,
      tenure_months: loan.tenure_months,
      repayment_cycle: loan.repayment_cycle,
      collection_mode: loan.collection_mode,
      schedule: scheduleOf(ctx, loan),
    };
  });

  route(ctx, contract.remittanceStatus, ({ user, params }) => {
    const loan = requireLoan(ctx, user.id, params.loanId ?? '');
    return { loan_id: loan.loan_id, remittance_status: loan.remittance_status, last_remitted_at: loan.last_remitted_at };
  });
};
