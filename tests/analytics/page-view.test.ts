import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { isUntrackedPage } from '~/analytics/untracked';
import { endpoints, makePipeline, trackerItems } from './harness';

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

describe('page views', () => {
  it('go to Segment, to the customer-messaging tracker with URL and name, and to the web-analytics tag with the path', async () => {
    const { pipeline, segment, transport } = makePipeline();
    pipeline.page({ page: 'Personal Details', title: 'Personal details' }, 'http://app.test/wizard/v2/Journey/personal-details?draft=1#top');
    await vi.advanceTimersByTimeAsync(5000);
    const page = segment.calls.find((c) => c.method === 'page');
    expect(page?.args[0]).toBe('Personal Details');
    expect(page?.args[2]).toMatchObject({
      context: { page: { path: '/wizard/v2/Journey/personal-details', url: 'http://app.test/wizard/v2/Journey/personal-details', search: '', referrer: '' } },
    });
    expect(trackerItems(transport.posted)).toEqual([
      expect.objectContaining({
        eventName: 'Personal Details',
        action: 'route.change',
        url: 'http://app.test/wizard/v2/Journey/personal-details',
        metadata: { segmentType: 'page' },
      }),
    ]);
    expect(transport.posted.find((p) => p.url === endpoints.webAnalytics)?.body).toEqual({
      measurement_id: 'G-TEST',
      page_path: '/wizard/v2/Journey/personal-details',
      page_title: 'Personal details',
    });
  });

  it('skips a page whose name equals the last tracked page name (and the tag gets nothing either)', () => {
    const { pipeline, segment, transport } = makePipeline();
    pipeline.page({ page: 'Login', title: 'Log in' }, '/login');
    pipeline.page({ page: 'Login', title: 'Log in' }, '/login?identifier=again');
    pipeline.page({ page: 'Verify Account', title: 'Enter your code' }, '/verify-account?token=abc');
    pipeline.page({ page: 'Login', title: 'Log in' }, '/login');
    expect(segment.calls.filter((c) => c.method === 'page').map((c) => c.args[0])).toEqual(['Login', 'Verify Account', 'Login']);
    expect(transport.posted.filter((p) => p.url === endpoints.webAnalytics)).toHaveLength(3);
  });

  it('never tracks the email-verification page opened without a token', () => {
    const { pipeline, segment, transport } = makePipeline();
    pipeline.page({ page: 'Verify Account', title: 'Enter your code' }, 'http://app.test/verify-account');
    pipeline.page({ page: 'Verify Account', title: 'Enter your code' }, 'http://app.test/verify-account/?token=%20');
    expect(segment.calls.some((c) => c.method === 'page')).toBe(false);
    expect(transport.posted).toHaveLength(0);
  });

  it('never sends the query string: tokens in the URL stay in the browser', async () => {
    const { pipeline, segment, transport } = makePipeline();
    pipeline.page({ page: 'Verify Account', title: 'Enter your code' }, 'http://app.test/verify-account?token=eyJhbGciOiJIUzI1NiJ9.eyJzdWIiOiIxIn0.sig');
    await vi.advanceTimersByTimeAsync(5000);
    const everything = JSON.stringify([segment.calls, transport.posted]);
    expect(everything).not.toContain('eyJ');
    expect(everything).not.toContain('token');
  });
});

describe('isUntrackedPage', () => {
  it.each([
    ['/verify-account', true],
    ['/Verify-Account/', true],
    ['/verify-account?token=', true],
    ['/verify-account?other=1', true],
    ['/verify-account?token=abc', false],
    ['/verify-email-otp', false],
    ['/login', false],
  ])('%s -> %s', (url, untracked) => {
    expect(isUntrackedPage(url)).toBe(untracked);
  });
});
