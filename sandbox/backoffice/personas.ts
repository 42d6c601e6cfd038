import { randomInt } from 'node:crypto';
import type { SandboxContext } from '../context';
import { createAccount } from '../cognito/accounts';
import type { Application, ApplicationStatus, LoanAccount } from '../../src/api/contract/loans';
import { insertApplication, moveStatus, openLoanAccount, type ApplicationRow } from '../platform/loans-store';
import { pathTo, transitions } from '../platform/loans-status';
import { touchProfile } from '../platform/user-store';
import * as recovery from '../platform/recovery';
import { addTransaction, ledgerTerms, requireLoan, todayOf } from '../platform/transactions-loans';
import { addMonths, deductionsLeaving, isTenure, readAmount, type Tenure } from '../pricing';
import { firstOffersOnSave } from '../platform/offers';
import { recordAcceptance } from '../platform/offers-store';
import { setEarned } from '../platform/ewa';
import { setEmployment } from '../platform/employment';
import { saveInsuranceStep } from '../platform/insurance';
import { openPrompt, settlePrompt } from '../platform/surveys-store';
import { createPayment } from '../platform/recovery-store';
import { seedSavedPoint, type SavedPoint } from './saved-points';
import { saveEarlierLoanSteps } from './persona-answers';
import { HttpError } from '../platform/serve';

export const personaKinds = [
  'new-borrower', 'reloan-eligible', 'refinance-eligible', 'pending-borrower-approval', 'wcr', 'missing-selfie',
  'ewa-eligible', 'past-due',
  // An application in each status of the spec's resume map (INITIALIZED with personal details saved, OFFER_ACCEPTED,
  // INCOMPLETE_DOCUMENT): signing in resumes it where the map says.
  'resume-initialized', 'resume-offer-accepted', 'resume-incomplete-document',
  'company-without-product', 'inactive-company',
  'ewa-active', 'quick-loan-eligible',
  'insurance-company',
  'onboarding-pending', 'employment-unconfirmed',
  'fintelligence-company',
  'survey-pending',
  // An account with no password (created by code, never set one): logging in sends a code to the inbox.
  'code-login',
  // Signed up but never chose their employer: signing in asks for the company (the company selector).
  'no-company',
  // Mobile number not confirmed yet and a personal email given but not verified (the account's OTP pages).
  'contact-unverified',
  // Past due, with a GCash payment of the amount due already started (PENDING): the payment status and callback pages.
  'payment-in-progress',
  // Insta-funds activated earlier (the activation was approved): /insta-funds/product-description offers "Apply".
  'quick-loan-active',
  // Onboarding opened by the platform with the personal details already saved: it resumes on the critical details.
  'onboarding-details-saved',
  // Employment the platform asks details about (EMPLOYMENT_DETAILS_REQUIRED): signing in opens the employment form.
  'employment-details-required',
  // An insurance enrolment saved up to a step (its company offers insurance): a link to a later step opens it.
  // Personal details saved: /insurance/beneficiary opens. Personal details and beneficiaries saved: /insurance/employment.
  'insurance-details-saved', 'insurance-beneficiaries-saved',
] as const;
export type PersonaKind = (typeof personaKinds)[number];
export const isPersonaKind = (k: string): k is PersonaKind => (personaKinds as readonly string[]).includes(k);

/** Every persona signs in with this password (or with an OTP from the inbox). Meets the account rules. */
export const PERSONA_PASSWORD = 'Lakbay2026!';

export interface Persona {
  kind: PersonaKind;
  username: string;
  password: string;
  userId: string;
  applicationId?: string;
  loanId?: string;
  paymentId?: string;
}

const firstNames = ['Maria', 'Jose', 'Ana', 'Juan', 'Liza', 'Ramon', 'Grace', 'Paolo'];
const lastNames = ['Santos', 'Reyes', 'Cruz', 'Bautista', 'Garcia', 'Mendoza', 'Villanueva', 'Ramos'];
const draw = (ctx: SandboxContext, min: number, max: number) => (ctx.config.randomInt ?? randomInt)(min, max);
const pick = (ctx: SandboxContext, list: string[]) => list[draw(ctx, 0, list.length)]!;

