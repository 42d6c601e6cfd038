/** Home's words for the platform's application types and the statuses of an application in review (spec §4). */
export const applicationTypeText: Record<string, string> = {
  NEW_LOAN: 'Salary loan',
  RE_LOAN: 'Reloan',
  EARLY_RELOAN: 'Reloan',
  REFINANCE: 'Refinance',
  RECOVERY_REFINANCE: 'Refinance',
  RE_ISSUE: 'Reissued loan',
  EWA_ACTIVATION: 'Earned wage access activation',
  EWA: 'Earned wage access',
  QUICK_LOAN_ACTIVATION: 'Insta-funds activation',
  QUICK_LOAN: 'Insta-funds',
};

/** Spec §4 "counted as in review", in words a borrower understands. */
export const reviewStatusText: Record<string, string> = {
  TIER_1_REVIEW: 'In review: our first check',
  TIER_2_REVIEW: 'In review: our final check',
  SYSTEM_REVIEW: 'In review: automatic checks',
  PENDING_MANAGER_APPROVAL: 'Waiting for your employer’s approval',
};

export const loanProductText: Record<string, string> = { LOAN: 'Salary loan', QUICK_LOAN: 'Insta-funds loan', EWA: 'Earned wage access' };

export const daysText = (days: number) => (days === 1 ? '1 day' : `${days} days`);
