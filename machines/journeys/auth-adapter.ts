import { assign, setup } from 'xstate';
import type { AuthInput, AuthOutput } from '../auth/types';

/**
 * ADAPTER (helper F3): the app chart mounts helper F2's `authMachine` (machines/auth/auth.machine.ts) while the
 * borrower is signed out. Until that file lands, this stand-in has the same input/output so the app chart,
 * router and tests work. Replace with `export { authMachine as authLogic } from '../auth/auth.machine';`.
 */
export const authLogic = setup({
  types: {
    input: {} as AuthInput,
    context: {} as { output: AuthOutput | null },
    events: {} as { type: 'auth.signedIn'; output: AuthOutput },
    output: {} as AuthOutput,
  },
}).createMachine({
  id: 'auth',
  context: { output: null },
  initial: 'login',
  states: {
    login: {
      meta: { route: '/login', screen: 'login', title: 'Sign in', page: 'Login', public: true },
      on: { 'auth.signedIn': { target: 'done', actions: assign({ output: ({ event }) => event.output }) } },
    },
    done: { type: 'final' },
  },
  output: ({ context }) => context.output ?? { user: { username: '', loginType: 'PHONE' }, returnTo: null, via: 'otp' },
});
