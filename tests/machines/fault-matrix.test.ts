import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createActor, waitFor, type AnyActorRef } from 'xstate';
import { QueryClient } from '@tanstack/react-query';
import { createSandbox, type Sandbox } from '../../sandbox/app';
import { createPersona, type Persona } from '../../sandbox/backoffice/personas';
import { createApiClient } from '~/api/client';
import { provideInsuranceMachine } from '~/insurance/insurance-actors';
import { providePaymentMachine } from '~/payment/payment-actors';
import { samplePersonal } from '@machines/insurance/insurance.samples';
import { setAccessTokenSource } from '~/api/queries/api';
import { provideJourneyCharts } from '~/journeys/provide';
import { provideSurveysMachine } from '~/surveys/surveys-actors';
import { surveysPages } from '@machines/surveys/surveys-pages';
import { provideOnboardingMachine } from '~/onboarding/onboarding-actors';
import { provideRepaymentsMachine } from '~/repayments/repayments-actors';

/**
 * The fault matrix (issue W2-G, last item): each call group a chart depends on × every fault the back office can
 * inject (the spec's statuses 401, 403, 404, 409, 429, and 503, a dropped connection, a malformed body, 2 s of
 * latency), against the sandbox in-process with the chart's real edge. Each case drives the chart to the call, with
 * the fault on, and checks that it ends in a defined, recoverable state: not stuck loading or saving, the error
 * state of that step (or, for latency, the next step), what the borrower typed or chose still in the context; with
 * the fault cleared, the chart's own "Try again" event goes on to the next step. Tried / survived counts are printed.
 */
const origin = 'http://sandbox.test';
let sandbox: Sandbox;
let persona: Persona;
let dir: string;

type Fault = { kind: 'status'; status: 401 | 403 | 404 | 409 | 429 | 503 } | { kind: 'drop' } | { kind: 'malformed' } | { kind: 'latency'; ms: number };
const faults: Fault[] = [
  ...([503, 401, 403, 404, 409, 429] as const).map((status) => ({ kind: 'status' as const, status })),
  { kind: 'drop' },
  { kind: 'malformed' },
  { kind: 'latency', ms: 2000 },
];
const faultName = (f: Fault) => (f.kind === 'status' ? String(f.status) : f.kind === 'latency' ? `${f.ms / 1000} s latency` : f.kind);

beforeAll(() => {
  dir = mkdtempSync(join(tmpdir(), 'lakbay-faults-'));
  sandbox = createSandbox({ dbPath: ':memory:', storageDir: dir, origin, tokenTtlSeconds: 3600 });
  sandbox.ctx.verifyAccessToken = () => ({ id: persona.userId, username: persona.username });
  // The journeys' edge uses the app's one API client (src/api/queries/api.ts): the page's fetch, here the sandbox.
  setAccessTokenSource(async () => 'token');
  vi.stubGlobal('fetch', (input: string, init?: RequestInit) => dropAware(new URL(String(input), origin).href, init));
});
afterAll(() => {
  vi.unstubAllGlobals();
  sandbox.close();
  rmSync(dir, { recursive: true, force: true });
  const survived = results.filter((r) => r.survived).length;
  console.log(`fault matrix: ${results.length} tried, ${survived} survived`);
  for (const r of results.filter((x) => !x.survived)) console.log(`  not survived: ${r.group} × ${r.fault}`);
});

const setFault = (group: string, f: Fault) => {
  const row =
    f.kind === 'status'
      ? { kind: 'status', http_status: f.status, latency_ms: null }
      : f.kind === 'latency'
        ? { kind: 'latency', http_status: null, latency_ms: f.ms }
        : { kind: f.kind, http_status: null, latency_ms: null };
  sandbox.ctx.db
    .prepare('INSERT OR REPLACE INTO faults (call_group, kind, http_status, latency_ms, remaining) VALUES (?, ?, ?, ?, NULL)')
    .run(group, row.kind, row.http_status, row.latency_ms);
};
const clearFault = (group: string) => sandbox.ctx.db.prepare('DELETE FROM faults WHERE call_group = ?').run(group);

