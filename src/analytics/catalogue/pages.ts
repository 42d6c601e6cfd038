import { page } from './types';

/**
 * Page events, one per spec §2 route. The name is the route's slug in snake_case (`/wizard/v2/Journey/loan-offer`
 * -> `journey_loan_offer`); chart authors put exactly this name in their routed states' `meta.page`, and
 * tests/analytics/catalogue.test.ts checks the charts' page names against this list.
 */
export const pageEvents = [
  // Entry and account
  page('landing'),
  page('login'),
  page('register'),
  page('try_another_login_method'),
  page('forgot_password'),
  page('create_password'),
  page('verify_account'),
  page('generate_email_otp'),
  page('update_personal_email'),
  page('verify_email_otp'),
  page('verify_mobile_otp'),
  page('verify_pn_otp'),
  page('profile'),
  page('contact_us'),
  page('app_download'),
  // Product and company
  page('home'),
  page('product_selection'),
  page('company_selector'),
  page('company_selector_success'),
  page('company_selector_feedback'),
  page('company_selector_feedback_latter'),
  page('company_declaration'),
  page('company_declaration_feedback'),
  page('past_products'),
  // Calculators and loan info
  page('loan_calculator'),
  page('loan_purpose'),
  page('loan_details'),
  page('loan_schedule'),
  page('reloan_calculator'),
  page('refinance_notification'),
  page('refinance_calculator'),
  page('recovery_refinance_calculator'),
  page('loan_success'),
  // Documents and notes
  page('wcr'),
  page('document_verification_failed'),
  page('promissory_notes'),
  // Payments and recovery
  page('payments'),
  page('payments_processing'),
  page('payments_payment_mode'),
  page('recovery_callback'),
  // Onboarding
  page('onboarding_personal_details'),
  page('onboarding_critical_details'),
  page('employment_status'),
  page('employment_status_success'),
  page('employment_information'),
  // EWA and quick funds
  page('ewa_product_description'),
  page('ewa_ineligible'),
  page('ewa_success'),
  page('insta_funds_product_description'),
  // Financial education
  page('fintelligence'),
  page('fintelligence_sso_failed'),
  page('fintelligence_disabled'),
  page('learnworlds_sso'),
  // Surveys and campaigns
  page('loan_cancellation_survey'),
  page('channel_performance_survey'),
  page('feedback_survey'),
  page('versary_special'),
  page('referral'),
  // Digital bank
  page('gotyme'),
  page('gotyme_linking_failed'),
  // Loan journey under /wizard/v2/Journey/
  page('journey_personal_details'),
  page('journey_professional_details'),
  page('journey_additional_details'),
  page('journey_address'),
  page('journey_bank_details'),
  page('journey_loan_offer'),
  page('journey_document_verification'),
  page('journey_review_details'),
  page('journey_warning_page'),
  page('journey_gotyme_linking'),
  // Insurance
  page('insurance_personal_details'),
  page('insurance_beneficiary'),
  page('insurance_employment'),
  page('insurance_success'),
  page('not_found'),
] as const;
