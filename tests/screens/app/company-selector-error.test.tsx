// @vitest-environment jsdom
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import type { ReactElement } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { ChartProvider } from '~/app/use-chart';
import CompanySelectorScreen from '~/app/screens/company-selector/company-selector.screen';
import CompanySelectorFeedbackScreen from '~/app/screens/company-selector-feedback/company-selector-feedback.screen';
import { activeRoute } from '~/router/active-route';
import { account, createHarness, settle } from '../../router/harness';

afterEach(cleanup);
globalThis.fetch = () => new Promise<Response>(() => {});

const INACTIVE = 'Your company is not accepting applications right now.';
const SAVE_FAILED = 'We could not save your company. Please try again.';

/** The group list as the platform answers it (none), so the selector draws without a call. */
function queryClient() {
  const qc = new QueryClient({ defaultOptions: { queries: { retry: false, staleTime: Infinity } } });
  qc.setQueryData(['company', 'groups'], { data: [] });
  return qc;
}

function renderPage(h: ReturnType<typeof createHarness>, Screen: () => ReactElement, qc: QueryClient) {
  cleanup();
  const route = activeRoute(h.actor)!;
  render(
    <QueryClientProvider client={qc}>
      <ChartProvider actor={route.actor}>
        <Screen />
      </ChartProvider>
    </QueryClientProvider>,
  );
  return route;
}

const alerts = () => screen.queryAllByRole('alert').map((a) => a.textContent);

/**
 * W3-C item 9: "Can't find your company?" showed an error met before ("Your company is not accepting applications
 * right now." from a refused start on home). Only the current error shows: a new path or choice clears the old one.
 */
describe('company selector: only the current error shows', () => {
  it('an error met on home is not carried to the selector, nor to "Can’t find your company?"', async () => {
    const qc = queryClient();
    const h = createHarness({
      signedIn: true, account: account(), initialPath: '/home', queryClient: qc,
      effects: { prepareJourney: async () => Promise.reject(new Error(INACTIVE)) },
    });
    await settle(h.router);
    h.actor.send({ type: 'journey.start', journeyType: 'newLoan' } as never);
    await settle(h.router);
    expect(h.actor.getSnapshot().context.error).toBe(INACTIVE);

    h.actor.send({ type: 'company.change' });
    await settle(h.router);
    expect(renderPage(h, CompanySelectorScreen, qc).meta.route).toBe('/company-selector');
    expect(screen.getByRole('heading', { name: 'Find your company' })).toBeTruthy();
    expect(alerts()).toEqual([]);

    fireEvent.click(screen.getByRole('button', { name: 'My company is not listed' }));
    await settle(h.router);
    expect(renderPage(h, CompanySelectorFeedbackScreen, qc).meta.route).toBe('/company-selector/feedback');
    expect(screen.getByRole('heading', { name: "Can't find your company?" })).toBeTruthy();
    expect(screen.queryByText(INACTIVE)).toBeNull();
    expect(alerts()).toEqual([]);
  });

  it('a failed company save shows on the selector, and not once the borrower goes to tell us about their company', async () => {
    const qc = queryClient();
    const h = createHarness({
      signedIn: true, account: account(), initialPath: '/company-selector', queryClient: qc,
      effects: { saveCompany: async () => Promise.reject(new Error(SAVE_FAILED)) },
    });
    await settle(h.router);
    h.actor.send({ type: 'company.change' });
    await settle(h.router);
    h.actor.send({ type: 'company.select', companyId: 'c2' } as never);
    await settle(h.router);
    renderPage(h, CompanySelectorScreen, qc);
    expect(screen.getByRole('alert').textContent).toBe(SAVE_FAILED);

    fireEvent.click(screen.getByRole('button', { name: 'My company is not listed' }));
    await settle(h.router);
    renderPage(h, CompanySelectorFeedbackScreen, qc);
    expect(screen.queryByText(SAVE_FAILED)).toBeNull();
    expect(alerts()).toEqual([]);
  });
});
