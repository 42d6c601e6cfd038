import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { ApplicationListLike, CampaignListLike } from '@machines/journeys/journey-types';
import { assign, createActor, fromPromise, setup, waitFor } from 'xstate';
import { paymentMachine } from '@machines/payment/payment.machine';
import type { TransactionStatus } from '@machines/payment/payment-types';
import { authMachine } from '@machines/auth/auth.machine';
import { otpMachine, type OtpPurpose } from '@machines/shared/otp.machine';
import type { IdentifierRequest, LoginOtpResult } from '@machines/auth/types';
import { journeyMachines } from '@machines/journeys/journey.machine';
import { createChartInspector } from '~/analytics/inspector';
import { storageKeys } from '~/analytics/storage';
import { makePipeline } from './harness';

type VerifyInput = { code: string; purpose: OtpPurpose };

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

const tracked = (calls: Array<{ method: string; args: unknown[] }>) =>
  calls.filter((c) => c.method === 'track').map((c) => [c.args[0], pick(c.args[1] as Record<string, unknown>)]);
const pick = (data: Record<string, unknown>) =>
  Object.fromEntries(Object.entries(data).filter(([k]) => !['anonymous_id', 'timestamp', 'event_source', 'isDesktop', 'isMobile', 'user_id'].includes(k)));

