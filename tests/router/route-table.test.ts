/**
 * The router's table is generated data (src/router/route-table.generated.ts) so the entry chunk does not carry
 * every chart. It must say exactly what the charts say: a route added, moved or renamed in a chart without
 * regenerating fails here.
 */
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { allRoutedStates } from '@machines/registry';
import { routeTableSource } from '~/router/route-table-source';
import { routeTable } from '~/router/route-table';
import { routedStates } from '@machines/shared/meta';
import { accountMachine } from '@machines/account/account.machine';
import { accountPages } from '@machines/account/account-pages';
import { paymentMachine } from '@machines/payment/payment.machine';
import { paymentPages } from '@machines/payment/payment-pages';
import { repaymentsMachine } from '@machines/repayments/repayments.machine';
import { repaymentsPages } from '@machines/repayments/repayments-pages';

describe('generated route table', () => {
  it('is up to date with the charts (npm run generate)', () => {
    expect(readFileSync('src/router/route-table.generated.ts', 'utf8')).toBe(routeTableSource());
  });

  it('routes every routed chart state, shared form routes to every journey that owns them', () => {
    const table = routeTable();
    for (const state of allRoutedStates()) {
      expect(table.get(state.meta.route)?.map((s) => s.stateId)).toContain(state.stateId);
    }
    expect(table.get('/wizard/v2/Journey/personal-details')?.map((s) => s.machineId)).toEqual(expect.arrayContaining(['newLoan', 'reloan', 'refinance']));
    expect(table.get('/login')?.[0]?.meta.public).toBe(true);
  });
});

describe('pages of the charts downloaded after sign-in', () => {
  // machines/app/app.machine.ts knows their routes from these modules (it must not import the charts themselves).
  it.each([
    ['account', accountMachine, accountPages],
    ['payment', paymentMachine, paymentPages],
    ['repayments', repaymentsMachine, repaymentsPages],
  ] as const)('the %s chart routes exactly the pages its pages module lists', (_, machine, pages) => {
    const routed = routedStates(machine).map((s) => s.meta.route);
    expect(new Set(routed)).toEqual(new Set(Object.values(pages).map((p) => p.route)));
  });
});
