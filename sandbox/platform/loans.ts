import type { Module, SandboxContext } from '../context';
import {
  approveOffer, createApplication, getApplication, getApplicationStep, getEligibleApplications, getLoanView,
  getOngoingApplication, listApplications, listLoanProducts, patchApplicationStatus, saveApplicationStep, setLoanPurpose,
  finalStatuses, type Application,
} from '../../src/api/contract/loans';
import { formSteps, type FormJourney, type FormStep } from '../../src/api/contract/form-options';
import { normaliseValue, validateAnswers, type StepAnswers } from '../../src/api/contract/form-rules';
import { findCompany } from './company';
import { makeOptionCheck, stepFields } from './form-options';
import { loanPurposeCategories } from './form-options-data';
import { eligibility } from './loans-eligibility';
import {
  findApplicationRow, insertApplication, moveStatus, ownApplication, toApplication, totalRepayable, userApplications, userLoans, type ApplicationRow,
} from './loans-store';
import { serve } from './serve';
import { stepPrefill } from './step-prefill';
import { ledgerOf, loanTermsOf } from './transactions-loans';
import { checkProductAmount, reviewAutomatically } from './ewa';
import { HttpError } from './serve';
import { firstOffersOnSave, offersAfterSave } from './offers';
import { recordAcceptance, requireOfferRow, selectOfferRow } from './offers-store';
import { signedForAcceptedTerms } from './documents-contract';
import { touchProfile } from './user-store';
import { instalmentCount, readAmount } from '../pricing';
import { disbursementTo } from '../rules/disbursement';

const productKey = { LOAN: 'loan', EWA: 'ewa', QUICK_LOAN: 'quickLoan' } as const;
const reasonMessages: Record<string, string> = {
  NO_COMPANY: 'Choose your company first.',
  COMPANY_INACTIVE: 'Your company is not accepting applications right now.',
  PRODUCT_NOT_OFFERED: 'Your company does not offer this product.',
  ONGOING_APPLICATION: 'You already have an application in progress.',
  LOAN_BEING_DISBURSED: 'Your loan is being disbursed. You can apply again once it is active.',
  ACTIVE_LOAN: 'You can apply again once more of your current loan is paid.',
};

/** The form journey whose field config a step save is checked against. */
function formJourneyOf(type: Application['application_type']): FormJourney | undefined {
  switch (type) {
    case 'NEW_LOAN': case 'RE_LOAN': case 'REFINANCE': case 'EWA_ACTIVATION': return type;
    // Insta-funds activation asks what the short-loan (EWA) activation asks (docs/decisions.md 2026-11-25).
    case 'QUICK_LOAN_ACTIVATION': return 'EWA_ACTIVATION';
    case 'EARLY_RELOAN': return 'RE_LOAN';
    case 'RECOVERY_REFINANCE': return 'REFINANCE';
    default: return undefined;
  }
}

function readStep(ctx: SandboxContext, applicationId: string, step: string): StepAnswers {
  const json = ctx.db.prepare('SELECT answers FROM application_steps WHERE application_id = ? AND step = ?').pluck().get(applicationId, step) as string | undefined;
  return json ? (JSON.parse(json) as StepAnswers) : {};
}

/** The saved step's version; 0 when nothing is saved for it yet. */
const stepVersion = (ctx: SandboxContext, applicationId: string, step: string): number =>
  (ctx.db.prepare('SELECT version FROM application_steps WHERE application_id = ? AND step = ?').pluck().get(applicationId, step) as number | undefined) ?? 0;

function stepOf(raw: string | undefined): FormStep {
  if (!(formSteps as readonly string[]).includes(raw ?? '')) throw new HttpError(404, 'NOT_FOUND', 'Unknown journey step.');
  return raw as FormStep;
}

/**
 * Statuses in which the borrower still fills the application in (the spec's resume map): accepting the offer
 * (OFFER_ACCEPTED) or being asked for documents keeps the answers editable from review until it is submitted.
 */
