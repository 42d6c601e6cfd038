import { fromPromise } from 'xstate';
import * as v from 'valibot';
import type { QueryClient } from '@tanstack/react-query';
import { finalizeContract, generateContract, getLoanContract } from '~/api/contract/documents';
import type { FormStep } from '~/api/contract/form-options';
import { approveOffer, createApplication, getApplication, getApplicationStep, patchApplicationStatus, saveApplicationStep, setLoanPurpose, createApplicationBody } from '~/api/contract/loans';
import { getProfile, requestDigitalBankOtp, uniqueCheck, verifyDigitalBankAccount } from '~/api/contract/user';
import { profileQuery } from '~/api/queries/profile';
import { applicationsQuery, stepAnswersQuery } from '~/api/queries/loans';
import { usableSalary } from '~/domain/campaigns';
import { SALARY_STEP } from '@machines/journeys/calculator-lookup';
import { CALCULATOR_LOOKUP_STALE_MS, campaignsQuery } from './calculator-queries';
import { listOffers } from '~/api/contract/offers';
import { tenureMonths } from '~/domain/loan-math';
import { QUICK_LOAN_TENURE_MONTHS } from '~/domain/ewa';
import { journeyDefinition } from '@machines/journeys/definitions';
import { steps } from '@machines/journeys/steps';
import { applyPromo, removePromo } from '~/api/contract/promo';
import { submitCancellationSurvey, borrowerCancellationReasons } from '~/api/contract/surveys';
import type { OtpSent } from '@machines/shared/otp.machine';
import { maskIdentifier } from '@machines/auth/identifier';
import type { PromoApplied } from '@machines/journeys/journey.setup';
import { GOTYME_BANK_CODE } from '@machines/journeys/disbursement';
import type {
  AcceptOfferInput,
  Answers,
  ApplicationInput,
  ApplicationLike,
  ApplicationListLike,
  CampaignListLike,
  CancellationSurveyInput,
  CreateApplicationInput,
  EmailFactsLike,
  LinkedAccountLike,
  OfferListLike,
  PhoneLike,
  PromissoryNoteLike,
  SavedAnswersLike,
  SavedSalaryLike,
  SavedStepLike,
  GenerateOffersInput,
  SaveFormStepInput,
  StepInput,
  StepVersionLike,
  SetLoanPurposeInput,
  VerifyGotymeInput,
} from '@machines/journeys/journey-types';
import { api } from '~/api/queries/api';
import { knownOfferTerms, offerSelected, offersChanged, priceApplicationOffers } from './offer-queries';
import { offerPricingMachine } from '@machines/journeys/offer-pricing.machine';

const str = (v: unknown): string => (typeof v === 'string' ? v : typeof v === 'number' ? String(v) : '');
const need = (id: string): string => {
  if (!id) throw new Error('This step needs an application. Please go back to the start of your application.');
  return id;
};
const toStrings = (values: Answers): Record<string, string> => Object.fromEntries(Object.entries(values).map(([k, v]) => [k, str(v)]));
/** The chosen offer's amount and tenure (a tenure the contract does not know is left to the platform). */
const acceptedTerms = (terms: AcceptOfferInput['terms']) => {
  const tenure = tenureMonths.find((t) => t === terms?.tenure_months);
  return terms && tenure ? { loan_amount_centavos: terms.loan_amount_centavos, tenure_months: tenure } : {};
};
const stepKey = (applicationId: string, step: string) => ['loans', 'application', applicationId, 'step', step];
const sendGotymeCode = async (accountNumber: string): Promise<OtpSent> => {
  const sent = await api(requestDigitalBankOtp, { body: { provider: GOTYME_BANK_CODE, account_number: accountNumber.trim() } });
  return { sentAt: Date.now(), expiresInSeconds: sent.expires_in };
};
const readPhone = async (queryClient: QueryClient, signal?: AbortSignal): Promise<PhoneLike> => {
  const profile = await queryClient.fetchQuery({ ...profileQuery(), staleTime: 0, queryFn: () => api(getProfile, signal ? { signal } : {}) });
  return { destination: maskIdentifier(profile.phone_number ?? '') };
};

