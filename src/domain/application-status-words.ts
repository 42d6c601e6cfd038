/**
 * An application's status in the borrower's words (spec §4 statuses): the one table home, the notifications and the
 * success pages read, so a status is worded the same wherever it shows. `label` is the short status (a list, a
 * "Status" row), `headline` the sentence that titles it, `next` what happens now or what the borrower does.
 *
 * Activations (EWA, insta-funds) open no loan: their approval activates the product, so they have their own
 * wording for the statuses where the loan's would be untrue ("approved … disbursed").
 */
export interface StatusWords {
  label: string;
  headline: string;
  next: string;
}

type Kind = 'loan' | 'ewaActivation' | 'quickLoanActivation' | 'ewa';

const kindOf = (applicationType: string | null | undefined): Kind => {
  if (applicationType === 'EWA_ACTIVATION') return 'ewaActivation';
  if (applicationType === 'QUICK_LOAN_ACTIVATION') return 'quickLoanActivation';
  if (applicationType === 'EWA') return 'ewa';
  return 'loan';
};

const nounOf: Record<Kind, string> = {
  loan: 'application',
  ewaActivation: 'earned wage access activation',
  quickLoanActivation: 'insta-funds activation',
  ewa: 'withdrawal',
};

const decided = 'We will let you know by SMS and email as soon as it is decided.';

const table = (noun: string): Record<string, StatusWords> => ({
  INITIALIZED: { label: 'Not submitted', headline: `Your ${noun} is not submitted yet`, next: 'Continue where you left off.' },
  OFFER_ACCEPTED: { label: 'Not submitted', headline: `Your ${noun} is not submitted yet`, next: 'Continue with your documents where you left off.' },
  INCOMPLETE_DOCUMENT: { label: 'Documents needed', headline: 'We need more documents', next: 'Continue your application to upload them.' },
  WCR: { label: 'Documents needed', headline: 'Please upload your documents again', next: 'Continue your application to upload them.' },
  SYSTEM_REVIEW: { label: 'In review: automatic checks', headline: `Your ${noun} is in review`, next: decided },
  TIER_1_REVIEW: { label: 'In review: our first check', headline: `Your ${noun} is in review`, next: decided },
  TIER_2_REVIEW: { label: 'In review: our final check', headline: `Your ${noun} is in review`, next: decided },
  PENDING_MANAGER_APPROVAL: { label: 'Waiting for your employer’s approval', headline: `Your ${noun} is in review`, next: decided },
  PENDING_BORROWER_APPROVAL: { label: 'Your offer is ready', headline: 'Your offer is ready', next: 'Review your final offer and accept it to continue.' },
  CANCELLED: { label: 'Cancelled', headline: `Your ${noun} was cancelled`, next: 'You can start a new one whenever you are ready.' },
});

const approved: Record<Kind, StatusWords> = {
  loan: {
    label: 'Approved: to be disbursed',
    headline: 'Your loan is approved',
    next: 'We are sending the money to your bank account and will let you know by SMS and email when it arrives. Until then your loan shows “To be disbursed”.',
  },
  ewaActivation: { label: 'Activated', headline: 'Earned wage access is active', next: 'You can now withdraw from the wage you have earned.' },
  quickLoanActivation: { label: 'Activated', headline: 'Insta-funds is active', next: 'You can now apply for an insta-funds loan.' },
  ewa: {
    label: 'Approved: to be disbursed',
    headline: 'Your withdrawal is approved',
    next: 'We are sending the money to your bank account and will let you know by SMS and email when it arrives.',
  },
};

const unknown: StatusWords = { label: 'Being processed', headline: 'We are processing your application', next: decided };

/** The words for an application's status; an unknown status reads as being processed, never as a code. */
export function applicationStatusWords(status: string | null | undefined, applicationType?: string | null): StatusWords {
  const kind = kindOf(applicationType);
  if (status === 'APPROVED') return approved[kind];
  return (status ? table(nounOf[kind])[status] : undefined) ?? unknown;
}

/** Whether the borrower has something to do (the status waits for them) rather than for the lender. */
export const statusWaitsForBorrower = (status: string | null | undefined): boolean =>
  ['INITIALIZED', 'OFFER_ACCEPTED', 'INCOMPLETE_DOCUMENT', 'WCR', 'PENDING_BORROWER_APPROVAL'].includes(status ?? '');
