/**
 * Event type → the borrower's action in words, for scenario titles. A small table of our own until the designers'
 * machines/shared/event-labels.ts lands (to be unified on merge). Keyed by event type only, never by state.
 */
import type { EventObject } from 'xstate';

const verbs: Record<string, (e: EventObject & Record<string, unknown>) => string> = {
  'session.restored': () => 'sign in',
  'nav.request': (e) => `open ${String(e.path)}`,
  'nav.profile': () => 'open their profile',
  'login.submit': () => 'enter their mobile number and continue',
  'register.submit': () => 'enter their email, accept the terms and continue',
  'company.notListed': () => 'say they cannot find their company',
  'company.select': () => 'choose their company',
  'company.confirm': (e) => (e.employed ? 'confirm they work there' : 'say they do not work there'),
  'bank.linkGotyme': () => 'choose to link a GoTyme account',
  'email.send': () => 'ask for an email code',
  'employment.confirm': () => 'confirm they still work there',
  'employment.update': () => 'say their job details changed',
  'employment.changed': () => 'say they work somewhere else now',
  'payment.continue': () => 'choose the amount to pay and continue',
  'xstate.done.actor.documentVerification': (e) =>
    (e.output as { outcome?: string } | undefined)?.outcome === 'failed' ? 'upload their ID and take a selfie that fails the liveness check' : 'upload their ID and take a selfie',
  'xstate.done.actor.otp': (e) => ((e.output as { verified?: boolean } | undefined)?.verified === false ? 'cancel the code' : 'type the code they received'),
};

/** Words for one event; `page` is the title of the page the borrower acts on; typed data goes in parentheses. */
export function eventWords(event: EventObject, typed: string, page?: string): string {
  const own =
    event.type === 'step.submit' && page
      ? `complete "${page}"`
      : (verbs[event.type]?.(event as EventObject & Record<string, unknown>) ?? event.type.replace(/[._]/g, ' '));
  return typed ? `${own} (${typed})` : own;
}
