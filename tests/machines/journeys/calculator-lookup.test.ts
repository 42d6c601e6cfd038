import { describe, expect, it } from 'vitest';
import { createActor, waitFor } from 'xstate';
import {
  afterSalaryRead,
  campaignChoice,
  choiceOf,
  lookupStart,
  openCampaigns,
  pricedTerms,
  salaryCandidates,
  salaryHeld,
} from '@machines/journeys/calculator-lookup';
import type { CampaignLike } from '@machines/journeys/journey-types';
import { journeyMachines } from '@machines/journeys/journey.machine';
import { fakePlatform } from './fake-platform';

const app = (id: string, updated_at: string, saved = true) => ({ id, updated_at, completed_steps: saved ? ['loan-purpose', 'professional-details'] : ['loan-purpose'] });
const campaign = (code: string, over: Partial<CampaignLike> = {}): CampaignLike => ({
  code,
  name: code,
  monthly_interest_percent: 1,
  max_amount_centavos: 3_000_000,
  max_salary_percent: null,
  tenures: [3, 6],
  service_fee: { kind: 'percent', percent: 5 },
  eligible: true,
  ineligible_reason: null,
  ...over,
});

describe('which salary the calculator lists loan types for', () => {
  it('is the one this journey holds, when professional details were saved in it', () => {
    expect(salaryHeld({ professionalDetails: { gross_monthly_salary: ' 25,000 ' } })).toBe('25,000');
    expect(salaryHeld({ professionalDetails: { gross_monthly_salary: '' } })).toBeNull();
    expect(salaryHeld({ professionalDetails: { employee_id: 'E-1' } })).toBeNull();
    expect(salaryHeld({})).toBeNull();
  });

  it("reads this application's saved salary first, then the newest three earlier ones, newest first", () => {
    const list = {
      data: [
        app('old', '2026-01-01T00:00:00Z'),
        app('this', '2026-02-01T00:00:00Z'),
        app('newest', '2026-06-01T00:00:00Z'),
        app('unsaved', '2026-07-01T00:00:00Z', false),
        app('middle', '2026-04-01T00:00:00Z'),
        app('older', '2026-03-01T00:00:00Z'),
      ],
    };
    expect(salaryCandidates(list, 'this')).toEqual(['this', 'newest', 'middle', 'older']);
    // No application yet (a new loan, a reloan before its purpose): the earlier ones only.
    expect(salaryCandidates(list, null)).toEqual(['newest', 'middle', 'older']);
    // This application without saved professional details is not read.
    expect(salaryCandidates({ data: [app('this', '2026-09-01T00:00:00Z', false), app('a', '2026-01-01T00:00:00Z')] }, 'this')).toEqual(['a']);
    expect(salaryCandidates({ data: [] }, null)).toEqual([]);
  });

  it('stops at the first usable salary; none, the next candidate is read', () => {
    const reading = { ...lookupStart, toRead: ['this', 'newest', 'middle'] };
    expect(afterSalaryRead(reading, null)).toEqual({ ...lookupStart, toRead: ['newest', 'middle'] });
    expect(afterSalaryRead(reading, '40,000')).toEqual({ ...lookupStart, salary: '40,000', toRead: [] });
    expect(afterSalaryRead({ ...lookupStart, toRead: ['last'] }, null)).toEqual(lookupStart);
  });
});

describe('what a chosen loan type is priced as', () => {
  const listed = [campaign('ANNIVERSARY_2'), campaign('CALAMITY_1', { max_amount_centavos: 0, max_salary_percent: 20, eligible: true }), campaign('ANNIVERSARY_1', { eligible: false, ineligible_reason: 'NOT_FIRST_TIME_BORROWER' })];

  it('lists eligible campaigns with room to lend', () => {
    expect(openCampaigns(listed).map((c) => c.code)).toEqual(['ANNIVERSARY_2']);
    expect(openCampaigns(null)).toEqual([]);
  });

  it('keeps an open choice, and prices one no longer open as the regular loan, naming it', () => {
    expect(campaignChoice('ANNIVERSARY_2', listed)).toEqual({ priced: 'ANNIVERSARY_2', unavailable: null });
    expect(campaignChoice('REGULAR', listed)).toEqual({ priced: 'REGULAR', unavailable: null });
    expect(campaignChoice('ANNIVERSARY_1', listed)).toEqual({ priced: 'REGULAR', unavailable: listed[2] });
    // A salary share of ₱0 lends nothing: not open either.
    expect(campaignChoice('CALAMITY_1', listed)).toEqual({ priced: 'REGULAR', unavailable: listed[1] });
  });

  it('leaves the choice as it is when the platform did not list it or the campaigns are not known', () => {
    expect(campaignChoice('SCHOOL_SUPPORT', listed)).toEqual({ priced: 'SCHOOL_SUPPORT', unavailable: null });
    expect(campaignChoice('ANNIVERSARY_1', null)).toEqual({ priced: 'ANNIVERSARY_1', unavailable: null });
  });

  it('saves the terms without a campaign code for the regular loan', () => {
    const terms = { amount_centavos: 300_000, tenure_months: 12, repayment_cycle: '1 Month' };
    expect(pricedTerms({ ...terms, campaign_code: 'ANNIVERSARY_1' }, listed)).toEqual(terms);
    expect(pricedTerms({ ...terms, campaign_code: 'ANNIVERSARY_2' }, listed)).toEqual({ ...terms, campaign_code: 'ANNIVERSARY_2' });
    expect(pricedTerms({ ...terms, campaign_code: 'REGULAR' }, listed)).toEqual(terms);
    expect(pricedTerms(terms, listed)).toEqual(terms);
    expect(choiceOf({ campaign_code: '' })).toBe('REGULAR');
    expect(choiceOf(null)).toBe('REGULAR');
  });
});

