import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { formatIdentifier, normalisePhone, parseIdentifier } from '@machines/shared/identifier-rules';

describe('parseIdentifier', () => {
  it.each(['+63 917 123 4567', '+639171234567', '09171234567', '0917-123-4567', '9171234567', '639171234567', '(0917) 123.4567', ' 0917 123 4567 '])(
    'normalises the mobile number %s to +639171234567',
    (raw) => expect(parseIdentifier(raw)).toEqual({ ok: true, type: 'PHONE', value: '+639171234567' }),
  );

  it.each(['0817 123 4567', '091712345', '091712345678', '+1 917 123 4567', '+63 817 123 4567', '00639171234567', '+', '０９１７１２３４５６７'])(
    'refuses %s with the phone message',
    (raw) => {
      const r = parseIdentifier(raw);
      expect(r.ok).toBe(false);
      if (!r.ok) expect(r.message).toMatch(/mobile number/);
    },
  );

  it('lower-cases emails and refuses malformed ones', () => {
    expect(parseIdentifier(' Juan.Dela-Cruz@Example.COM ')).toEqual({ ok: true, type: 'EMAIL', value: 'juan.dela-cruz@example.com' });
    for (const bad of ['juan@', '@example.com', 'juan@@example.com', 'juan@example', 'ju an@example.com', 'juan..x@example.com', '.juan@example.com', 'jüan@example.com', `${'a'.repeat(65)}@example.com`, '<b>@example.com']) {
      const r = parseIdentifier(bad);
      expect(r, bad).toMatchObject({ ok: false, error: 'email' });
    }
  });

  it('says what to type when the input is empty or neither a number nor an email', () => {
    expect(parseIdentifier('   ')).toMatchObject({ ok: false, error: 'empty', message: 'Enter your mobile number or email address.' });
    expect(parseIdentifier('<script>alert(1)</script>')).toMatchObject({ ok: false, error: 'unknown' });
    expect(parseIdentifier('x'.repeat(5000))).toMatchObject({ ok: false });
  });

  it('never throws and always yields a username of the right shape (property)', () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 400 }), (s) => {
        const r = parseIdentifier(s);
        if (r.ok && r.type === 'PHONE') expect(r.value).toMatch(/^\+639\d{9}$/);
        if (r.ok && r.type === 'EMAIL') expect(r.value).toBe(r.value.toLowerCase());
        if (!r.ok) expect(r.message.length).toBeGreaterThan(0);
      }),
    );
  });

  it('round-trips every valid national number (property)', () => {
    fc.assert(
      fc.property(fc.stringMatching(/^9\d{9}$/), (national) => {
        expect(normalisePhone(`0${national}`)).toBe(`+63${national}`);
        expect(normalisePhone(formatIdentifier(`+63${national}`))).toBe(`+63${national}`);
      }),
    );
  });
});
