// @vitest-environment jsdom
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { createActor } from 'xstate';
import { ChartProvider } from '~/app/use-chart';
import { journeyMachines } from '@machines/journeys/journey.machine';
import { fakePlatform } from '../../machines/journeys/fake-platform';
import LoanPurposeScreen from '~/journeys/screens/loan-purpose/loan-purpose.screen';
import LoanSuccessScreen from '~/journeys/screens/loan-success/loan-success.screen';
import type { JourneyInput } from '@machines/journeys/journey-types';
import type { ComponentType } from 'react';

afterEach(cleanup);
globalThis.ResizeObserver ??= class {
  observe() {}
  unobserve() {}
  disconnect() {}
};

// The platform's loan purposes, as the sandbox lists them (sandbox/platform/form-options-data.ts), in part.
const categories = [
  { code: 'HEALTH', label: 'Health', purposes: [{ code: 'MEDICAL', label: 'Medical bills' }] },
  { code: 'OTHERS', label: 'Others', purposes: [{ code: 'TRAVEL', label: 'Travel' }, { code: 'OTHERS', label: 'Others' }] },
];

describe('W3-C item 10: the loan purposes read as words, never "Others (Others)"', () => {
  it('names a purpose with its category, but not the catch-all category, and its catch-all purpose "Something else"', async () => {
    const actor = createActor(journeyMachines.newLoan.provide({ actors: fakePlatform().actors as never }), { input: { type: 'newLoan', applicationId: null } }).start();
    const qc = new QueryClient({ defaultOptions: { queries: { retry: false, staleTime: Infinity } } });
    qc.setQueryData(['formOptions', 'loanPurposes'], categories);
    render(
      <QueryClientProvider client={qc}>
        <ChartProvider actor={actor}>
          <LoanPurposeScreen />
        </ChartProvider>
      </QueryClientProvider>,
    );
    await screen.findByText('What is the loan for?');
    const radios = screen.getAllByRole('radio');
    expect(radios.map((r) => r.getAttribute('aria-label') ?? r.closest('label')?.textContent ?? document.querySelector(`label[for="${r.id}"]`)?.textContent)).toEqual([
      'Medical bills (Health)',
      'Travel',
      'Something else',
    ]);
    expect(screen.getByRole('radio', { name: 'Something else' })).toBeTruthy();
    expect(document.body.textContent).not.toContain('(Others)');
  });
});

describe('W3-C item 10: no progress bar on a one-step journey', () => {
  const show = (Screen: ComponentType, input: JourneyInput) => {
    const actor = createActor(journeyMachines[input.type].provide({ actors: fakePlatform().actors as never }), { input }).start();
    const qc = new QueryClient({ defaultOptions: { queries: { retry: false, staleTime: Infinity } } });
    qc.setQueryData(['formOptions', 'loanPurposes'], categories);
    render(
      <QueryClientProvider client={qc}>
        <ChartProvider actor={actor}>
          <Screen />
        </ChartProvider>
      </QueryClientProvider>,
    );
  };

  it.each([
    ['wcr', { type: 'wcr', applicationId: 'app-1' }],
    ['missingSelfie', { type: 'missingSelfie', applicationId: 'app-1' }],
  ] as const)('%s: its page shows no "% complete"', async (_, input) => {
    show(LoanSuccessScreen, input as JourneyInput);
    await screen.findByRole('heading', { level: 1 });
    expect(screen.queryByRole('progressbar')).toBeNull();
    expect(document.body.textContent).not.toMatch(/% complete/);
  });

  it('a new loan, many steps, keeps its bar', async () => {
    show(LoanPurposeScreen, { type: 'newLoan', applicationId: null });
    expect(await screen.findByRole('progressbar', { name: 'Application progress' })).toBeTruthy();
  });
});
