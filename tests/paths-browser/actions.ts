/**
 * How a chart event becomes a borrower's action in Chromium: written once per event type (and per step kind for
 * `step.submit`), never per state or scenario, so chart changes flow through. Each action returns the data it
 * typed, in words, for the scenario's title. Actor completions are "wait for the platform" (the next check waits
 * for the page); an actor error is reached by a sandbox fault set before the action that calls it.
 */
import { expect, type Page } from '@playwright/test';
import type { AnyMachineSnapshot, EventObject } from 'xstate';
import { activeNodes } from '../paths/graph';
import { platformMovesOn } from './plan';
import { PNG, autocomplete, choose, setNextLiveness } from '../e2e/journey-helpers';
import { signInWithPassword, type Persona } from '../e2e/analytics-helpers';

export interface ActionContext {
  page: Page;
  persona: Persona;
  event: EventObject & Record<string, unknown>;
  /** The chart's snapshot when the borrower acts (decides the step kind) and the one after (decides outcomes). */
  before: AnyMachineSnapshot;
  after: AnyMachineSnapshot;
  /** The next event of the path, when it is an actor's outcome that this action must bring about. */
  outcome: EventObject & Record<string, unknown> | undefined;
}
type Action = (c: ActionContext) => Promise<string>;

const click = (page: Page, name: string | RegExp) => page.getByRole('button', { name, exact: typeof name === 'string' }).first().click();
const fill = async (page: Page, label: string, value: string) => {
  await page.getByLabel(label, { exact: true }).first().fill(value);
  return `${label}: ${value}`;
};

/** Where a scenario's codes go when it is not the persona's own address (an e-mail being registered), per page. */
const registering = new WeakMap<Page, string>();
/** This borrower's messages in the sandbox's inbox, newest first (`to`: other scenarios run beside this one). */
const inboxOf = async (page: Page, to: string) =>
  (await (await page.request.get(`/sandbox/api/inbox?to=${encodeURIComponent(to)}`)).json()) as Array<{ code: string; purpose: string }>;

/** The newest code the sandbox sent this borrower (newest first), typed into the code field. */
export async function typeLatestCode(page: Page, persona: Persona): Promise<string> {
  // The boxes show once the code was sent (the chart enters the code page after the send answered): read the inbox
  // only then, or the newest code may still be an older one (the sign-in's) and the page empties a wrong code.
  const box = page.getByRole('textbox').first();
  await expect(box).toBeVisible({ timeout: 30_000 });
  let code = '';
  await expect.poll(async () => {
    const rows = await inboxOf(page, registering.get(page) ?? persona.username);
    code = rows[0]?.code ?? '';
    return code;
  }, { timeout: 15_000 }).toMatch(/^\d{6}$/);
  await box.fill(code);
  return `the code from the inbox`;
}

/** What the borrower types on each journey step kind (field labels are the sandbox's field config). */
const stepForms: Record<string, (page: Page) => Promise<string[]>> = {
  loanCalculator: async (page) => [await fill(page, 'How much do you need?', '25000')],
  // The same calculator: the amount is typed unless the screen already shows one (it starts empty at a saved point).
  reloanCalculator: async (page) => ((await page.getByLabel('How much do you need?', { exact: true }).first().inputValue()) ? [] : [await fill(page, 'How much do you need?', '25000')]),
  refinanceCalculator: async (page) => ((await page.getByLabel('How much do you need?', { exact: true }).first().inputValue()) ? [] : [await fill(page, 'How much do you need?', '25000')]),
  loanPurpose: async (page) => {
    await page.getByRole('radio').first().check();
    return ['the first purpose'];
  },
  personalDetails: async (page) => {
    const typed = [await fill(page, 'First name', 'Maria Clara'), await fill(page, 'Last name', 'Santos')];
    await page.getByRole('radio', { name: 'Female' }).check();
    typed.push(await fill(page, 'Date of birth', '1990-04-12'));
    await autocomplete(page, 'Country of birth', 'Phil');
    for (const l of ['Marital status', 'Educational attainment', 'Nationality']) await choose(page, l);
    return typed;
  },
  professionalDetails: async (page) => {
    const typed = [await fill(page, 'Employee ID', 'EMP-2041')];
    await choose(page, 'Employment type');
    await choose(page, 'Job level');
    await autocomplete(page, 'Job title', 'a');
    typed.push(await fill(page, 'Date hired', '2019-06-01'), await fill(page, 'Gross monthly salary', '40,000'));
    const cycle = page.getByRole('radio', { name: '1 Semi Month' });
    if (await cycle.count()) await cycle.check();
    else await choose(page, 'Source of income');
    return typed;
  },
  additionalDetails: async (page) => {
    const typed = [await fill(page, 'Number of dependants', '2'), await fill(page, 'Emergency contact name', 'Jose Santos')];
    await choose(page, 'Relationship', 'Husband');
    typed.push(await fill(page, 'Emergency contact number', '+639171234567'));
    await page.getByRole('radio', { name: 'No' }).check();
    return typed;
  },
  address: async (page) => {
    await page.getByRole('radio', { name: 'Permanent' }).check();
    await autocomplete(page, 'Province', 'Metro Manila');
    await autocomplete(page, 'City or municipality', 'a');
    await autocomplete(page, 'Barangay', 'a');
    await choose(page, 'Zip code');
    const typed = [await fill(page, 'House number and street', '12 Mabini St.')];
    await choose(page, 'Residence type');
    typed.push(await fill(page, 'Years at this address', '5'));
    return typed;
  },
  bankDetails: async (page) => {
    await choose(page, 'Bank', 'BDO Unibank');
    await page.getByRole('radio', { name: 'Savings' }).check();
    return [await fill(page, 'Account name', 'Maria Clara Santos'), await fill(page, 'Account number', '001234567890')];
  },
  feedback: async (page) => [await fill(page, 'Company name', 'Bayanihan Foods')],
  // Insurance: the employer is offered from the borrower's company (typed only when the field is empty).
  employment: async (page) => {
    const employer = page.getByLabel('Employer name', { exact: true }).first();
    const typed = (await employer.inputValue()) ? [] : [await fill(page, 'Employer name', 'Mabuhay General Hospital')];
    typed.push(await fill(page, 'Position', 'Staff nurse'));
    await choose(page, 'Employment type', 'Regular');
    typed.push('Employment type: Regular', await fill(page, 'Date hired', '2018-02-01'));
    return typed;
  },
  // The amount steps (kind `amount`): within the persona's limits (EWA: ₱1,000 up to half of ₱16,000 earned;
  // insta-funds: ₱1,000 to ₱10,000).
  ewaWithdrawal: async (page) => [await fill(page, 'How much do you want to withdraw?', '1,000')],
  quickLoanAmount: async (page) => [await fill(page, 'How much do you need?', '5,000')],
};

