import { useState, type ComponentType } from 'react';
import { createActor, fromPromise, type AnyEventObject } from 'xstate';
import { ChartProvider } from '~/app/use-chart';
import { authMachine } from '@machines/auth/auth.machine';
import { otpMachine, type OtpPurpose } from '@machines/shared/otp.machine';
import type { AuthFailure } from '@machines/auth/failure';
import type { AuthInput, IdentifierRequest, LoginOtpResult, RegisterOtpResult, SessionUser } from '@machines/auth/types';

/** Fake effects for stories: requests answer as told, so each story is a snapshot a borrower can meet. */
export interface StoryFakes {
  loginOtp?: 'code' | 'password' | AuthFailure;
  verify?: 'ok' | AuthFailure;
  completeSso?: AuthFailure;
}

const answer = <T,>(r: T | AuthFailure | undefined, fallback: T) => async (): Promise<T> => {
  if (r && typeof r === 'object' && 'code' in r) throw r;
  return (r as T | undefined) ?? fallback;
};

export function storyActor(fakes: StoryFakes, input: AuthInput) {
  const login = fakes.loginOtp ?? 'code';
  const result = typeof login === 'string'
    ? { otpGenerated: login === 'code', loginWithPassword: login === 'password', user: '+639171234567', userType: 'PHONE' as const, sent: { sentAt: Date.now(), resendAfterSeconds: 30 } }
    : login;
  const user: SessionUser = { username: '+639171234567', loginType: 'PHONE' };
  return createActor(
    authMachine.provide({
      actors: {
        requestLoginOtp: fromPromise<LoginOtpResult, IdentifierRequest>(answer<LoginOtpResult>(result, result as LoginOtpResult)),
        requestRegisterOtp: fromPromise<RegisterOtpResult, IdentifierRequest>(async () => ({ user: 'juan@example.com', userType: 'EMAIL' })),
        completeSso: fromPromise<SessionUser, { code: string }>(answer<SessionUser>(fakes.completeSso, user)),
        otp: otpMachine.provide({
          actors: {
            verifyOtp: fromPromise<unknown, { code: string; purpose: OtpPurpose }>(answer<unknown>(fakes.verify === 'ok' ? undefined : fakes.verify, user)),
            resendOtp: fromPromise(async () => ({ sentAt: Date.now() })),
          },
        }),
      },
    }),
    { input },
  ).start();
}

/** Renders `Screen` over an auth actor after sending `events` (and the code events to the OTP child). */
export function AuthStory({ Screen, fakes = {}, input = { route: '/login' }, events = [], otpEvents = [] }: { Screen: ComponentType; fakes?: StoryFakes; input?: AuthInput; events?: AnyEventObject[]; otpEvents?: AnyEventObject[] }) {
  const [actor] = useState(() => {
    const a = storyActor(fakes, input);
    for (const e of events) a.send(e as never);
    // Promise actors settle on the next ticks; the OTP events wait for the child to exist.
    setTimeout(() => {
      const otp = a.getSnapshot().children.otp;
      for (const e of otpEvents) otp?.send(e as never);
    }, 10);
    return a;
  });
  return (
    <ChartProvider actor={actor}>
      <Screen />
    </ChartProvider>
  );
}