const editableStatuses = new Set<string>(['INITIALIZED', 'OFFER_ACCEPTED', 'INCOMPLETE_DOCUMENT']);


export const registerLoans: Module = (ctx) => {
  // A new application with, per form step, what the platform already holds for it (sandbox/platform/step-prefill.ts).
  const withPrefill = (row: ApplicationRow) => {
    const journey = formJourneyOf(row.application_type);
    const prefill = Object.fromEntries(
      formSteps.flatMap((step) => {
        const fields = journey && stepFields(journey, step);
        const values = fields && stepVersion(ctx, row.id, step) === 0 ? stepPrefill(ctx, row, step, fields) : {};
        return Object.keys(values).length > 0 ? [[step, values]] : [];
      }),
    );
    return { ...toApplication(ctx, row), ...(Object.keys(prefill).length > 0 ? { prefill } : {}) };
  };
  serve(ctx, createApplication, ({ body, user, c }) => {
    const key = c.req.header('idempotency-key');
    return ctx.db.transaction(() => {
      // A repeated submit (double click, retry after a lost answer) gets the application it already made.
      const again = key ? (ctx.db.prepare('SELECT id FROM applications WHERE user_id = ? AND idempotency_key = ?').pluck().get(user.id, key) as string | undefined) : undefined;
      if (again) return withPrefill(findApplicationRow(ctx, again)!);
      const flag = eligibility(ctx, user.id)[productKey[body.product_type]];
      if (flag.disabled) throw new HttpError(409, flag.reason ?? 'NOT_ELIGIBLE', reasonMessages[flag.reason ?? ''] ?? 'You are not eligible for this product right now.');
      if (!flag.application_types.includes(body.application_type)) {
        throw new HttpError(409, 'NOT_ELIGIBLE', `You are not eligible for ${body.application_type} right now.`, { application_type: `Choose one of: ${flag.application_types.join(', ')}.` });
      }
      checkProductAmount(ctx, user.id, body.application_type, body.loan_amount_centavos);
      const companyId = ctx.db.prepare('SELECT company_id FROM profiles WHERE user_id = ?').pluck().get(user.id) as string;
      const row = insertApplication(ctx, {
        userId: user.id, companyId, productType: body.product_type, applicationType: body.application_type,
        loanAmountCentavos: body.loan_amount_centavos, tenureMonths: body.tenure_months, repaymentCycle: body.repayment_cycle,
        loanPurpose: body.loan_purpose, sourceLoanId: body.source_loan_id, idempotencyKey: key,
      });
      return withPrefill(row);
    })();
  });

  serve(ctx, listApplications, ({ user }) => ({ data: userApplications(ctx, user.id).map((r) => toApplication(ctx, r)) }));

  serve(ctx, getOngoingApplication, ({ user }) => {
    const row = userApplications(ctx, user.id).find((a) => !(finalStatuses as readonly string[]).includes(a.status));
    return { application: row ? toApplication(ctx, row) : null };
  });

  serve(ctx, getEligibleApplications, ({ user }) => ({ computedProductEligibility: eligibility(ctx, user.id) }));

  serve(ctx, getApplication, ({ params, user }) => toApplication(ctx, ownApplication(ctx, user.id, params.applicationId ?? '')));

  serve(ctx, patchApplicationStatus, ({ params, body, user }) => {
    const row = ownApplication(ctx, user.id, params.applicationId ?? '');
    return toApplication(ctx, reviewAutomatically(ctx, moveStatus(ctx, row.id, body.status, 'borrower', { reason: body.reason ?? body.reason_group })));
  });

  serve(ctx, setLoanPurpose, ({ params, body, user }) => {
    const row = ownApplication(ctx, user.id, params.applicationId ?? '');
    if (!loanPurposeCategories.some((c) => c.purposes.some((p) => p.code === body.loan_purpose))) {
      throw new HttpError(400, 'VALIDATION', 'Some fields need your attention.', { loan_purpose: 'Choose a loan purpose.' });
    }
    if (!editableStatuses.has(row.status)) throw new HttpError(409, 'APPLICATION_LOCKED', 'This application can no longer be changed.');
    ctx.db.prepare('UPDATE applications SET loan_purpose = ?, updated_at = ? WHERE id = ?').run(body.loan_purpose, new Date(ctx.now()).toISOString(), row.id);
    return toApplication(ctx, findApplicationRow(ctx, row.id)!);
  });

  serve(ctx, approveOffer, ({ params, body, user }) => {
    const row = ownApplication(ctx, user.id, params.applicationId ?? '');
    // Accepting an offer during the journey marks OFFER_ACCEPTED. Accepting the final one (pending borrower
    // approval) approves the loan only when the note signed already shows these terms; otherwise the application
    // waits for the note: signing it approves the loan (documents.ts, finalize). No loan is booked on terms the
    // borrower has not signed.
    const to = 'OFFER_ACCEPTED';
    // With offer_id the offer is selected in the same call, and its terms are the accepted ones unless given.
    return ctx.db.transaction(() => {
      const offer = body.offer_id ? selectOfferRow(ctx, requireOfferRow(ctx, row.id, body.offer_id)) : null;
      const loanAmountCentavos = body.loan_amount_centavos ?? offer?.principal;
      const tenureMonths = body.tenure_months ?? offer?.tenure_months;
      if (row.status === 'OFFER_ACCEPTED' || row.status === 'PENDING_BORROWER_APPROVAL') {
        const final = row.status === 'PENDING_BORROWER_APPROVAL';
        // Accepted again (review confirms the offer chosen, perhaps repriced after an edit): the terms follow, no move,
        // and the selected offer is recorded as the accepted one again (what the note shows and the loan is booked with).
        recordAcceptance(ctx, row.id);
        ctx.db.prepare('UPDATE applications SET loan_amount_centavos = COALESCE(?, loan_amount_centavos), tenure_months = COALESCE(?, tenure_months), updated_at = ? WHERE id = ?')
          .run(loanAmountCentavos ?? null, tenureMonths ?? null, new Date(ctx.now()).toISOString(), row.id);
        if (final && signedForAcceptedTerms(ctx, user, row.id)) return toApplication(ctx, moveStatus(ctx, row.id, 'APPROVED', 'borrower'));
        return toApplication(ctx, findApplicationRow(ctx, row.id)!);
      }
      return toApplication(ctx, moveStatus(ctx, row.id, to, 'borrower', { loanAmountCentavos, tenureMonths }));
    })();
  });

  serve(ctx, saveApplicationStep, ({ params, body, user }) => {
    const step = stepOf(params.step);
    const row = ownApplication(ctx, user.id, params.applicationId ?? '');
    const journey = formJourneyOf(row.application_type);
    const fields = journey && stepFields(journey, step);
    if (!fields) throw new HttpError(404, 'NOT_FOUND', `This application has no ${step} step.`);
    if (!editableStatuses.has(row.status)) throw new HttpError(409, 'APPLICATION_LOCKED', 'This application can no longer be changed.');
    const errors = validateAnswers(fields, body.answers, { today: new Date(ctx.now()), checkOption: makeOptionCheck(ctx, fields) });
    if (Object.keys(errors).length) throw new HttpError(400, 'VALIDATION', 'Some fields need your attention.', errors);
    // Keep only configured fields, trimmed: what is stored is exactly what was validated.
    const answers = Object.fromEntries(fields.map((f) => [f.name, normaliseValue(f, body.answers[f.name])]));
    const at = new Date(ctx.now()).toISOString();
    const version = ctx.db.transaction(() => {
      const stored = stepVersion(ctx, row.id, step);
      // Another tab or device saved this step since the answers were read: refuse rather than overwrite them.
      if (body.version !== undefined && body.version !== stored) {
        throw new HttpError(409, 'STALE_ANSWERS', 'These answers were changed in another tab or on another device. We show the newer answers: check them, then continue.');
      }
      ctx.db.prepare('INSERT INTO application_steps (application_id, step, answers, saved_at, version) VALUES (?, ?, ?, ?, ?) ON CONFLICT(application_id, step) DO UPDATE SET answers = excluded.answers, saved_at = excluded.saved_at, version = excluded.version')
        .run(row.id, step, JSON.stringify(answers), at, stored + 1);
      ctx.db.prepare('UPDATE applications SET journey_step = ?, updated_at = ? WHERE id = ?').run(step, at, row.id);
      // A borrower's name given in an application's personal details is their profile's name while it has none.
      if (step === 'personal-details' && answers.first_name) {
        const named = ctx.db.prepare('SELECT first_name FROM profiles WHERE user_id = ?').pluck().get(user.id) as string | null | undefined;
        if (named === null) touchProfile(ctx, user.id, { first_name: answers.first_name, middle_name: answers.middle_name || null, last_name: answers.last_name || null });
      }
      return stored + 1;
    })();
    const hasOffers = ctx.db.prepare('SELECT 1 FROM offers WHERE application_id = ? LIMIT 1').get(row.id) !== undefined;
    // A save of what offers are priced from (salary, bank) answers with the offers priced from it, and the save before
    // the offer step with the first pricing's terms answers with the first offers: one round trip.
    const priced =
      !hasOffers ? (body.offer_terms ? firstOffersOnSave(ctx, user, row.id, body.offer_terms) : null)
      : step === 'professional-details' ? offersAfterSave(ctx, user, row.id, { grossMonthlySalary: readAmount(answers.gross_monthly_salary ?? '') })
      : step === 'bank-details' ? offersAfterSave(ctx, user, row.id, { disbursement: disbursementTo(answers.bank) })
      : null;
    return { step, answers, version, application: toApplication(ctx, findApplicationRow(ctx, row.id)!), has_offers: hasOffers || priced !== null, ...(priced ? { offers: priced } : {}) };
  });

  serve(ctx, getApplicationStep, ({ params, user }) => {
    const step = stepOf(params.step);
    const row = ownApplication(ctx, user.id, params.applicationId ?? '');
    const version = stepVersion(ctx, row.id, step);
    const journey = formJourneyOf(row.application_type);
    const fields = journey && stepFields(journey, step);
    // Nothing saved yet: what the platform already holds fills the form (sandbox/platform/step-prefill.ts).
    const prefill = version === 0 && fields ? stepPrefill(ctx, row, step, fields) : {};
    return { step, answers: readStep(ctx, row.id, step), version, ...(Object.keys(prefill).length > 0 ? { prefill } : {}) };
  });

  serve(ctx, listLoanProducts, ({ user }) => ({ data: userLoans(ctx, user.id) }));

  serve(ctx, getLoanView, ({ params, user }) => {
    const loan = userLoans(ctx, user.id).find((l) => l.id === params.loanId);
    if (!loan) throw new HttpError(404, 'LOAN_NOT_FOUND', 'We could not find that loan.');
    const app = findApplicationRow(ctx, loan.application_id)!;
    // Paid so far and the instalment come from the same ledger as the balance and the transactions list.
    const terms = loanTermsOf(ctx, loan.id);
    const ledger = terms && ledgerOf(ctx, terms);
    const total = totalRepayable(loan);
    return {
      loan,
      application: toApplication(ctx, app),
      company_name: findCompany(ctx, app.company_id)?.name ?? '',
      paid_amount_centavos: ledger ? ledger.paid : total - loan.outstanding_balance_centavos,
      installment_amount_centavos: ledger?.schedule[0]?.amount ?? Math.round(total / Math.max(1, instalmentCount(loan.tenure_months, loan.repayment_cycle))),
    };
  });
};
