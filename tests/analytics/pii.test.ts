import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { catalogueEntry } from '~/analytics/catalogue';
import { personalDataIn, scrubProps, scrubUrl } from '~/analytics/pii';

const entry = (name: string) => {
  const e = catalogueEntry(name);
  if (!e) throw new Error(`${name} missing`);
  return e;
};

describe('scrubProps', () => {
  it('keeps allowed, clean properties', () => {
    expect(scrubProps(entry('otp_invalid'), { purpose: 'login', error_code: 'UAS-E511', attempts_left: 2 })).toEqual({
      props: { purpose: 'login', error_code: 'UAS-E511', attempts_left: 2 },
      dropped: [],
    });
  });

  // Found by the browser scenarios (app #4): "Can't find your company?" was refused, with a console error.
  it.each(["Can't find your company?", 'How did you hear about us?', 'Almost there!'])('keeps a page title with its punctuation: %s', (title) => {
    expect(scrubProps(entry('Company Selector Feedback'), { path: '/company-selector/feedback', title })).toEqual({
      props: { path: '/company-selector/feedback', title },
      dropped: [],
    });
  });

  it('drops keys the catalogue does not allow for the event, whatever they hold', () => {
    const r = scrubProps(entry('login'), { method: 'otp', identifier: '09171234567', name: 'Juan', username: 'x' });
    expect(r.props).toEqual({ method: 'otp' });
    expect(r.dropped.sort()).toEqual(['identifier', 'name', 'username']);
  });

  it.each([
    ['phone, local form', '09171234567'],
    ['phone, +63 form', '+63 917 123 4567'],
    ['phone, bare', '9171234567'],
    ['phone, dashed', '0917-123-4567'],
    ['email', 'juan.delacruz@gmail.com'],
    ['name', 'Juan Dela Cruz'],
    ['JWT', 'eyJhbGciOiJSUzI1NiJ9.eyJzdWIiOiJhYmMifQ.c2ln'],
    ['opaque token', 'a8f3k2l9q0w8e7r6t5y4u3i2'],
    ['OTP code', '482913'],
    ['UUID', '3f2b8c1e-6a4d-4f7e-9b2a-1c3d5e7f9a0b'],
  ])('refuses a %s in an allowed key', (_label, value) => {
    const r = scrubProps(entry('login_failed'), { method: value });
    expect(r.props).toEqual({});
    expect(r.dropped).toEqual(['method']);
  });

  it('takes numbers only as numbers, flags only as booleans, codes only in error-code shape', () => {
    const r = scrubProps(entry('offer_accepted'), { journey: 'NEW_LOAN', amount: '25000', tenure_months: 12 });
    expect(r.props).toEqual({ journey: 'NEW_LOAN', tenure_months: 12 });
    expect(scrubProps(entry('referral_code_validated'), { valid: 'yes' }).props).toEqual({});
    expect(scrubProps(entry('login_failed'), { error_code: 'UAS-E104' }).props).toEqual({ error_code: 'UAS-E104' });
    expect(scrubProps(entry('login_failed'), { error_code: '123456' }).props).toEqual({});
    expect(scrubProps(entry('login_failed'), { error_code: 'juan@x.ph' }).props).toEqual({});
  });

  it('drops objects and arrays (they could hide anything)', () => {
    expect(scrubProps(entry('login'), { method: { phone: '0917' } }).props).toEqual({});
  });

  it('property: a phone number or email anywhere in a value never survives', () => {
    const phone = fc.tuple(fc.constantFrom('09', '+639', '639', '9'), fc.stringMatching(/^\d{9}$/)).map(([p, d]) => p + d);
    const email = fc.tuple(fc.stringMatching(/^[a-z][a-z0-9._]{0,10}$/), fc.constantFrom('gmail.com', 'yahoo.com', 'company.ph')).map(([u, d]) => `${u}@${d}`);
    fc.assert(
      fc.property(fc.string({ maxLength: 10 }), fc.oneof(phone, email), fc.string({ maxLength: 10 }), (pre, secret, post) => {
        const value = `${pre}${secret}${post}`;
        expect(scrubProps(entry('survey_shown'), { survey: value }).props).toEqual({});
      }),
    );
  });
});

describe('personalDataIn', () => {
  it('leaves catalogue-style values alone', () => {
    for (const v of ['NEW_LOAN', 'personal_details', 'login', 'GOVERNMENT_ID', '/wizard/v2/Journey/loan-offer', 'UAS-E511']) {
      expect(personalDataIn(v)).toBeNull();
    }
  });
});

describe('scrubUrl', () => {
  it('drops query and fragment', () => {
    expect(scrubUrl('http://app.test/login?sso=abc&redirectUrl=/x#frag')).toEqual({ url: 'http://app.test/login', path: '/login' });
  });
  it('redacts path segments that hold personal data', () => {
    expect(scrubUrl('/profile/juan%40gmail.com/edit', 'http://app.test').path).toBe('/profile/:redacted/edit');
    expect(scrubUrl('/recovery/callback/09171234567', 'http://app.test').path).toBe('/recovery/callback/:redacted');
  });
  it('survives garbage', () => {
    expect(scrubUrl('http://[::1', 'not a base')).toEqual({ url: '', path: '/' });
  });
});
