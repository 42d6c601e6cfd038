import { fromPromise } from 'xstate';
import type { OtpSent } from '../shared/otp.machine';
import type { SigningCode } from './signing';

/** GoTyme sent its verification code for this account number: when, its timings, and the masked number it went to. */
export type GotymeCode = SigningCode;

/**
 * Asks GoTyme for a verification code for an account number (one call: when it was sent and its timings; the number it
 * went to is read beside it); supplied at the edge (src/journeys/journey-actors.ts).
 */
export const gotymeCodeLogic = fromPromise<OtpSent, { accountNumber: string }>(async () => {
  throw new Error('requestGotymeCode is supplied with .provide()');
});
