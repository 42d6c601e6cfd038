// @vitest-environment jsdom
import { cleanup, render, screen } from '@testing-library/react';
import { RouterProvider } from '@tanstack/react-router';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createHarness, account, settle } from './harness';
import type * as Screens from '~/router/screens';

// The home screen crashes while rendering (any bug in a screen); every other screen is the real one.
vi.mock('~/router/screens', async (original) => {
  const real = await original<typeof Screens>();
  const Crashing = () => {
    throw new Error('home screen exploded');
  };
  return { ...real, screenComponent: (name: string) => (name === 'home' ? Crashing : real.screenComponent(name)) };
});

afterEach(cleanup);

describe('a screen that crashes', () => {
  it("shows the product's recoverable error page inside the route, not the router's bare default", async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const h = createHarness({ signedIn: true, account: account(), initialPath: '/home' });
    await settle(h.router);
    render(
      <QueryClientProvider client={new QueryClient()}>
        <RouterProvider router={h.router} />
      </QueryClientProvider>,
    );
    expect(await screen.findByRole('heading', { level: 1, name: 'Something went wrong' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Try again' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Go to home' }).getAttribute('href')).toBe('/home');
    expect(screen.queryByText('Something went wrong!')).toBeNull();
    expect(screen.queryByText('home screen exploded')).toBeNull();
  });
});
