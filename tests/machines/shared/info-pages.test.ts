/** The information pages every visitor can open (machines/shared/info-pages.ts): their routes, screens and titles. */
import { describe, expect, it } from 'vitest';
import { infoPages } from '@machines/shared/info-pages';

describe('the information pages', () => {
  it('keep their routes, screens, titles and page names', () => {
    expect(infoPages).toEqual({
      contactUs: { route: '/contact-us', screen: 'contact-us', title: 'Contact us', page: 'Contact Us' },
      appDownload: { route: '/app-download', screen: 'app-download', title: 'Get the Lakbay app', page: 'App Download' },
    });
  });
});
