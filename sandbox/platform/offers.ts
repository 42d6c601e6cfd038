import { randomUUID } from 'node:crypto';
import type { Module, SandboxContext, SignedInUser } from '../context';
import * as contract from '../../src/api/contract/offers';
import {
  campaignList, listedCap, manilaDay, maxPrincipalFor, MIN_LOAN, payoffOf, peso as formatPeso, productOf, REGULAR, refusal, SALARY_MULTIPLE,
  smallestRefinance, type Product, type RefinanceKind, type Refusal, type Theme,
} from '../pricing';
import { findApplicationRow, userLoans } from './loans-store';
import { ledgerOf, loanTermsOf } from './transactions-loans';
import { isFirstTimeBorrower, requireOwnApplication } from './documents-applications-adapter';
import { findRequest, maxPrincipal, offersOf, pricingOf, requireCurrentOffer, requireOfferRow, selectOfferRow, toOffer, type OfferRow } from './offers-store';
import { HttpError } from './serve';
import { serve as route, type HandlerInput as TypedInput } from './serve';

const ineligibleMessages: Record<Refusal, string> = {
  NOT_FIRST_TIME_BORROWER: 'This promo is for first-time borrowers only. You can still apply for a regular salary loan.',
  AMOUNT_TOO_LOW: 'Your salary does not qualify for this loan yet. You can still apply for a regular salary loan.',
  UNKNOWN_CAMPAIGN: 'This promo is not available. Choose another loan.',
  NOT_DECLARED: 'This promo does not apply where you work right now. You can still apply for a regular salary loan.',
};

/** Calamity and school-support themes declared for the borrower's employer today (migration 461). */
export function declaredFor(ctx: SandboxContext, userId: string): Theme[] {
  const today = manilaDay(ctx.now());
  return ctx.db
    .prepare('SELECT d.theme FROM campaign_declarations d JOIN profiles p ON p.company_id = d.company_id WHERE p.user_id = ? AND d.starts_on <= ? AND d.ends_on >= ?')
    .pluck()
    .all(userId, today, today) as Theme[];
}

/** The offered tenure closest to what was asked for (the shorter one on a tie: it costs less interest). */
function closestTenure(tenures: readonly number[], wanted: number): number {
  return [...tenures].sort((a, b) => Math.abs(a - wanted) - Math.abs(b - wanted) || a - b)[0] ?? wanted;
}

/**
 * A refinance application pays off its source loan first: its kind and the amount paid off, the source loan's payoff
 * today (its balance less the interest of instalments not yet due: sandbox/pricing payoffOf, the same figure as
 * /payments' "Final Payoff Amount"), or null for any other application.
 */
function refinanceOf(ctx: SandboxContext, userId: string, applicationId: string): { kind: RefinanceKind; payoff: number } | null {
  const app = findApplicationRow(ctx, applicationId);
  if (!app || (app.application_type !== 'REFINANCE' && app.application_type !== 'RECOVERY_REFINANCE')) return null;
  const loans = userLoans(ctx, userId);
  const source = loans.find((l) => l.id === app.source_loan_id) ?? loans.find((l) => l.outstanding_balance_centavos > 0);
  const terms = source && loanTermsOf(ctx, source.id);
  const payoff = terms ? payoffOf(ledgerOf(ctx, terms)) : (source?.outstanding_balance_centavos ?? 0);
  return { kind: app.application_type, payoff };
}