/**
 * The journey charts' platform calls, one function per actor (the charts decide order, retries and branches).
 * Errors are ApiErrors ({code, message, fields}); the chart stores them and the screen shows them next to the
 * fields it still holds. Cache updates sit next to the call they follow.
 */
export function createJourneyActors({ queryClient }: { queryClient: QueryClient }) {
  const loansChanged = () => queryClient.invalidateQueries({ queryKey: ['loans'] });
  const calls = {
    createApplication: fromPromise<ApplicationLike, CreateApplicationInput>(async ({ input }) => {
      const calc = input.calculator;
      const def = journeyDefinition(input.journeyType);
      // An EWA withdrawal or a quick loan carries only its amount (a quick loan's tenure is fixed, src/domain/ewa.ts).
      // Parsed by the contract's own body schema: a tenure or type the platform does not know is refused here, in its
      // words ("Choose a tenure."), never sent as if it were one.
      const body = v.parse(
        createApplicationBody,
        def.productType
          ? {
              product_type: def.productType,
              application_type: input.applicationType,
              loan_amount_centavos: Number(calc.amount_centavos),
              ...(def.productType === 'QUICK_LOAN' ? { tenure_months: QUICK_LOAN_TENURE_MONTHS, repayment_cycle: '1 Month' } : {}),
            }
          : {
              product_type: 'LOAN',
              application_type: input.applicationType,
              loan_amount_centavos: Number(calc.amount_centavos),
              tenure_months: Number(calc.tenure_months),
              repayment_cycle: str(calc.repayment_cycle),
              loan_purpose: input.loanPurpose,
            },
      );
      const app = await api(createApplication, { body, idempotencyKey: input.idempotencyKey });
      await loansChanged();
      // A new application has nothing saved yet (every step at version 0): its forms open without reading that, with
      // what the platform already holds for them (its prefill, answered with the application).
      for (const id of def.steps) {
        const step = steps[id];
        if (step.kind === 'form' && queryClient.getQueryData(stepKey(app.id, step.serverStep)) === undefined) {
          const prefill = app.prefill?.[step.serverStep];
          queryClient.setQueryData(stepKey(app.id, step.serverStep), { step: step.serverStep, answers: {}, version: 0, ...(prefill ? { prefill } : {}) });
        }
      }
      return app;
    }),
    setLoanPurpose: fromPromise<ApplicationLike, SetLoanPurposeInput>(({ input }) =>
      api(setLoanPurpose, { params: { applicationId: need(input.applicationId) }, body: { loan_purpose: input.loanPurpose } }),
    ),
    /**
     * The version a save is based on: the one this tab last read or saved (its cache; no call), else the platform's.
     * The chart compares the platform's with what the journey knows before it writes over it (saved-step.ts).
     */
    readStepVersion: fromPromise<StepVersionLike, StepInput>(async ({ input, signal }) => {
      const applicationId = need(input.applicationId);
      const step = input.serverStep as FormStep;
      const cached = queryClient.getQueryData<{ answers: Answers; version?: number }>(stepKey(applicationId, step));
      if (cached?.version !== undefined) return { answers: toStrings(cached.answers), version: cached.version, readHere: true };
      const server = await api(getApplicationStep, { params: { applicationId, step }, signal });
      queryClient.setQueryData(stepKey(applicationId, step), server);
      return { answers: server.answers, version: server.version, readHere: false };
    }),
    /** Saves a form step over the version it is based on; a save over a newer one is refused (409 STALE_ANSWERS). */
    saveFormStep: fromPromise<SavedStepLike, SaveFormStepInput>(async ({ input }) => {
      const applicationId = need(input.applicationId);
      const step = input.serverStep as FormStep;
      // The save before the offer step prices the first offers when the journey holds all their terms.
      const terms = input.firstPricing ? knownOfferTerms(input.firstPricing) : null;
      const result = await api(saveApplicationStep, { params: { applicationId, step }, body: { answers: toStrings(input.values), version: input.version, ...(terms ? { offer_terms: terms } : {}) } });
      queryClient.setQueryData(stepKey(result.application.id, result.step), { step: result.step, answers: result.answers, version: result.version });
      // Offers priced by the save (salary or bank changed): the offer screen shows these, not the ones before.
      if (result.offers) await offersChanged(queryClient, applicationId, { offers: result.offers.offers });
      return result;
    }),
    /** A step's saved answers as the platform holds them now (after a refused save; for a pricing's salary or bank). */
    readSavedAnswers: fromPromise<SavedAnswersLike, StepInput>(async ({ input, signal }) => {
      const applicationId = need(input.applicationId);
      const step = input.serverStep as FormStep;
      const saved = await api(getApplicationStep, { params: { applicationId, step }, signal });
      queryClient.setQueryData(stepKey(applicationId, step), saved);
      return saved;
    }),
    verifyGotymeAccount: fromPromise<LinkedAccountLike, VerifyGotymeInput>(({ input }) =>
      api(verifyDigitalBankAccount, { body: { provider: GOTYME_BANK_CODE, account_number: input.accountNumber, code: input.code } }),
    ),
    readOffers: fromPromise<OfferListLike, ApplicationInput>(async ({ input, signal }) => {
      const list = await api(listOffers, { params: { applicationId: need(input.applicationId) }, signal });
      await offersChanged(queryClient, input.applicationId, list);
      return list;
    }),
    /** With `offerId` (the offer step) the platform selects that offer and takes its terms: one call, not two. */
    acceptOffer: fromPromise<ApplicationLike, AcceptOfferInput>(async ({ input }) => {
      const { applicationId, offerId } = input;
      const app = await api(approveOffer, { params: { applicationId: need(applicationId) }, body: { ...acceptedTerms(input.terms), ...(offerId ? { offer_id: offerId } : {}) } });
      if (offerId) offerSelected(queryClient, applicationId, offerId);
      await loansChanged();
      return app;
    }),
    readApplicationStatus: fromPromise<ApplicationLike, ApplicationInput>(({ input, signal }) => api(getApplication, { params: { applicationId: need(input.applicationId) }, signal })),
    /** Prices the offers (again) from what the pricing chart put together: the platform replaces earlier ones and keeps an applied promo code. */
    generateOffers: fromPromise<OfferListLike, GenerateOffersInput>(async ({ input, signal }) => {
      const priced = await priceApplicationOffers(need(input.applicationId), input, signal);
      await offersChanged(queryClient, input.applicationId, { offers: priced.offers });
      return { offers: priced.offers };
    }),
    submitForReview: fromPromise<ApplicationLike, ApplicationInput>(async ({ input }) => {
      const app = await api(patchApplicationStatus, { params: { applicationId: need(input.applicationId) }, body: { status: 'SYSTEM_REVIEW' } });
      await loansChanged();
      return app;
    }),
    cancelApplication: fromPromise<ApplicationLike, ApplicationInput>(async ({ input }) => {
      const app = await api(patchApplicationStatus, {
        params: { applicationId: need(input.applicationId) },
        body: { status: 'CANCELLED', reason_group: 'CANCELLED_BY_BORROWER' },
      });
      await loansChanged();
      return app;
    }),
    submitCancellationSurvey: fromPromise<unknown, CancellationSurveyInput>(async ({ input }) => {
      const reason = borrowerCancellationReasons.find((r) => r === input.answer.reason);
      if (!reason) throw Object.assign(new Error('Choose a reason.'), { code: 'VALIDATION', fields: { reason: 'Choose a reason.' } });
      const details = input.answer.details.trim();
      return api(submitCancellationSurvey, { params: { applicationId: need(input.applicationId) }, body: { reason, ...(details ? { details } : {}) } });
    }),
    /**
     * Generated from the chosen offer (PENDING); regenerating while PENDING refreshes it with a changed offer. A note
     * already signed cannot be generated again (409 CONTRACT_FINAL): the chart reads it back (`readNote`).
     */
    generateNote: fromPromise<PromissoryNoteLike, ApplicationInput>(({ input }) => api(generateContract, { params: { applicationId: need(input.applicationId) } })),
    readNote: fromPromise<PromissoryNoteLike, ApplicationInput>(({ input, signal }) => api(getLoanContract, { params: { applicationId: need(input.applicationId) }, signal })),
    finalizeNote: fromPromise<PromissoryNoteLike, ApplicationInput & { contractId: string }>(async ({ input }) => {
      const id = need(input.applicationId);
      // One signature per note: a second note of the same application (another offer at final approval) is signed anew.
      const contract = await api(finalizeContract, { params: { applicationId: id }, idempotencyKey: `finalize-${input.contractId || id}` });
      await loansChanged();
      return contract;
    }),
    /** The code re-prices every offer of the application: the list is read again before the chart goes on. */
    applyPromo: fromPromise<PromoApplied, ApplicationInput & { code: string }>(async ({ input }) => {
      const applied = await api(applyPromo, { params: { applicationId: need(input.applicationId) }, body: { promo_code: input.code } });
      await offersChanged(queryClient, input.applicationId);
      return applied;
    }),
    removePromo: fromPromise<unknown, ApplicationInput>(async ({ input }) => {
      const removed = await api(removePromo, { params: { applicationId: need(input.applicationId) } });
      await offersChanged(queryClient, input.applicationId);
      return removed;
    }),
    /** GoTyme texts its code to the borrower's mobile number (the sandbox's inbox shows it as DIGITAL_BANK). */
    requestGotymeCode: fromPromise<OtpSent, { accountNumber: string }>(({ input }) => sendGotymeCode(input.accountNumber)),
    /** The borrower's mobile number as the profile holds it now (read beside a code being sent), masked for the screen. */
    readPhone: fromPromise<PhoneLike, void>(({ signal }) => readPhone(queryClient, signal)),
    /** The platform's duplicate, company-domain and bad-address check of an email answer (one POST). */
    checkEmail: fromPromise<EmailFactsLike, { email: string }>(async ({ input, signal }) => {
      const d = await api(uniqueCheck, { body: { email: input.email }, signal });
      return { email: input.email, duplicate: Boolean(d.is_email_duplicate), companyDomain: Boolean(d.email_domain_validation_flags.is_company_domain), bad: Boolean(d.is_bad_email) };
    }),
    /**
     * The calculator's look-ups (machines/journeys/calculator.states.ts), each one call, answered from this tab's
     * cache for a while (a visit back calls nothing): the borrower's applications, one application's saved salary (a
     * positive amount, else none), the campaigns open for a salary.
     */
    listApplications: fromPromise<ApplicationListLike, void>(() => queryClient.fetchQuery({ ...applicationsQuery(), staleTime: CALCULATOR_LOOKUP_STALE_MS })),
    readSavedSalary: fromPromise<SavedSalaryLike, ApplicationInput>(async ({ input }) => {
      const saved = await queryClient.fetchQuery({ ...stepAnswersQuery(need(input.applicationId), SALARY_STEP), staleTime: CALCULATOR_LOOKUP_STALE_MS });
      const answer = saved.answers.gross_monthly_salary ?? null;
      return { salary: usableSalary(answer) === null ? null : answer };
    }),
    readCampaigns: fromPromise<CampaignListLike, { salary: string | null }>(({ input }) => queryClient.fetchQuery(campaignsQuery(usableSalary(input.salary)))),
  };
  // The offer pricing is a chart of its own (one call per state): it is given the same calls.
  const { readApplicationStatus, readSavedAnswers, generateOffers } = calls;
  return { ...calls, priceOffers: offerPricingMachine.provide({ actors: { readApplicationStatus, readSavedAnswers, generateOffers } }) };
}

/**
 * GoTyme linking as the engage pages use it (src/app/signed-in.ts composes it in): the journey's own calls, one each;
 * the engage chart sends the code and reads the number it goes to side by side, as the journey does.
 */
export function engageGotymeLinking({ queryClient }: { queryClient: QueryClient }) {
  const { verifyGotymeAccount, requestGotymeCode, readPhone } = createJourneyActors({ queryClient });
  return { verifyGotymeAccount, requestGotymeCode, readPhone };
}
