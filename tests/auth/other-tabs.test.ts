// @vitest-environment jsdom
import { describe, expect, it, vi } from 'vitest';
import { announceSignOut, onOtherTabSignOut, onTabReturn } from '~/auth/other-tabs';

/**
 * Issue W3-B item 1: a tab holding tokens that another tab or device revoked asks the user pool (session.check)
 * instead of failing every call with 401: when another tab of the browser signs out, and when the borrower comes back
 * to the tab (another device's "Log out on all devices" cannot tell it).
 */
describe('other tabs and devices', () => {
  it('a sign-out in one tab reaches the others', async () => {
    const heard = vi.fn();
    const stop = onOtherTabSignOut(heard);
    announceSignOut();
    await vi.waitFor(() => expect(heard).toHaveBeenCalledTimes(1));
    stop();
  });

  it('coming back to the tab asks for a check, at most once a minute', () => {
    let now = 0;
    const heard = vi.fn();
    const stop = onTabReturn(heard, () => now);
    const show = () => document.dispatchEvent(new Event('visibilitychange'));
    now = 30_000;
    show();
    expect(heard).not.toHaveBeenCalled();
    now = 61_000;
    show();
    show();
    expect(heard).toHaveBeenCalledTimes(1);
    stop();
    now = 200_000;
    show();
    expect(heard).toHaveBeenCalledTimes(1);
  });
});
