import { GOTYME_BANK_CODE } from '../../src/api/contract/user';

/** Where the platform disburses a loan, as its offer pricing reads it: to GoTyme (no transfer fee) or another bank. */
export type Disbursement = 'GOTYME' | 'OTHER';

/** The disbursement the saved bank answer stands for; undefined while no bank is chosen. */
export const disbursementTo = (bank: unknown): Disbursement | undefined =>
  typeof bank !== 'string' || bank === '' ? undefined : bank === GOTYME_BANK_CODE ? 'GOTYME' : 'OTHER';
