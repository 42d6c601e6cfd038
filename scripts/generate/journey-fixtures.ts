/**
 * Records the platform answers the journey screen stories show (fixtures.generated.json), from the real sandbox
 * created in-process (:memory: database, temporary object store) and called through the app's own API client,
 * so every answer is parsed with the contract on the way in. A borrower signs in (a Cognito access token), applies
 * for a loan as the app does (application, every form step, offers, promo, accepted offer, promissory note), and
 * the answers and refusals along the way are written down by name. Back-office personas add the refinance and
 * recovery refinance calculators' loans (refinance-eligible, past-due), the reloan calculator's known salary
 * (reloan-eligible) and the EWA activation's forms (ewa-eligible). Run by `npm run generate`, or alone:
 *   npx tsx scripts/generate/journey-fixtures.ts
 */
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createSandbox } from '../../sandbox/app';
import { createPersona, type PersonaKind } from '../../sandbox/backoffice/personas';
import { createAccount, findAccountById } from '../../sandbox/cognito/accounts';
import { issueTokens } from '../../sandbox/cognito/tokens';
import { createApiClient, type ApiClient } from '../../src/api/client';
import { ApiError } from '../../src/api/errors';
import type { CallInput, CallOutput, Endpoint } from '../../src/api/endpoint';
import { documents, ewa as ewaCalls, formOptions, loans, offers, promo, user } from '../../src/api/contract';
import type { FieldConfig } from '../../src/api/contract/form-rules';
import type { FormStep, LookupType } from '../../src/api/contract/form-options';
import { usableSalary } from '../../src/domain/campaigns';
import { refinanceBounds } from '@machines/repayments/refinance-rules';
import { refinanceLimits } from '~/domain/refinance';
import type { RefinanceKind } from '@machines/repayments/repayments-types';
import { endpointName, type Fixtures } from '../../stories/screens/journey/fixture-format';

const origin = 'http://sandbox.local';
const storageDir = mkdtempSync(join(tmpdir(), 'lakbay-story-fixtures-'));
// A clock of its own (a fixed start, a second per reading), seeded names and phone numbers, and ids renumbered in
// order of appearance (below): the same recording every run, so a review shows only what changed in the answers.
let clock = Date.UTC(2026, 10, 28, 2, 0, 0);
let seed = 1;
const randomInt = (min: number, max: number) => min + ((seed = (seed * 48271) % 2147483647) % (max - min));
const sandbox = createSandbox({ dbPath: ':memory:', storageDir, origin, tokenTtlSeconds: 3600, randomInt }, () => (clock += 1000));
// No port: requests go straight to the sandbox's Hono app.
const viaApp: typeof fetch = (input, init) => Promise.resolve(sandbox.app.request(String(input), init));
const clientFor = (token: string | null) => createApiClient({ baseUrl: origin, getAccessToken: async () => token, fetch: viaApp });

const fixtures: Fixtures = { recordedFrom: 'sandbox (scripts/generate/journey-fixtures.ts)', answers: {}, refusals: {} };

async function answer<E extends Endpoint>(name: string, api: ApiClient, endpoint: E, input: CallInput<E>): Promise<CallOutput<E>> {
  const response = await api(endpoint, input);
  fixtures.answers[name] = { endpoint: endpointName(endpoint), input, response };
  return response;
}

async function refusal<E extends Endpoint>(name: string, api: ApiClient, endpoint: E, input: CallInput<E>): Promise<void> {
  try {
    await api(endpoint, input);
  } catch (e) {
    if (!(e instanceof ApiError)) throw e;
    fixtures.refusals[name] = { endpoint: endpointName(endpoint), input, error: { httpStatus: e.httpStatus, code: e.code, message: e.message, fields: e.fields } };
    return;
  }
  throw new Error(`${name}: expected the platform to refuse ${endpointName(endpoint)}`);
}

const backOffice = async (method: string, path: string, body?: unknown) => {
  const res = await sandbox.app.request(`${origin}${path}`, { method, headers: { 'content-type': 'application/json' }, body: body === undefined ? null : JSON.stringify(body) });
  if (!res.ok) throw new Error(`${method} ${path}: ${res.status} ${await res.text()}`);
};

