// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { ChartProvider } from '~/app/use-chart';
import HomeScreen from '~/app/screens/home/home.screen';
import ProductSelectionScreen from '~/app/screens/product-selection/product-selection.screen';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import type { ComponentType } from 'react';
import { account, createHarness, settle } from './harness';

afterEach(cleanup);
// Reads of server data on these pages (home's loan list) must not reach a network here.
globalThis.fetch = () => new Promise<Response>(() => {});

const canRefinance = account({
  eligibility: {
    loan: { disabled: false, application_types: ['NEW_LOAN', 'REFINANCE'] },
    ewa: { disabled: true, application_types: [] },
    quickLoan: { disabled: true, application_types: [] },
  },
});

async function open(path: '/home' | '/product-selection', Screen: ComponentType) {
  const h = createHarness({ signedIn: true, account: canRefinance, initialPath: path });
  await settle(h.router);
  expect(h.router.state.location.pathname).toBe(path);
  render(
    <QueryClientProvider client={new QueryClient()}>
      <ChartProvider actor={h.actor}>
        <Screen />
      </ChartProvider>
    </QueryClientProvider>,
  );
  return h;
}

describe('starting a refinance', () => {
  it('from product selection opens the refinance notification, like home does', async () => {
    const h = await open('/product-selection', ProductSelectionScreen);
    fireEvent.click(screen.getByRole('button', { name: 'Apply for refinance' }));
    await settle(h.router);
    expect(h.router.state.location.pathname).toBe('/refinance-notification');
    // Not the refinance journey's own calculator: no journey was started.
    expect(h.actor.getSnapshot().children.journey).toBeUndefined();
  });

  it('from home opens the refinance notification', async () => {
    const h = await open('/home', HomeScreen);
    fireEvent.click(screen.getByRole('button', { name: 'Refinance your loan' }));
    await settle(h.router);
    expect(h.router.state.location.pathname).toBe('/refinance-notification');
  });

  it('a salary loan chosen on product selection still starts at the loan calculator', async () => {
    const h = await open('/product-selection', ProductSelectionScreen);
    fireEvent.click(screen.getByRole('button', { name: 'Apply for salary loan' }));
    await settle(h.router);
    expect(h.router.state.location.pathname).toBe('/loan-calculator');
  });
});
