// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useEffect } from 'react';
import { ChartProvider } from '~/app/use-chart';
import VerifyAccountScreen from '~/auth/screens/verify-account/verify-account.screen';
import { authActor, flush } from './render-helpers';

/** What src/router/route-view.tsx does after a page renders: focus its heading so the page is announced. */
function FocusHeadingLikeTheRouter() {
  useEffect(() => {
    const h1 = document.querySelector<HTMLElement>('main h1, h1');
    h1?.setAttribute('tabindex', '-1');
    h1?.focus();
  }, []);
  return null;
}

async function arriveOnCodePage(fakes: Parameters<typeof authActor>[0] = {}) {
  const actor = authActor(fakes);
  actor.send({ type: 'login.submit', identifier: '09171234567' });
  await flush();
  render(
    <ChartProvider actor={actor}>
      <VerifyAccountScreen />
      <FocusHeadingLikeTheRouter />
    </ChartProvider>,
  );
  return actor;
}

describe('code screen focus', () => {
  it('puts focus in the first box on arrival, with the page heading as part of what is announced', async () => {
    await arriveOnCodePage();
    const first = screen.getByLabelText('Digit 1 of 6');
    await waitFor(() => expect(document.activeElement).toBe(first));
    expect(screen.getByRole('group', { name: 'Enter your code Enter the 6-digit code' })).toContainElement(first);
  });

  it('after a wrong code, focus returns to the first box (not the page body), ready for the next try', async () => {
    await arriveOnCodePage({ verify: async () => Promise.reject({ code: 'UAS-E511', message: 'Incorrect code.', attemptsLeft: 2 }) });
    const first = screen.getByLabelText('Digit 1 of 6');
    await waitFor(() => expect(document.activeElement).toBe(first));
    await userEvent.paste('000000');
    expect(await screen.findByText('That code is not right. You have 2 tries left.')).toBeInTheDocument();
    await waitFor(() => expect(document.activeElement).toBe(first));
    await userEvent.keyboard('1');
    expect(first).toHaveValue('1');
  });
});

describe('lockout time', () => {
  it('says when to try again in Philippine time, whatever zone the device is set to', async () => {
    const { whenToTryAgain } = await import('~/ui/auth/failure-text');
    const until = '2026-11-24T07:05:00Z';
    expect(whenToTryAgain({ until }, 'Asia/Manila')).toBe('You can try again at 3:05 PM.');
    expect(whenToTryAgain({ until }, 'Europe/London')).toBe('You can try again at 3:05 PM Philippine time.');
    expect(whenToTryAgain({ seconds: 600 })).toBe('You can try again in 10 minutes.');
  });

  it('shows the lockout end on the code screen, worded by the screen from the chart data', async () => {
    const lockedUntil = '2026-11-24T07:05:00Z';
    await arriveOnCodePage({ verify: async () => Promise.reject({ code: 'UAS-E510', message: 'locked', lockedUntil, retryAfterSeconds: 900 }) });
    await waitFor(() => expect(document.activeElement).toBe(screen.getByLabelText('Digit 1 of 6')));
    await userEvent.paste('000000');
    expect(await screen.findByText(/^Too many attempts\. You can try again at 3:05 PM/)).toBeInTheDocument();
  });
});
