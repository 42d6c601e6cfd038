/**
 * Puts the recorded platform answers in a story's query cache under the app's own query keys (the queryOptions of
 * src/api/queries and the screens), never hand-typed keys, so a story renders what the app renders.
 */
import type { QueryClient } from '@tanstack/react-query';
import { formOptions, loans, offers } from '~/api/contract';
import { formSteps, type FormJourney, type FormStep, type LookupType } from '~/api/contract/form-options';
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
import { offerDeviationQuery, offerListQuery, type RequestedTerms } from '~/journeys/offer-queries';
import { campaignsQuery } from '~/journeys/calculator-queries';
import { usableSalary } from '~/domain/campaigns';
import type { AnyEventObject } from 'xstate';
import { journeys } from '@machines/journeys/definitions';
import type { Answers, StepMap } from '@machines/journeys/journey-types';
import { steps, type StepId } from '@machines/journeys/steps';
import { fixtures, recorded } from './fixtures';

/** The application the recorded journey made, and what the borrower asked for at the calculator. */
export const application = recorded(loans.createApplication, 'application.created');
export const applicationId = application.id;
export const calculatorAnswers = {
  amount_centavos: application.loan_amount_centavos,
  tenure_months: application.tenure_months,
  repayment_cycle: application.repayment_cycle,
} satisfies RequestedTerms;

/** Every recorded form's fields (new loan, EWA activation) and every option list they name (lookups, countries, banks, one province's cascade). */
export function seedForms(client: QueryClient) {
  for (const name of Object.keys(fixtures.answers).filter((n) => n.startsWith('fieldConfig.'))) {
    const [, journey, step] = name.split('.') as [string, FormJourney, FormStep];
    client.setQueryData(fieldConfigQuery(journey, step).queryKey, recorded(formOptions.getFormFieldConfig, name));
  }
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

/** The platform answered the calculator's look-up `actor` (machines/journeys/calculator.states.ts) with `output`. */
const lookedUp = (actor: 'listApplications' | 'readSavedSalary' | 'readCampaigns', output: unknown): AnyEventObject => ({ type: `xstate.done.actor.${actor}`, output });

/** The calculator of a first-time borrower: no earlier application, so no known salary; campaigns by their rules. */
const firstTimeApplications = recorded(loans.listApplications, 'applications.firstTime');
if (firstTimeApplications.data.length > 0) throw new Error('applications.firstTime: the recorded borrower is not a first-time borrower.');
const salaryUnknownCampaigns = recorded(offers.listCampaigns, 'campaigns.salaryUnknown').campaigns;
/** The chart's look-ups on entering the calculator, answered as the platform answered them (then its fields show). */
export const calculatorLookup: AnyEventObject[] = [lookedUp('listApplications', firstTimeApplications), lookedUp('readCampaigns', { campaigns: salaryUnknownCampaigns })];
export function seedCalculator(client: QueryClient) {
  client.setQueryData(campaignsQuery(null).queryKey, { campaigns: salaryUnknownCampaigns });
}

/**
 * The offer step: the application's offers (recorded as `name`) and the platform's deviation, read only when there
 * are offers (as the offer screen does). 'offers.none' is what the platform lists before it priced anything.
 */
export const seedOffers = (name: 'offers.withDiscounts' | 'offers.promoApplied' | 'offers.none') => (client: QueryClient) => {
  const listed = recorded(offers.listOffers, name).offers;
  client.setQueryData(offerListQuery(applicationId).queryKey, { offers: listed });
  if (listed.length > 0) client.setQueryData(offerDeviationQuery(applicationId).queryKey, recorded(offers.forwardDeviationProperties, 'offers.deviation'));
};

/** What the platform stored for each form step (the answers the journey holds once saved). */
export const savedAnswers = Object.fromEntries(formSteps.map((step) => [step, recorded(loans.saveApplicationStep, `save.${step}`).answers])) as Record<
  (typeof formSteps)[number],
  Record<string, string>
>;

/** What each step holds once saved, as the app's saveStep returns it (src/journeys/journey-actors.ts). */
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

/** The EWA activation the recorded ewa-eligible borrower started (created before its first form step). */
export const ewaApplicationId = recorded(loans.createApplication, 'ewa.application.created').id;
const ewaSteps = journeys.ewaActivation.steps.flatMap((id) => (steps[id].kind === 'form' ? [[id, steps[id].serverStep as FormStep] as const] : []));

/** What each EWA form step holds once saved (the platform's answers to the recorded saves). */
export const ewaSavedAnswers = Object.fromEntries(ewaSteps.map(([, step]) => [step, recorded(loans.saveApplicationStep, `ewa.save.${step}`).answers])) as Partial<
  Record<FormStep, Record<string, string>>
>;

/** The EWA activation's forms: the recorded field configs and option lists, and its steps read back unsaved. */
export function seedEwaForms(client: QueryClient) {
  seedForms(client);
  for (const [, step] of ewaSteps) client.setQueryData(stepAnswersQuery(ewaApplicationId, step).queryKey, recorded(loans.getApplicationStep, `ewa.stepAnswers.unsaved.${step}`));
}

/** The answers an EWA activation holds when the borrower is on `step` (every earlier form step saved). */
export function ewaAnswersBefore(step: StepId): StepMap<Answers> {
  const order = journeys.ewaActivation.steps as readonly StepId[];
  const before = new Set(order.slice(0, order.indexOf(step)));
  return Object.fromEntries(ewaSteps.filter(([id]) => before.has(id)).map(([id, server]) => [id, ewaSavedAnswers[server]!]));
}

/**
 * The reloan calculator of the recorded reloan-eligible borrower: no application yet (made at the purpose), the
 * salary saved with the earlier loan's professional details (as the calculator's chart reads it), campaigns priced on it.
 */
const reloan = recorded(loans.createApplication, 'reloan.created');
export const reloanAnswers = { amount_centavos: reloan.loan_amount_centavos, tenure_months: reloan.tenure_months, repayment_cycle: reloan.repayment_cycle } satisfies RequestedTerms;
const earlierSalary = recorded(loans.getApplicationStep, 'reloan.earlier.professional-details').answers.gross_monthly_salary;
export const reloanKnownSalary = usableSalary(earlierSalary);
const reloanCampaigns = recorded(offers.listCampaigns, 'campaigns.reloan').campaigns;
/** The reloan calculator's look-ups: the applications, the earlier loan's saved salary, the campaigns priced on it. */
export const reloanCalculatorLookup: AnyEventObject[] = [
  lookedUp('listApplications', recorded(loans.listApplications, 'reloan.applications')),
  lookedUp('readSavedSalary', { salary: earlierSalary ?? null }),
  lookedUp('readCampaigns', { campaigns: reloanCampaigns }),
];
export function seedReloanCalculator(client: QueryClient) {
  client.setQueryData(campaignsQuery(reloanKnownSalary).queryKey, { campaigns: reloanCampaigns });
}
