/** Home's words for the platform's application types (statuses: src/domain/application-status-words.ts). */
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

export const loanProductText: Record<string, string> = { LOAN: 'Salary loan', QUICK_LOAN: 'Insta-funds loan', EWA: 'Earned wage access' };

export const daysText = (days: number) => (days === 1 ? '1 day' : `${days} days`);
