import * as v from 'valibot';
import { endpoint } from '../endpoint';

/**
 * Earned wage access: what the borrower may withdraw now. Part of the loans call group (spec §7 lists no EWA
 * group; withdrawals themselves are applications of type EWA, created with the loans group's create call).
 * Fault injection on 'loans' covers it.
 */
export const ewaBalanceSchema = v.object({
  /** Wages earned so far in the current pay period. */
  earned_centavos: v.number(),
  /** Withdrawals of this pay period that are not cancelled. */
  withdrawn_centavos: v.number(),
  /** What may be withdrawn now (src/domain/ewa.ts availableToWithdraw). */
  available_centavos: v.number(),
  min_withdrawal_centavos: v.number(),
  fee_centavos: v.number(),
  /** The next payday (YYYY-MM-DD), when withdrawals and fees are deducted. */
  next_payday: v.string(),
});
export type EwaBalance = v.InferOutput<typeof ewaBalanceSchema>;

export const getEwaBalance = endpoint({
  group: 'loans',
  method: 'GET',
  path: '/api/v1/ewa/balance',
  response: ewaBalanceSchema,
});
