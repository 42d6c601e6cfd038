/**
 * How a borrower arrives at each chart's starting point in the browser: the persona the back office creates for
 * it and the clicks from the home page. One line per chart (not per state or scenario); a chart missing here
 * starts signed in as a new borrower at its input's route.
 */
import { expect, type Page } from '@playwright/test';
import { PENDING_PAYMENT_KEY } from '../../src/payment/pending-payment';
import { createPersona, type Persona } from '../e2e/analytics-helpers';
import { signInByApi } from '../e2e/session-helpers';

export interface Entry {
  /** Back-office persona kind; null = a visitor, not signed in. */
  persona: string | null;
  /** Words for the title: "Given a <who>". */
  who: string;
  /** Clicks from /home (after signing in), or the page to open. */
  arrive: (page: Page, input: { route?: string } | undefined) => Promise<void>;
  /**
   * A chart entered in several situations (its sample inputs: a page, an account, where onboarding starts): the
   * persona and words for one input, read off the input (one rule per chart, not per scenario).
   */
  by?: (input: Record<string, unknown>) => { persona: string; who: string } | undefined;
}

const clicks = (...names: string[]) => async (page: Page) => {
  await expect(page).toHaveURL(/\/home$/, { timeout: 20_000 });
  for (const name of names) await page.getByRole('button', { name, exact: true }).click();
};
/** The input's page (route parameters filled in: `/{$product}-versary-special` with `{ product: 'loan' }`). */
export const pageOf = (input: unknown): string | undefined => {
  const i = (input ?? {}) as { route?: string; params?: Record<string, string> };
  return i.route?.replace(/\{\$(\w+)\}/g, (_, name: string) => i.params?.[name] ?? name);
};
const openRoute = (fallback: string) => async (page: Page, input: { route?: string } | undefined) => {
  await page.goto(pageOf(input) ?? fallback);
};
/** Opens a page, then clicks its buttons (a product page's "Activate"). */
const openThenClick = (route: string, ...names: string[]) => async (page: Page) => {
  await page.goto(route);
  for (const name of names) await page.getByRole('button', { name, exact: true }).click();
};
const nothing = async () => {};
/**
 * The recovery refinance calculator is for a running loan past due (only then does the platform offer
 * RECOVERY_REFINANCE; anyone else is sent on to the loan details): a scenario that opens it, as its start or on
 * the way, is a past-due borrower's.
 */
const pastDuePage = { path: '/recovery-refinance-calculator', persona: 'past-due', who: 'borrower whose running loan is past due' };

