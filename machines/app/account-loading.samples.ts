import type { CompanySummary } from '../journeys/entry';
import { disabledEligibility } from '../journeys/entry';
import type { OngoingLike, ProfileLike, TabKept } from './account-loading.machine';

/**
 * Samples for the generated-path traversal (tests/paths) of the account loading: a profile with and without an
 * employer (the company read or not), an ongoing application or none, and a tab that kept nothing, a journey that
 * still fits, or one that does not (set aside and removed). A failed call has no transition here (the app chart
 * handles it), so only answers are sampled.
 */
const user = { username: '+639171234567', loginType: 'PHONE' as const };
const company: CompanySummary = {
  id: 'c1', name: 'Sinag Bank', statusCode: 'ACTIVE', hasLoanProduct: true, hasEwaProduct: true, hasQuickLoanProduct: false,
  hasFintelligenceProduct: false, hasInsuranceProduct: false, isCompanyActive: true,
};
const profiles: ProfileLike[] = [
  { companyId: 'c1', flowStates: {} },
  { companyId: null, flowStates: { onboarding: 'INITIALIZED' } },
];
const application = { id: 'app-1', status: 'INITIALIZED', application_type: 'NEW_LOAN', missing_selfie: false, completed_steps: ['personal-details'] };
const ongoing: OngoingLike[] = [{ application: null }, { application }];
const kept: TabKept[] = [
  { snapshot: { ok: false, reason: 'missing' }, pendingPaymentId: undefined },
  { snapshot: { ok: false, reason: 'corrupt' }, pendingPaymentId: 'pay-1' },
];

export default {
  accountLoading: {
    inputs: [{ user }],
    outcomes: {
      readProfile: { done: profiles },
      readEligibility: { done: [{ ...disabledEligibility(), loan: { disabled: false, application_types: ['NEW_LOAN'] } }, null] },
      readOngoing: { done: ongoing },
      readCompany: { done: [company] },
      readTabKept: { done: kept },
    },
  },
};
