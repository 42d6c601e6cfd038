import { describe, expect, it } from 'vitest';
import { initialTransition, type AnyMachineSnapshot } from 'xstate';
import { authMachine } from '@machines/auth/auth.machine';
import { routedStates } from '@machines/shared/meta';
import samples from '@machines/auth/auth.samples';
import { activeNodes, traverse } from '../../paths/graph';

/**
 * What the coverage suite (tests/paths) does not say about the auth chart: where each public route starts, and that
 * every way of signing in ends the chart with its own output. Paths come from the one traversal (tests/paths/graph.ts)
 * with the chart's samples; reachability and coverage are tests/paths' job.
 */
describe('auth chart: ways in and ways out', () => {
  for (const route of [
    '/',
    '/login',
    '/register',
    '/forgot-password',
    '/try-another-login-method',
    '/contact-us',
    '/app-download',
  ]) {
    it(`starts on the state of ${route}`, () => {
      const [start] = initialTransition(authMachine, { route } as never);
      const first = routedStates(authMachine).find((r) => r.meta.route === route)!;
      expect(activeNodes(start).map((n) => n.id)).toContain(first.stateId);
    });
  }

  it('an SSO hand-off on entry completes the sign-in first', () => {
    const [start] = initialTransition(authMachine, { sso: { code: 'abc' } } as never);
    expect(activeNodes(start).map((n) => n.id)).toContain('auth.login.ssoCompleting');
  });

  it('ends signed in with its output through each way: code, password, registration, reset, SSO', () => {
    const done: AnyMachineSnapshot[] = [];
    traverse(authMachine, samples.auth, { visit: (s) => void (s.status === 'done' && done.push(s)) });
    expect(new Set(done.map((s) => (s.output as { via: string }).via))).toEqual(
      new Set(['otp', 'password', 'register', 'reset', 'sso']),
    );
    for (const s of done) expect((s.output as { user: { username: string } }).user.username).toBe('+639171234567');
  });
});