function freshPhone(ctx: SandboxContext): string {
  for (;;) {
    const phone = `+639${String(draw(ctx, 100_000_000, 1_000_000_000))}`;
    if (!ctx.db.prepare('SELECT 1 FROM users WHERE username = ? OR phone_number = ?').get(phone, phone)) return phone;
  }
}

/** Moves an application to `target` along legal edges only, each taken by the actor the table gives it. */
export function walkTo(ctx: SandboxContext, id: string, target: ApplicationStatus): ApplicationRow {
  const row = ctx.db.prepare('SELECT status FROM applications WHERE id = ?').get(id) as { status: ApplicationStatus };
  const path = pathTo(row.status, target);
  if (!path) throw new Error(`No legal path from ${row.status} to ${target}`);
  let from = row.status;
  let last: ApplicationRow | undefined;
  for (const to of path) {
    const actor = transitions[from][to]?.includes('platform') ? 'platform' : 'borrower';
    last = moveStatus(ctx, id, to, actor);
    from = to;
  }
  return last ?? (ctx.db.prepare('SELECT * FROM applications WHERE id = ?').get(id) as ApplicationRow);
}

function loanApplication(ctx: SandboxContext, userId: string, companyId: string, type: Application['application_type'] = 'NEW_LOAN') {
  return insertApplication(ctx, {
    userId, companyId, productType: 'LOAN', applicationType: type, loanAmountCentavos: 3_000_000, tenureMonths: 12,
    repaymentCycle: '1 Semi Month', loanPurpose: 'TUITION',
  });
}

/** Gross monthly salary the earlier loans' professional details were saved with (20% of it is ₱8,000.00). */
export const PERSONA_GROSS_SALARY = '40,000';

/**
 * The borrower priced and accepted an offer for the application's own terms, as the journey does (the platform's own
 * pricing, the offer closest to what was asked selected, then accepted): a loan the persona gets later is booked from
 * it, and its promissory note has figures. The personas' ₱30,000 over 12 months, semi-monthly, regular 2.99 %:
 * ₱40,764.00 in 24 instalments of ₱1,698.50.
 */
function acceptOffer(ctx: SandboxContext, userId: string, applicationId: string) {
  const app = ctx.db.prepare('SELECT loan_amount_centavos, tenure_months, repayment_cycle FROM applications WHERE id = ?').get(applicationId) as
    Pick<ApplicationRow, 'loan_amount_centavos' | 'tenure_months' | 'repayment_cycle'>;
  const priced = firstOffersOnSave(ctx, { id: userId, username: '' }, applicationId, {
    amount_centavos: app.loan_amount_centavos ?? 3_000_000, tenure_months: isTenure(app.tenure_months ?? 12) ? (app.tenure_months as Tenure) : 12,
    repayment_cycle: app.repayment_cycle ?? '1 Semi Month', gross_monthly_salary_centavos: readAmount(PERSONA_GROSS_SALARY)!, disbursement_bank: 'OTHER',
  });
  if (!priced || !recordAcceptance(ctx, applicationId)) throw new Error(`The persona's offer could not be priced for ${applicationId}`);
}

/** The professional details a borrower saved with an earlier application (what a reloan or refinance knows). */
function saveProfessionalDetails(ctx: SandboxContext, applicationId: string) {
  const answers = {
    employee_id: 'EMP-20418', employment_type: 'REGULAR', job_level: 'RANK_AND_FILE', job_title: 'ACCOUNTANT',
    date_hired: '2019-06-03', gross_monthly_salary: PERSONA_GROSS_SALARY, income_type: 'SALARY',
  };
  ctx.db
    .prepare('INSERT INTO application_steps (application_id, step, answers, saved_at) VALUES (?, ?, ?, ?)')
    .run(applicationId, 'professional-details', JSON.stringify(answers), new Date(ctx.now()).toISOString());
}