/**
 * The sandbox in-process. A dropped connection destroys the socket on a real server; in-process the sandbox answers
 * an empty 500 for it, which this fetch turns into what a browser's fetch does on a drop: a TypeError.
 */
async function dropAware(input: string, init?: RequestInit): Promise<Response> {
  const res = await sandbox.app.request(input, init);
  if (res.status === 500 && (await res.clone().text()) === '') throw new TypeError('fetch failed');
  return res;
}
const api = createApiClient({ baseUrl: origin, getAccessToken: async () => 'token', fetch: (input, init) => dropAware(String(input), init as RequestInit) });

const stepOf = (value: unknown) => (typeof value === 'string' ? value : Object.keys(value as object)[0]);
const at = (s: { value: unknown }, step: string, state: string) => JSON.stringify(s.value) === JSON.stringify({ [step]: state });
const applicationOf = (userId: string) => sandbox.ctx.db.prepare('SELECT id FROM applications WHERE user_id = ? ORDER BY created_at DESC').pluck().get(userId) as string;
function journey(input: Record<string, unknown>) {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const logic = provideJourneyCharts({ queryClient })[`${input.type as 'newLoan'}Journey`];
  return createActor(logic, { input: input as never });
}
const calculator = { amount_centavos: 2_500_000, tenure_months: 12, repayment_cycle: '1 Month' };

const results: Array<{ group: string; fault: string; survived: boolean; shown?: string }> = [];

interface Case {
  group: string;
  chart: string;
  /** Starts the chart and drives it to just before the call; returns the actor. */
  before: () => Promise<AnyActorRef>;
  /** Sends the event that makes the call. */
  act: (actor: AnyActorRef) => void;
  /** The step's error state, and the next step's state. */
  failed: (s: ReturnType<AnyActorRef['getSnapshot']>) => boolean;
  succeeded: (s: ReturnType<AnyActorRef['getSnapshot']>) => boolean;
  /** What the borrower typed or chose, still there. */
  kept: (s: ReturnType<AnyActorRef['getSnapshot']>) => void;
  retry: { type: string };
}

const idle = (actor: AnyActorRef, timeout = 8000) => waitFor(actor, (s) => !s.hasTag('loading') && !s.hasTag('saving'), { timeout });
/** Settled after the call: its error state, the next step (a redirect stays "loading" while the page leaves), or idle. */
const settled = (c: Case, actor: AnyActorRef, timeout = 8000) =>
  waitFor(actor, (s) => c.failed(s) || c.succeeded(s) || (!s.hasTag('loading') && !s.hasTag('saving')), { timeout });

