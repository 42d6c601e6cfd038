import { cleanup, render } from '@testing-library/react';
import { afterEach } from 'vitest';
import { createActor, fromPromise, type AnyActorRef } from 'xstate';
import type { ComponentType } from 'react';
import { ChartProvider } from '~/app/use-chart';
import { authMachine } from '@machines/auth/auth.machine';
import { otpMachine } from '@machines/shared/otp.machine';
import type { AuthInput, LoginOtpResult, SessionUser } from '@machines/auth/types';

// Vitest runs without globals here, so testing-library cannot register its own cleanup.
afterEach(cleanup);
// jsdom has no ResizeObserver; Radix's checkbox measures itself with one.
globalThis.ResizeObserver ??= class {
  observe() {}
  unobserve() {}
  disconnect() {}
};

export const user: SessionUser = { username: '+639171234567', loginType: 'PHONE' };
export const flush = async () => {
  for (let i = 0; i < 5; i++) await new Promise((r) => setTimeout(r, 0));
};

export interface Fakes {
  login?: () => Promise<LoginOtpResult>;
  verify?: () => Promise<unknown>;
  resend?: () => Promise<{ sentAt: number }>;
}

export function authActor(fakes: Fakes = {}, input: AuthInput = { route: '/login' }) {
  const machine = authMachine.provide({
    actors: {
      requestLoginOtp: fromPromise(async () =>
        (fakes.login ?? (async () => ({ otpGenerated: true, loginWithPassword: false, user: '+639171234567', userType: 'PHONE' as const, sent: { sentAt: Date.now(), resendAfterSeconds: 30 } })))(),
      ),
      otp: otpMachine.provide({
        actors: {
          verifyOtp: fromPromise(async () => (fakes.verify ?? (async () => user))()),
          resendOtp: fromPromise(async () => (fakes.resend ?? (async () => ({ sentAt: Date.now() })))()),
        },
      }),
    },
  });
  return createActor(machine, { input }).start();
}

export function renderScreen(Screen: ComponentType, actor: AnyActorRef) {
  return render(
    <ChartProvider actor={actor}>
      <Screen />
    </ChartProvider>,
  );
}
