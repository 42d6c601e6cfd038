import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { checkEmailSanity, commonTlds, editDistance, knownProviders } from '~/domain/email-sanity';

describe('email sanity prompt trigger', () => {
  it.each([
    ['maria@gmial.com', 'provider-typo', 'gmail.com'],
    ['maria@gmal.com', 'provider-typo', 'gmail.com'],
    ['maria@yahooo.com', 'provider-typo', 'yahoo.com'],
    ['maria@outlok.com', 'provider-typo', 'outlook.com'],
    ['maria@hotmial.com', 'provider-typo', 'hotmail.com'],
    ['maria@protonmial.com', 'provider-typo', 'protonmail.com'],
    ['maria@protn.me', 'provider-typo', 'proton.me'],
    ['maria@gmail.con', 'tld-typo', 'gmail.com'],
    ['maria@gmail.co', 'tld-typo', 'gmail.com'],
    ['maria@yahoo.nte', 'tld-typo', 'yahoo.net'],
    ['Maria@GMAIL.CMO', 'tld-typo', 'gmail.com'],
  ])('%s is flagged (%s) with the suggestion %s', (email, reason, suggestion) => {
    expect(checkEmailSanity(email)).toEqual({ ok: false, reason, suggestion });
  });

  it.each([
    'maria@gmail.com',
    'maria@yahoo.com.ph',
    'maria@proton.me',
    'maria@protonmail.com',
    'maria@hotmail.co.uk',
    'maria.santos@acme.ph',
    'maria@startup.io',
    'maria@ymail.com',
    'maria@email.com',
    'maria@mail.com',
    'not-an-email',
    '@gmail.con',
    'maria@gmail',
    '',
  ])('%s is not flagged', (email) => {
    expect(checkEmailSanity(email)).toEqual({ ok: true });
  });

  it('never flags an exact known provider with a known TLD', () => {
    fc.assert(
      fc.property(fc.stringMatching(/^[a-z0-9._]{1,20}$/), fc.constantFrom(...knownProviders), fc.constantFrom(...commonTlds), (local, provider, tld) => {
        expect(checkEmailSanity(`${local}@${provider}.${tld}`).ok).toBe(true);
      }),
    );
  });

  it('any one-letter deletion in a long provider name is flagged and suggests the provider back', () => {
    const long = knownProviders.filter((p) => p.length >= 6);
    fc.assert(
      fc.property(fc.constantFrom(...long), fc.nat(), (provider, n) => {
        const i = n % provider.length;
        const typo = provider.slice(0, i) + provider.slice(i + 1);
        fc.pre(!(knownProviders as readonly string[]).includes(typo));
        const result = checkEmailSanity(`a@${typo}.com`);
        expect(result.ok).toBe(false);
      }),
    );
  });

  it('never throws on arbitrary text', () => {
    fc.assert(fc.property(fc.string({ maxLength: 300 }), (text) => void checkEmailSanity(text)));
  });

  it('edit distance counts a swap as one edit and is symmetric', () => {
    expect(editDistance('gmial', 'gmail')).toBe(1);
    expect(editDistance('gmail', 'gmail')).toBe(0);
    fc.assert(fc.property(fc.string({ maxLength: 12 }), fc.string({ maxLength: 12 }), (a, b) => {
      expect(editDistance(a, b)).toBe(editDistance(b, a));
    }));
  });
});