const cases: Case[] = [
  {
    group: 'insurance',
    chart: 'insurance: saving the personal details',
    before: async () => {
      persona = createPersona(sandbox.ctx, 'insurance-company');
      const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
      const actor = createActor(provideInsuranceMachine({ queryClient, api }), { input: { companyName: 'Mabuhay General Hospital' } }).start();
      await idle(actor);
      expect(actor.getSnapshot().matches({ personalDetails: 'editing' })).toBe(true);
      return actor;
    },
    act: (actor) => actor.send({ type: 'step.submit', values: samplePersonal }),
    failed: (s) => s.matches({ personalDetails: 'error' }),
    succeeded: (s) => s.matches({ beneficiary: 'editing' }),
    kept: (s) => expect(s.context.personal).toEqual(samplePersonal),
    retry: { type: 'step.retry' },
  },
  {
    group: 'recovery',
    chart: 'payment: paying a past-due amount with GCash',
    before: async () => {
      persona = createPersona(sandbox.ctx, 'past-due');
      const store = new Map<string, string>();
      const storage = { getItem: (k: string) => store.get(k) ?? null, setItem: (k: string, v: string) => void store.set(k, v), removeItem: (k: string) => void store.delete(k) };
      const actor = createActor(providePaymentMachine({ api, storage, redirect: () => {} }), { input: {} }).start();
      await waitFor(actor, (s) => s.matches({ payments: 'ready' }), { timeout: 8000 });
      actor.send({ type: 'purpose.select', purpose: 'DEDUCTION' });
      actor.send({ type: 'payment.continue' });
      await waitFor(actor, (s) => s.matches({ paymentMode: 'choosing' }));
      actor.send({ type: 'method.select', method: 'gcash' });
      await waitFor(actor, (s) => s.matches({ paymentMode: 'choosing' }) && s.context.fee !== undefined, { timeout: 8000 });
      return actor;
    },
    act: (actor) => actor.send({ type: 'payment.submit' }),
    failed: (s) => s.matches({ paymentMode: 'submitError' }),
    succeeded: (s) => s.matches({ paymentMode: 'redirecting' }),
    kept: (s) => expect(s.context).toMatchObject({ due: { purpose: 'DEDUCTION' }, method: 'gcash' }),
    retry: { type: 'payment.retry' },
  },
  {
    group: 'loans',
    chart: 'new loan: the purpose, which creates the application',
    before: async () => {
      persona = createPersona(sandbox.ctx, 'new-borrower');
      const actor = journey({ type: 'newLoan', applicationId: null }).start();
      actor.send({ type: 'step.submit', values: calculator });
      await waitFor(actor, (s) => at(s, 'loanPurpose', 'editing'));
      return actor;
    },
    act: (actor) => actor.send({ type: 'step.submit', values: { loan_purpose: 'EDUCATION' } }),
    failed: (s) => stepOf(s.value) === 'loanPurpose' && s.hasTag('error'),
    succeeded: (s) => at(s, 'personalDetails', 'editing'),
    kept: (s) => {
      expect(s.context.drafts.loanPurpose ?? s.context.answers.loanPurpose).toEqual({ loan_purpose: 'EDUCATION' });
      expect(s.context.answers.loanCalculator ?? s.context.drafts.loanCalculator).toMatchObject(calculator);
    },
    retry: { type: 'step.retry' },
  },
  {
    group: 'offers',
    chart: 'pending approval: reading the final offer',
    before: async () => {
      persona = createPersona(sandbox.ctx, 'pending-borrower-approval');
      return journey({ type: 'pendingApproval', applicationId: applicationOf(persona.userId) });
    },
    act: (actor) => actor.start(),
    failed: (s) => stepOf(s.value) === 'acceptOffer' && s.hasTag('error'),
    succeeded: (s) => at(s, 'acceptOffer', 'editing'),
    kept: (s) => expect(s.context.applicationId).toBe(applicationOf(persona.userId)),
    retry: { type: 'step.retry' },
  },
  {
    group: 'documents',
    chart: 'pending approval: preparing the promissory note after the offer is accepted',
    before: async () => {
      persona = createPersona(sandbox.ctx, 'pending-borrower-approval');
      const actor = journey({ type: 'pendingApproval', applicationId: applicationOf(persona.userId) }).start();
      await waitFor(actor, (s) => at(s, 'acceptOffer', 'editing'), { timeout: 8000 });
      return actor;
    },
    act: (actor) => {
      const offer = (actor.getSnapshot().context.offers?.offers ?? [])[0] as { id: string } | undefined;
      actor.send({ type: 'step.submit', values: { offer_id: offer?.id ?? '' } });
    },
    failed: (s) => at(s, 'promissoryNotes', 'noteFailed'),
    succeeded: (s) => at(s, 'promissoryNotes', 'editing'),
    kept: (s) => expect(s.context.answers.acceptOffer).toMatchObject({ offer_id: expect.any(String) }),
    retry: { type: 'step.retry' },
  },
  {
    group: 'surveys',
    chart: 'feedback survey: sending the rating',
    before: async () => {
      persona = createPersona(sandbox.ctx, 'survey-pending');
      const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
      const actor = createActor(provideSurveysMachine({ queryClient, api }), { input: { route: surveysPages.feedback.route } }).start();
      await waitFor(actor, (s) => s.matches({ feedback: 'rating' }));
      return actor;
    },
    act: (actor) => actor.send({ type: 'survey.rate', rating: 2 }),
    failed: (s) => s.matches({ feedback: 'ratingFailed' }),
    succeeded: (s) => s.matches({ feedback: 'lowRating' }),
    kept: (s) => expect(s.context.rating).toBe(2),
    retry: { type: 'survey.retry' },
  },
  {
    group: 'employment',
    chart: 'employment status: confirming the employer',
    before: async () => {
      persona = createPersona(sandbox.ctx, 'employment-unconfirmed');
      const companyId = sandbox.ctx.db.prepare('SELECT company_id FROM employment WHERE user_id = ?').pluck().get(persona.userId) as string;
      const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
      const actor = createActor(provideOnboardingMachine({ queryClient, api }), {
        input: { start: 'employmentStatus', company: { id: companyId, name: 'the employer' } },
      }).start();
      await waitFor(actor, (s) => s.matches({ employmentStatus: 'asking' }));
      return actor;
    },
    act: (actor) => actor.send({ type: 'employment.confirm' }),
    failed: (s) => s.matches({ employmentStatus: 'failed' }),
    succeeded: (s) => s.matches('employmentSuccess'),
    kept: (s) => expect(s.context.company).toMatchObject({ name: 'the employer' }),
    retry: { type: 'step.retry' },
  },
  {
    group: 'transactions',
    chart: 'loan details: the transactions in the other order',
    before: async () => {
      persona = createPersona(sandbox.ctx, 'refinance-eligible');
      const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
      const actor = createActor(provideRepaymentsMachine({ queryClient, api }), { input: { route: '/loan-details' } }).start();
      await waitFor(actor, (s) => s.matches({ loanDetails: 'ready' }), { timeout: 8000 });
      return actor;
    },
    act: (actor) => actor.send({ type: 'transactions.sort', sort: 'asc' }),
    failed: (s) => s.matches({ loanDetails: 'sortError' }),
    succeeded: (s) => s.matches({ loanDetails: 'ready' }),
    // The chosen order, and the list already on screen, stay.
    kept: (s) => {
      expect(s.context.sort).toBe('asc');
      expect(s.context.details?.loan).toBeTruthy();
    },
    retry: { type: 'loan.retry' },
  },
];

