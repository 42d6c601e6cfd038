import { fromPromise } from 'xstate';
import type { SigningCode } from './signing';

/** GoTyme sent its verification code for this account number: when, its timings, and the masked number it went to. */
export type GotymeCode = SigningCode;

/** Asks GoTyme for a verification code for an account number; supplied at the edge (src/journeys/journey-actors.ts). */
export const gotymeCodeLogic = fromPromise<GotymeCode, { accountNumber: string }>(async () => {
  throw new Error('requestGotymeCode is supplied with .provide()');
});
