/**
 * The account chart's pages (machines/account/account-pages.ts): each route (spec §2, what links and the router use), screen,
 * title (the heading and document title), analytics page name and main button, as the spec and the designers
 * wrote them.
 */
import { describe, expect, it } from 'vitest';
import { accountPages } from '@machines/account/account-pages';

describe('the account pages', () => {
  it('keep their routes, screens, titles and page names', () => {
    expect(accountPages).toEqual({
      profile: { route: '/profile', screen: 'profile', title: 'Your profile', page: 'Profile' },
      generateEmailOtp: {
        route: '/generate-email-otp',
        screen: 'generate-email-otp',
        title: 'Verify your email address',
        page: 'Generate Email OTP',
        primaryAction: 'Send code',
      },
      updatePersonalEmail: {
        route: '/update-personal-email',
        screen: 'update-personal-email',
        title: 'Add your personal email',
        page: 'Update Personal Email',
        primaryAction: 'Save and send code',
      },
      verifyEmailOtp: {
        route: '/verify-email-otp',
        screen: 'verify-email-otp',
        title: 'Enter the code we emailed you',
        page: 'Verify Email OTP',
        primaryAction: 'Verify',
      },
      verifyMobileOtp: {
        route: '/verify-mobile-otp',
        screen: 'verify-mobile-otp',
        title: 'Verify your mobile number',
        page: 'Verify Mobile OTP',
        primaryAction: 'Verify',
      },
      changeMobile: {
        route: '/change-mobile-number',
        screen: 'change-mobile-number',
        title: 'Change your mobile number',
        page: 'Change Mobile Number',
        primaryAction: 'Send code',
      },
    });
  });
});
