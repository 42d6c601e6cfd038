import type { ChartSamplesOf } from '../shared/chart-samples';
import { disabledEligibility, type CompanySummary, type EligibilityFlag } from '../journeys/entry';
import type { EwaContext, EwaEvent, EwaInput } from './ewa.machine';
import { ewaPages } from './ewa-pages';

/**
 * Accounts for the generated paths of the EWA / insta-funds chart: EWA activatable, activated, offered but not
 * eligible (an application in progress), not offered; insta-funds activatable, open, not offered. Each page asked
 * for directly and by nav.request.
 */
const company: CompanySummary = {
  id: 'c1', name: 'Bayani Steel Works', statusCode: 'ACTIVE', hasLoanProduct: true, hasEwaProduct: true, hasQuickLoanProduct: true,
  hasFintelligenceProduct: false, hasInsuranceProduct: false, isCompanyActive: true,
};
const on = (...types: string[]): EligibilityFlag => ({ disabled: false, reason: null, application_types: types });
const off = (reason: string): EligibilityFlag => ({ disabled: true, reason, application_types: [] });
const account = (ewa: EligibilityFlag, quickLoan: EligibilityFlag, over: Partial<CompanySummary> = {}): EwaInput['account'] => ({
  company: { ...company, ...over },
  eligibility: { ...disabledEligibility(), ewa, quickLoan },
});

export const ewaAccounts = {
  activatable: account(on('EWA_ACTIVATION'), on('QUICK_LOAN_ACTIVATION')),
  active: account(on('EWA'), on('QUICK_LOAN')),
  ongoing: account(off('ONGOING_APPLICATION'), off('ONGOING_APPLICATION')),
  notOffered: account(off('PRODUCT_NOT_OFFERED'), off('PRODUCT_NOT_OFFERED'), { hasEwaProduct: false, hasQuickLoanProduct: false }),
};

const routes = Object.values(ewaPages).map((p) => p.route);

export const ewaSamples: ChartSamplesOf<EwaEvent, Record<string, never>, EwaInput, EwaContext> = {
  inputs: Object.values(ewaAccounts).flatMap((a) => routes.map((route) => ({ route, account: a }))),
  events: { 'nav.request': routes.map((path) => ({ type: 'nav.request', path }) as const) },
  outcomes: {},
  serialize: (s) => JSON.stringify([s.value, s.status, s.context.route, s.context.account, s.context.outcome]),
};

export default { ewa: ewaSamples };
