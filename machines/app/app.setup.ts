import { assign, fromPromise, sendTo, setup } from 'xstate';
import type { AuthInput, AuthOutput, SessionUser } from '../auth/types';
import { authMachine } from '../auth/auth.machine';
import { sessionMachine, type SessionParentEvent } from '../auth/session.machine';
import type { JourneyType } from '../journeys/definitions';
import type { JourneyInput } from '../journeys/journey-types';
import { startableJourneys, type AccountSummary, type CompanySummary } from '../journeys/entry';
import type { RepaymentsOutput } from '../repayments/repayments-types';
import { infoPages } from '../shared/info-pages';
import { routeOfSnapshot } from '../shared/meta';
import { appPages, type AppPage } from './app-pages';
import { accountRoutes, engageRoutes, insuranceRoutes, paymentRoutes, repaymentRoutes, surveyRoutes, type NavRequest } from './nav';
import type { SurveyName } from '../surveys/surveys-pages';
import { chartsWhenDownloaded, chartWhenDownloaded, type ChartLogic } from './signed-in-charts';
import type { accountLoadingMachine } from './account-loading.machine';
import { ewaRoutes } from '../ewa/ewa-pages';
import type { EwaOutput } from '../ewa/ewa.machine';
import { employmentStart, onboardingStart } from '../onboarding/onboarding-rules';
import type { OnboardingOutput } from '../onboarding/onboarding-types';
import type { EngageOutput } from '../engage/engage-types';
import { journeys, journeyTypes } from '../journeys/definitions';

export interface AppInput {
  /** Public page the app was opened on ('/register', ...) and a single sign-on handoff, for the auth chart. */
  route?: string | undefined;
  sso?: AuthInput['sso'];
  /** A code requested in this tab before a reload (src/auth/code-request.ts). */
  codeRequest?: AuthInput['codeRequest'];
}

export interface AppContext {
  user: SessionUser | null;
  /** Same-origin location to reach once signed in (set by the router from a deep link, query included). */
  returnTo: string | null;
  authReason: AuthInput['reason'];
  /** What the auth chart starts with on its first mount (the URL the app opened on). */
  authEntry: Pick<AuthInput, 'route' | 'sso' | 'codeRequest'>;
  account: AccountSummary | null;
  /** The employer chosen on the company selector, while it is saved and read. */
  chosenCompanyId: string | null;
  journey: JourneyInput | null;
  /** Go straight into a resumable journey (after sign-in or a reload); false once the borrower left it for home. */
  autoResume: boolean;
  error: string | null;
}

export type AppEvent =
  | NavRequest
  | { type: 'nav.remember'; path: string }
  | { type: 'nav.returned' }
  | SessionParentEvent
  | { type: 'session.signOut' }
  | { type: 'session.signOutEverywhere' }
  | { type: 'app.retry' }
  | { type: 'product.choose' }
  | { type: 'journey.start'; journeyType: JourneyType }
  | { type: 'journey.resume' }
  | { type: 'company.change' }
  | { type: 'company.select'; companyId: string }
  | { type: 'company.notListed' }
  | { type: 'company.confirm'; employed: boolean }
  | { type: 'step.submit'; values: Record<string, unknown> }
  | { type: 'step.back' }
  | { type: 'payments.open' }
  /** Opens a repayment page: loan details by default, or e.g. '/refinance-notification'. */
  | { type: 'repayments.open'; route?: string }
  /** Opens insurance enrolment (home's cover card, product selection). */
  | { type: 'insurance.open' }

/** A survey prompt on home: answer it, or "Not now" (dismissed for good). */
  | { type: 'survey.open'; survey: SurveyName }
  | { type: 'survey.dismiss'; survey: SurveyName };

/** Stands in for an effect supplied with .provide() at the edge (src/app/create-root-actor.ts); fakes in tests. */
const supplied = <Output, Input>(name: string) =>
  fromPromise<Output, Input>(async () => {
    throw new Error(`'${name}' is supplied with .provide()`);
  });

/** The first of a promotion's journeys the borrower can start now (none: "Apply" goes home, which says why). */
const campaignJourney = (account: AccountSummary | null, output: EngageOutput | undefined): JourneyType | undefined =>
  output?.next === 'journey' && account !== null
    ? journeyTypes.find((type) => output.journeyTypes.includes(type) && startableJourneys(account).includes(type))
    : undefined;