/** The button that submits each step kind (default "Continue"). */
const submitButton: Record<string, string | RegExp> = {
  loanOffer: 'Accept offer',
  acceptOffer: 'Accept offer',
  reviewDetails: 'Confirm and continue',
  feedback: 'Send',
  warningPage: 'I understand, continue',
  ewaWithdrawal: 'Withdraw',
  quickLoanAmount: 'Apply',
};

/** The innermost active state key that names a step kind the tables know (e.g. `personalDetails`, `feedback`). */
export function stepKind(snapshot: AnyMachineSnapshot): string {
  const keys = activeNodes(snapshot).map((n) => n.key).reverse();
  return keys.find((k) => k in stepForms || k in submitButton || k === 'promissoryNotes' || k === 'gotymeLinking') ?? keys.at(-1) ?? '';
}

/** Documents then selfie (fake camera); the liveness answer decides verified or failed. */
async function verifyDocuments(c: ActionContext): Promise<string> {
  const { page } = c;
  // This action is the documents chart finishing: its own output says verified or failed.
  const failed = (c.event.output as { outcome?: string } | undefined)?.outcome === 'failed';
  const upload = page.getByLabel('Upload your document');
  await expect(upload.or(page.getByRole('button', { name: 'Continue to camera' }))).toBeVisible({ timeout: 20_000 });
  if (await upload.count()) {
    await upload.setInputFiles({ name: 'umid.png', mimeType: 'image/png', buffer: PNG });
    await page.getByLabel(/ID number/).fill(`F6-${Date.now() % 100000000}`);
    await click(page, 'Check ID number');
    await expect(page.getByText('Received: we are checking it')).toBeVisible({ timeout: 20_000 });
    await click(page, 'Continue');
  }
  await setNextLiveness(page.request, failed ? 'FAILED' : 'SUCCESS', c.persona.username);
  await click(page, 'Continue to camera');
  await click(page, 'Take selfie');
  return `upload a UMID and take a selfie${failed ? ' that fails the liveness check' : ''}`;
}

/**
 * GoTyme linking: the account number, "Send code" (GoTyme texts a code: the inbox's DIGITAL_BANK row), then the
 * code and "Link account". A refusal (the next event is the verification's error) is the sandbox's own answer to
 * a wrong code, so no fault is needed (the code request shares the verification's call group).
 */
async function linkGotyme(c: ActionContext): Promise<string> {
  const { page } = c;
  const refused = c.outcome?.type.startsWith('xstate.error.actor.') ?? false;
  const typed = [await fill(page, 'GoTyme account number', '123456789012')];
  await click(page, 'Send code');
  await expect(page.getByLabel('Verification code', { exact: true })).toBeVisible({ timeout: 20_000 });
  let code = '000000';
  if (!refused) {
    await expect.poll(async () => {
      code = (await inboxOf(page, c.persona.username)).find((r) => r.purpose === 'DIGITAL_BANK')?.code ?? '';
      return code;
    }, { timeout: 15_000 }).toMatch(/^\d{6}$/);
  }
  typed.push(await fill(page, 'Verification code', code));
  await click(page, 'Link account');
  return [...typed, refused ? 'a wrong code' : 'the code from the inbox'].join(', ');
}

