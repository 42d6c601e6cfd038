import type { SandboxContext } from '../context';
import type { Application } from '../../src/api/contract/loans';
import type { FormJourney, FormStep } from '../../src/api/contract/form-options';
import { normaliseValue, validateAnswers } from '../../src/api/contract/form-rules';
import { makeOptionCheck, stepFields } from '../platform/form-options';
import { barangaysOf, citiesOf, provinces, zipcodesOf } from '../platform/form-options-geo';
import { insertApplication, type ApplicationRow } from '../platform/loans-store';

/**
 * Saved points (tests/paths-browser): a persona's application already at a journey step, with the answers a
 * borrower would have saved on every step before it, through the platform's own tables and checked by the same
 * field rules a save is (an answer the rules refuse throws). Signing in resumes there by the resume map
 * (machines/journeys/resume.ts): INITIALIZED with every form saved resumes at the offer, OFFER_ACCEPTED at the
 * documents; at a calculator only the application exists (the scenario deep-links back to the calculator). The browser scenarios fork from these instead of typing the same 16-step prefix again.
 */
export const savedPoints = ['loanCalculator', 'reloanCalculator', 'refinanceCalculator', 'loanOffer', 'documentVerification'] as const;
export type SavedPoint = (typeof savedPoints)[number];

/** Persona kinds a saved point applies to, and the application type their journey creates. */
const applicationTypes: Record<string, Application['application_type']> = {
  'new-borrower': 'NEW_LOAN',
  'reloan-eligible': 'RE_LOAN',
  'refinance-eligible': 'REFINANCE',
};
export const savedPointKinds = Object.keys(applicationTypes);

/** The first place in Metro Manila with a barangay and a zip code: what the address form's first choices give. */
function firstAddress(): Record<string, string> {
  const province = provinces()[0]!.code;
  for (const city of citiesOf(province) ?? []) {
    const barangay = barangaysOf(city.code)?.[0];
    const zipcode = zipcodesOf(city.code)?.[0];
    if (barangay && zipcode) return { province, city: city.code, barangay: barangay.code, zipcode: zipcode.code };
  }
  throw new Error('No city with barangays and zip codes in the first province');
}

function formAnswers(): Record<string, Record<string, string>> {
  return {
    'personal-details': {
      first_name: 'Maria Clara', last_name: 'Santos', gender: 'FEMALE', birth_date: '1990-04-12', birth_country: 'PHL',
      marital_status: 'SINGLE', education: 'COLLEGE_GRADUATE', nationality: 'FILIPINO',
    },
    'professional-details': {
      employee_id: 'EMP-2041', employment_type: 'REGULAR', job_level: 'RANK_AND_FILE', job_title: 'ACCOUNTANT',
      date_hired: '2019-06-01', gross_monthly_salary: '40,000', income_type: 'SALARY',
    },
    'additional-details': { dependants: '2', contact_name: 'Jose Santos', contact_relationship: 'HUSBAND', contact_number: '+639171234567', has_other_loans: 'NO' },
    address: { address_type: 'PERMANENT', ...firstAddress(), street: '12 Mabini St.', resident_type: 'OWNED', years_at_address: '5' },
    'bank-details': { bank: 'BDO', account_type: 'SAVINGS', account_name: 'Maria Clara Santos', account_number: '001234567890' },
  };
}

/**
 * The persona's application at `point`: the calculator's amount and term and the purpose saved with the
 * application (as the calculator and purpose steps do), then every form step's answers.
 */
export function seedSavedPoint(
  ctx: SandboxContext,
  p: { userId: string; companyId: string; kind: string; loanId?: string | undefined },
  point: SavedPoint,
  walkTo: (ctx: SandboxContext, id: string, to: 'OFFER_ACCEPTED') => ApplicationRow,
): string {
  const applicationType = applicationTypes[p.kind];
  if (!applicationType) throw new Error(`No saved point for persona kind ${p.kind}: use one of ${savedPointKinds.join(', ')}.`);
  const app = insertApplication(ctx, {
    // A refinance must pay off the running loan (the persona's payoff, ₱20,000.00: its ₱27,176.00 balance less ₱7,176.00 of interest not yet due) and its fees: ₱40,000 does.
    userId: p.userId, companyId: p.companyId, productType: 'LOAN', applicationType, loanAmountCentavos: applicationType === 'REFINANCE' ? 4_000_000 : 2_500_000, tenureMonths: 12,
    repaymentCycle: '1 Semi Month', loanPurpose: 'TUITION', sourceLoanId: p.loanId,
  });
  const at = new Date(ctx.now()).toISOString();
  const forms = point === 'loanOffer' || point === 'documentVerification' ? formAnswers() : {};
  for (const [step, given] of Object.entries(forms)) {
    const fields = stepFields(applicationType as FormJourney, step as FormStep)!;
    const errors = validateAnswers(fields, given, { today: new Date(ctx.now()), checkOption: makeOptionCheck(ctx, fields) });
    if (Object.keys(errors).length) throw new Error(`Saved point ${step} answers refused: ${JSON.stringify(errors)}`);
    const answers = Object.fromEntries(fields.map((f) => [f.name, normaliseValue(f, given[f.name])]));
    ctx.db.prepare('INSERT INTO application_steps (application_id, step, answers, saved_at) VALUES (?, ?, ?, ?)').run(app.id, step, JSON.stringify(answers), at);
  }
  if (point === 'documentVerification') walkTo(ctx, app.id, 'OFFER_ACCEPTED');
  return app.id;
}