export const entries: Record<string, Entry> = {
  auth: { persona: 'code-login', who: 'visitor whose account logs in by code', arrive: openRoute('/') },
  app: { persona: 'new-borrower', who: 'new borrower', arrive: nothing },
  account: { persona: 'new-borrower', who: 'new borrower', arrive: openRoute('/profile') },
  newLoan: { persona: 'new-borrower', who: 'new borrower', arrive: clicks('Apply for a salary loan') },
  reloan: { persona: 'reloan-eligible', who: 'reloan-eligible borrower', arrive: clicks('See all products', 'Apply for reloan') },
  refinance: { persona: 'refinance-eligible', who: 'refinance-eligible borrower', arrive: clicks('Refinance your loan', 'Calculate my refinance') },
  pendingApproval: { persona: 'pending-borrower-approval', who: 'borrower whose offer awaits approval', arrive: nothing },
  wcr: { persona: 'wcr', who: 'borrower asked to update documents (WCR)', arrive: nothing },
  missingSelfie: { persona: 'missing-selfie', who: 'borrower missing a selfie', arrive: nothing },
  ewaActivation: { persona: 'ewa-eligible', who: 'EWA-eligible borrower', arrive: clicks('Activate earned wage access') },
  payment: { persona: 'past-due', who: 'past-due borrower', arrive: openRoute('/payments') },
  // A payment already started: back from the provider (callback), or coming back to the app (its id kept).
  paymentInProgress: {
    persona: 'payment-in-progress', who: 'past-due borrower with a payment in progress',
    arrive: async (page, input) => {
      const id = (input as { paymentId?: string }).paymentId ?? '';
      if ((input as { callbackPaymentId?: string }).callbackPaymentId) return void (await page.goto(`/recovery/callback?payment_id=${id}`));
      await page.evaluate(([key, value]) => localStorage.setItem(key!, value!), [PENDING_PAYMENT_KEY, id]);
      await page.goto('/payments');
    },
  },
  repayments: {
    persona: 'refinance-eligible', who: 'borrower with a running loan', arrive: openRoute('/loan-details'),
    by: (i) => (i.route === pastDuePage.path ? pastDuePage : undefined),
  },
  insurance: { persona: 'insurance-company', who: 'borrower whose company offers insurance', arrive: openRoute('/insurance/personal-details') },
  // The EWA / insta-funds pages decide from the account: EWA activatable (Sinag Bank's new borrower), insta-funds
  // offered (Sinag Retail), or EWA not offered at all (the ineligible page explains why).
  ewa: {
    persona: 'new-borrower', who: 'borrower whose company offers earned wage access', arrive: openRoute('/ewa/product-description'),
    by: (i) => {
      if (i.route === '/insta-funds/product-description') return { persona: 'quick-loan-eligible', who: 'borrower whose company offers insta-funds' };
      const ewa = (i.account as { eligibility?: { ewa?: { disabled?: boolean } } } | undefined)?.eligibility?.ewa;
      return ewa?.disabled ? { persona: 'quick-loan-eligible', who: 'borrower who cannot use earned wage access' } : undefined;
    },
  },
  ewaWithdrawal: { persona: 'ewa-active', who: 'borrower with earned wage access activated', arrive: openRoute('/ewa/product-description') },
  quickLoanActivation: { persona: 'quick-loan-eligible', who: 'borrower whose company offers insta-funds', arrive: openThenClick('/insta-funds/product-description', 'Activate insta-funds') },
  quickLoan: { persona: 'quick-loan-active', who: 'borrower with insta-funds activated', arrive: openThenClick('/insta-funds/product-description', 'Apply for insta-funds') },
  // Signing in opens onboarding where the platform's flow states and eligibility say (machines/onboarding).
  onboarding: {
    persona: 'onboarding-pending', who: 'borrower the platform asks to onboard', arrive: nothing,
    by: (i) =>
      ({
        personalDetails: undefined,
        criticalDetails: { persona: 'onboarding-details-saved', who: 'borrower whose onboarding stopped after their personal details' },
        employmentStatus: { persona: 'employment-unconfirmed', who: 'borrower whose employment is unconfirmed' },
        employmentInformation: { persona: 'employment-details-required', who: 'borrower asked for their employment details' },
      })[String(i.start)],
  },
  // Sinag Bank offers Fintelligence; Bayani Steel does not.
  engage: {
    persona: 'fintelligence-company', who: 'borrower whose company offers Fintelligence', arrive: openRoute('/referral'),
    by: (i) => (i.hasFintelligence === false ? { persona: 'ewa-eligible', who: 'borrower whose company does not offer Fintelligence' } : undefined),
  },
  surveys: { persona: 'survey-pending', who: 'borrower asked for feedback', arrive: openRoute('/feedback-survey') },
};

/** The steps an insurance load says are saved (`saved` beside the form), else undefined. */
const insuranceSaved = (o: Record<string, unknown>) => ('form' in o && typeof o.saved === 'object' && o.saved ? (o.saved as { personal?: boolean; beneficiaries?: boolean }) : undefined);

/**
 * A scenario whose path needs a borrower in another situation than its chart's entry says, read off the outputs
 * the plan expects from the platform (one rule per situation, not per scenario): no company yet, a mobile
 * number and personal email still to verify, or an insurance draft saved up to a step (`chart`: its rule reads
 * that chart's outputs only).
 */
const situations: Array<{ persona: string; who: string; when: (output: Record<string, unknown>) => boolean; chart?: string }> = [
  { persona: 'no-company', who: 'borrower who has not chosen their company', when: (o) => 'company' in o && o.company === null },
  { persona: 'contact-unverified', who: 'borrower whose mobile number and email are not verified', when: (o) => o.isPhoneNumberConfirmed === false && typeof o.email === 'string' },
  // An insurance draft the platform already has (the insurance load says which steps are saved).
  { chart: 'insurance', persona: 'insurance-beneficiaries-saved', who: 'borrower whose insurance details and beneficiaries are saved', when: (o) => insuranceSaved(o)?.beneficiaries === true },
  { chart: 'insurance', persona: 'insurance-details-saved', who: 'borrower whose insurance personal details are saved', when: (o) => insuranceSaved(o)?.personal === true },
];

/**
 * A situation that keeps the chart's own persona and asks the back office for more: an application the platform
 * flags with a warning (accepting the offer at review returns it, so the journey shows the warning page).
 */