const navTo = (event: AppEvent, routes: ReadonlySet<string>) => event.type === 'nav.request' && routes.has(event.path);
const pathIs = (event: AppEvent, route: string) => event.type === 'nav.request' && event.path === route;
const pageIs = (page: AppPage) => ({ event }: { event: AppEvent }) => pathIs(event, appPages[page].route);
const messageOf = (e: unknown) =>
  e instanceof Error && e.message ? e.message : 'Something went wrong on our side. Please try again.';

/** Implementations, guards and actions of the app chart (app.machine.ts holds the states). */
export const appSetup = setup({
  types: {
    context: {} as AppContext,
    events: {} as AppEvent,
    input: {} as AppInput,
  },
  actors: {
    session: sessionMachine,
    auth: authMachine,
    /** Downloads the signed-in chunk (charts and effects); the way into every signed-in state. */
    downloadSignedIn: supplied<void, void>('downloadSignedIn'),
    /**
     * One platform call per state (account-loading.machine.ts); its output is the account summary. Invoked only in
     * signedIn, after the download: the chart comes with the signed-in chunk (src/app/signed-in.ts), not the entry.
     */
    loadAccount: chartWhenDownloaded('loadAccount', () => null) as ChartLogic<typeof accountLoadingMachine>,
    /** The profile takes the employer chosen (one call), then its record is read (readCompany, one call). */
    saveCompany: supplied<void, { companyId: string }>('saveCompany'),
    readCompany: supplied<CompanySummary, { companyId: string }>('readCompany'),
    sendFeedback: supplied<void, { kind: 'company' | 'declaration'; values: Record<string, unknown> }>('sendFeedback'),
    prepareJourney: fromPromise<JourneyInput, { type: JourneyType; account: AccountSummary }>(async ({ input }) => ({ type: input.type, applicationId: null })),
    ...chartsWhenDownloaded(() => null),
  },
  guards: {
    hasCompany: ({ context }) => context.account?.company != null,
    resumesInto: ({ context }, params: { type: JourneyType }) => context.autoResume && context.journey?.type === params.type,
    canStart: ({ context, event }) =>
      event.type === 'journey.start' && context.account !== null && startableJourneys(context.account).includes(event.journeyType),
    /** A refinance is started from the refinance notification (repayments chart), wherever it was chosen. */
    startsRefinance: ({ context, event }) =>
      event.type === 'journey.start' && event.journeyType === 'refinance' && context.account !== null && startableJourneys(context.account).includes('refinance'),
    canResume: ({ context }) => context.account?.resume != null,
    /** A journey's done event whose output says it left for the application another tab created. */
    resumesOngoing: ({ event }) => (event as { output?: { result?: unknown } }).output?.result === 'resumed',
    employed: ({ event }) => event.type === 'company.confirm' && event.employed,
    toHome: pageIs('home'),
    toHomeWithCompany: ({ context, event }) => pathIs(event, appPages.home.route) && context.account?.company != null,
    toContactUs: ({ event }) => pathIs(event, infoPages.contactUs.route),
    toAppDownload: ({ event }) => pathIs(event, infoPages.appDownload.route),
    toProductSelection: ({ context, event }) => pathIs(event, appPages.productSelection.route) && context.account?.company != null,
    toCompanySelector: pageIs('companySelector'),
    toAccount: ({ event }) => navTo(event, accountRoutes),
    toPayments: ({ event }) => navTo(event, paymentRoutes),
    toRepayments: ({ event }) => navTo(event, repaymentRoutes),
    /** EWA and insta-funds pages, for a borrower with a company (the chart says why a product is not theirs). */
    toProducts: ({ context, event }) => navTo(event, ewaRoutes) && context.account?.company != null,
    startsProductJourney: (_, params: { output: EwaOutput }) => params.output.next === 'journey',
    /** Insurance pages, for a borrower whose company offers insurance (cst_data.has_insurance). */
    toInsurance: ({ context, event }) => navTo(event, insuranceRoutes) && context.account?.company?.hasInsuranceProduct === true,
    toInsuranceNotOffered: ({ context, event }) => navTo(event, insuranceRoutes) && context.account?.company?.hasInsuranceProduct !== true,
    insuranceOffered: ({ context }) => context.account?.company?.hasInsuranceProduct === true,
    /** The platform asks for onboarding (flow state not done) or about employment before products. */
    needsOnboarding: ({ context }) => onboardingStart(context.account?.flowStates) !== null,
    needsEmploymentCheck: ({ context }) => context.account?.company != null && employmentStart(context.account.eligibility) !== null,
    /** The borrower no longer works for the company: they choose the new one. */
    changesCompany: (_, params: { output: OnboardingOutput }) => params.output.next === 'companySelector',
    toEngage: ({ event }) => navTo(event, engageRoutes),
    startsCampaignJourney: ({ context }, params: { output: EngageOutput | undefined }) => campaignJourney(context.account, params.output) !== undefined,
    toSurveys: ({ event }) => navTo(event, surveyRoutes),
    /** The repayments chart's way out: the refinance journey it created, or payments. */
    leavesFor: (_, params: { output: RepaymentsOutput; next: RepaymentsOutput['next'] }) => params.output.next === params.next,
  },
  actions: {
    storeUser: assign({ user: ({ context, event }) => (event.type === 'session.restored' ? event.user : context.user) }),
    forwardToSession: sendTo('session', ({ event }) => event),
    beginSession: sendTo('session', { type: 'session.begin' }),
    storeSignedIn: assign(({ context }, params: { output: AuthOutput }) => ({
      user: params.output.user,
      // The page a visitor asked for (remembered by the router) unless the auth chart names one itself.
      returnTo: params.output.returnTo ?? context.returnTo,
      authReason: undefined,
      authEntry: {},
    })),
    storeAccount: assign(({ context }, params: { account: AccountSummary }) => ({
      account: params.account,
      journey: context.autoResume ? (params.account.resume ?? null) : null,
      error: null,
    })),
    chooseCompany: assign(({ event }) => (event.type === 'company.select' ? { chosenCompanyId: event.companyId } : {})),
    storeCompany: assign(({ context }, params: { company: CompanySummary }) =>
      context.account ? { account: { ...context.account, company: params.company }, error: null } : {},
    ),
    // A journey started with a campaign chosen (storeCampaignStart) keeps its calculator draft through preparing.
    storeJourney: assign(({ context }, params: { journey: JourneyInput | null }) => {
      const held = context.journey;
      const keepsDraft = params.journey !== null && held?.drafts && held.applicationId === null && held.type === params.journey.type && !params.journey.drafts;
      return { journey: keepsDraft ? { ...params.journey!, drafts: held.drafts } : params.journey };
    }),
    /** The journey a promotion's "Apply" starts, its calculator opened on the promotion's campaign. */
    storeCampaignStart: assign(({ context }, params: { output: EngageOutput | undefined }) => {
      const type = campaignJourney(context.account, params.output);
      if (!type || params.output?.next !== 'journey') return {};
      const calculator = journeys[type].steps[0];
      return { journey: { type, applicationId: null, drafts: { [calculator]: { campaign_code: params.output.campaignCode } } } };
    }),
    clearJourney: assign({ journey: null }),
    /** The journey the EWA / insta-funds pages start: `preparing` reads its type from here. */
    storeStart: assign((_, params: { output: EwaOutput }) => (params.output.next === 'journey' ? { journey: { type: params.output.journeyType, applicationId: null } } : {})),
    stayHome: assign({ autoResume: false }),
    resumeJourney: assign(({ context, event }) => ({
      autoResume: true,
      journey: event.type === 'journey.resume' ? (context.account?.resume ?? null) : context.journey,
    })),
    storeError: assign({ error: (_, params: { error: unknown }) => messageOf(params.error) }),
    clearError: assign({ error: null }),
    // Shown on home, where the borrower is sent instead (home reads context.error).
    refuseInsurance: assign({ error: 'Insurance is not offered by your company. If you think it should be, please ask your HR team.' }),
    rememberPath: assign({ returnTo: ({ event }) => (event.type === 'nav.remember' ? event.path : null) }),
    forgetPath: assign({ returnTo: null }),
    // Signing in again brings the borrower back to the page they were on (the router goes to returnTo).
    markSessionEnded: assign({ authReason: 'sessionEnded' as const, returnTo: ({ context, self }) => context.returnTo ?? routeOfSnapshot(self.getSnapshot()) }),
    markSignedOut: assign({ authReason: 'signedOut' as const, user: null, account: null, journey: null }),
  },
});