describe('fault matrix: every call group a chart depends on × every injected fault', () => {
  for (const c of cases) {
    for (const f of faults) {
      it(`${c.group} × ${faultName(f)} (${c.chart}) ends in a defined, recoverable state with what was typed kept`, async () => {
        const entry: (typeof results)[number] = { group: c.group, fault: faultName(f), survived: false };
        results.push(entry);
        const actor = await c.before();
        setFault(c.group, f);
        try {
          c.act(actor);
          await settled(c, actor, f.kind === 'latency' ? f.ms + 8000 : 8000);
        } finally {
          clearFault(c.group);
        }
        const s = actor.getSnapshot();
        expect(s.status).toBe('active');
        if (f.kind === 'latency') {
          // Slow is not failed: the call completes and the chart goes on.
          expect(c.succeeded(s), JSON.stringify(s.value)).toBe(true);
        } else {
          expect(c.failed(s), JSON.stringify(s.value)).toBe(true);
          expect(s.hasTag('error')).toBe(true);
          // The borrower is told, in the words of the failure that was injected.
          const shown = String((s.context as { error?: { message?: string }; errorMessage?: string }).error?.message ?? (s.context as { errorMessage?: string }).errorMessage ?? '');
          expect(shown).not.toBe('');
          if (f.kind === 'drop') expect(shown).toMatch(/could not reach Lakbay/);
          if (f.kind === 'malformed') expect(shown).toMatch(/unexpected answer/);
          if (f.kind === 'status') expect(shown).toMatch(new RegExp(`HTTP ${f.status}`));
          entry.shown = shown;
          c.kept(s);
          actor.send(c.retry);
          await settled(c, actor);
          expect(c.succeeded(actor.getSnapshot()), JSON.stringify(actor.getSnapshot().value)).toBe(true);
        }
        c.kept(actor.getSnapshot());
        actor.stop();
        entry.survived = true;
      }, 30_000);
    }
  }
});
