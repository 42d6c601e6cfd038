import { track } from './types';

/** Home, referral, survey, digital bank and insurance events. */
export const engagementEvents = [
  // Home
  track('home_loaded', ['has_active_loan']),
  track('home_product_clicked', ['product']),
  track('home_apply_clicked', ['product']),
  track('loan_details_opened', ['status']),
  track('loan_schedule_opened'),
  track('notification_opened'),
  track('past_products_opened'),
  track('fintelligence_opened'),
  track('fintelligence_sso_failed', ['reason']),
  track('app_download_clicked', ['store']),
  track('help_center_clicked'),
  track('contact_us_opened'),
  // Referral
  track('referral_shared', ['channel']),
  track('referral_link_copied'),
  track('referral_code_validated', ['valid']),
  // Surveys
  track('survey_shown', ['survey']),
  track('survey_dismissed', ['survey']),
  track('survey_submitted', ['survey', 'rating']),
  track('survey_completed', ['survey', 'outcome']),
  track('loan_cancellation_survey_submitted', ['reason']),
  track('channel_performance_survey_submitted', ['channel']),
  // Digital bank
  track('gotyme_linking_started'),
  track('gotyme_otp_sent'),
  track('gotyme_linked'),
  track('gotyme_linking_failed', ['error_code']),
  // Insurance
  track('insurance_started'),
  track('insurance_beneficiary_submitted'),
  track('insurance_submitted'),
] as const;
