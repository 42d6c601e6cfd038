import { fromPromise } from 'xstate';
import type { QueryClient } from '@tanstack/react-query';
import { finalizeContract } from '~/api/contract/documents';
import type { FormStep } from '~/api/contract/form-options';
import { approveOffer, createApplication, getApplication, patchApplicationStatus, saveApplicationStep, setLoanPurpose } from '~/api/contract/loans';
import { getProfile, requestDigitalBankOtp, verifyDigitalBankAccount } from '~/api/contract/user';
import { listOffers, updateOffer } from '~/api/contract/offers';
import { generateApplicationOffers, type ApplicationOffers } from '~/journeys/offer-queries';
import { applyPromo, removePromo } from '~/api/contract/promo';
import { otpMachine, type OtpSent } from '@machines/shared/otp.machine';
import { maskIdentifier } from '@machines/auth/identifier';
import type { PromoInput, PromoOutput } from '@machines/journeys/promo';
import type { SigningCode } from '@machines/journeys/signing';
import type { GotymeCode } from '@machines/journeys/gotyme';
import * as account from '~/auth/account';
import { api } from '~/api/queries/api';
import { journeys } from '@machines/journeys/definitions';
import { disbursementBank, repricesOffers } from '@machines/journeys/dependencies';
import { GOTYME_BANK_CODE } from '@machines/journeys/disbursement';
import type { Answers, SaveStepInput, SaveStepOutput } from '@machines/journeys/journey-types';

const str = (v: unknown): string => (typeof v === 'string' ? v : typeof v === 'number' ? String(v) : '');
const need = (id: string | null): string => {
  if (!id) throw new Error('This step needs an application. Please go back to the start of your application.');
  return id;
};
const toStrings = (values: Answers): Record<string, string> =>
  Object.fromEntries(Object.entries(values).map(([k, v]) => [k, str(v)]));

/** Statuses from which the borrower's submit sends the application to review (sandbox transition table). */
const submittable = new Set(['INITIALIZED', 'OFFER_ACCEPTED', 'INCOMPLETE_DOCUMENT', 'WCR']);

async function submitForReview(applicationId: string) {
  const app = await api(getApplication, { params: { applicationId } });
  if (submittable.has(app.status)) await api(patchApplicationStatus, { params: { applicationId }, body: { status: 'SYSTEM_REVIEW' } });
}

/**
 * `saveStep` for every journey chart: one actor, the step's kind decides the platform calls. Errors are ApiErrors
 * ({code, message, fields}); the chart stores them and the screen shows them next to the fields it still holds.
 */
