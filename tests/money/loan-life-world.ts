import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createSandbox, type Sandbox } from '../../sandbox/app';
import { createApiClient, type ApiClient } from '~/api/client';
import type { ApplicationStatus, LoanAccount } from '~/api/contract/loans';

/**
 * The world one loan's life happens in: the sandbox in process (`:memory:`), on a clock the test moves, answering
 * the app's own API client. Everything the borrower does goes through the platform API (`/api/v1`); what the
 * lender does goes through the back office's JSON API (`/sandbox/api`), as QA would. Two lender actions have no
 * endpoint in the sandbox yet and are done here the way the sandbox's own personas do them (see `disburse` and
 * `postPayrollDeduction`): both are reported as missing helpers.
 */
export const ORIGIN = 'http://sandbox.test';
/** Each life starts on this day (plus a random number of days), so due dates fall on every kind of day. */
export const BASE_DAY = Date.parse('2026-12-01T03:00:00.000Z');
const DAY = 86_400_000;

export interface World {
  sandbox: Sandbox;
  /** The app's API client as the signed-in borrower (the bearer check is stubbed to whoever `signIn` named). */
  api: ApiClient;
  /** What the page's fetch is, for the app's one client (src/api/queries/api.ts) and the auth client. */
  fetch: (input: string | URL | Request, init?: RequestInit) => Promise<Response>;
  signIn: (user: { userId: string; username: string }) => void;
  setToday: (ms: number) => void;
  today: () => number;
  close: () => void;
}

export function startWorld(): World {
  const dir = mkdtempSync(join(tmpdir(), 'lakbay-life-'));
  let now = BASE_DAY;
  const sandbox = createSandbox({ dbPath: ':memory:', storageDir: dir, origin: ORIGIN, tokenTtlSeconds: 3600 }, () => now);
  // The lives start up to 400 days after BASE_DAY: the promotions run through the whole simulated period (the
  // seeded rows end with 2027; a life is about money, not about a promotion ending), as QA would edit them.
  sandbox.ctx.db.prepare("UPDATE promos SET valid_until = '2029-12-31T15:59:59Z'").run();
  sandbox.ctx.db.prepare("UPDATE versary_campaigns SET ends_on = '2029-12-31' WHERE ends_on >= '2027-01-01'").run();
  sandbox.ctx.db.prepare("UPDATE campaign_declarations SET ends_on = '2029-12-31'").run();
  let current: { id: string; username: string } | null = null;
  sandbox.ctx.verifyAccessToken = () => current;
  const fetch = async (input: string | URL | Request, init?: RequestInit) =>
    sandbox.app.request(new URL(input instanceof Request ? input.url : String(input), ORIGIN).href, init);
  const api = createApiClient({ baseUrl: ORIGIN, getAccessToken: async () => 'token', fetch: (input, init) => fetch(String(input), init as RequestInit) });
  return {
    sandbox,
    api,
    fetch,
    signIn: (u) => {
      current = { id: u.userId, username: u.username };
    },
    setToday: (ms) => {
      now = ms;
    },
    today: () => now,
    close: () => {
      sandbox.close();
      rmSync(dir, { recursive: true, force: true });
    },
  };
}

export const dayString = (ms: number) => new Date(ms).toISOString().slice(0, 10);
export const dayAfter = (isoDay: string, days = 1) => Date.parse(`${isoDay}T03:00:00.000Z`) + days * DAY;

/** The back office's JSON API (what QA clicks at /sandbox). */
export async function backOffice<T>(w: World, method: 'GET' | 'POST', path: string, body?: unknown): Promise<T> {
  const res = await w.sandbox.app.request(`${ORIGIN}/sandbox/api${path}`, {
    method,
    headers: { 'content-type': 'application/json' },
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  });
  const text = await res.text();
  if (!res.ok) throw new Error(`back office ${method} ${path} answered ${res.status}: ${text}`);
  return JSON.parse(text) as T;
}

export interface PersonaAnswer {
  kind: string;
  username: string;
  userId: string;
  applicationId?: string;
}

export const createPersona = (w: World, kind: 'new-borrower' | 'pending-borrower-approval') => backOffice<PersonaAnswer>(w, 'POST', '/personas', { kind });

/** The platform's review moves the application, one back-office status move at a time. */
export async function moveApplication(w: World, applicationId: string, path: readonly ApplicationStatus[]): Promise<void> {
  for (const status of path) await backOffice(w, 'POST', `/applications/${applicationId}/status`, { status });
}

/** The newest code the sandbox "sent" to this borrower (GET /sandbox/api/inbox?to=). */
export async function latestCode(w: World, username: string): Promise<string> {
  const inbox = await backOffice<Array<{ code: string; purpose: string }>>(w, 'GET', `/inbox?to=${encodeURIComponent(username)}`);
  const code = inbox[0]?.code;
  if (!code) throw new Error(`No code in the inbox of ${username}`);
  return code;
}

/**
 * Disbursement: the loan account opened on approval "to be disbursed" (100) is released today (300). The sandbox has
 * no endpoint or exported helper for this (personas.ts deletes the account and opens a new one at 300, re-deriving
 * its terms from the application). Here the account the approval booked keeps every figure it was booked with; only
 * its status and release date change, as a disbursement would (the ledger then reads its terms from the account).
 */
export function disburse(w: World, loanId: string): void {
  const changed = w.sandbox.ctx.db
    .prepare('UPDATE loan_accounts SET status_code = 300, disbursed_at = ? WHERE id = ? AND status_code IN (100, 200)')
    .run(new Date(w.today()).toISOString(), loanId).changes;
  if (changed !== 1) throw new Error(`Loan ${loanId} was not waiting to be disbursed`);
}

/**
 * A payroll deduction as the platform posts it when the employer remits an instalment (personas.ts and recovery.ts
 * post theirs with the sandbox's `addTransaction`; there is no endpoint). Written as that helper writes it.
 */
export function postPayrollDeduction(w: World, p: { loanId: string; userId: string; amount: number; dueDate: string; number: number }): void {
  w.sandbox.ctx.db
    .prepare('INSERT INTO loan_transactions (id, loan_id, user_id, type, amount, occurred_at, description) VALUES (?, ?, ?, ?, ?, ?, ?)')
    .run(crypto.randomUUID(), p.loanId, p.userId, 'PAYROLL_DEDUCTION', p.amount, `${p.dueDate}T04:00:00.000Z`, `Payroll deduction for instalment ${p.number}`);
}

/** The borrower's loan booked from an application (GET /api/v1/loans). */
export function loanOf(loans: readonly LoanAccount[], applicationId: string): LoanAccount {
  const loan = loans.find((l) => l.application_id === applicationId);
  if (!loan) throw new Error(`No loan booked for application ${applicationId}`);
  return loan;
}
