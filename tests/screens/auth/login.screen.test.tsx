// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import LoginScreen from '~/auth/screens/login/login.screen';
import VerifyAccountScreen from '~/auth/screens/verify-account/verify-account.screen';
import { authActor, flush, renderScreen } from './render-helpers';

describe('login screen', () => {
  it.each([
    ['<b>hi</b>', /valid mobile number .* or email address/i],
    ['0917 123', /valid Philippine mobile number/i],
    ['juan@@example', /valid email address/i],
    ['júan@example.com', /English letters/i],
    ['9'.repeat(400), /too long|valid Philippine mobile number/i],
  ])('shows an inline message for %j, keeps it in the field and sends nothing', async (typed, message) => {
    const actor = authActor();
    renderScreen(LoginScreen, actor);
    const field = screen.getByLabelText('Mobile number or email');
    await userEvent.type(field, typed.length > 50 ? typed.slice(0, 50) : typed);
    await userEvent.click(screen.getByRole('button', { name: 'Continue' }));
    expect(field).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getAllByText(message).length).toBeGreaterThan(0);
    expect(field).toHaveValue(typed.length > 50 ? typed.slice(0, 50) : typed);
    expect(actor.getSnapshot().matches({ login: 'form' })).toBe(true);
  });

  it('keeps the typed identifier after a failed request and says what to do next', async () => {
    const actor = authActor({ login: async () => Promise.reject({ code: 'UAS-E104', message: 'inactive' }) });
    renderScreen(LoginScreen, actor);
    const field = screen.getByLabelText('Mobile number or email');
    await userEvent.type(field, '0917 123 4567');
    await userEvent.click(screen.getByRole('button', { name: 'Continue' }));
    await flush();
    expect(await screen.findByRole('alert')).toHaveTextContent(/inactive or does not exist/);
    expect(screen.getByLabelText('Mobile number or email')).toHaveValue('0917 123 4567');
    await userEvent.click(screen.getByRole('button', { name: 'Contact us' }));
    expect(actor.getSnapshot().matches('contactUs')).toBe(true);
  });

  it('tells a borrower whose session ended why they are here', () => {
    renderScreen(LoginScreen, authActor({}, { route: '/login', reason: 'sessionEnded' }));
    expect(screen.getByRole('status')).toHaveTextContent('Your session has ended. Log in again to continue where you left off.');
  });

  it('offers every social sign-in', () => {
    renderScreen(LoginScreen, authActor());
    for (const name of ['Google', 'Facebook', 'Apple']) expect(screen.getByRole('button', { name: `Continue with ${name}` })).toBeInTheDocument();
  });
});

describe('code screen', () => {
  async function toCode(fakes: Parameters<typeof authActor>[0] = {}) {
    const actor = authActor(fakes);
    actor.send({ type: 'login.submit', identifier: '09171234567' });
    await flush();
    renderScreen(VerifyAccountScreen, actor);
    return actor;
  }

  it('takes a pasted code in the one-time-code boxes and signs in', async () => {
    const actor = await toCode();
    expect(screen.getByText('+63 917 *** 4567')).toBeInTheDocument();
    const first = screen.getByLabelText('Digit 1 of 6');
    expect(first).toHaveAttribute('autocomplete', 'one-time-code');
    expect(first).toHaveAttribute('inputmode', 'numeric');
    first.focus();
    await userEvent.paste('123456');
    await waitFor(() => expect(actor.getSnapshot().status).toBe('done'));
  });

  it('announces a wrong code with the tries left', async () => {
    await toCode({ verify: async () => Promise.reject({ code: 'UAS-E511', message: 'Incorrect code.', attemptsLeft: 2 }) });
    screen.getByLabelText('Digit 1 of 6').focus();
    await userEvent.paste('000000');
    expect(await screen.findByText('That code is not right. You have 2 tries left.')).toBeInTheDocument();
    expect(screen.getByText('That code is not right. You have 2 tries left.').closest('[role="alert"]')).not.toBeNull();
  });

  it('shows the lockout and when to try again', async () => {
    const lockedUntil = new Date(Date.now() + 15 * 60_000).toISOString();
    await toCode({ verify: async () => Promise.reject({ code: 'UAS-E510', message: 'locked', lockedUntil, retryAfterSeconds: 900 }) });
    screen.getByLabelText('Digit 1 of 6').focus();
    await userEvent.paste('000000');
    expect(await screen.findByText(/Too many attempts\. You can try again at/)).toBeInTheDocument();
  });

  it('counts down to resend without announcing every second', async () => {
    await toCode();
    expect(screen.getByText(/Send a new code in \d+ s/)).toHaveAttribute('aria-hidden', 'true');
    expect(screen.getByRole('status')).toHaveTextContent('You can request a new code in 30 seconds.');
  });
});
