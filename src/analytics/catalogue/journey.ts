import { track } from './types';

/**
 * Onboarding and application events. Journey step events are generic and carry `journey` (the application type,
 * spec §3 enumerations) and `step` (the step's page name from its chart state meta), so a new step needs no new event.
 */
export const journeyEvents = [
  // Onboarding
  track('company_search_started'),
  track('company_selected', ['company_status']),
  track('company_not_listed'),
  track('company_declaration_submitted'),
  track('company_feedback_submitted'),
  track('product_selected', ['product']),
  track('onboarding_personal_details_submitted'),
  track('onboarding_critical_details_submitted'),
  track('employment_status_submitted', ['employment_status']),
  track('employment_information_submitted'),
  track('eligibility_loaded', ['loan', 'ewa', 'quick_loan']),
  // Application
  track('application_started', ['journey', 'product']),
  track('application_resumed', ['journey', 'status', 'step']),
  track('application_create_failed', ['journey', 'error_code']),
  track('journey_step_submitted', ['journey', 'step']),
  track('journey_step_saved', ['journey', 'step']),
  track('journey_step_failed', ['journey', 'step', 'error_code']),
  track('journey_step_back', ['journey', 'step']),
  track('journey_step_retried', ['journey', 'step']),
  track('journey_review_edit', ['journey', 'step']),
  track('loan_calculator_changed', ['amount', 'tenure_months']),
  track('loan_calculator_submitted', ['amount', 'tenure_months']),
  track('loan_purpose_selected', ['loan_purpose']),
  track('warning_acknowledged', ['journey']),
  track('promissory_note_viewed', ['journey']),
  track('promissory_note_signed', ['journey']),
  track('promissory_note_sign_failed', ['journey', 'error_code']),
  track('application_submitted', ['journey', 'product']),
  track('application_cancelled', ['journey', 'reason']),
  track('application_status_changed', ['status']),
] as const;