export const actions: Record<string, Action> = {
  'session.restored': async ({ page, persona }) => {
    await signInWithPassword(page, persona);
    return persona.username;
  },
  'step.submit': async (c) => {
    const kind = stepKind(c.before);
    if (kind === 'promissoryNotes') {
      await c.page.getByLabel('I have read and agree to the promissory note').check();
      await click(c.page, 'Sign and submit');
      return 'agree to the promissory note and sign';
    }
    if (kind === 'gotymeLinking') return linkGotyme(c);
    const typed = (await stepForms[kind]?.(c.page)) ?? [];
    await click(c.page, submitButton[kind] ?? 'Continue');
    return typed.join(', ');
  },
  'nav.request': async ({ page, event }) => {
    const path = String(event.path ?? '');
    const link = page.locator(`a[href="${path}"]`).first();
    if (await link.isVisible().catch(() => false)) await link.click();
    else await page.goto(path);
    return '';
  },
  'nav.profile': async ({ page }) => {
    await click(page, /^(Profile|Back to profile)$/);
    return '';
  },
  'login.submit': async ({ page, persona }) => {
    await page.getByLabel(/mobile number or email/i).fill(persona.username);
    await click(page, 'Continue');
    return persona.username;
  },
  'register.submit': async ({ page }) => {
    const email = `qa-${Date.now()}-${Math.random().toString(36).slice(2, 8)}@example.com`;
    registering.set(page, email);
    await page.getByLabel(/mobile number or email/i).fill(email);
    await page.getByRole('checkbox').first().check();
    await click(page, 'Send code');
    return email;
  },
  'company.notListed': async ({ page }) => (await click(page, 'My company is not listed'), ''),
  'company.select': async ({ page }) => (await page.getByRole('button', { name: /^Select / }).first().click(), ''),
  'company.confirm': async ({ page, event }) => (await click(page, event.employed ? /yes/i : /no/i), ''),
  'bank.linkGotyme': async ({ page }) => (await click(page, 'Link a GoTyme account instead'), ''),
  'product.choose': async ({ page }) => (await click(page, 'See all products'), ''),
  'application.cancel': async ({ page }) => (await click(page, 'Cancel application'), ''),
  'cancel.confirm': async ({ page }) => (await click(page, 'Yes, cancel my application'), ''),
  'cancel.keep': async ({ page }) => (await click(page, 'Keep my application'), ''),
  'email.send': async ({ page }) => (await click(page, /send|verify/i), ''),
  // The employment check's three answers (/employment-status).
  'employment.confirm': async ({ page }) => (await click(page, 'Yes, I still work there'), ''),
  'employment.update': async ({ page }) => (await click(page, 'Yes, but my job details changed'), ''),
  'employment.changed': async ({ page }) => (await click(page, 'No, I work somewhere else now'), ''),
  'payment.continue': async ({ page }) => {
    await page.getByRole('radio').first().click();
    await click(page, 'Continue');
    return 'the first amount due';
  },
  // Actor outcomes the borrower brings about themselves.
  'xstate.done.actor.documentVerification': verifyDocuments,
  'xstate.done.actor.otp': async ({ page, persona, event }) => {
    const out = event.output as { verified?: boolean } | undefined;
    if (out?.verified === false) return (await click(page, /cancel|back/i), 'cancel the code');
    return typeLatestCode(page, persona);
  },
};

export { faultGroups } from './plan';

/**
 * A page the borrower lands on that moves on by itself (its own call answers: /recovery/callback checking the
 * payment) is shown only while that call runs: the sandbox holds the call (a latency fault on its group, by the
 * invoked actor's id) so the page can be checked before it moves on.
 */
export const holdGroups: Record<string, { group: string; ms: number }> = {
  // The payment chart waits up to its processingTimeLimit (120 s) for the check: held 55 s (the sandbox takes 60 s at
  // most), enough for the checks on a loaded machine (10 s ran out at load ~11; 30 s once in a whole npm test, when
  // home's own recovery read may have taken the hold). The scenario ends before; the held call is cut short.
  checkTransaction: { group: 'recovery', ms: 55_000 },
  // /learnworlds/sso hands the borrower to the learning platform as soon as the hand-off answers (or gives up after
  // the chart's ssoTimeout, 10 s, on the failed page): the hand-off request is held, so the page stays to be checked.
  requestLearningHandoff: { group: 'fintelligence', ms: 10_000 },
};

/** Is this event the platform's (wait), an injected failure, or a borrower's action? */
export function kindOf(type: string): 'action' | 'wait' | 'fault' | 'timer' | 'unknown' {
  if (type in actions) return 'action';
  if (type.startsWith('xstate.after.')) return 'timer';
  if (type.startsWith('xstate.error.actor.')) return 'fault';
  if (platformMovesOn(type)) return 'wait';
  return 'unknown';
}
