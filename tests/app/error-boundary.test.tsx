// @vitest-environment jsdom
import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ErrorBoundary } from '~/app/error-boundary';
import NotFoundScreen from '~/app/screens/not-found/not-found.screen';

afterEach(() => cleanup());

let shouldThrow = true;
function Flaky() {
  if (shouldThrow) throw new Error('chart exploded');
  return <p>Loan details</p>;
}

describe('ErrorBoundary', () => {
  it('shows a recoverable screen instead of a blank page, and "Try again" renders the page again', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const onError = vi.fn();
    shouldThrow = true;
    render(
      <ErrorBoundary onError={onError} homeHref="/home">
        <Flaky />
      </ErrorBoundary>,
    );
    expect(screen.getByRole('heading', { level: 1, name: 'Something went wrong' })).toBeVisible();
    expect(screen.getByRole('link', { name: 'Go to home' })).toHaveAttribute('href', '/home');
    expect(screen.getByRole('main')).toBeInTheDocument();
    expect(onError).toHaveBeenCalledWith(expect.objectContaining({ message: 'chart exploded' }), expect.anything());
    // The technical message is not shown to borrowers.
    expect(screen.queryByText(/chart exploded/)).toBeNull();

    shouldThrow = false;
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(screen.getByText('Loan details')).toBeVisible();
  });

  it('comes back to the error screen if the retry fails too', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    shouldThrow = true;
    render(
      <ErrorBoundary>
        <Flaky />
      </ErrorBoundary>,
    );
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(screen.getByRole('heading', { name: 'Something went wrong' })).toBeVisible();
  });

  it('leaves the error screen when the reset key (route) changes', () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    shouldThrow = true;
    const { rerender } = render(
      <ErrorBoundary resetKey="/loan-details">
        <Flaky />
      </ErrorBoundary>,
    );
    shouldThrow = false;
    rerender(
      <ErrorBoundary resetKey="/home">
        <Flaky />
      </ErrorBoundary>,
    );
    expect(screen.getByText('Loan details')).toBeVisible();
  });
});

describe('NotFoundScreen', () => {
  it('says the page was not found and offers a way home, with a skip link to main', () => {
    render(<NotFoundScreen />);
    expect(screen.getByRole('heading', { level: 1, name: 'Page not found' })).toBeVisible();
    expect(screen.getByRole('link', { name: 'Go to home' })).toHaveAttribute('href', '/');
    expect(screen.getByRole('link', { name: 'Skip to main content' })).toHaveAttribute('href', '#main-content');
    expect(screen.getByRole('main')).toHaveAttribute('id', 'main-content');
  });
});