describe('the calculator step looks up, one call per state', () => {
  const savedSalaries: Record<string, string | null> = { this: null, newest: '40,000', middle: '30,000' };
  const lookingUp = (applicationId: string | null, answers = {}) => {
    const platform = fakePlatform();
    platform.answer('listApplications', () => ({ data: [app('this', '2026-02-01T00:00:00Z'), app('newest', '2026-06-01T00:00:00Z'), app('middle', '2026-04-01T00:00:00Z')] }));
    platform.answer('readSavedSalary', (i) => ({ salary: savedSalaries[String(i.applicationId)] ?? null }));
    platform.answer('readCampaigns', () => ({ campaigns: [campaign('ANNIVERSARY_1', { eligible: false, ineligible_reason: 'NOT_FIRST_TIME_BORROWER' })] }));
    const actor = createActor(journeyMachines.reloan.provide({ actors: platform.actors as never }), { input: { type: 'reloan', applicationId, answers } }).start();
    return { actor, platform };
  };
  const edited = (actor: ReturnType<typeof lookingUp>['actor']) => waitFor(actor, (s) => JSON.stringify(s.value) === JSON.stringify({ reloanCalculator: 'editing' }));

  it("reads this application's salary, then the newest earlier one, and lists the campaigns for the first usable one", async () => {
    const { actor, platform } = lookingUp('this');
    expect(actor.getSnapshot().hasTag('lookup')).toBe(true);
    await edited(actor);
    expect(platform.lookups.map((c) => [c.actor, c.input.applicationId ?? c.input.salary ?? null])).toEqual([
      ['listApplications', null],
      ['readSavedSalary', 'this'],
      ['readSavedSalary', 'newest'],
      ['readCampaigns', '40,000'],
    ]);
    expect(actor.getSnapshot().context.lookup).toMatchObject({ salary: '40,000', toRead: [] });
    expect(actor.getSnapshot().hasTag('lookup')).toBe(false);
  });

  it('asks only for the campaigns when the journey holds the salary', async () => {
    const { actor, platform } = lookingUp('this', { professionalDetails: { gross_monthly_salary: '25,000' } });
    await edited(actor);
    expect(platform.lookups.map((c) => c.actor)).toEqual(['readCampaigns']);
    expect(platform.lookups[0]!.input).toEqual({ salary: '25,000' });
  });

  it('a failed salary read counts as not known; failed campaigns leave the regular loan', async () => {
    const { actor, platform } = lookingUp(null);
    platform.fail('readSavedSalary');
    platform.fail('readCampaigns');
    await edited(actor);
    expect(platform.lookups.map((c) => c.actor)).toEqual(['listApplications', 'readSavedSalary', 'readCampaigns']);
    expect(actor.getSnapshot().context.lookup).toMatchObject({ salary: null, campaigns: null });
  });

  it('saves a loan type no longer open as the regular loan', async () => {
    const { actor, platform } = lookingUp(null);
    await edited(actor);
    const terms = { amount_centavos: 300_000, tenure_months: 12, repayment_cycle: '1 Month' };
    actor.send({ type: 'step.submit', values: { ...terms, campaign_code: 'ANNIVERSARY_1' } });
    await waitFor(actor, (s) => JSON.stringify(s.value).includes('loanPurpose'));
    expect(actor.getSnapshot().context.answers.reloanCalculator).toEqual(terms);
    // Leaving the step drops what it looked up.
    expect(actor.getSnapshot().context.lookup).toBeNull();
    expect(platform.calls).toEqual([]);
  });
});