describe('analytics derived from the real charts', () => {
  it('a login by OTP emits the catalogue sequence and identifies the user by Cognito sub, never by phone', async () => {
    const { pipeline, segment, store } = makePipeline();
    const chart = authMachine.provide({
      actors: {
        requestLoginOtp: fromPromise<LoginOtpResult, IdentifierRequest>(async () => ({ otpGenerated: true, loginWithPassword: false, user: '+639171234567', userType: 'PHONE' as const, sent: { sentAt: 0 } })),
        otp: otpMachine.provide({
          actors: { verifyOtp: fromPromise<unknown, VerifyInput>(async () => ({ username: '+639171234567', loginType: 'PHONE', sub: 'sub-7f3a' })) },
        }),
      },
    });
    const actor = createActor(chart, { input: { route: '/login' }, inspect: createChartInspector(pipeline) });
    actor.start();
    actor.send({ type: 'login.submit', identifier: 'not a phone' });
    actor.send({ type: 'login.submit', identifier: '09171234567' });
    await vi.advanceTimersByTimeAsync(0);
    const otp = actor.getSnapshot().children.otp!;
    otp.send({ type: 'otp.submit' }); // incomplete code: guarded, no submission
    otp.send({ type: 'otp.change', code: '123456' });
    otp.send({ type: 'otp.submit' });
    await vi.advanceTimersByTimeAsync(0);

    expect(actor.getSnapshot().status).toBe('done');
    expect(tracked(segment.calls)).toEqual([
      ['login_started', {}],
      ['login_identifier_submitted', { method: 'phone' }],
      ['otp_sent', { purpose: 'login' }],
      ['otp_submitted', { purpose: 'login' }],
      ['otp_verified', { purpose: 'login' }],
      ['login', { method: 'otp' }],
    ]);
    const login = segment.calls.find((c) => c.method === 'track' && c.args[0] === 'login');
    expect((login?.args[1] as { user_id: string }).user_id).toBe('sub-7f3a');
    expect(segment.calls.filter((c) => c.method === 'identify').map((c) => c.args)).toEqual([['sub-7f3a']]);
    expect(store.get(storageKeys.identifiedUserId)).toBe('sub-7f3a');
    expect(JSON.stringify(segment.calls)).not.toMatch(/917|123456/);
  });

  it('a wrong code reports otp_invalid with the UAS code and the tries left', async () => {
    const { pipeline, segment } = makePipeline();
    const otp = otpMachine.provide({
      actors: { verifyOtp: fromPromise<unknown, VerifyInput>(async () => Promise.reject(Object.assign(new Error('UAS-E511: wrong code'), { code: 'CodeMismatchException' }))) },
    });
    const actor = createActor(otp, { input: { purpose: 'register', destination: '+63 917 *** 4567', sentAt: 0 }, inspect: createChartInspector(pipeline) });
    actor.start();
    actor.send({ type: 'otp.change', code: '000000' });
    actor.send({ type: 'otp.submit' });
    await vi.advanceTimersByTimeAsync(0);
    expect(tracked(segment.calls)).toEqual([
      ['otp_submitted', { purpose: 'register' }],
      ['otp_invalid', { purpose: 'register', error_code: 'UAS-E511', attempts_left: 2 }],
    ]);
  });

  it('journey steps: submit, save and back carry the journey and the step from state meta', async () => {
    const { pipeline, segment } = makePipeline();
    const chart = journeyMachines.newLoan.provide({
      actors: {
        createApplication: fromPromise(async () => ({ id: 'app-1', status: 'INITIALIZED' })),
        // The calculator's look-ups (a first-time borrower: no earlier application, no open campaign).
        listApplications: fromPromise<ApplicationListLike, void>(async () => ({ data: [] })),
        readCampaigns: fromPromise<CampaignListLike, { salary: string | null }>(async () => ({ campaigns: [] })),
      },
    });
    const actor = createActor(chart, { input: { type: 'newLoan', applicationId: null }, inspect: createChartInspector(pipeline) });
    actor.start();
    await vi.advanceTimersByTimeAsync(0);
    expect(actor.getSnapshot().hasTag('lookup')).toBe(false);
    // The calculator is kept with the journey (no platform call, so no save); the purpose creates the application.
    actor.send({ type: 'step.submit', values: { amount_centavos: 2_000_000, tenure_months: 12, name: 'Juan Dela Cruz' } });
    actor.send({ type: 'step.submit', values: { loan_purpose: 'EDUCATION' } });
    await vi.advanceTimersByTimeAsync(0);
    actor.send({ type: 'step.back' });
    expect(tracked(segment.calls)).toEqual([
      ['journey_step_submitted', { journey: 'newLoan', step: 'loan_calculator' }],
      // The calculator's own event: the amount in pesos (centavos on the wire) and the tenure.
      ['loan_calculator_submitted', { amount: 20000, tenure_months: 12 }],
      ['journey_step_submitted', { journey: 'newLoan', step: 'loan_purpose' }],
      ['loan_purpose_selected', { loan_purpose: 'EDUCATION' }],
      ['journey_step_saved', { journey: 'newLoan', step: 'loan_purpose' }],
      ['journey_step_back', { journey: 'newLoan', step: 'personal_details' }],
    ]);
    expect(JSON.stringify(segment.calls)).not.toContain('Juan');
  });

  it('ignores eventless transitions and events no transition took', () => {
    const { pipeline, segment } = makePipeline();
    const chart = setup({}).createMachine({
      id: 'newLoan',
      initial: 'a',
      states: { a: { on: { 'step.submit': 'b', 'step.back': { guard: () => false, target: 'b' } } }, b: { always: 'c' }, c: {} },
    });
    const actor = createActor(chart, { inspect: createChartInspector(pipeline) });
    actor.start();
    actor.send({ type: 'step.back' });
    actor.send({ type: 'step.submit' });
    expect(tracked(segment.calls).map(([name]) => name)).toEqual(['journey_step_submitted']);
  });

  it("'entered state' rules fire however the state is reached (eventless too), once per entry", () => {
    const { pipeline, segment } = makePipeline();
    const chart = setup({}).createMachine({
      id: 'payment',
      initial: 'processing',
      states: {
        processing: {
          initial: 'routing',
          states: {
            routing: { always: 'active.polling' },
            active: { initial: 'polling', states: { polling: { on: { tick: 'waiting' } }, waiting: { on: { tick: 'polling' } } }, on: { done: 'successful' } },
            successful: {},
          },
        },
      },
    });
    const actor = createActor(chart, { inspect: createChartInspector(pipeline) });
    actor.start();
    actor.send({ type: 'tick' });
    actor.send({ type: 'tick' });
    actor.send({ type: 'done' });
    expect(tracked(segment.calls).map(([name]) => name)).toEqual(['payment_processing', 'payment_succeeded']);
  });

  it('a payment that reaches its outcome straight from the provider callback is tracked as succeeded', () => {
    const { pipeline, segment } = makePipeline();
    const chart = setup({}).createMachine({
      id: 'payment',
      initial: 'callback',
      states: {
        callback: { on: { checked: '#payment.processing' } },
        processing: { initial: 'routing', states: { routing: { always: 'successful' }, successful: {} } },
      },
    });
    const actor = createActor(chart, { inspect: createChartInspector(pipeline) });
    actor.start();
    actor.send({ type: 'checked' });
    expect(tracked(segment.calls).map(([name]) => name)).toEqual(['payment_succeeded']);
  });

  it('the real payment chart, opened at the provider callback with a SUCCESSFUL transaction, tracks payment_succeeded', async () => {
    const { pipeline, segment } = makePipeline();
    const chart = paymentMachine.provide({
      actors: { fetchTransactionStatus: fromPromise(async (): Promise<TransactionStatus> => ({ paymentId: 'pay-1', status: 'SUCCESSFUL', purpose: 'DEDUCTION', loanId: 'L1', amount: 150_000, method: 'gcash' })) },
      actions: { persistPaymentId: () => {}, forgetPaymentId: () => {} },
    });
    const actor = createActor(chart, { input: { callbackPaymentId: 'pay-1' }, inspect: createChartInspector(pipeline) });
    actor.start();
    await waitFor(actor, (s) => s.matches({ processing: 'successful' }));
    expect(tracked(segment.calls).map(([name]) => name)).toContain('payment_succeeded');
  });

  it("reads the root chart's session user: its sub when signed in, nothing when signed out; never a username", () => {
    const { pipeline } = makePipeline();
    const chart = setup({ types: { context: {} as { user: { username: string; sub?: string } | null } } }).createMachine({
      id: 'app',
      context: { user: { username: '+639171234567' } },
      initial: 'in',
      states: {
        in: { on: { 'session.restored': { target: 'in', reenter: true, actions: assign({ user: { username: '+639171234567', sub: 'sub-9' } }) }, 'session.signOut': { target: 'out', actions: assign({ user: null }) } } },
        out: {},
      },
    });
    const actor = createActor(chart, { inspect: createChartInspector(pipeline) });
    actor.start();
    expect(pipeline.userId()).toBeNull();
    actor.send({ type: 'session.restored' });
    expect(pipeline.userId()).toBe('sub-9');
    actor.send({ type: 'session.signOut' });
    expect(pipeline.userId()).toBeNull();
  });

  it('follows the signed-in user from chart context: restored at boot, then signed out', () => {
    const { pipeline, segment } = makePipeline();
    const chart = setup({ types: { context: {} as { userId: string | null } } }).createMachine({
      id: 'root',
      context: { userId: 'u-1' },
      initial: 'in',
      states: { in: { on: { 'session.signOut': { target: 'out', actions: assign({ userId: null }) } } }, out: {} },
    });
    const actor = createActor(chart, { inspect: createChartInspector(pipeline) });
    actor.start();
    expect(pipeline.userId()).toBe('u-1');
    actor.send({ type: 'session.signOut' });
    expect(pipeline.userId()).toBeNull();
    expect(tracked(segment.calls)).toEqual([['logout', {}]]);
  });
});
