import { fromTransition, type AnyStateMachine, type EventObject } from 'xstate';
import { journeyTypes } from '../journeys/definitions';
import { disabledEligibility, type AccountSummary } from '../journeys/entry';
import { signedInChartNames } from './signed-in-charts';
import { accountLoadingMachine } from './account-loading.machine';

/**
 * Event payloads for the generated-path traversal of the app chart (tests/paths): sessions, account loads with
 * and without a company or a journey to resume, each journey type, company choices and navigation requests.
 */
const company = {
  id: 'c1', name: 'Sinag Bank', statusCode: 'ACTIVE', hasLoanProduct: true, hasEwaProduct: true, hasQuickLoanProduct: false,
  hasFintelligenceProduct: false, hasInsuranceProduct: false, isCompanyActive: true,
};
const eligible = { ...disabledEligibility(), loan: { disabled: false, application_types: ['NEW_LOAN'] } };
const account = (over: Partial<AccountSummary>): AccountSummary => ({ company, eligibility: eligible, ongoing: null, resume: null, ...over });
const user = { username: '+639171234567', loginType: 'PHONE' };
const paths = ['/home', '/product-selection', '/company-selector', '/payments', '/loan-details', '/profile', '/contact-us', '/app-download', '/nowhere', '/ewa/product-description', '/gotyme', '/insurance/personal-details'];
// Survey pages (machines/surveys), opened from home.
paths.push('/feedback-survey');

const events: Record<string, EventObject[]> = {
  'session.restored': [{ type: 'session.restored', user } as EventObject],
  'xstate.done.actor.auth': [{ type: 'xstate.done.actor.auth', output: { user, returnTo: null, via: 'otp' } } as EventObject],
  'xstate.done.actor.0.app.signedIn.loading': [
    ...journeyTypes.map((type) => ({ output: account({ resume: { type, applicationId: 'app-1' } }) })),
    { output: account({}) },
    // A running loan the platform lets the borrower refinance: a refinance start goes to /refinance-notification.
    { output: account({ eligibility: { ...eligible, loan: { disabled: false, application_types: ['NEW_LOAN', 'REFINANCE'] } } }) },
    // Every product open: reloan and EWA activation can start.
    { output: account({ eligibility: { ...eligible, loan: { disabled: false, application_types: ['RE_LOAN'] }, ewa: { disabled: false, application_types: [] } } }) },
    { output: account({ company: null }) },
    // A company offering insurance: its pages open (without it, home explains why not).
    { output: account({ company: { ...company, hasInsuranceProduct: true } }) },
    // Onboarding not done (the platform opened it), and employment the platform asks about. Where each starts is
    // the onboarding chart's input (its own samples); here only the two guards matter.
    { output: account({ flowStates: { onboarding: 'INITIALIZED' } }) },
    { output: account({ eligibility: { ...eligible, loan: { disabled: true, application_types: [], reason: 'EMPLOYMENT_UNCONFIRMED' } } }) },
  ].map((e) => ({ type: 'xstate.done.actor.0.app.signedIn.loading', ...e }) as EventObject),
  'journey.start': (['newLoan', 'wcr', 'refinance', 'reloan', 'ewaActivation'] as const).map((journeyType) => ({ type: 'journey.start', journeyType }) as EventObject),
  'nav.request': [
    ...paths.map((path) => ({ type: 'nav.request', path, search: {} }) as EventObject),
    // Back from the payment provider, and a repayment page about one loan: typed fields the router parsed.
    { type: 'nav.request', path: '/recovery/callback', search: { paymentId: 'P1' } } as EventObject,
    { type: 'nav.request', path: '/loan-details', search: { loanId: 'L1' } } as EventObject,
  ],
  'xstate.done.actor.insurance': [{ type: 'xstate.done.actor.insurance', output: { submitted: true } } as EventObject],
  'survey.open': [{ type: 'survey.open', survey: 'FEEDBACK' } as EventObject],
  'survey.dismiss': [{ type: 'survey.dismiss', survey: 'FEEDBACK' } as EventObject],
  'nav.remember': [{ type: 'nav.remember', path: '/home' } as EventObject],
  'company.select': [{ type: 'company.select', companyId: 'c1' } as EventObject],
  'company.confirm': [{ type: 'company.confirm', employed: true } as EventObject, { type: 'company.confirm', employed: false } as EventObject],
  'step.submit': [{ type: 'step.submit', values: {} } as EventObject],
  // The repayments chart's ways out: home, payments, or the refinance journey it hands over to.
  // A journey that left for the application another tab created, and one that ended otherwise.
  'xstate.done.actor.journey': [
    { type: 'xstate.done.actor.journey', output: { result: 'resumed', applicationId: null } } as EventObject,
    { type: 'xstate.done.actor.journey', output: { result: 'left', applicationId: null } } as EventObject,
  ],
  // The onboarding chart's ways out: home (routing decides again) or the company selector.
  'xstate.done.actor.onboarding': [{ next: 'home' }, { next: 'companySelector' }].map((output) => ({ type: 'xstate.done.actor.onboarding', output }) as EventObject),
  'xstate.done.actor.repayments': [
    { next: 'home' },
    { next: 'payments' },
    { next: 'journey', journey: { type: 'refinance', applicationId: 'app-9', startAt: 'loanPurpose' } },
  ].map((output) => ({ type: 'xstate.done.actor.repayments', output }) as EventObject),
  // The EWA / insta-funds pages: back home, or a journey they start.
  'xstate.done.actor.ewa': [{ next: 'home' }, { next: 'journey', journeyType: 'ewaWithdrawal' }].map((output) => ({ type: 'xstate.done.actor.ewa', output }) as EventObject),
  'xstate.done.actor.engage': [
    { type: 'xstate.done.actor.engage', output: { next: 'back' } } as EventObject,
    // "Apply" on /loan-versary-special: the journey starts with the campaign chosen.
    { type: 'xstate.done.actor.engage', output: { next: 'journey', journeyTypes: ['newLoan', 'reloan'], campaignCode: 'ANNIVERSARY_1' } } as EventObject,
  ],
};

/**
 * The signed-in charts arrive with their chunk (signed-in-charts.ts), so in this chart alone each of their invokes
 * throws when its actor is created: a stack trace per state entered. The traversal sends their outcomes as events
 * above (their own traversals cover them), so an inert stand-in that never throws does the same, cheaply.
 */
const inertChart = fromTransition((snapshot: null) => snapshot, null);

export default {
  app: {
    input: {},
    events,
    provide: (m: AnyStateMachine) => m.provide({ actors: { ...Object.fromEntries(signedInChartNames.map((name) => [name, inertChart])), loadAccount: accountLoadingMachine } }),
    serialize: (s: { value: unknown; status: string; context: { account: unknown; journey: unknown; user: unknown; returnTo: unknown } }) =>
      JSON.stringify([s.value, s.status, s.context.account, s.context.journey !== null, s.context.user !== null, s.context.returnTo]),
  },
};
