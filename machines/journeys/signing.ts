import { fromPromise } from 'xstate';
import type { OtpSent } from '../shared/otp.machine';

/** A signing code was sent: when, its timings, and the masked number it went to (shown on /verify-pn-otp). */
export interface SigningCode extends OtpSent {
  destination: string;
}

/** Sends the promissory-note signing code (the number it went to is read beside it); supplied at the edge. */
export const signingCodeLogic = fromPromise<OtpSent>(async () => {
  throw new Error('requestSigningCode is supplied with .provide()');
});