/** Saved answers of a journey step, as the borrower's own save would store them. */
function saveStep(ctx: SandboxContext, applicationId: string, step: string, answers: Record<string, string>) {
  ctx.db
    .prepare('INSERT INTO application_steps (application_id, step, answers, saved_at) VALUES (?, ?, ?, ?)')
    .run(applicationId, step, JSON.stringify(answers), new Date(ctx.now()).toISOString());
}

/**
 * A loan approved and disbursed `monthsAgo`, repaid through its ledger: every payroll deduction that fell due
 * arrived, except `pastDue` centavos of the latest ones. Balance, paid share, past-due days and status all follow
 * from those transactions (sandbox/pricing/ledger.ts), as they do for any payment made later. The loan is booked
 * from the offer the borrower accepted, by the same path as any approved application.
 */
function disbursedLoan(ctx: SandboxContext, userId: string, companyId: string, monthsAgo: number, pastDue = 0): LoanAccount {
  const applied = loanApplication(ctx, userId, companyId);
  saveProfessionalDetails(ctx, applied.id);
  const name = ctx.db.prepare('SELECT first_name, last_name FROM profiles WHERE user_id = ?').get(userId) as { first_name: string; last_name: string };
  saveEarlierLoanSteps(ctx, applied.id, name);
  acceptOffer(ctx, userId, applied.id);
  const app = walkTo(ctx, applied.id, 'APPROVED');
  // Approval opened a loan account "to be disbursed" (100); these personas are past that: disbursed and paying.
  ctx.db.prepare('DELETE FROM loan_accounts WHERE application_id = ?').run(app.id);
  // `monthsAgo` months before today's Manila day (clamped to the month's end, as due dates are).
  const loan = openLoanAccount(ctx, app, 300, { releasedOn: addMonths(todayOf(ctx), -monthsAgo) });
  const terms = requireLoan(ctx, userId, loan.id);
  for (const d of deductionsLeaving(ledgerTerms(terms), todayOf(ctx), pastDue)) {
    addTransaction(ctx, { loanId: loan.id, userId, type: 'PAYROLL_DEDUCTION', amount: d.amount, occurredAt: `${d.dueDate}T04:00:00.000Z`, description: `Payroll deduction for instalment ${d.number}` });
  }
  return loan;
}

/**
 * The employer of each persona when it is not Sinag Bank (which offers loans, EWA, insurance and fintelligence):
 * EWA personas work at Bayani Steel (LOAN, EWA), insta-funds at Sinag Retail (LOAN, QUICK_LOAN), a company offering
 * no product yet (migration 400), and an inactive one (status INACTIVE, seeded in 101).
 */
const companyOf: Partial<Record<PersonaKind, string>> = {
  'ewa-eligible': 'cmp-bayani-steel',
  'ewa-active': 'cmp-bayani-steel',
  'quick-loan-eligible': 'cmp-sinag-retail',
  'company-without-product': 'cmp-tala-hardware',
  'inactive-company': 'cmp-sinag-foods',
  // An employer whose cst_data.has_insurance is true (Mabuhay General Hospital: LOAN, INSURANCE).
  'insurance-company': 'cmp-mabuhay-hospital',
  'quick-loan-active': 'cmp-sinag-retail',
  'insurance-details-saved': 'cmp-mabuhay-hospital',
  'insurance-beneficiaries-saved': 'cmp-mabuhay-hospital',
};

/** Earned so far this pay period by the EWA-active persona: half of it (₱8,000.00) may be withdrawn. */
export const PERSONA_EWA_EARNED = 1_600_000;

