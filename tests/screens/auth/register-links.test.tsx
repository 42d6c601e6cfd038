// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import RegisterScreen from '~/auth/screens/register/register.screen';
import { legalLinks } from '~/auth/legal-links';
import { authActor, renderScreen } from './render-helpers';

describe('register screen (issue 25 item 12)', () => {
  it('the terms of use and the privacy policy are links the visitor can open before agreeing', () => {
    renderScreen(RegisterScreen, authActor({}, { route: '/register' }));
    const terms = screen.getByRole('link', { name: 'terms of use' });
    const privacy = screen.getByRole('link', { name: 'privacy policy' });
    expect(terms).toHaveAttribute('href', legalLinks.termsOfUse);
    expect(privacy).toHaveAttribute('href', legalLinks.privacyPolicy);
    // Opened beside the form, so nothing typed is lost.
    expect(terms).toHaveAttribute('target', '_blank');
    expect(screen.getByRole('checkbox', { name: 'I agree to the terms of use and privacy policy.' })).not.toBeChecked();
  });
});
