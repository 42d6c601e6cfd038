// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { ChartProvider } from '~/app/use-chart';
import ContactUsScreen from '~/app/screens/contact-us/contact-us.screen';
import AppDownloadScreen from '~/app/screens/app-download/app-download.screen';
import { activeRoute } from '~/router/active-route';
import { account, createHarness, settle } from './harness';

afterEach(cleanup);

const J = '/wizard/v2/Journey';
const inJourney = account({ ongoing: { id: 'app-1', status: 'INITIALIZED', applicationType: 'NEW_LOAN' }, resume: { type: 'newLoan', applicationId: 'app-1', startAt: 'address', reached: 5 } });

/** Opens `path` signed in, renders the page's screen on the chart that owns it, and presses its Back button. */
async function openAndGoBack(path: '/contact-us' | '/app-download', from: string, over = account()) {
  const h = createHarness({ signedIn: true, account: over, initialPath: from });
  await settle(h.router);
  h.history.push(path); // the borrower types the address or follows a link
  await settle(h.router);
  expect(h.router.state.location.pathname).toBe(path);
  const route = activeRoute(h.actor)!;
  expect(route.meta.route).toBe(path);
  render(<ChartProvider actor={route.actor}>{path === '/contact-us' ? <ContactUsScreen /> : <AppDownloadScreen />}</ChartProvider>);
  expect(screen.getByRole('heading', { name: route.meta.title })).toBeTruthy();
  fireEvent.click(screen.getByRole('button', { name: 'Back' }));
  await settle(h.router);
  return h;
}

describe('information pages while signed in', () => {
  it('/contact-us opens from home (no longer only for visitors) and Back returns home', async () => {
    const h = await openAndGoBack('/contact-us', '/home');
    expect(h.router.state.location.pathname).toBe('/home');
  });

  it('/app-download opens from inside a journey and Back resumes the journey at its step', async () => {
    const h = await openAndGoBack('/app-download', `${J}/address`, inJourney);
    expect(h.router.state.location.pathname).toBe(`${J}/address`);
  });
});