export const WARNING = 'Your employer changed your pay cycle. Please check your repayment dates before you continue.';
const flagged: Array<{ whose: string; warning: string; when: (output: Record<string, unknown>) => boolean }> = [
  { whose: 'whose application the platform flags with a warning', warning: WARNING, when: (o) => typeof o.warning === 'string' && o.warning !== '' },
];

export interface Situation {
  /** Another persona kind than the chart's entry (absent: the entry's own). */
  persona?: string;
  who: string;
  /** A warning the back office sets on the persona's application. */
  warning?: string;
}

export function situationOf(events: ReadonlyArray<{ type: string; output?: unknown }>, chartId?: string): Situation | undefined {
  const outputs = events.filter((e) => e.type.startsWith('xstate.done.actor.') && e.output && typeof e.output === 'object').map((e) => e.output as Record<string, unknown>);
  const other = situations.find((s) => (!s.chart || s.chart === chartId) && outputs.some(s.when));
  if (other) return { persona: other.persona, who: other.who };
  const opened = events.some((e) => e.type === 'nav.request' && String((e as { path?: unknown }).path ?? '').split(/[?#]/)[0] === pastDuePage.path);
  if (opened) return { persona: pastDuePage.persona, who: pastDuePage.who };
  const flag = flagged.find((f) => outputs.some(f.when));
  if (flag) return { who: `${(chartId && entries[chartId]?.who) || 'borrower'} ${flag.whose}`, warning: flag.warning };
  return undefined;
}

/** The chart's entry for one start input (a payment in progress, or the chart's own rule for that input). */
export function entryOf(chartId: string, input: unknown): Entry {
  const inProgress = chartId === 'payment' && !!input && typeof input === 'object' && ('pendingPaymentId' in input || 'callbackPaymentId' in input);
  const base = (inProgress ? entries.paymentInProgress : entries[chartId]) ?? { persona: 'new-borrower', who: 'new borrower', arrive: openRoute('/home') };
  const own = base.by?.((input ?? {}) as Record<string, unknown>);
  return own ? { ...base, ...own } : base;
}

/** Charts whose first event is the sign-in itself (the app chart's `session.restored`) sign in as an action. */
export async function enter(page: Page, chartId: string, input: unknown, signsInItself: boolean, savedPoint?: string, situation?: Situation, beforeArrive?: (persona: Persona) => Promise<void>): Promise<{ entry: Entry; persona: Persona }> {
  const inProgress = chartId === 'payment' && !!input && typeof input === 'object' && ('pendingPaymentId' in input || 'callbackPaymentId' in input);
  const base = entryOf(chartId, input);
  const entry = situation ? { ...base, who: situation.who, ...(situation.persona ? { persona: situation.persona } : {}) } : base;
  const persona = situation?.warning ? await createFlaggedPersona(page, entry.persona ?? 'new-borrower', savedPoint, situation.warning) : await createPersona(page.request, entry.persona ?? 'new-borrower', savedPoint);
  // Signed in over HTTP (the login screen is the auth chart's subject), then the app opened as a reload of a
  // signed-in tab: it goes where signing in would (home, or the journey the resume map names).
  if (entry.persona && chartId !== 'auth' && !signsInItself) {
    await signInByApi(page, persona);
    await page.goto('/');
    await page.waitForURL((u) => u.pathname !== '/', { timeout: 20_000 });
    // That page's own calls done first: a hold set next (beforeArrive) is for the arrival's call, not one of these
    // (home's past-due reads are in the same sandbox group as the payment check /recovery/callback makes).
    await page.waitForLoadState('networkidle', { timeout: 10_000 }).catch(() => {});
  }
  await beforeArrive?.(persona);
  // At a saved point, signing in resumes the application there (the resume map): no clicks from home.
  if (!savedPoint) await entry.arrive(page, (inProgress ? { ...(input as object), paymentId: persona.paymentId } : input) as { route?: string } | undefined);
  return { entry, persona };
}

/** A persona whose application (at the saved point) the platform flags with a warning. */
async function createFlaggedPersona(page: Page, kind: string, at: string | undefined, warning: string): Promise<Persona> {
  const res = await page.request.post('/sandbox/api/personas', { data: { kind, ...(at ? { at } : {}), warning } });
  if (!res.ok()) throw new Error(`POST /sandbox/api/personas answered ${res.status()}: ${await res.text()}`);
  return (await res.json()) as Persona;
}
