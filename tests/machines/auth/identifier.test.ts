import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { parseIdentifier } from '@machines/auth/identifier';
import { parseIdentifier as domainParse } from '@machines/shared/identifier-rules';

/** The form's parser must accept exactly what the shared normaliser (and so the sandbox/platform) accepts. */
const corpus = [
  '0917 123 4567', '09171234567', '9171234567', '+63 917 123 4567', '639171234567', '+639171234567', '(0917) 123-4567',
  '0917.123.4567', '0817 123 4567', '+1 415 555 0100', '00917 123 4567', '0917 123 456', 'Juan@Example.com',
  'juan..x@example.com', '.juan@example.com', 'juan@example', 'juan@-x.com', '<b>x</b>', 'javascript:alert(1)', '',
];

describe('identifier parsing', () => {
  it.each(corpus)('agrees with machines/shared/identifier-rules.ts on %j', (raw) => {
    const mine = parseIdentifier(raw);
    const theirs = domainParse(raw);
    expect(mine.ok).toBe(theirs.ok);
    if (mine.ok && theirs.ok) expect(mine.value).toBe(theirs.value);
  });

  it('never accepts what the shared normaliser refuses, for any ASCII input', () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 40 }), (raw) => {
        const mine = parseIdentifier(raw);
        if (mine.ok) expect(domainParse(raw)).toMatchObject({ ok: true, value: mine.value });
      }),
    );
  });

  it('accepts any 9XXXXXXXXX number in every form the borrower may type', () => {
    fc.assert(
      fc.property(fc.stringMatching(/^9\d{9}$/), (n) => {
        for (const form of [`0${n}`, n, `+63${n}`, `+63 ${n.slice(0, 3)} ${n.slice(3, 6)} ${n.slice(6)}`]) {
          expect(parseIdentifier(form)).toEqual({ ok: true, kind: 'PHONE', value: `+63${n}` });
        }
      }),
    );
  });
});
