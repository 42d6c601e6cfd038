import type { QueryClient } from '@tanstack/react-query';
import { fromPromise, type AnyActorLogic } from 'xstate';
import { otpMachine, type OtpSent } from '@machines/shared/otp.machine';
import { journeyTypes, type JourneyType } from '@machines/journeys/definitions';
import { journeyMachines } from '@machines/journeys/journey.machine';
import { api } from '~/api/queries/api';
import { createDocumentVerificationLogic } from '~/app/document-verification-logic';
import { createJourneyActors } from '~/journeys/journey-actors';
import * as account from '~/auth/account';

/**
 * The journeys' own calls, and signing with the account's: promissory notes are signed with the code sent to the
 * borrower's confirmed mobile number (the platform's phone-confirmation pair: possession of the phone is the
 * signature), through the account's calls (src/auth/account.ts). Composed here, so neither area imports the other.
 */
export function journeyEffects({ queryClient }: { queryClient: QueryClient }) {
  return {
    ...createJourneyActors({ queryClient }),
    requestSigningCode: fromPromise<OtpSent>(() => account.requestMobileOtp()),
    otp: otpMachine.provide({
      actors: {
        verifyOtp: fromPromise(({ input }) => account.verifyAccountOtp({ code: input.code, purpose: 'mobile' })),
        resendOtp: fromPromise(() => account.requestMobileOtp()),
      },
    }),
  };
}

/** Every journey chart with its effects supplied: what the app chart invokes as `${type}Journey`. */
export function provideJourneyCharts({ queryClient }: { queryClient: QueryClient }): Record<`${JourneyType}Journey`, AnyActorLogic> {
  const actors = { ...journeyEffects({ queryClient }), documentVerification: createDocumentVerificationLogic(api, queryClient) };
  const charts: Partial<Record<`${JourneyType}Journey`, AnyActorLogic>> = {};
  for (const t of journeyTypes) charts[`${t}Journey`] = journeyMachines[t].provide({ actors });
  return charts as Record<`${JourneyType}Journey`, AnyActorLogic>;
}