export function createJourneyActors({ queryClient }: { queryClient: QueryClient }) {
  const save = async (input: SaveStepInput): Promise<SaveStepOutput> => {
    const { values, applicationId } = input;
    switch (input.kind) {
      case 'calculator':
        // Kept with the journey until the purpose is known; the application is created with both. A change once
        // offers exist (from review, or after going back) prices them again.
        await repriceOffers(input, input.answers[input.step], values);
        return { answers: values };
      case 'purpose': {
        // An application made before the purpose was asked (refinance) or a purpose changed from review.
        if (applicationId) {
          await api(setLoanPurpose, { params: { applicationId }, body: { loan_purpose: str(values.loan_purpose) } });
          return { answers: values };
        }
        const calc = input.answers.loanCalculator ?? input.answers.reloanCalculator ?? input.answers.refinanceCalculator ?? {};
        const def = journeys[input.journeyType];
        const app = await api(createApplication, {
          body: {
            product_type: 'LOAN',
            application_type: def.applicationType as 'NEW_LOAN',
            loan_amount_centavos: Number(calc.amount_centavos),
            tenure_months: Number(calc.tenure_months) as 12,
            repayment_cycle: str(calc.repayment_cycle) as '1 Month',
            loan_purpose: str(values.loan_purpose),
          },
          idempotencyKey: `create-${input.journeyType}-${str(values.idempotency_key) || crypto.randomUUID()}`,
        });
        await queryClient.invalidateQueries({ queryKey: ['loans'] });
        return { answers: values, applicationId: app.id };
      }
      case 'form': {
        const key = ['loans', 'application', applicationId, 'step', input.serverStep];
        // Before: the journey's answers, else (resumed without them) what the form was filled with from the platform.
        const before = input.answers[input.step] ?? queryClient.getQueryData<{ answers: Answers }>(key)?.answers;
        const result = await api(saveApplicationStep, {
          params: { applicationId: need(applicationId), step: input.serverStep as FormStep },
          body: { answers: toStrings(values) },
        });
        queryClient.setQueryData(['loans', 'application', result.application.id, 'step', result.step], { step: result.step, answers: result.answers });
        // Bank details after a GoTyme link drop the link (replacedBy): the bank fee waiver goes with it.
        await repriceOffers(input, before, result.answers, input.step === 'bankDetails' && input.answers.gotymeLinking !== undefined);
        return { answers: result.answers };
      }
      case 'gotyme': {
        const linked = await api(verifyDigitalBankAccount, {
          body: { provider: GOTYME_BANK_CODE, account_number: str(values.account_number), code: str(values.code) },
        });
        const answers = { account_name: linked.account_name, masked_account_number: linked.masked_account_number };
        // Linked after offers were priced (a change from review): the GoTyme bank fee waiver now applies.
        await repriceOffers(input, undefined, answers, true);
        return { answers };
      }
      case 'offer': {
        // Choosing selects the offer; it is accepted (OFFER_ACCEPTED) when the borrower confirms review, so the
        // forms stay editable from review until then (the platform locks them once an offer is accepted).
        const id = need(applicationId);
        const offerId = str(values.offer_id);
        if (offerId) await api(updateOffer, { params: { applicationId: id, offerId }, body: {} });
        await queryClient.invalidateQueries({ queryKey: ['offers', id] });
        return { answers: values };
      }
      case 'acceptOffer': {
        const app = await api(approveOffer, { params: { applicationId: need(applicationId) }, body: {} });
        await queryClient.invalidateQueries({ queryKey: ['loans'] });
        return { answers: { ...values, status: app.status } };
      }
      case 'documents':
        // WCR and missing-selfie journeys end with their documents: the application goes (back) to review, which
        // also clears the missing-selfie flag.
        if (input.journeyType === 'wcr' || input.journeyType === 'missingSelfie') await submitForReview(need(applicationId));
        return { answers: { complete: 'true' } };
      case 'review':
        // EWA activation has no promissory notes: its review is the submit.
        if (input.journeyType === 'ewaActivation') await submitForReview(need(applicationId));
        else await acceptChosenOffer(need(applicationId));
        return { answers: { confirmed: 'true' } };
      case 'promissoryNotes': {
        const id = need(applicationId);
        // The note was generated when it was shown (promissory-notes screen); signing finalizes it.
        const contract = await api(finalizeContract, { params: { applicationId: id }, idempotencyKey: `finalize-${id}` });
        await submitForReview(id);
        await queryClient.invalidateQueries({ queryKey: ['loans'] });
        return { answers: { promissory_note_status: contract.promissory_note_status } };
      }
      case 'warning':
      case 'success':
        return { answers: values };
    }
  };
  /**
   * The one place offers are priced again: the save changed an answer they are priced from (amount, tenure, cycle
   * or campaign at the calculator, gross salary; the table is machines/journeys/dependencies.ts) and the platform
   * already has offers. All of them are generated again from the new answers, so the offer and review never show
   * old figures and the deviation compares with what is asked now; the platform keeps an applied promo code. A
   * refusal (e.g. a salary too low for the chosen promo) fails the save with the platform's message.
   */
  async function repriceOffers(input: SaveStepInput, before: Answers | undefined, after: Answers, force = false) {
    const { applicationId } = input;
    if (!applicationId || !(force || repricesOffers(input.step, before, after))) return;
    const { offers } = await api(listOffers, { params: { applicationId } });
    if (offers.length === 0) return;
    const requested = input.kind === 'calculator' ? after : (input.answers.loanCalculator ?? input.answers.reloanCalculator ?? input.answers.refinanceCalculator);
    const salary = 'gross_monthly_salary' in after ? str(after.gross_monthly_salary) : undefined;
    // The bank as it is after this save: a GoTyme link replaces the bank details, bank details replace a link.
    const answers =
      input.step === 'gotymeLinking' ? { ...input.answers, gotymeLinking: after }
      : input.step === 'bankDetails' ? { ...input.answers, bankDetails: after, gotymeLinking: undefined }
      : input.answers;
    await generateApplicationOffers(applicationId, { requested, salary, bank: disbursementBank(answers) });
    await queryClient.invalidateQueries({ queryKey: ['offers', applicationId] });
  }

  async function acceptChosenOffer(applicationId: string) {
    const app = await api(getApplication, { params: { applicationId } });
    if (app.status !== 'INITIALIZED' && app.status !== 'INCOMPLETE_DOCUMENT') return;
    // The application takes the chosen offer's amount and tenure (they may differ from what was asked).
    const { offers } = await api(listOffers, { params: { applicationId } });
    const chosen = offers.find((o) => o.selected);
    const body = chosen ? { loan_amount_centavos: chosen.principal_centavos, tenure_months: chosen.tenure_months } : {};
    await api(approveOffer, { params: { applicationId }, body });
    await queryClient.invalidateQueries({ queryKey: ['loans'] });
  }

  /** GoTyme texts its code to the borrower's mobile number (the sandbox's inbox shows it as DIGITAL_BANK). */
  const sendGotymeCode = async (accountNumber: string): Promise<GotymeCode> => {
    const [profile, sent] = await Promise.all([
      api(getProfile, {}),
      api(requestDigitalBankOtp, { body: { provider: GOTYME_BANK_CODE, account_number: accountNumber.trim() } }),
    ]);
    return { sentAt: Date.now(), expiresInSeconds: sent.expires_in, destination: maskIdentifier(profile.phone_number ?? '') };
  };

  const sendSigningCode = async (): Promise<SigningCode> => {
    const profile = await api(getProfile, {});
    const sent: OtpSent = await account.requestMobileOtp();
    return { ...sent, destination: maskIdentifier(profile.phone_number ?? '') };
  };

  const promo = async ({ applicationId, action }: PromoInput): Promise<PromoOutput> => {
    const params = { applicationId: need(applicationId) };
    // The code re-prices every offer of the application, not only the one that comes back: the list is read again
    // (before the chart leaves its promo state), so any offer the borrower chooses shows it.
    const refresh = () => queryClient.invalidateQueries({ queryKey: ['offers', applicationId] });
    if (action.type === 'remove') {
      const { offer } = await api(removePromo, { params });
      queryClient.setQueryData(['offers', applicationId, 'ensure'], (old: ApplicationOffers | undefined) =>
        old ? { ...old, offers: old.offers.map((o) => (o.id === offer.id ? offer : o)) } : old,
      );
      await refresh();
      return null;
    }
    const { promo: details, offer } = await api(applyPromo, { params, body: { promo_code: action.code } });
    queryClient.setQueryData(['offers', applicationId, 'ensure'], (old: ApplicationOffers | undefined) =>
      old ? { ...old, offers: old.offers.map((o) => (o.id === offer.id ? offer : { ...o, selected: false })) } : old,
    );
    await refresh();
    return { code: details.code, description: details.description };
  };

  return {
    saveStep: fromPromise<SaveStepOutput, SaveStepInput>(({ input }) => save(input)),
    requestSigningCode: fromPromise<SigningCode>(() => sendSigningCode()),
    requestGotymeCode: fromPromise<GotymeCode, { accountNumber: string }>(({ input }) => sendGotymeCode(input.accountNumber)),
    promo: fromPromise<PromoOutput, PromoInput>(({ input }) => promo(input)),
    // Promissory notes are signed with the code sent to the borrower's confirmed mobile number (the platform's
    // phone-confirmation pair: possession of the phone is the signature), then finalized.
    otp: otpMachine.provide({
      actors: {
        verifyOtp: fromPromise(({ input }) => account.verifyAccountOtp({ code: input.code, purpose: 'mobile' })),
        resendOtp: fromPromise(() => account.requestMobileOtp()),
      },
    }),
  };
}
