import { queryOptions } from '@tanstack/react-query';
import { getEmployment } from '~/api/contract/employment';
import { getOnboardingDetails, getRegistrationFieldConfig, type OnboardingStep } from '~/api/contract/user';
import { api } from '~/api/queries/api';

/** An onboarding step's fields (registration field config): reference data, cached for the session. */
export const onboardingFieldsQuery = (step: OnboardingStep) =>
  queryOptions({
    queryKey: ['user', 'registrationFieldConfig', step],
    queryFn: ({ signal }) => api(getRegistrationFieldConfig, { query: { step }, signal }).then((r) => r.fields),
    staleTime: 60 * 60_000,
  });

/** An onboarding step's answers as saved (to fill the form again after a reload or on another device). */
export const onboardingAnswersQuery = (step: OnboardingStep) =>
  queryOptions({
    queryKey: ['user', 'onboarding', step],
    queryFn: ({ signal }) => api(getOnboardingDetails, { params: { step }, signal }).then((r) => r.answers),
  });

/** The borrower's employment record with the employment information form's fields. */
export const employmentQuery = () =>
  queryOptions({ queryKey: ['employment'], queryFn: ({ signal }) => api(getEmployment, { signal }) });
