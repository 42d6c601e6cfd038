import { describe, expect, it } from 'vitest';
import { lastApplication, prefillDrafts, prefillSteps, profileAnswers, withPrefill } from '@machines/journeys/prefill';

const profile = {
  first_name: 'Maria', middle_name: null, last_name: 'Santos', birth_date: '1992-08-14', gender: 'FEMALE',
  phone_number: '+639171234567', email: null, personal_email: 'maria@example.com',
};
const professional = { employee_id: 'EMP-20418', job_title: 'ACCOUNTANT', gross_monthly_salary: '40,000' };

describe('journey prefill (issue 25 item 9)', () => {
  it('fills the personal details from the profile, non-empty values only', () => {
    expect(profileAnswers(profile)).toEqual({
      first_name: 'Maria', last_name: 'Santos', birth_date: '1992-08-14', gender: 'FEMALE', mobile_number: '+639171234567', email: 'maria@example.com',
    });
    expect(profileAnswers(null)).toEqual({});
    expect(profileAnswers({ first_name: '  ', last_name: null })).toEqual({});
  });

  it('a reloan starts with the last application’s answers per step and the profile on top of its personal details', () => {
    const drafts = prefillDrafts({
      journey: { type: 'reloan' },
      profile,
      previous: { personalDetails: { first_name: 'Old', nationality: 'FILIPINO' }, professionalDetails: professional, address: {} },
    });
    expect(drafts.personalDetails).toMatchObject({ first_name: 'Maria', last_name: 'Santos', nationality: 'FILIPINO' });
    expect(drafts.professionalDetails).toEqual(professional);
    // A step with nothing to fill gets no draft: its form starts blank.
    expect(drafts.address).toBeUndefined();
    expect(drafts.bankDetails).toBeUndefined();
  });

  it('never replaces what the journey holds: a draft or saved answers of a step stay as they are', () => {
    const typed = { first_name: 'Typed' };
    const drafts = prefillDrafts({
      journey: { type: 'refinance', drafts: { personalDetails: typed }, answers: { professionalDetails: { employee_id: 'MINE' } } },
      profile,
      previous: { professionalDetails: professional, additionalDetails: { dependants: '2' } },
    });
    expect(drafts.personalDetails).toBe(typed);
    expect(drafts.professionalDetails).toBeUndefined();
    expect(drafts.additionalDetails).toEqual({ dependants: '2' });
  });

  it('a first-time borrower’s new loan has only the profile fields', () => {
    const journey = withPrefill({ type: 'newLoan', applicationId: null }, profile, {});
    expect(Object.keys(journey.drafts ?? {})).toEqual(['personalDetails']);
    expect(journey.drafts?.personalDetails).toMatchObject({ first_name: 'Maria', birth_date: '1992-08-14' });
    // Nothing held at all: the input is returned as it was.
    const blank = { type: 'newLoan' as const, applicationId: null };
    expect(withPrefill(blank, null, {})).toBe(blank);
  });

  it('fills only the journey’s own form steps (EWA activation has no bank details; journeys without forms get none)', () => {
    expect(prefillSteps('ewaActivation')).toEqual(['personalDetails', 'professionalDetails', 'additionalDetails', 'address']);
    expect(prefillSteps('reloan')).toContain('bankDetails');
    expect(prefillSteps('wcr')).toEqual([]);
    const drafts = prefillDrafts({ journey: { type: 'ewaActivation' }, profile: null, previous: { bankDetails: { bank: 'BDO' } } });
    expect(drafts.bankDetails).toBeUndefined();
  });

  it('the last application is the newest other than the one this journey is for', () => {
    const apps = [
      { id: 'a', created_at: '2026-01-01T00:00:00.000Z' },
      { id: 'c', created_at: '2026-11-25T00:00:00.000Z' },
      { id: 'b', created_at: '2026-06-01T00:00:00.000Z' },
    ];
    expect(lastApplication(apps, null)?.id).toBe('c');
    expect(lastApplication(apps, 'c')?.id).toBe('b');
    expect(lastApplication([], null)).toBeNull();
  });
});