function generate(ctx: SandboxContext, user: SignedInUser, applicationId: string, body: TypedInput<typeof contract.generateOffers>['body']) {
  const refinance = refinanceOf(ctx, user.id, applicationId);
  // A refinance is a regular salary loan (no campaign pays off another loan).
  const pricing = body.campaign_code && !refinance ? productOf(body.campaign_code) : REGULAR;
  if (!pricing) throw new HttpError(400, 'VALIDATION', 'Some fields need your attention.', { campaign_code: ineligibleMessages.UNKNOWN_CAMPAIGN });
  const firstTime = isFirstTimeBorrower(ctx, user.id, applicationId);
  const refused = refusal(pricing, { firstTime, salary: body.gross_monthly_salary_centavos, declared: declaredFor(ctx, user.id) });
  if (refused) throw new HttpError(409, refused, ineligibleMessages[refused]);
  const principal = Math.min(body.amount_centavos, maxPrincipalFor(pricing, body.gross_monthly_salary_centavos));
  if (principal < MIN_LOAN) throw new HttpError(409, 'AMOUNT_TOO_LOW', ineligibleMessages.AMOUNT_TOO_LOW);
  if (refinance && principal < smallestRefinance(refinance.kind, refinance.payoff)) {
    throw new HttpError(409, 'AMOUNT_TOO_LOW', `A new loan of ${formatPeso(principal)} does not pay off your current balance of ${formatPeso(refinance.payoff)} and the fees. Go back to the refinance calculator and enter a larger amount.`);
  }
  const best = closestTenure(pricing.tenures, body.tenure_months);
  const rows: OfferRow[] = pricing.tenures.map((tenure, position) => ({
    id: randomUUID(),
    application_id: applicationId,
    tenure_months: tenure,
    principal,
    repayment_cycle: body.repayment_cycle,
    selected: tenure === best ? 1 : 0,
    position,
  }));
  ctx.db.transaction(() => {
    ctx.db
      .prepare(`INSERT INTO offer_requests (application_id, user_id, amount, tenure_months, repayment_cycle, gross_monthly_salary, pricing_code, disbursed_to_gotyme, first_time, created_at, refinance_kind, payoff)
        VALUES (@application_id, @user_id, @amount, @tenure_months, @repayment_cycle, @gross_monthly_salary, @pricing_code, @disbursed_to_gotyme, @first_time, @created_at, @refinance_kind, @payoff)
        ON CONFLICT(application_id) DO UPDATE SET amount = excluded.amount, tenure_months = excluded.tenure_months, repayment_cycle = excluded.repayment_cycle,
          gross_monthly_salary = excluded.gross_monthly_salary, pricing_code = excluded.pricing_code, disbursed_to_gotyme = excluded.disbursed_to_gotyme, first_time = excluded.first_time,
          refinance_kind = excluded.refinance_kind, payoff = excluded.payoff`)
      .run({
        application_id: applicationId,
        user_id: user.id,
        amount: body.amount_centavos,
        tenure_months: body.tenure_months,
        repayment_cycle: body.repayment_cycle,
        gross_monthly_salary: body.gross_monthly_salary_centavos,
        pricing_code: pricing.code,
        disbursed_to_gotyme: body.disbursement_bank === 'GOTYME' ? 1 : 0,
        first_time: firstTime ? 1 : 0,
        created_at: new Date(ctx.now()).toISOString(),
        refinance_kind: refinance?.kind ?? null,
        payoff: refinance?.payoff ?? 0,
      });
    ctx.db.prepare('DELETE FROM offers WHERE application_id = ?').run(applicationId);
    const insert = ctx.db.prepare('INSERT INTO offers (id, application_id, user_id, tenure_months, principal, repayment_cycle, selected, position) VALUES (@id, @application_id, @user_id, @tenure_months, @principal, @repayment_cycle, @selected, @position)');
    for (const row of rows) insert.run({ ...row, user_id: user.id });
  })();
  const offers = offersOf(ctx, applicationId);
  return { offers, best_offer_id: rows.find((r) => r.selected === 1)?.id ?? rows[0]?.id ?? '' };
}

/**
 * A step save that changes what the application's offers are priced from (the gross monthly salary, the
 * disbursement bank) prices them again in the same call, exactly as POST .../offers/generate would with the same
 * terms (the last pricing's amount, tenure, cycle and campaign): the save's answer carries them, so the app needs no
 * second round trip and never shows the old figures. No offers yet: nothing (the offer step prices them first).
 * Offers already priced from these inputs: returned as they are. A pricing that is refused (e.g. the salary is now
 * too low) leaves the offers as they were and says nothing: the app prices them itself and shows the refusal.
 */
export function offersAfterSave(
  ctx: SandboxContext,
  user: SignedInUser,
  applicationId: string,
  change: { grossMonthlySalary?: number | null; disbursement?: 'GOTYME' | 'OTHER' | undefined },
): { offers: ReturnType<typeof offersOf>; best_offer_id: string } | null {
  const req = findRequest(ctx, applicationId);
  if (!req || req.user_id !== user.id) return null;
  const salary = change.grossMonthlySalary ?? req.gross_monthly_salary;
  const gotyme = change.disbursement === undefined ? req.disbursed_to_gotyme === 1 : change.disbursement === 'GOTYME';
  if (salary === req.gross_monthly_salary && gotyme === (req.disbursed_to_gotyme === 1)) {
    const offers = offersOf(ctx, applicationId);
    return offers.length ? { offers, best_offer_id: offers.find((o) => o.selected)?.id ?? offers[0]!.id } : null;
  }
  try {
    return generate(ctx, user, applicationId, {
      amount_centavos: req.amount,
      tenure_months: req.tenure_months,
      repayment_cycle: req.repayment_cycle,
      gross_monthly_salary_centavos: salary,
      ...(req.pricing_code !== REGULAR.code ? { campaign_code: req.pricing_code } : {}),
      disbursement_bank: gotyme ? 'GOTYME' : 'OTHER',
    });
  } catch (e) {
    if (e instanceof HttpError) return null;
    throw e;
  }
}

/**
 * The first pricing made by a step's save (`offer_terms`, the save before the offer step): exactly what POST
 * .../offers/generate does with the same terms. A pricing that is refused says nothing: the app prices the offers
 * itself at the offer step and shows the refusal there.
 */
export function firstOffersOnSave(ctx: SandboxContext, user: SignedInUser, applicationId: string, terms: TypedInput<typeof contract.generateOffers>['body']) {
  try {
    return generate(ctx, user, applicationId, terms);
  } catch (e) {
    if (e instanceof HttpError) return null;
    throw e;
  }
}

