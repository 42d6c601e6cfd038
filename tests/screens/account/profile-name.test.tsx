// @vitest-environment jsdom
import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, expect, it } from 'vitest';
import { createActor, fromPromise } from 'xstate';
import { accountMachine, type AccountProfile } from '@machines/account/account.machine';
import { ChartProvider } from '~/app/use-chart';
import ProfileScreen from '~/account/screens/profile/profile.screen';

afterEach(cleanup);

/** W3-C item 10: the profile names the borrower, or says where the name is given when the platform has none yet. */
const open = (profile: AccountProfile) => {
  const actor = createActor(accountMachine.provide({ actors: { loadProfile: fromPromise(async () => profile) } as never }), { input: { route: '/profile' } }).start();
  render(
    <ChartProvider actor={actor}>
      <ProfileScreen />
    </ChartProvider>,
  );
};
const contact = { phoneNumber: '+639171234567', isPhoneNumberConfirmed: true, email: null, isEmailVerified: false };

it('shows the name the platform holds', async () => {
  open({ name: 'Maria Dela Cruz', ...contact });
  expect((await screen.findByText('Name')).nextElementSibling?.textContent).toBe('Maria Dela Cruz');
});

it('a new borrower without a name yet is told where it is given', async () => {
  open({ name: null, ...contact });
  expect((await screen.findByText('Name')).nextElementSibling?.textContent).toBe('Not given yet: you give it in your first application’s personal details.');
});
