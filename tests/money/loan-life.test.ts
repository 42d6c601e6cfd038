import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import fc from 'fast-check';
import { setAccessTokenSource } from '~/api/queries/api';
import { startWorld, type World } from './loan-life-world';
import { lifePlan } from './loan-life-plan';
import { liveOneLife } from './loan-life';

// The account actors (the promissory note's signing code) take the bearer token from the Cognito session; here a
// fixed one, as the sandbox's bearer check is stubbed to the borrower of the life being lived.
vi.mock('~/auth/token', () => ({ getAccessToken: async () => 'token' }));

/**
 * Issue W3-A item 6: one test follows one loan's whole life. For random amount, tenure, cycle, campaign, promo code,
 * a change from review, the platform's review path and the choice at pending approval, the new-loan and
 * pending-approval journey charts run with their real actors against the sandbox in process, the platform approves
 * and disburses, payroll deductions pay some instalments, and the payment chart pays the loan off. Every figure the
 * sandbox answers must equal what the app's calculator code says of the borrower's choice:
 * calculator = offer = note = booked loan = schedule total = sum of payments that close it; the payoff closes it
 * at ₱0.00 (tests/money/loan-life.ts). fast-check prints the seed and the shrunk life of a failure.
 *
 * LAKBAY_LIVES sets the number of lives (default 200). LAKBAY_LIFE_SURVEY=1 lives them all without stopping at the
 * first broken one and prints how often each link broke (a diagnostic; the test then fails if any did).
 */
const lives = Number(process.env.LAKBAY_LIVES ?? 200);
const survey = process.env.LAKBAY_LIFE_SURVEY === '1';
let world: World;
const broken = new Map<string, number>();
/** Survey: one life per broken link. */
const example = new Map<string, string>();
let lived = 0;

beforeAll(() => {
  world = startWorld();
  // The journeys' edge uses the app's one API client (src/api/queries/api.ts) and the auth client: the page's fetch.
  setAccessTokenSource(async () => 'token');
  vi.stubGlobal('fetch', world.fetch);
});
afterAll(() => {
  vi.unstubAllGlobals();
  world.close();
  const tally = [...broken.entries()].sort((a, b) => b[1] - a[1]);
  console.log(`loan lives: ${lived} lived${tally.length ? `; links broken (lives): ${tally.map(([k, n]) => `${k} ×${n}`).join('; ')}` : ', every link held'}`);
});

describe('one loan, its whole life', () => {
  it(`calculator = offer = note = booked loan = schedule total = payments that close it, payoff at ₱0.00 (${lives} lives)`, async () => {
    const failures: string[] = [];
    await fc.assert(
      fc.asyncProperty(lifePlan, async (plan) => {
        const { mismatches } = await liveOneLife(world, plan);
        lived++;
        for (const m of mismatches) {
          const key = m.split(':')[0]!;
          broken.set(key, (broken.get(key) ?? 0) + 1);
          if (survey && !example.has(key)) example.set(key, `${m}  <- ${JSON.stringify({ ...plan, asked: { ...plan.asked, pricing: plan.asked.pricing.code } })}`);
        }
        if (survey) {
          if (mismatches.length) failures.push(JSON.stringify({ plan: { ...plan, asked: { ...plan.asked, pricing: plan.asked.pricing.code } }, mismatches }));
          return;
        }
        expect(mismatches, `life ${JSON.stringify({ ...plan, asked: { ...plan.asked, pricing: plan.asked.pricing.code } })}`).toEqual([]);
      }),
      { numRuns: lives },
    );
    if (survey) console.log(`a life per broken link:\n${[...example.values()].join('\n')}`);
    expect(failures.length, `${failures.length} of ${lived} lives broke a link`).toBe(0);
  }, 600_000);
});
