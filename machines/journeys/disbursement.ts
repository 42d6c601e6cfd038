/** The platform's code of the GoTyme digital bank in the bank list (spec §3 "gotyme (GO_TYME_BANK)"). */
export const GOTYME_BANK_CODE = 'GO_TYME_BANK';

/** Where the loan is disbursed, as offer pricing needs it: GoTyme waives the bank transfer fee ('GT Waived'). */
export type DisbursementBank = 'GOTYME' | 'OTHER';

/** The disbursement of a chosen bank code; undefined when no bank is chosen. */
export function disbursementOf(bankCode: unknown): DisbursementBank | undefined {
  if (typeof bankCode !== 'string' || bankCode === '') return undefined;
  return bankCode === GOTYME_BANK_CODE ? 'GOTYME' : 'OTHER';
}
