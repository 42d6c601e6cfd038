// @vitest-environment jsdom
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { HomeNotifications } from '~/app/screens/home/home-notifications';
import { applicationStatusWords } from '~/domain/application-status-words';
import { applicationStatuses } from '@machines/journeys/statuses';

afterEach(cleanup);

/**
 * W3-C items 2 and 8: an application's status is worded by one table (src/domain/application-status-words.ts) that
 * home, the notifications and the success pages read. The words are checked off the screen here for the
 * notifications; the success pages and home are read in Chromium (tests/e2e/variant-journeys.spec.ts).
 */
describe('application status words', () => {
  it('words every spec §4 status, never as a code', () => {
    for (const status of applicationStatuses) {
      for (const type of ['NEW_LOAN', 'EWA_ACTIVATION', 'QUICK_LOAN_ACTIVATION', 'EWA']) {
        const w = applicationStatusWords(status, type);
        expect(w.label).not.toMatch(/[A-Z]{2,}_/);
        expect(w.headline.length).toBeGreaterThan(0);
        expect(w.next).toMatch(/\.$/);
      }
    }
  });

  it('says the offer is ready at PENDING_BORROWER_APPROVAL, and approved, to be disbursed, at APPROVED', () => {
    expect(applicationStatusWords('PENDING_BORROWER_APPROVAL', 'NEW_LOAN').headline).toBe('Your offer is ready');
    expect(applicationStatusWords('APPROVED', 'NEW_LOAN')).toMatchObject({ label: 'Approved: to be disbursed', headline: 'Your loan is approved' });
    expect(applicationStatusWords('APPROVED', 'NEW_LOAN').next).toContain('“To be disbursed”');
  });

  it('words an EWA activation as in review while it is, and active once approved (never "activated" in review)', () => {
    expect(applicationStatusWords('SYSTEM_REVIEW', 'EWA_ACTIVATION').headline).toBe('Your earned wage access activation is in review');
    expect(applicationStatusWords('APPROVED', 'EWA_ACTIVATION').headline).toBe('Earned wage access is active');
  });
});

describe('home notifications', () => {
  it('words a status move from the one table; a notice without a status keeps the platform words', () => {
    const qc = new QueryClient({ defaultOptions: { queries: { retry: false, staleTime: Infinity } } });
    qc.setQueryData(['user', 'notifications'], {
      unread: 2,
      data: [
        { id: 'n1', title: 'Application update', body: 'Your loan offer is ready. Review and accept it to continue.', read: false, created_at: '2026-11-20T02:00:00.000Z', application_status: 'PENDING_BORROWER_APPROVAL', application_type: 'NEW_LOAN' },
        { id: 'n2', title: 'Application update', body: 'Your loan is approved. We will let you know when it is disbursed.', read: false, created_at: '2026-11-21T02:00:00.000Z', application_status: 'APPROVED', application_type: 'NEW_LOAN' },
        { id: 'n3', title: 'Welcome', body: 'Thanks for joining.', read: true, created_at: '2026-11-19T02:00:00.000Z' },
      ],
    });
    render(
      <QueryClientProvider client={qc}>
        <HomeNotifications />
      </QueryClientProvider>,
    );
    fireEvent.click(screen.getByText('Show notifications'));
    const list = screen.getByRole('list', { name: 'Your notifications' });
    expect(screen.getByRole('listitem', { name: 'Your offer is ready, unread' }).textContent).toContain('Review your final offer and accept it to continue.');
    expect(screen.getByRole('listitem', { name: 'Your loan is approved, unread' }).textContent).toContain('Until then your loan shows “To be disbursed”.');
    expect(screen.getByRole('listitem', { name: 'Welcome' }).textContent).toContain('Thanks for joining.');
    expect(list.textContent).not.toContain('Application update');
  });
});
