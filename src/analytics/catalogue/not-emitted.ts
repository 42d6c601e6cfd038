import type { TrackEventName } from './index';

/**
 * Catalogued track events that no chart transition emits yet, each with why. tests/analytics/rules-coverage.test.ts
 * keeps this list exact: an event gains a rule -> it must leave this list; a new silent event -> it must be listed.
 * Not shipped to the browser (only tests and QA read it).
 */
export const notEmitted: Partial<Record<TrackEventName, string>> = {
  application_status_changed: 'Status moves happen on the platform; the app sees them only as a resume on the next load.',
  notification_opened: 'The notifications list is not built yet (the refinance notification is a page, tracked as a page view).',
  help_center_clicked: 'Help center is an external link, not a chart transition; its click is not tracked by decision.',
  app_download_clicked: 'Store badges are external links, not chart transitions; the page view of /app-download is tracked.',
  // Screen-local or per-keystroke: not chart transitions.
  company_search_started: 'Company search is typing in a field (screen state, not a chart transition).',
  signup_method_selected: 'Phone or email is decided by what is typed, not a separate choice in the chart.',
  loan_calculator_changed: 'Per-keystroke drafts; loan_calculator_submitted carries the chosen amount and tenure.',
  refinance_calculator_changed: 'Per-keystroke drafts; refinance_submitted is tracked.',
  offer_tenure_changed: 'Offer choice is screen state until submitted; offer_accepted is tracked.',
  offer_amount_changed: 'The offer amount is not editable at the offer step.',
  offer_declined: 'There is no decline action in the offer step (the borrower goes back or leaves).',
  offer_generated: 'Offers are read by the offer screen query, not by a chart actor.',
  offer_generation_failed: 'Offers are read by the offer screen query, not by a chart actor; the screen shows the failure.',
  email_verification_failed: 'A wrong email code is tracked as otp_invalid with purpose email.',
  tin_submitted: 'No built journey asks for a TIN document (requirements in machines/journeys/definitions.ts).',
  selfie_intro_viewed: 'The selfie introduction is the start state of the selfie chart (no transition enters it); its page view is tracked.',
};
