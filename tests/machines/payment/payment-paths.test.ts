import { describe, expect, it } from 'vitest';
import type { AnyMachineSnapshot } from 'xstate';
import { traverse } from '../../paths/graph';
import { paymentMachine } from '@machines/payment/payment.machine';
import { routedStates } from '@machines/shared/meta';
import samples from '@machines/payment/payment.samples';

/**
 * What holds on every generated path of the payment chart (every state, transition and guard outcome reached:
 * tests/paths, with payment.samples.ts).
 */
describe('payment chart: generated paths', () => {
  const visited: AnyMachineSnapshot[] = [];
  traverse(paymentMachine, samples.payment, { visit: (s) => void visited.push(s) });

  it('declares the four payment routes with their screens', () => {
    expect(routedStates(paymentMachine).map((r) => [r.meta.route, r.meta.screen])).toEqual([
      ['/payments', 'payments'],
      ['/payments/payment-mode', 'payment-mode'],
      ['/recovery/callback', 'recovery-callback'],
      ['/payments/processing', 'payment-processing'],
    ]);
  });

  it('never asks for a fee or submits without an amount due chosen, and never submits before the fee', () => {
    for (const s of visited) {
      if (s.matches({ paymentMode: 'loadingFee' }) || s.matches({ paymentMode: 'submitting' })) expect(s.context.due?.amount).toBeGreaterThan(0);
      if (s.matches({ paymentMode: 'submitting' })) expect(s.context.fee).toBeDefined();
    }
  });

  it('the payments page never says "nothing to pay" on a path where something is due', () => {
    for (const s of visited) if (s.matches({ payments: 'ready' }) && s.context.due) expect(s.context.amountsDue).toContainEqual(s.context.due);
  });

  it('a failed call always shows an error with a way to retry', () => {
    for (const s of visited) {
      if (s.hasTag('error')) {
        expect(s.context.showError).toBe(true);
        expect(s.can({ type: 'payment.retry' })).toBe(true);
      }
    }
  });
});
