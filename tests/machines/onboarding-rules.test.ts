import { describe, expect, it } from 'vitest';
import { employmentStart, onboardingStart } from '@machines/onboarding/onboarding-rules';

const flag = (reason: string | null) => ({ disabled: reason !== null, reason, application_types: [] });

describe('onboarding rules (the app chart guards after sign-in)', () => {
  it('onboarding is asked while the platform has it INITIALIZED, resuming after the personal details', () => {
    expect(onboardingStart(undefined)).toBeNull();
    expect(onboardingStart({})).toBeNull();
    expect(onboardingStart({ onboarding: 'SUBMITTED' })).toBeNull();
    expect(onboardingStart({ onboarding: 'INITIALIZED' })).toBe('personalDetails');
    expect(onboardingStart({ onboarding: 'INITIALIZED', onboarding_personal_details: 'INITIALIZED' })).toBe('personalDetails');
    expect(onboardingStart({ onboarding: 'INITIALIZED', onboarding_personal_details: 'SUBMITTED' })).toBe('criticalDetails');
  });

  it('employment is asked when eligibility says so; details required wins over a confirmation', () => {
    expect(employmentStart(undefined)).toBeNull();
    expect(employmentStart({ loan: flag(null), ewa: flag('PRODUCT_NOT_OFFERED') })).toBeNull();
    expect(employmentStart({ loan: flag('EMPLOYMENT_UNCONFIRMED') })).toBe('employmentStatus');
    expect(employmentStart({ loan: flag('EMPLOYMENT_UNCONFIRMED'), ewa: flag('EMPLOYMENT_DETAILS_REQUIRED') })).toBe('employmentInformation');
    // An enabled flag's stale reason is not a question.
    expect(employmentStart({ loan: { disabled: false, reason: 'EMPLOYMENT_UNCONFIRMED' } })).toBeNull();
  });
});
