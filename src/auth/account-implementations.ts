import { fromPromise } from 'xstate';
import { otpMachine, type OtpSent } from '@machines/shared/otp.machine';
import * as account from './account';

/** The account chart's effects (signed in only): imported by the signed-in chunk, not by the app's entry. */
export const accountImplementations = {
  actors: {
    loadProfile: fromPromise(() => account.loadProfile()),
    generateEmailOtp: fromPromise<OtpSent, { email: string }>(() => account.generateEmailOtp()),
    updatePersonalEmail: fromPromise(({ input }: { input: { email: string } }) => account.updatePersonalEmail(input)),
    requestMobileOtp: fromPromise(() => account.requestMobileOtp()),
    requestPhoneChangeOtp: fromPromise(({ input }: { input: { phoneNumber: string } }) => account.requestPhoneChangeOtp(input)),
    otp: otpMachine.provide({
      actors: {
        verifyOtp: fromPromise(({ input }) => account.verifyAccountOtp(input)),
        resendOtp: fromPromise(({ input }) => account.resendAccountOtp(input)),
      },
    }),
  },
};
