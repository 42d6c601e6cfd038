/**
 * How a borrower arrives at each chart's starting point in the browser: the persona the back office creates for
 * it and the clicks from the home page. One line per chart (not per state or scenario); a chart missing here
 * starts signed in as a new borrower at its input's route.
 */
import { expect, type Page } from '@playwright/test';
import { createPersona, signInWithPassword, type Persona } from '../e2e/analytics-helpers';

export interface Entry {
  /** Back-office persona kind; null = a visitor, not signed in. */
  persona: string | null;
  /** Words for the title: "Given a <who>". */
  who: string;
  /** Clicks from /home (after signing in), or the page to open. */
  arrive: (page: Page, input: { route?: string } | undefined) => Promise<void>;
}

const clicks = (...names: string[]) => async (page: Page) => {
  await expect(page).toHaveURL(/\/home$/, { timeout: 20_000 });
  for (const name of names) await page.getByRole('button', { name, exact: true }).click();
};
const openRoute = (fallback: string) => async (page: Page, input: { route?: string } | undefined) => {
  await page.goto(input?.route ?? fallback);
};
const nothing = async () => {};

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
  repayments: { persona: 'refinance-eligible', who: 'borrower with a running loan', arrive: openRoute('/loan-details') },
  insurance: { persona: 'insurance-company', who: 'borrower whose company offers insurance', arrive: openRoute('/insurance/personal-details') },
};

/** Charts whose first event is the sign-in itself (the app chart's `session.restored`) sign in as an action. */
export async function enter(page: Page, chartId: string, input: unknown, signsInItself: boolean, savedPoint?: string): Promise<{ entry: Entry; persona: Persona }> {
  const entry = entries[chartId] ?? { persona: 'new-borrower', who: 'new borrower', arrive: openRoute('/home') };
  const persona = await createPersona(page.request, entry.persona ?? 'new-borrower', savedPoint);
  if (entry.persona && chartId !== 'auth' && !signsInItself) await signInWithPassword(page, persona);
  // At a saved point, signing in resumes the application there (the resume map): no clicks from home.
  if (!savedPoint) await entry.arrive(page, input as { route?: string } | undefined);
  return { entry, persona };
}
