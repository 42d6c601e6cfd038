/**
 * "Open in the app" (stories/flows/open-in-app.tsx) builds the back office's /sandbox/open URL: the persona each
 * chart's borrower is agrees with how the browser scenarios arrive (tests/paths-browser/entries.ts), the saved
 * points with the back office's (sandbox/backoffice/saved-points.ts, and the scenarios' forks), every persona kind
 * named exists, and a state opens at its own route (or its step's) from the latest saved point at or before it.
 * The sandbox route itself is driven in tests/e2e/storybook-open-in-app.spec.ts.
 */
import { describe, expect, it } from 'vitest';
import { routedCharts } from '@machines/registry';
import { routedStates } from '@machines/shared/meta';
import { personaKinds } from '../../sandbox/backoffice/personas';
import { savedPoints as backOfficePoints } from '../../sandbox/backoffice/saved-points';
import { entries } from '../paths-browser/entries';
import { savedPoints as forkPoints } from '../paths-browser/forks';
import { openInAppTarget, personaOf, routeOf, savedPointFor, savedPointsOf } from '../../stories/flows/open-in-app-target';
import { chartById } from '../../stories/charts/seeded-screen';

describe('Open in the app', () => {
  it('opens every routed chart as the persona its scenarios use', () => {
    for (const m of routedCharts) {
      expect(m.id in personaOf, `${m.id} has no persona in open-in-app.tsx`).toBe(true);
      const kind = personaOf[m.id];
      if (kind === null) expect(m.id).toBe('auth');
      else {
        expect(personaKinds as readonly string[]).toContain(kind);
        if (entries[m.id]?.persona && m.id !== 'auth') expect(kind, m.id).toBe(entries[m.id]!.persona);
      }
    }
  });

  it('uses the saved points the back office seeds, in the scenarios’ order', () => {
    for (const [chart, points] of Object.entries(savedPointsOf)) {
      expect(points).toEqual(forkPoints[chart]);
      for (const p of points!) expect(backOfficePoints as readonly string[]).toContain(p);
    }
  });

  it('starts a journey state from the latest saved point at or before its step', () => {
    expect(savedPointFor('newLoan', 'newLoan.loanCalculator.editing')).toBe('loanCalculator');
    expect(savedPointFor('newLoan', 'newLoan.personalDetails')).toBe('loanCalculator');
    expect(savedPointFor('newLoan', 'newLoan.loanOffer')).toBe('loanOffer');
    expect(savedPointFor('newLoan', 'newLoan.reviewDetails')).toBe('documentVerification');
    expect(savedPointFor('reloan', 'reloan.address')).toBe('reloanCalculator');
    expect(savedPointFor('payment', 'payment.payments')).toBeUndefined();
  });

  it('opens each routed state at its route, an inner state at its step’s', () => {
    const { machine } = chartById('newLoan');
    expect(routeOf(machine, 'newLoan.loanOffer.editing')).toBe(routedStates(machine).find((r) => r.stateId === 'newLoan.loanOffer')!.meta.route);
    const target = openInAppTarget('newLoan', 'newLoan.loanOffer');
    const url = new URL(target.href, 'http://localhost');
    expect(url.pathname).toBe('/sandbox/open');
    expect(Object.fromEntries(url.searchParams)).toEqual({ kind: 'new-borrower', at: 'loanOffer', to: '/wizard/v2/Journey/loan-offer' });
    expect(openInAppTarget('auth', 'auth.login').href).not.toContain('/sandbox/open');
  });
});
