import { afterAll, beforeAll, expect, it } from 'vitest';
import { referral, user } from '../../src/api/contract';
import { failure, startPlatform, uniquePhone, type PlatformHarness } from './platform-harness';

let h: PlatformHarness;
beforeAll(async () => {
  h = await startPlatform();
});
afterAll(() => h.close());

it('answers 429 with Retry-After to a burst of account look-ups, and serves again after the window', async () => {
  for (let i = 0; i < 60; i++) await h.anonymous(user.uniqueCheck, { body: { phone_number: uniquePhone() } });
  const e = await failure(h.anonymous(user.uniqueCheck, { body: { phone_number: uniquePhone() } }));
  expect(e.httpStatus).toBe(429);
  expect(e.retryAfter).toBeGreaterThanOrEqual(1);
  expect(e.retryAfter).toBeLessThanOrEqual(60);
  h.advance(61_000);
  expect((await h.anonymous(user.uniqueCheck, { body: { phone_number: uniquePhone() } })).is_login_profile_exists).toBe(false);
});

it('limits referral-code guessing', async () => {
  for (let i = 0; i < 20; i++) await h.anonymous(referral.validateReferral, { body: { code: `GUESS${String(i).padStart(3, '0')}` } });
  expect((await failure(h.anonymous(referral.validateReferral, { body: { code: 'GUESS999' } }))).httpStatus).toBe(429);
});
