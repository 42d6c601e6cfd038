import { expect, test } from '@playwright/test';
import { collected } from './analytics-helpers';

/**
 * Runs last (file name; workers: 1): everything the collector received during the whole e2e suite must be free of
 * phone numbers, emails, names, tokens and codes. Ids meant for analytics (anonymous and user ids, message ids)
 * are skipped by key; every other string anywhere in every payload is checked.
 */
const idKeys = new Set(['anonymousId', 'userId', 'anonymous_id', 'user_id', 'messageId', 'writeKey', 'measurement_id', 'sentAt', 'timestamp', 'receivedAt', 'originalTimestamp', 'version', 'userAgent', 'locale', 'timezone']);
const patterns: Array<[string, RegExp]> = [
  ['email', /[^\s@/"]+@[^\s@/"]+\.[a-z]{2,}/i],
  ['phone', /(?:\+?63|0)?9\d{2}[\s-]?\d{3}[\s-]?\d{4}/],
  ['token', /eyJ[\w-]{8,}\.[\w-]{8,}/],
  ['code', /(?:^|[^\d.])\d{6}(?:[^\d.]|$)/],
  ['query', /[?&](token|code|sso|otp|identifier|email|phone)=/i],
];
// Personas are named from these lists (sandbox/backoffice/personas.ts).
const names = /\b(Maria|Jose|Ana|Juan|Liza|Ramon|Grace|Paolo|Santos|Reyes|Cruz|Bautista|Garcia|Mendoza|Villanueva|Ramos)\b/;

function strings(value: unknown, path: string, out: Array<[string, string]>): void {
  if (typeof value === 'string') out.push([path, value]);
  else if (Array.isArray(value)) value.forEach((v, i) => strings(v, `${path}[${i}]`, out));
  else if (value && typeof value === 'object') {
    for (const [k, v] of Object.entries(value)) if (!idKeys.has(k)) strings(v, `${path}.${k}`, out);
  }
}

test('no personal data reached the analytics collector during the whole suite', async ({ request }) => {
  const events = await collected(request);
  expect(events.length, 'the suite produced no analytics at all').toBeGreaterThan(0);
  const findings: string[] = [];
  for (const e of events) {
    const found: Array<[string, string]> = [];
    strings(e.payload, `${e.channel}#${e.id}`, found);
    for (const [where, s] of found) {
      for (const [kind, re] of patterns) if (re.test(s)) findings.push(`${kind} at ${where}: ${s.slice(0, 80)}`);
      if (names.test(s)) findings.push(`name at ${where}: ${s.slice(0, 80)}`);
    }
  }
  expect(findings).toEqual([]);
});