/** Creates a borrower in the situation QA asks for, by the same rules the API enforces (no shortcuts in status). */
export function createPersona(ctx: SandboxContext, kind: PersonaKind, opts: { at?: SavedPoint | undefined; warning?: string | undefined } = {}): Persona {
  return ctx.db.transaction((): Persona => {
    const { id: userId, username } = createAccount(ctx, { phone: freshPhone(ctx), password: kind === 'code-login' ? undefined : PERSONA_PASSWORD });
    const companyId = companyOf[kind] ?? 'cmp-sinag-bank';
    touchProfile(ctx, userId, {
      first_name: pick(ctx, firstNames), last_name: pick(ctx, lastNames), birth_date: '1992-08-14', gender: 'FEMALE', company_id: companyId,
      is_phone_number_confirmed: 1, flow_states: JSON.stringify({ onboarding: 'SUBMITTED' }),
    });
    const persona: Persona = { kind, username, password: kind === 'code-login' ? '' : PERSONA_PASSWORD, userId };
    switch (kind) {
      case 'new-borrower':
      case 'ewa-eligible':
      case 'company-without-product':
      case 'inactive-company':
      case 'quick-loan-eligible':
      case 'insurance-company':
      case 'code-login':
        break;
      case 'no-company':
        touchProfile(ctx, userId, { company_id: null });
        break;
      case 'contact-unverified':
        touchProfile(ctx, userId, { is_phone_number_confirmed: 0, personal_email: `qa.${userId.slice(0, 8)}@example.com`, is_personal_email_verified: 0 });
        break;
      case 'ewa-active': {
        // Activated earlier (the activation went through review and was approved), with wages earned this period.
        const activation = insertApplication(ctx, { userId, companyId, productType: 'EWA', applicationType: 'EWA_ACTIVATION' });
        persona.applicationId = walkTo(ctx, activation.id, 'APPROVED').id;
        setEarned(ctx, userId, PERSONA_EWA_EARNED);
        break;
      }
      case 'onboarding-pending':
        // Onboarding not done: the platform has opened it (INITIALIZED); the personal details are not asked yet.
        touchProfile(ctx, userId, { first_name: null, last_name: null, birth_date: null, gender: null, flow_states: JSON.stringify({ onboarding: 'INITIALIZED' }) });
        break;
      case 'employment-unconfirmed':
        setEmployment(ctx, userId, {
          status: 'UNCONFIRMED', companyId,
          details: { employee_id: 'EMP-20418', employment_type: 'REGULAR', job_level: 'RANK_AND_FILE', job_title: 'ACCOUNTANT', date_hired: '2019-06-03', gross_monthly_salary: PERSONA_GROSS_SALARY },
        });
        break;
      // Sinag Bank offers FINTELLIGENCE (with loans): /fintelligence signs this borrower in to the learning platform.
      case 'fintelligence-company':
        break;
      case 'reloan-eligible':
        // Released 7 months ago, 14 of 24 semi-monthly instalments paid: more than half (reloan and refinance).
        persona.loanId = disbursedLoan(ctx, userId, companyId, 7).id;
        break;
      case 'refinance-eligible':
        // Released 4 months ago, 8 of 24 paid: a third (refinance only).
        persona.loanId = disbursedLoan(ctx, userId, companyId, 4).id;
        break;
      case 'payment-in-progress':
      case 'past-due': {
        // Released 4 months ago; the latest deductions did not arrive: ₱4,500.00 past due, held by recovery.
        const loan = disbursedLoan(ctx, userId, companyId, 4, 450_000);
        persona.loanId = loan.id;
        recovery.seedPastDue(ctx, { userId, loanId: loan.id, amount: 450_000 });
        if (kind === 'payment-in-progress') {
          persona.paymentId = createPayment(ctx, { user_id: userId, loan_id: loan.id, purpose: 'DEDUCTION', method: 'gcash', amount: 450_000 }).id;
        }
        break;
      }
      case 'pending-borrower-approval': {
        // Reviewed applications went through every form: the offer the borrower accepts is priced on this salary.
        const applied = loanApplication(ctx, userId, companyId);
        saveProfessionalDetails(ctx, applied.id);
        acceptOffer(ctx, userId, applied.id);
        persona.applicationId = walkTo(ctx, applied.id, 'PENDING_BORROWER_APPROVAL').id;
        break;
      }
      case 'resume-initialized': {
        const applied = loanApplication(ctx, userId, companyId);
        saveStep(ctx, applied.id, 'personal-details', {
          first_name: 'Maria', last_name: 'Santos', gender: 'FEMALE', birth_date: '1992-08-14', country_of_birth: 'PH', marital_status: 'SINGLE', education: 'COLLEGE', nationality: 'FILIPINO',
        });
        persona.applicationId = applied.id;
        break;
      }
      case 'resume-offer-accepted':
      case 'resume-incomplete-document': {
        const applied = loanApplication(ctx, userId, companyId);
        saveProfessionalDetails(ctx, applied.id);
        acceptOffer(ctx, userId, applied.id);
        persona.applicationId = walkTo(ctx, applied.id, kind === 'resume-offer-accepted' ? 'OFFER_ACCEPTED' : 'INCOMPLETE_DOCUMENT').id;
        break;
      }
      case 'wcr': {
        const applied = loanApplication(ctx, userId, companyId);
        acceptOffer(ctx, userId, applied.id);
        persona.applicationId = walkTo(ctx, applied.id, 'WCR').id;
        break;
      }
      case 'missing-selfie': {
        const applied = loanApplication(ctx, userId, companyId);
        acceptOffer(ctx, userId, applied.id);
        const id = walkTo(ctx, applied.id, 'INCOMPLETE_DOCUMENT').id;
        ctx.db.prepare('UPDATE applications SET missing_selfie = 1 WHERE id = ?').run(id);
        persona.applicationId = id;
        break;
      }
      case 'quick-loan-active': {
        const activation = insertApplication(ctx, { userId, companyId, productType: 'QUICK_LOAN', applicationType: 'QUICK_LOAN_ACTIVATION' });
        persona.applicationId = walkTo(ctx, activation.id, 'APPROVED').id;
        break;
      }
      case 'onboarding-details-saved':
        touchProfile(ctx, userId, { flow_states: JSON.stringify({ onboarding: 'INITIALIZED', onboarding_personal_details: 'SUBMITTED' }) });
        break;
      case 'employment-details-required':
        setEmployment(ctx, userId, { status: 'DETAILS_REQUIRED', companyId, details: {} });
        break;
      case 'insurance-details-saved':
      case 'insurance-beneficiaries-saved':
        // Saved as the borrower's own saves would be (the platform's order and validation rules).
        saveInsuranceStep(ctx, userId, { step: 'personal-details', answers: { first_name: 'Maria', last_name: 'Santos', gender: 'FEMALE', birth_date: '1992-08-14', marital_status: 'MARRIED' } });
        if (kind === 'insurance-beneficiaries-saved') {
          saveInsuranceStep(ctx, userId, { step: 'beneficiary', beneficiaries: [{ full_name: 'Ana Santos', relation: 'CHILD', birth_date: '2012-03-04', share_percent: 100 }] });
        }
        break;
      case 'survey-pending':
        // A borrower repaying a loan whose payment went through: the feedback survey's prompt is PENDING.
        persona.loanId = disbursedLoan(ctx, userId, companyId, 4).id;
        // They told us how they heard of us with that first loan; the rating is what is still to ask.
        openPrompt(ctx, userId, 'CHANNEL_PERFORMANCE', 'APPLICATION_SUBMITTED');
        settlePrompt(ctx, userId, 'CHANNEL_PERFORMANCE', 'COMPLETED');
        openPrompt(ctx, userId, 'FEEDBACK', 'PAYMENT_SUCCESSFUL');
        break;
    }
    // A saved point (tests/paths-browser): their application already at that journey step (saved-points.ts).
    if (opts.at) persona.applicationId = seedSavedPoint(ctx, { userId, companyId, kind, loanId: persona.loanId }, opts.at, walkTo);
    // At document verification the offer was accepted (OFFER_ACCEPTED): the application has it, so its note has figures.
    if (opts.at === 'documentVerification') acceptOffer(ctx, userId, persona.applicationId!);
    // A warning the platform flags their application with (the journey's warning page after review): QA asks for it.
    if (opts.warning) {
      if (!persona.applicationId) throw new HttpError(400, 'VALIDATION', 'A warning needs an application: give a saved point (at) too.');
      ctx.db.prepare('UPDATE applications SET warning = ? WHERE id = ?').run(opts.warning, persona.applicationId);
    }
    return persona;
  })();
}
