import { describe, expect, it } from 'vitest';
import {
  REDIRECT_STORAGE_KEY,
  readRedirectUrl,
  safeRedirectUrl,
  saveRedirectUrl,
  type KeyValueStorage,
} from '~/app/shell/redirect-url';

const policy = { origin: 'https://app.lakbay.ph', allowlist: ['wellness.partner.ph', 'https://learn.partner.ph:8443'] };

function memoryStorage(initial: Record<string, string> = {}): KeyValueStorage & { data: Map<string, string> } {
  const data = new Map(Object.entries(initial));
  return {
    data,
    getItem: (k) => data.get(k) ?? null,
    setItem: (k, v) => void data.set(k, v),
    removeItem: (k) => void data.delete(k),
  };
}

describe('safeRedirectUrl accepts', () => {
  it.each([
    ['/home', '/home'],
    ['/loan-details?id=12#schedule', '/loan-details?id=12#schedule'],
    ['/wizard/v2/Journey/address', '/wizard/v2/Journey/address'],
    ['https://app.lakbay.ph/payments', 'https://app.lakbay.ph/payments'],
    ['https://wellness.partner.ph/back?from=lakbay', 'https://wellness.partner.ph/back?from=lakbay'],
    ['HTTPS://WELLNESS.PARTNER.PH/done', 'https://wellness.partner.ph/done'],
    ['https://learn.partner.ph:8443/course', 'https://learn.partner.ph:8443/course'],
  ])('%s', (input, expected) => {
    expect(safeRedirectUrl(input, policy)).toBe(expected);
  });
});

describe('safeRedirectUrl ignores hostile or foreign targets', () => {
  it.each([
    '//evil.example',
    '///evil.example',
    '/\\evil.example',
    '\\\\evil.example',
    '/\\/evil.example',
    'javascript:alert(1)',
    'JaVaScRiPt:alert(1)',
    ' javascript:alert(1)',
    'java\tscript:alert(1)',
    'javascript%3Aalert(1)',
    'data:text/html,<script>alert(1)</script>',
    'DATA:text/html;base64,PHNjcmlwdD4=',
    'vbscript:msgbox(1)',
    'https://evil.example',
    'http://evil.example/home',
    'https://app.lakbay.ph.evil.example/',
    'https://evil.example#@app.lakbay.ph',
    'https://app.lakbay.ph@evil.example',
    'https://good@evil.example',
    'https://user:pass@app.lakbay.ph/home',
    'http://wellness.partner.ph/plain-http',
    'https://learn.partner.ph/wrong-port',
    '%2F%2Fevil.example',
    '/%2F/evil.example',
    '/%5Cevil.example',
    '/%255C%255Cevil.example',
    '%252F%252Fevil.example',
    '/.//evil.example',
    '/./\\evil.example',
    '/home\n//evil.example',
    '/home%0d%0aSet-Cookie:x=1',
    '\u0000/home',
    '/home\u2028',
    ' /home',
    '/%E0%A4%A',
    'evil.example',
    'home',
    '?next=/home',
    'ftp://wellness.partner.ph/file',
    '',
  ])('%j', (input) => {
    expect(safeRedirectUrl(input, policy)).toBeNull();
  });

  it('ignores values that are absurdly long', () => {
    expect(safeRedirectUrl(`/${'a'.repeat(3000)}`, policy)).toBeNull();
  });

  it('ignores non-strings', () => {
    expect(safeRedirectUrl(null, policy)).toBeNull();
    expect(safeRedirectUrl(undefined, policy)).toBeNull();
  });
});

describe('saveRedirectUrl', () => {
  it('stores a same-origin path under the financial-wellness key', () => {
    const storage = memoryStorage();
    expect(saveRedirectUrl('?redirectUrl=%2Fhome%3Ftab%3Dloans', storage, policy)).toBe('/home?tab=loans');
    expect(storage.data.get(REDIRECT_STORAGE_KEY)).toBe('/home?tab=loans');
  });

  it('stores an allow-listed URL', () => {
    const storage = memoryStorage();
    saveRedirectUrl(new URLSearchParams({ redirectUrl: 'https://wellness.partner.ph/return' }), storage, policy);
    expect(storage.data.get(REDIRECT_STORAGE_KEY)).toBe('https://wellness.partner.ph/return');
  });

  it('leaves an earlier good value alone when the new one is hostile', () => {
    const storage = memoryStorage({ [REDIRECT_STORAGE_KEY]: '/home' });
    expect(saveRedirectUrl('?redirectUrl=%2F%2Fevil.example', storage, policy)).toBeNull();
    expect(storage.data.get(REDIRECT_STORAGE_KEY)).toBe('/home');
  });

  it('does nothing without the parameter', () => {
    const storage = memoryStorage();
    saveRedirectUrl('?action=login', storage, policy);
    expect(storage.data.size).toBe(0);
  });

  it('survives a storage that throws (private mode)', () => {
    const storage: KeyValueStorage = {
      getItem: () => null,
      setItem: () => {
        throw new Error('QuotaExceededError');
      },
      removeItem: () => undefined,
    };
    expect(saveRedirectUrl('?redirectUrl=/home', storage, policy)).toBeNull();
  });

  it('re-checks what it reads back, in case something else wrote the key', () => {
    expect(readRedirectUrl(memoryStorage({ [REDIRECT_STORAGE_KEY]: 'javascript:alert(1)' }), policy)).toBeNull();
    expect(readRedirectUrl(memoryStorage({ [REDIRECT_STORAGE_KEY]: '/payments' }), policy)).toBe('/payments');
  });
});

describe('sandbox origin over plain http', () => {
  const local = { origin: 'http://127.0.0.1:5173', allowlist: [] };
  it('accepts its own origin and paths', () => {
    expect(safeRedirectUrl('http://127.0.0.1:5173/home', local)).toBe('http://127.0.0.1:5173/home');
    expect(safeRedirectUrl('/home', local)).toBe('/home');
  });
  it('rejects another port on the same host', () => {
    expect(safeRedirectUrl('http://127.0.0.1:6006/home', local)).toBeNull();
  });
});
