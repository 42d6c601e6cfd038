// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import { createActor, fromPromise, type AnyStateMachine } from 'xstate';
import type { ComponentType } from 'react';
import { authMachine } from '@machines/auth/auth.machine';
import { accountMachine } from '@machines/account/account.machine';
import { routedStates } from '@machines/shared/meta';
import { traverse } from '../../machines/auth/traverse';
import { renderScreen } from './render-helpers';
import { byScreenName } from '../../support/screen-files';

/**
 * Generated and rendered: for every routed state of the auth and account charts, take the shortest generated
 * path to it, start an actor from that snapshot and render the state's screen. Its heading must be the state's
 * title, so a chart state without a working screen fails here.
 */
// Only this area's screens: loading every helper's screen here would test their code, not ours.
const screens = import.meta.glob<{ default: ComponentType }>(
  '../../../src/{auth,account,app}/screens/{welcome,login,register,try-another-login-method,forgot-password,create-password,verify-account,contact-us,app-download,profile,generate-email-otp,update-personal-email,verify-email-otp,verify-mobile-otp}/*.screen.tsx',
  { eager: true },
);
const screenFor = (name: string) => byScreenName(screens, name)?.default;

const f = (code: string) => ({ code, message: code });
const phone = '+639171234567';
const charts: [AnyStateMachine, Parameters<typeof traverse>[1]][] = [
  [
    authMachine,
    {
      input: { route: '/' },
      userEvents: [
        { type: 'nav.login' },
        { type: 'nav.register' },
        { type: 'nav.forgotPassword' },
        { type: 'nav.anotherMethod' },
        { type: 'nav.contactUs' },
        { type: 'nav.appDownload' },
        { type: 'login.submit', identifier: '09171234567' },
        { type: 'reset.submit', identifier: '09171234567' },
      ],
      outcomes: {
        requestLoginOtp: { done: [{ otpGenerated: true, loginWithPassword: false, user: phone, userType: 'PHONE' }] },
        requestPasswordReset: { done: [{ user: phone, userType: 'PHONE' }], error: [f('UAS-E512')] },
        otp: { done: [{ verified: true, result: { username: phone, loginType: 'PHONE' } }] },
      },
    },
  ],
  [
    accountMachine,
    {
      input: {},
      userEvents: [{ type: 'email.send' }, { type: 'email.change' }, { type: 'mobile.verify' }],
      outcomes: {
        loadProfile: { done: [{ phoneNumber: phone, isPhoneNumberConfirmed: false, email: 'juan@example.com', isEmailVerified: false }] },
        generateEmailOtp: { done: [{ sentAt: 0 }] },
        requestMobileOtp: { done: [{ sentAt: 0 }] },
      },
    },
  ],
];

for (const [machine, opts] of charts) describe(`every routed state of ${machine.id} renders its screen`, () => {
  const paths = traverse(machine, opts);
  for (const routed of routedStates(machine)) {
    it(`${routed.meta.route} -> ${routed.meta.screen}`, () => {
      const path = paths.find((p) => (p.state as { _nodes: { id: string }[] })._nodes.some((n) => n.id === routed.stateId));
      expect(path, `no generated path reaches ${routed.stateId}`).toBeDefined();
      const Screen = screenFor(routed.meta.screen);
      expect(Screen, `missing screen ${routed.meta.screen}`).toBeDefined();
      const never = fromPromise(() => new Promise<never>(() => {}));
      const quiet = machine.provide({ actors: Object.fromEntries(Object.keys(machine.implementations.actors).filter((k) => k !== 'otp').map((k) => [k, never])) });
      const actor = createActor(quiet, { snapshot: quiet.getPersistedSnapshot(path!.state as never) as never, input: opts.input as never }).start();
      renderScreen(Screen!, actor);
      expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent(routed.meta.title);
      actor.stop();
    });
  }
});