try {
  const anonymous = clientFor(null);

  // Reference data: every form step's fields, then the option lists those fields name.
  const configs = new Map<FormStep, readonly FieldConfig[]>();
  for (const step of formOptions.formSteps) {
    const r = await answer(`fieldConfig.NEW_LOAN.${step}`, anonymous, formOptions.getFormFieldConfig, { query: { journey: 'NEW_LOAN', step } });
    configs.set(step, r.fields);
  }
  const sources = new Set([...configs.values()].flat().flatMap((f) => (f.options_source ? [f.options_source] : [])));
  const lookups: Partial<Record<LookupType, readonly { code: string }[]>> = {};
  for (const source of sources) {
    if (!source.startsWith('lookup:')) continue;
    const type = source.slice(7) as LookupType;
    lookups[type] = (await answer(`lookup.${type}`, anonymous, formOptions.getLookup, { params: { type } })).options;
  }
  await answer('countries', anonymous, formOptions.listCountries, {});
  const provinces = (await answer('provinces', anonymous, formOptions.listProvinces, {})).options;
  // One province's cascade is enough for the address step: Cebu, its first city, that city's barangays and zip codes.
  const province = provinces.find((p) => p.label === 'Cebu') ?? provinces[0]!;
  const city = (await answer('cities', anonymous, formOptions.listCities, { query: { province: province.code } })).options[0]!;
  const barangay = (await answer('barangays', anonymous, formOptions.listBarangays, { query: { city: city.code } })).options[0]!;
  const zipcode = (await answer('zipcodes', anonymous, formOptions.listZipcodes, { query: { city: city.code } })).options[0]!;
  const otherProvince = provinces.find((p) => p.code !== province.code && p.label !== 'Metro Manila')!;
  const wrongCity = (await anonymous(formOptions.listCities, { query: { province: otherProvince.code } })).options[0]!;
  const banks = (await answer('banks', anonymous, formOptions.listBanks, {})).options;
  const purposes = (await answer('loanPurposes', anonymous, formOptions.listLoanPurposes, {})).categories;

  // A first-time borrower at an active company, signed in with a Cognito access token.
  const { id } = createAccount(sandbox.ctx, { phone: '+639171234567' });
  const api = clientFor((await issueTokens(sandbox.ctx, findAccountById(sandbox.ctx, id)!)).AccessToken);
  await api(user.updateProfile, { body: { company_id: 'cmp-sinag-bank' } });
  await answer('applications.firstTime', api, loans.listApplications, {});
  await answer('campaigns.salaryUnknown', api, offers.listCampaigns, { query: {} });

  // The calculator's request and the purpose create the application (the app's purpose step).
  const requested = { amount_centavos: 2_000_000, tenure_months: 12 as const, repayment_cycle: '1 Month' as const };
  const purpose = purposes[0]!.purposes[0]!.code;
  const application = await answer('application.created', api, loans.createApplication, {
    body: { product_type: 'LOAN', application_type: 'NEW_LOAN', loan_amount_centavos: requested.amount_centavos, tenure_months: 12, repayment_cycle: '1 Month', loan_purpose: purpose },
    idempotencyKey: 'create-newLoan-story-fixtures',
  });
  const applicationId = application.id;

  const first = (type: LookupType, prefer?: string) => (lookups[type]?.find((o) => o.code === prefer) ?? lookups[type]?.[0])?.code ?? '';
  const inline = (step: FormStep, name: string, prefer?: string) => {
    const options = configs.get(step)?.find((f) => f.name === name)?.options ?? [];
    return (options.find((o) => o.code === prefer) ?? options[0])?.code ?? '';
  };
  const gotyme = banks.find((b) => b.is_digital_bank) ?? banks[0]!;
  const filled: Record<FormStep, Record<string, string>> = {
    'personal-details': {
      first_name: 'Maria',
      middle_name: 'Santos',
      last_name: 'Dela Cruz',
      gender: inline('personal-details', 'gender', 'FEMALE'),
      birth_date: '1990-05-17',
      birth_country: 'PHL',
      marital_status: first('MARITIAL_STATUS', 'SINGLE'),
      education: first('EDUCATION_TYPE', 'COLLEGE_GRADUATE'),
      nationality: first('NATIONALITY', 'FILIPINO'),
    },
    'professional-details': {
      employee_id: 'SB-20431',
      employment_type: first('EMPLOYMENT_TYPE'),
      job_level: first('JOB_LEVEL'),
      job_title: first('JOB_TITLE'),
      date_hired: '2019-03-01',
      gross_monthly_salary: '30,000',
      income_type: first('INCOME_TYPE'),
    },
    'additional-details': {
      dependants: '2',
      contact_name: 'Jose Dela Cruz',
      contact_relationship: inline('additional-details', 'contact_relationship'),
      contact_number: '+639181234567',
      has_other_loans: inline('additional-details', 'has_other_loans'),
    },
    address: {
      address_type: inline('address', 'address_type'),
      province: province.code,
      city: city.code,
      barangay: barangay.code,
      zipcode: zipcode.code,
      street: '12 Mango Avenue',
      resident_type: first('RESIDENT_TYPE'),
      years_at_address: '3',
    },
    'bank-details': {
      bank: gotyme.code,
      account_type: inline('bank-details', 'account_type'),
      account_name: 'Maria Santos Dela Cruz',
      account_number: '1'.padEnd(gotyme.account_number_min, '0').replace(/0$/, '7'),
    },
  };

  // What a form step reads back before anything is saved (an empty form).
  for (const step of formOptions.formSteps) await answer(`stepAnswers.unsaved.${step}`, api, loans.getApplicationStep, { params: { applicationId, step } });
  // A save the platform cannot take: the connection drops (the app's client reports it in its own words).
  await backOffice('PUT', '/sandbox/api/faults/loans', { kind: 'drop', remaining: 1 });
  await refusal('save.unavailable', api, loans.saveApplicationStep, { params: { applicationId, step: 'personal-details' }, body: { answers: filled['personal-details'] } });
  // The platform's own field messages: a city of another province (only the server knows the cascade is broken).
  await refusal('save.address.fields', api, loans.saveApplicationStep, { params: { applicationId, step: 'address' }, body: { answers: { ...filled.address, city: wrongCity.code } } });
  for (const step of formOptions.formSteps) {
    await answer(`save.${step}`, api, loans.saveApplicationStep, { params: { applicationId, step }, body: { answers: filled[step] } });
  }
  await answer('campaigns.salaryKnown', api, offers.listCampaigns, { query: { gross_monthly_salary_centavos: 3_000_000 } });

  // The offer step before the platform priced anything: it lists no offer (the Empty state of the offer screen).
  await answer('offers.none', api, offers.listOffers, { params: { applicationId } });
  // Offers as the offer step asks for them, to the GoTyme account chosen above (its bank fee is waived).
  await answer('offers.generated', api, offers.generateOffers, {
    params: { applicationId },
    body: { ...requested, gross_monthly_salary_centavos: 3_000_000, disbursement_bank: gotyme.is_digital_bank ? 'GOTYME' : 'OTHER' },
    idempotencyKey: `offers-${applicationId}`,
  });
  await answer('offers.withDiscounts', api, offers.listOffers, { params: { applicationId } });
  await answer('offers.deviation', api, offers.forwardDeviationProperties, { params: { applicationId } });
  await refusal('promo.expired', api, promo.applyPromo, { params: { applicationId }, body: { promo_code: 'PAYDAY2020' } });
  await answer('promo.applied', api, promo.applyPromo, { params: { applicationId }, body: { promo_code: 'WELCOME100' } });
  await answer('offers.promoApplied', api, offers.listOffers, { params: { applicationId } });

  // Review confirmed: the chosen offer is accepted; the promissory note is generated from it.
  const chosen = (await api(offers.listOffers, { params: { applicationId } })).offers.find((o) => o.selected)!;
  await api(loans.approveOffer, { params: { applicationId }, body: { loan_amount_centavos: chosen.principal_centavos, tenure_months: chosen.tenure_months } });
  await answer('promissoryNote.pending', api, documents.generateContract, { params: { applicationId } });

  // GoTyme linking with a code that is not the one sent.
  await api(user.requestDigitalBankOtp, { body: { provider: 'GO_TYME_BANK', account_number: '123456789012' } });
  const sent = sandbox.ctx.db.prepare('SELECT code FROM inbox ORDER BY id DESC LIMIT 1').pluck().get() as string;
  const wrong = sent === '000000' ? '111111' : '000000';
  await refusal('gotyme.wrongCode', api, user.verifyDigitalBankAccount, { body: { provider: 'GO_TYME_BANK', account_number: '123456789012', code: wrong } });

  // Back-office personas (sandbox/backoffice/personas.ts), each signed in with its own access token.
  const signIn = async (kind: PersonaKind) => {
    const persona = createPersona(sandbox.ctx, kind);
    return { persona, api: clientFor((await issueTokens(sandbox.ctx, findAccountById(sandbox.ctx, persona.userId)!)).AccessToken) };
  };

  // Refinance and recovery refinance: the borrower's loans and eligibility (the repayments chart's overview), then
  // the calculator's create: once refused (the connection drops), then made (the terms the platform took).
  for (const [kind, persona] of [['REFINANCE', 'refinance-eligible'], ['RECOVERY_REFINANCE', 'past-due']] as [RefinanceKind, PersonaKind][]) {
    const { persona: p, api: as } = await signIn(persona);
    const name = kind === 'REFINANCE' ? 'refinance' : 'recoveryRefinance';
    const running = (await answer(`${name}.loans`, as, loans.listLoanProducts, {})).data.find((l) => l.id === p.loanId)!;
    await answer(`${name}.eligibility`, as, loans.getEligibleApplications, {});
    // Terms the calculator accepts (the chart's own rule): its smallest amount, rounded up to the next ₱5,000.
    const min = refinanceBounds(kind, running.outstanding_balance_centavos, refinanceLimits(kind, running.outstanding_balance_centavos)).min;
    const body = {
      product_type: 'LOAN' as const,
      application_type: kind,
      loan_amount_centavos: Math.ceil(min / 500_000) * 500_000,
      tenure_months: 24 as const,
      repayment_cycle: running.repayment_cycle,
      source_loan_id: running.id,
    };
    await backOffice('PUT', '/sandbox/api/faults/loans', { kind: 'drop', remaining: 1 });
    await refusal(`${name}.unavailable`, as, loans.createApplication, { body, idempotencyKey: `${name}-story-fixtures-dropped` });
    await answer(`${name}.created`, as, loans.createApplication, { body, idempotencyKey: `${name}-story-fixtures` });
  }

  // Reloan: a borrower with a running loan whose professional details (salary) the platform already has.
  {
    const { api: as } = await signIn('reloan-eligible');
    const earlier = (await answer('reloan.applications', as, loans.listApplications, {})).data.filter((a) => a.completed_steps.includes('professional-details'));
    if (earlier.length !== 1) throw new Error(`reloan-eligible: expected one earlier application with professional details, found ${earlier.length}.`);
    const saved = await answer('reloan.earlier.professional-details', as, loans.getApplicationStep, { params: { applicationId: earlier[0]!.id, step: 'professional-details' } });
    // What the calculator knows (machines/journeys/calculator-lookup.ts: the newest usable saved salary) and the campaigns priced on it.
    const salary = usableSalary(saved.answers.gross_monthly_salary);
    if (salary === null) throw new Error('reloan-eligible: the earlier professional details have no salary.');
    await answer('campaigns.reloan', as, offers.listCampaigns, { query: { gross_monthly_salary_centavos: salary } });
    // The terms of the reloan the borrower then asks for (the application the purpose step makes).
    await answer('reloan.created', as, loans.createApplication, {
      body: { product_type: 'LOAN', application_type: 'RE_LOAN', loan_amount_centavos: 5_000_000, tenure_months: 18, repayment_cycle: '1 Semi Month', loan_purpose: purpose },
      idempotencyKey: 'create-reloan-story-fixtures',
    });
  }

  // EWA activation: its own field configs (professional details ask for the pay cycle), its application, saves.
  {
    const { api: as } = await signIn('ewa-eligible');
    const ewaSteps = formOptions.formSteps.filter((step) => step !== 'bank-details');
    const ewaConfigs = new Map<FormStep, readonly FieldConfig[]>();
    for (const step of ewaSteps) {
      ewaConfigs.set(step, (await answer(`fieldConfig.EWA_ACTIVATION.${step}`, anonymous, formOptions.getFormFieldConfig, { query: { journey: 'EWA_ACTIVATION', step } })).fields);
    }
    const missing = [...ewaConfigs.values()].flat().flatMap((f) => (f.options_source && !sources.has(f.options_source) ? [f.options_source] : []));
    if (missing.length > 0) throw new Error(`EWA fields name option lists the loan forms do not: ${missing.join(', ')}`);
    const ewa = await answer('ewa.application.created', as, loans.createApplication, {
      body: { product_type: 'EWA', application_type: 'EWA_ACTIVATION' },
      idempotencyKey: 'start-ewaActivation-story-fixtures',
    });
    const professional = ewaConfigs.get('professional-details')!;
    const payCycle = professional.find((f) => f.name === 'pay_cycle')?.options?.find((o) => o.code === '1 Semi Month')?.code;
    if (!payCycle) throw new Error('The EWA professional details no longer ask for the pay cycle.');
    const ewaFilled: Partial<Record<FormStep, Record<string, string>>> = {
      'personal-details': filled['personal-details'],
      'professional-details': { ...Object.fromEntries(Object.entries(filled['professional-details']).filter(([k]) => professional.some((f) => f.name === k))), pay_cycle: payCycle },
      'additional-details': filled['additional-details'],
      address: filled.address,
    };
    for (const step of ewaSteps) await answer(`ewa.stepAnswers.unsaved.${step}`, as, loans.getApplicationStep, { params: { applicationId: ewa.id, step } });
    for (const step of ewaSteps) await answer(`ewa.save.${step}`, as, loans.saveApplicationStep, { params: { applicationId: ewa.id, step }, body: { answers: ewaFilled[step]! } });
  }

  // EWA withdrawal: an activated borrower's earned wages (what the withdrawal page reads; the chart-seeded stories
  // and the overview answer the page's read with it, stories/charts/recorded-platform.ts).
  {
    const { api: as } = await signIn('ewa-active');
    const balance = await answer('ewa.balance', as, ewaCalls.getEwaBalance, {});
    const withdrawal = await answer('ewa.withdrawal.created', as, loans.createApplication, {
      body: { product_type: 'EWA', application_type: 'EWA', loan_amount_centavos: balance.min_withdrawal_centavos },
      idempotencyKey: 'start-ewaWithdrawal-story-fixtures',
    });
    await answer('ewa.withdrawal', as, loans.getApplication, { params: { applicationId: withdrawal.id } });
  }

  const out = new URL('../../stories/screens/journey/fixtures.generated.json', import.meta.url);
  const ids = new Map<string, string>();
  const uuid = /[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}/g;
  const renumber = (id: string) => ids.get(id) ?? (ids.set(id, `00000000-0000-4000-8000-${String(ids.size + 1).padStart(12, '0')}`), ids.get(id)!);
  const text = `${JSON.stringify(fixtures, null, 1).replace(uuid, renumber)}\n`;
  writeFileSync(out, text);
  console.log(`Wrote ${Object.keys(fixtures.answers).length} answers and ${Object.keys(fixtures.refusals).length} refusals (${Math.round(text.length / 1024)} KB) to stories/screens/journey/fixtures.generated.json`);
} finally {
  sandbox.close();
  rmSync(storageDir, { recursive: true, force: true });
}
