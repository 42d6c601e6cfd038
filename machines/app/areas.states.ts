import { journeys as journeyDefs, journeyTypes, type JourneyType } from '../journeys/definitions';
import { paymentPages } from '../payment/payment-pages';
import { infoPages } from '../shared/info-pages';
import { ewaPages } from '../ewa/ewa-pages';
import { surveyRoute } from '../surveys/surveys-pages';
import { appSetup, type AppEvent } from './app.setup';

/**
 * The signed-in areas whose charts come with the signed-in chunk (journeys, payments, repayments, account) and
 * the information pages: states of `app.signedIn`. Each child's input is built from typed event fields.
 */

const journey = (type: JourneyType) =>
  appSetup.createStateConfig({
    invoke: {
      id: 'journey',
      src: `${type}Journey`,
      input: ({ context }) => context.journey ?? { type, applicationId: null },
      onDone: [
        // Left for the application another tab created (journeys that create one at the purpose step): loading
        // the account resumes it by its status.
        ...((journeyDefs[type].steps as readonly string[]).includes('loanPurpose') ? [{ guard: 'resumesOngoing' as const, target: '#app.signedIn.loading', actions: 'clearJourney' as const }] : []),
        { target: '#app.signedIn.loading', actions: ['clearJourney', 'stayHome'] },
      ],
    },
  });

export const journeys = appSetup.createStateConfig({
  initial: journeyTypes[0],
  // Leaving a journey for home, payments or the profile keeps it: it resumes from the snapshot.
  on: {
    'nav.request': [
      { guard: 'toHome', target: 'loading', actions: 'stayHome' },
      { guard: 'toPayments', target: 'payments' },
      { guard: 'toAccount', target: 'account' },
    ],
  },
  states: Object.fromEntries(journeyTypes.map((type) => [type, journey(type)])),
});

/** The provider sends the borrower back to /recovery/callback?payment_id=...; any other way in starts fresh. */
const paymentInput = (event: AppEvent) =>
  event.type === 'nav.request' && event.path === paymentPages.recoveryCallback.route ? event.search.paymentId : undefined;

export const payments = appSetup.createStateConfig({
  invoke: {
    id: 'payment',
    src: 'payment',
    input: ({ context, event }) => ({ callbackPaymentId: paymentInput(event), pendingPaymentId: context.account?.pendingPaymentId }),
    onDone: 'loading',
  },
  on: { 'nav.request': [{ guard: 'toHome', target: 'loading' }] },
});

const repaymentsInput = (event: AppEvent) => {
  if (event.type === 'repayments.open') return { route: event.route ?? '/loan-details' };
  // Every refinance starts on the notification, which knows the loan it replaces (and whether it is a recovery).
  if (event.type === 'journey.start') return { route: '/refinance-notification' };
  if (event.type === 'nav.request') return { route: event.path, loanId: event.search.loanId };
  return { route: '/loan-details' };
};

export const repayments = appSetup.createStateConfig({
  invoke: {
    id: 'repayments',
    src: 'repayments',
    input: ({ event }) => repaymentsInput(event),
    onDone: [
      // The calculator created the refinance application: the refinance journey goes on from there.
      {
        guard: { type: 'leavesFor', params: ({ event }) => ({ output: event.output, next: 'journey' as const }) },
        target: 'routing',
        actions: [{ type: 'storeJourney', params: ({ event }) => ({ journey: event.output.next === 'journey' ? event.output.journey : null }) }, 'resumeJourney'],
      },
      { guard: { type: 'leavesFor', params: ({ event }) => ({ output: event.output, next: 'payments' as const }) }, target: 'payments' },
      { target: 'loading' },
    ],
  },
  on: { 'nav.request': [{ guard: 'toHome', target: 'loading' }, { guard: 'toPayments', target: 'payments' }] },
});

export const account = appSetup.createStateConfig({
  invoke: {
    id: 'account',
    src: 'account',
    input: ({ event }) => ({ route: event.type === 'nav.request' ? event.path : '/profile' }),
  },
  on: { 'nav.request': [{ guard: 'toHome', target: 'loading' }] },
});

const surveysInput = (event: AppEvent) => {
  if (event.type === 'survey.open') return { route: surveyRoute[event.survey] };
  if (event.type === 'survey.dismiss') return { dismiss: event.survey };
  return { route: event.type === 'nav.request' ? event.path : undefined };
};

/** Surveys (machines/surveys): a survey page, or dismissing a prompt; then home. */
export const surveys = appSetup.createStateConfig({
  invoke: { id: 'surveys', src: 'surveys', input: ({ event }) => surveysInput(event), onDone: 'loading' },
  on: { 'nav.request': [{ guard: 'toHome', target: 'loading' }] },
});

// Back returns to where the borrower was: loading resumes a journey in progress, or shows home.
export const contactUs = appSetup.createStateConfig({
  meta: infoPages.contactUs,
  on: { 'step.back': 'loading', 'nav.request': [{ guard: 'toHome', target: 'loading', actions: 'stayHome' }] },
});
export const appDownload = appSetup.createStateConfig({
  meta: infoPages.appDownload,
  on: { 'step.back': 'loading', 'nav.request': [{ guard: 'toHome', target: 'loading', actions: 'stayHome' }] },
});

/** EWA and insta-funds pages: a journey they start is prepared like one started from home. */
export const products = appSetup.createStateConfig({
  invoke: {
    id: 'ewa',
    src: 'ewa',
    input: ({ context, event }) => ({ route: event.type === 'nav.request' ? event.path : ewaPages.ewaDescription.route, account: context.account }),
    onDone: [
      {
        guard: { type: 'startsProductJourney', params: ({ event }) => ({ output: event.output }) },
        target: 'preparing',
        actions: { type: 'storeStart', params: ({ event }) => ({ output: event.output }) },
      },
      { target: 'loading' },
    ],
  },
  on: { 'nav.request': [{ guard: 'toHome', target: 'loading' }, { guard: 'toPayments', target: 'payments' }] },
});

/** Insurance enrolment (only for a borrower whose company offers it: the guards toInsurance / insuranceOffered). */
export const insurance = appSetup.createStateConfig({
  invoke: {
    id: 'insurance',
    src: 'insurance',
    input: ({ context, event }) => ({ route: event.type === 'nav.request' ? event.path : undefined, companyName: context.account?.company?.name }),
    onDone: { target: 'loading', actions: 'stayHome' },
  },
  on: {
    'nav.request': [
      { guard: 'toHome', target: 'loading', actions: 'stayHome' },
      { guard: 'toPayments', target: 'payments' },
      { guard: 'toAccount', target: 'account' },
    ],
  },
});

/** Fintelligence, GoTyme and referral (engage chart); its "Back" ends it and loading goes on where the borrower was. */
export const engage = appSetup.createStateConfig({
  invoke: {
    id: 'engage',
    src: 'engage',
    input: ({ context, event }) => ({
      route: event.type === 'nav.request' ? event.path : '/referral',
      params: event.type === 'nav.request' ? event.params : undefined,
      hasFintelligence: context.account?.company?.hasFintelligenceProduct === true,
    }),
    onDone: [
      // "Apply" on a themed promotion: the first of its journeys this borrower can start, with the campaign chosen.
      {
        guard: { type: 'startsCampaignJourney', params: ({ event }) => ({ output: event.output }) },
        target: 'preparing',
        actions: { type: 'storeCampaignStart', params: ({ event }) => ({ output: event.output }) },
      },
      { target: 'loading' },
    ],
  },
  on: { 'nav.request': [{ guard: 'toHome', target: 'loading', actions: 'stayHome' }] },
});
