import { steps } from '@machines/journeys/steps';
import { page } from './types';

/**
 * Page events, one per spec §2 route. The name is the routed state's `meta.page`, in Title Case as the charts write
 * it ('Personal Details', 'Verify Account'). Journey steps bring their own (the `page` of machines/journeys/steps.ts,
 * so a new step needs nothing here); tests/consistency.test.ts checks every other chart's routed states against
 * this list, so a new routed state outside the journeys needs its page added here.
 */
export const pageEvents = [
  // Entry and account
  page('Welcome'),
  page('Login'),
  page('Register'),
  page('Try Another Login Method'),
  page('Forgot Password'),
  page('Create Password'),
  page('Verify Account'),
  page('Generate Email OTP'),
  page('Update Personal Email'),
  page('Verify Email OTP'),
  page('Verify Mobile OTP'),
  page('Change Mobile Number'),
  page('Verify PN OTP'),
  page('Profile'),
  page('Contact Us'),
  page('App Download'),
  // Product and company
  page('Home'),
  page('Product Selection'),
  page('Company Selector'),
  page('Company Selector Success'),
  page('Company Selector Feedback'),
  page('Company Selector Feedback Latter'),
  page('Company Declaration'),
  page('Company Declaration Feedback'),
  page('Past Products'),
  // Calculators and loan info
  page('Loan Details'),
  page('Loan Schedule'),
  page('Refinance Notification'),
  page('Recovery Refinance Calculator'),
  // Documents and notes
  page('Document Verification Failed'),
  // Payments and recovery
  page('Payments'),
  page('Payment Processing'),
  page('Payment Mode'),
  page('Recovery Callback'),
  // Onboarding
  page('Onboarding Personal Details'),
  page('Onboarding Critical Details'),
  page('Employment Status'),
  page('Employment Status Success'),
  page('Employment Information'),
  // EWA and quick funds
  page('EWA Product Description'),
  page('EWA Ineligible'),
  page('Insta Funds Product Description'),
  // Financial education
  page('Fintelligence'),
  page('Fintelligence SSO Failed'),
  page('Fintelligence Disabled'),
  page('Learnworlds SSO'),
  // Surveys and campaigns
  page('Loan Cancellation Survey'),
  page('Channel Performance Survey'),
  page('Feedback Survey'),
  page('Versary Special'),
  page('Referral'),
  // Digital bank
  page('GoTyme'),
  page('GoTyme Linking Failed'),
  // Every journey step (calculators, forms under /wizard/v2/Journey/, documents, notes, success pages)
  ...Object.values(steps).map((s) => page(s.page)),
  // Insurance
  page('Insurance Personal Details'),
  page('Insurance Beneficiary'),
  page('Insurance Employment'),
  page('Insurance Success'),
  // Fallback
  page('Not Found'),
] as const;
