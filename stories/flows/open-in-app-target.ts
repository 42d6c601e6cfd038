/**
 * Where "Open in the app" goes (open-in-app.tsx), purely, so the e2e spec builds the same URL: the running app
 * (the sandbox) at a state's route, as a fresh persona signed in by the back office's /sandbox/open, placed at the
 * latest saved point of its journey at or before the state (sandbox/backoffice/saved-points.ts).
 */
import type { AnyStateMachine } from 'xstate';
import { routedStates } from '@machines/shared/meta';
import { journeys, journeyTypes, type JourneyType } from '@machines/journeys/definitions';
import { routedCharts } from '@machines/registry';

/** The persona each chart's borrower is (as tests/paths-browser/entries.ts arrives; tests/stories/open-in-app.test.ts checks they agree). */
export const personaOf: Record<string, string | null> = {
  auth: null,
  app: 'new-borrower',
  account: 'new-borrower',
  newLoan: 'new-borrower',
  reloan: 'reloan-eligible',
  refinance: 'refinance-eligible',
  pendingApproval: 'pending-borrower-approval',
  wcr: 'wcr',
  missingSelfie: 'missing-selfie',
  ewaActivation: 'ewa-eligible',
  payment: 'past-due',
  repayments: 'refinance-eligible',
  insurance: 'insurance-company',
  ewa: 'new-borrower',
  ewaWithdrawal: 'ewa-active',
  quickLoanActivation: 'quick-loan-eligible',
  quickLoan: 'quick-loan-active',
  onboarding: 'onboarding-pending',
  engage: 'fintelligence-company',
  surveys: 'survey-pending',
};

/** The back office's saved points per journey chart, in step order (sandbox/backoffice/saved-points.ts). */
export const savedPointsOf: Partial<Record<JourneyType, readonly string[]>> = {
  newLoan: ['loanCalculator', 'loanOffer', 'documentVerification'],
  reloan: ['reloanCalculator', 'loanOffer', 'documentVerification'],
  refinance: ['refinanceCalculator', 'loanOffer', 'documentVerification'],
};

/** Where the running app is: this origin when the static build is served by the sandbox, else `npm start`'s. */
export function appOrigin(): string {
  if (typeof location !== 'undefined' && location.pathname.startsWith('/sandbox/storybook')) return '';
  return (import.meta.env?.STORYBOOK_APP_ORIGIN as string | undefined) ?? 'http://localhost:5173';
}

/** The route of a state: its own, or its nearest routed ancestor's (a state without a screen shows its step's). */
export function routeOf(machine: AnyStateMachine, stateId: string): string | undefined {
  const routed = routedStates(machine)
    .filter((r) => stateId === r.stateId || stateId.startsWith(`${r.stateId}.`))
    .sort((a, b) => b.stateId.length - a.stateId.length)[0];
  const route = routed?.meta.route;
  // Routes with parameters (`/{$product}-versary-special`) cannot be opened without a value.
  return route && !/[{$:]/.test(route) ? route : undefined;
}

/** The saved point a journey state opens from: the latest one at or before its step. */
export function savedPointFor(chartId: string, stateId: string): string | undefined {
  if (!(journeyTypes as readonly string[]).includes(chartId)) return undefined;
  const points = savedPointsOf[chartId as JourneyType];
  if (!points) return undefined;
  const order = [chartId === 'newLoan' ? 'loanCalculator' : chartId === 'reloan' ? 'reloanCalculator' : 'refinanceCalculator', ...journeys[chartId as JourneyType].steps] as string[];
  const step = stateId.split('.')[1] ?? '';
  const at = order.indexOf(step);
  if (at < 0) return points[0];
  return [...points].reverse().find((p) => order.indexOf(p) >= 0 && order.indexOf(p) <= at) ?? points[0];
}

export interface OpenTarget {
  href: string;
  /** Who the persona is and where it starts, in words. */
  note: string;
}

export function openInAppTarget(chartId: string, stateId: string, origin = appOrigin()): OpenTarget {
  const machine = routedCharts.find((m) => m.id === chartId);
  if (!machine) throw new Error(`No routed chart ${chartId} in machines/registry.ts`);
  const to = routeOf(machine, stateId) ?? '/';
  const kind = personaOf[chartId];
  if (kind === undefined || kind === null) return { href: `${origin}${to}`, note: 'as a visitor (not signed in)' };
  const at = savedPointFor(chartId, stateId);
  const params = new URLSearchParams({ kind, ...(at ? { at } : {}), to });
  return {
    href: `${origin}/sandbox/open?${params.toString()}`,
    note: `as a fresh ${kind}${at ? `, from the saved point ${at}` : ''}`,
  };
}

