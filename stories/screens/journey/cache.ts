/**
 * Puts the recorded platform answers in a story's query cache under the app's own query keys (the queryOptions of
 * src/api/queries and the screens), never hand-typed keys, so a story renders what the app renders.
 */
import type { QueryClient } from '@tanstack/react-query';
import { documents, formOptions, loans, offers } from '~/api/contract';
import { formSteps, type LookupType } from '~/api/contract/form-options';
import {
  banksQuery,
  barangaysQuery,
  citiesQuery,
  countriesQuery,
  fieldConfigQuery,
  loanPurposesQuery,
  lookupQuery,
  provincesQuery,
  zipcodesQuery,
} from '~/api/queries/form-options';
import { stepAnswersQuery } from '~/api/queries/loans';
import { applicationOffersQuery, type RequestedTerms } from '~/api/queries/offers';
import { campaignsQuery } from '~/screens/loan-calculator/campaign-choice';
import { knownSalaryQuery } from '~/screens/loan-calculator/known-salary';
import { promissoryNoteQuery } from '~/screens/promissory-notes/promissory-note-query';
import { journeys } from '@machines/journeys/definitions';
import type { Answers, StepMap } from '@machines/journeys/journey-types';
import type { StepId } from '@machines/journeys/steps';
import { fixtures, recorded } from './fixtures';

/** The application the recorded journey made, and what the borrower asked for at the calculator. */
export const application = recorded(loans.createApplication, 'application.created');
export const applicationId = application.id;
export const calculatorAnswers = {
  amount_centavos: application.loan_amount_centavos,
  tenure_months: application.tenure_months,
  repayment_cycle: application.repayment_cycle,
} satisfies RequestedTerms;

/** Every form's fields and every option list they name (lookups, countries, banks, one province's cascade). */
export function seedForms(client: QueryClient) {
  for (const step of formSteps) client.setQueryData(fieldConfigQuery('NEW_LOAN', step).queryKey, recorded(formOptions.getFormFieldConfig, `fieldConfig.NEW_LOAN.${step}`));
  for (const name of Object.keys(fixtures.answers).filter((n) => n.startsWith('lookup.'))) {
    client.setQueryData(lookupQuery(name.slice(7) as LookupType).queryKey, recorded(formOptions.getLookup, name).options);
  }
  client.setQueryData(countriesQuery().queryKey, recorded(formOptions.listCountries, 'countries').options);
  client.setQueryData(provincesQuery().queryKey, recorded(formOptions.listProvinces, 'provinces').options);
  const cascade = (name: string) => fixtures.answers[name]!.input as { query: { province?: string; city?: string } };
  client.setQueryData(citiesQuery(cascade('cities').query.province ?? '').queryKey, recorded(formOptions.listCities, 'cities').options);
  client.setQueryData(barangaysQuery(cascade('barangays').query.city ?? '').queryKey, recorded(formOptions.listBarangays, 'barangays').options);
  client.setQueryData(zipcodesQuery(cascade('zipcodes').query.city ?? '').queryKey, recorded(formOptions.listZipcodes, 'zipcodes').options);
  client.setQueryData(banksQuery().queryKey, recorded(formOptions.listBanks, 'banks').options);
  client.setQueryData(loanPurposesQuery().queryKey, recorded(formOptions.listLoanPurposes, 'loanPurposes').categories);
  // Nothing saved yet: what each step reads back before its first save.
  for (const step of formSteps) client.setQueryData(stepAnswersQuery(applicationId, step).queryKey, recorded(loans.getApplicationStep, `stepAnswers.unsaved.${step}`));
}

/** The calculator of a first-time borrower: no earlier application, so no known salary; campaigns by their rules. */
export function seedCalculator(client: QueryClient) {
  const earlier = recorded(loans.listApplications, 'applications.firstTime').data;
  if (earlier.length > 0) throw new Error('applications.firstTime: the recorded borrower is not a first-time borrower.');
  client.setQueryData(knownSalaryQuery(null).queryKey, null);
  client.setQueryData(campaignsQuery(null).queryKey, recorded(offers.listCampaigns, 'campaigns.salaryUnknown').campaigns);
}

/** The offer step: the application's offers (recorded as `name`) and the platform's deviation. */
export const seedOffers = (name: 'offers.withDiscounts' | 'offers.promoApplied') => (client: QueryClient) => {
  client.setQueryData(applicationOffersQuery(applicationId, calculatorAnswers).queryKey, {
    offers: recorded(offers.listOffers, name).offers,
    deviation: recorded(offers.forwardDeviationProperties, 'offers.deviation'),
  });
};

export function seedPromissoryNote(client: QueryClient) {
  client.setQueryData(promissoryNoteQuery(applicationId).queryKey, recorded(documents.generateContract, 'promissoryNote.pending'));
}

/** What the platform stored for each form step (the answers the journey holds once saved). */
export const savedAnswers = Object.fromEntries(formSteps.map((step) => [step, recorded(loans.saveApplicationStep, `save.${step}`).answers])) as Record<
  (typeof formSteps)[number],
  Record<string, string>
>;

/** What each step holds once saved, as the app's saveStep returns it (src/app/journey-actors.ts). */
const heldAfterSave: Partial<Record<StepId, Answers>> = {
  loanCalculator: calculatorAnswers,
  loanPurpose: { loan_purpose: application.loan_purpose ?? '' },
  personalDetails: savedAnswers['personal-details'],
  professionalDetails: savedAnswers['professional-details'],
  additionalDetails: savedAnswers['additional-details'],
  address: savedAnswers.address,
  bankDetails: savedAnswers['bank-details'],
  loanOffer: { offer_id: recorded(offers.listOffers, 'offers.withDiscounts').offers.find((o) => o.selected)?.id ?? '' },
  documentVerification: { complete: 'true' },
  reviewDetails: { confirmed: 'true' },
};

/** The answers a new-loan journey holds when the borrower is on `step` (every earlier step saved). */
export function answersBefore(step: StepId): StepMap<Answers> {
  const order = journeys.newLoan.steps as readonly StepId[];
  return Object.fromEntries(order.slice(0, order.indexOf(step)).flatMap((id) => (heldAfterSave[id] ? [[id, heldAfterSave[id]]] : [])));
}