export const registerOffers: Module = (ctx) => {
  const own = (user: SignedInUser, applicationId: string | undefined) => {
    const id = applicationId ?? '';
    requireOwnApplication(ctx, user, id);
    const req = findRequest(ctx, id);
    if (req && req.user_id !== user.id) throw new HttpError(404, 'APPLICATION_NOT_FOUND', 'We could not find this application. Go back to Home and open it again.');
    return id;
  };

  route(ctx, contract.generateOffers, ({ user, params, body }) => generate(ctx, user, own(user, params.applicationId), body));

  route(ctx, contract.listOffers, ({ user, params }) => ({ offers: offersOf(ctx, own(user, params.applicationId)) }));

  route(ctx, contract.updateOffer, ({ user, params, body }) => {
    const applicationId = own(user, params.applicationId);
    const req = findRequest(ctx, applicationId);
    const row = requireOfferRow(ctx, applicationId, params.offerId ?? '');
    if (!req) throw new HttpError(404, 'OFFER_NOT_FOUND', 'This offer is no longer available. Go back to the loan offer step to see your offers.');
    const pricing = pricingOf(req);
    const tenure = body.tenure_months ?? row.tenure_months;
    if (!pricing.tenures.includes(tenure)) {
      throw new HttpError(400, 'VALIDATION', 'Some fields need your attention.', { tenure_months: `This loan is offered for ${pricing.tenures.join(', ')} months.` });
    }
    const max = maxPrincipal(req);
    const principal = body.amount_centavos ?? row.principal;
    if (principal > max) {
      throw new HttpError(400, 'VALIDATION', 'Some fields need your attention.', { amount_centavos: `The most you can borrow is ${formatPeso(max)}.` });
    }
    return toOffer(ctx, selectOfferRow(ctx, { ...row, tenure_months: tenure, principal, repayment_cycle: body.repayment_cycle ?? row.repayment_cycle }), req);
  });

  route(ctx, contract.forwardDeviationProperties, ({ user, params }) => {
    const applicationId = own(user, params.applicationId);
    const offer = requireCurrentOffer(ctx, applicationId);
    const req = findRequest(ctx, applicationId);
    if (!req) throw new HttpError(409, 'OFFERS_NOT_FOUND', 'There is no loan offer yet. Go back to the loan offer step to get one.');
    const reasons: ('SALARY_CAP' | 'CAMPAIGN_CAP' | 'PRODUCT_CAP' | 'TENURE_NOT_OFFERED')[] = [];
    // Only a cap explains a smaller offer; an amount the borrower lowered themselves is not a deviation.
    if (offer.principal_centavos < req.amount && offer.principal_centavos === maxPrincipal(req)) {
      const pricing = pricingOf(req);
      const salaryCap = req.gross_monthly_salary * SALARY_MULTIPLE;
      if ((pricing.cap && 'salaryBp' in pricing.cap) || offer.principal_centavos === salaryCap) reasons.push('SALARY_CAP');
      else if (pricing.code !== REGULAR.code && pricing.cap && 'fixed' in pricing.cap && pricing.cap.fixed === offer.principal_centavos) reasons.push('CAMPAIGN_CAP');
      else reasons.push('PRODUCT_CAP');
    }
    if (offer.tenure_months !== req.tenure_months) reasons.push('TENURE_NOT_OFFERED');
    return {
      application_id: applicationId,
      requested_amount_centavos: req.amount,
      offered_amount_centavos: offer.principal_centavos,
      requested_tenure_months: req.tenure_months,
      offered_tenure_months: offer.tenure_months,
      has_deviation: reasons.length > 0,
      reasons,
    };
  });

  route(ctx, contract.listCampaigns, ({ user, query }) => ({ campaigns: campaignRows(ctx, user.id, campaignList(), query.gross_monthly_salary_centavos ?? null) }));
};

/** A product's service fee as the platform states it (no fee of its own: the regular one is charged). */
function serviceFeeOf(c: Product) {
  const fee = c.serviceFee ?? REGULAR.serviceFee ?? { bp: 0 };
  return 'fixed' in fee ? { kind: 'fixed' as const, amount_centavos: fee.fixed } : { kind: 'percent' as const, percent: fee.bp / 100 };
}

/**
 * Campaigns with this borrower's eligibility and maximum (also the themed promotions' pages). No salary given = not
 * known yet: salary-capped campaigns are listed with their rule, not ruled out.
 */
export function campaignRows(ctx: SandboxContext, userId: string, list: readonly Product[], salary: number | null) {
  const applicant = { firstTime: isFirstTimeBorrower(ctx, userId, ''), salary, declared: declaredFor(ctx, userId) };
  return list.map((c) => {
    const refused = refusal(c, applicant);
    const cap = listedCap(c, salary);
    return {
      code: c.code,
      name: c.name,
      monthly_interest_percent: c.rateBp / 100,
      max_amount_centavos: cap.amount,
      max_salary_percent: cap.salaryPercent,
      tenures: [...c.tenures],
      service_fee: serviceFeeOf(c),
      first_time_borrowers_only: c.firstTimeOnly,
      eligible: refused === null,
      ineligible_reason: refused,
    };
  });
}
