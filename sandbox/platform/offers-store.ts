import type { SandboxContext } from '../context';
import type { Offer } from '../../src/api/contract/offers';
import { basisPoints, maxPrincipalFor, productOf, quote, REGULAR, type Cycle, type Discount, type Product, type RefinanceKind, type Tenure } from '../pricing';
import { HttpError } from './serve';

export interface OfferRequestRow {
  application_id: string;
  user_id: string;
  amount: number;
  tenure_months: Tenure;
  repayment_cycle: Cycle;
  gross_monthly_salary: number;
  pricing_code: string;
  disbursed_to_gotyme: number;
  promo_code: string | null;
  first_time: number;
  refinance_kind: RefinanceKind | null;
  payoff: number;
}

export interface OfferRow {
  id: string;
  application_id: string;
  tenure_months: Tenure;
  principal: number;
  repayment_cycle: Cycle;
  selected: number;
  position: number;
}

export interface PromoRow {
  code: string;
  description: string;
  discounts: string;
  first_time_only: number;
  valid_until: string;
}

export const findRequest = (ctx: SandboxContext, applicationId: string) =>
  ctx.db.prepare('SELECT * FROM offer_requests WHERE application_id = ?').get(applicationId) as OfferRequestRow | undefined;

export const findPromo = (ctx: SandboxContext, code: string) =>
  ctx.db.prepare('SELECT * FROM promos WHERE code = ?').get(code.toUpperCase()) as PromoRow | undefined;

export const pricingOf = (req: OfferRequestRow): Product => productOf(req.pricing_code) ?? REGULAR;

export const maxPrincipal = (req: OfferRequestRow): number => maxPrincipalFor(pricingOf(req), req.gross_monthly_salary);

export function toOffer(ctx: SandboxContext, row: OfferRow, req: OfferRequestRow): Offer {
  const pricing = pricingOf(req);
  const promo = req.promo_code ? findPromo(ctx, req.promo_code) : undefined;
  const discounts = promo ? (JSON.parse(promo.discounts) as Discount[]) : [];
  // The platform's own pricing (sandbox/pricing). A refinance is a regular salary loan that pays off the running loan first.
  const priced = quote({
    product: req.refinance_kind ? REGULAR : pricing, principal: row.principal, months: row.tenure_months, cycle: row.repayment_cycle,
    toGoTyme: req.disbursed_to_gotyme === 1, discounts, ...(req.refinance_kind ? { payoff: req.payoff } : {}),
  });
  return {
    id: row.id,
    application_id: row.application_id,
    pricing_code: pricing.code,
    pricing_name: pricing.name,
    principal_centavos: priced.principal,
    monthly_interest_percent: priced.monthlyInterestPercent,
    tenure_months: row.tenure_months,
    repayment_cycle: row.repayment_cycle,
    installment_count: priced.count,
    installment_amount_centavos: priced.instalment,
    total_interest_centavos: priced.totalInterest,
    total_repayment_centavos: priced.totalRepayment,
    service_fee_centavos: priced.serviceFee,
    bank_fee_centavos: priced.bankFee,
    cashback_centavos: priced.cashback,
    net_proceeds_centavos: priced.netProceeds,
    refinance: req.refinance_kind ? { kind: req.refinance_kind, payoff_centavos: priced.payoff } : null,
    discounts: [
      ...priced.waivers.map((w) => ({ type: w.type, amount_centavos: w.amount, label: w.label })),
      ...(priced.cashback > 0 ? [{ type: 'CASHBACK' as const, amount_centavos: priced.cashback, label: null }] : []),
    ],
    promo_code: promo ? promo.code : null,
    selected: row.selected === 1,
  };
}

export function offersOf(ctx: SandboxContext, applicationId: string): Offer[] {
  const req = findRequest(ctx, applicationId);
  if (!req) return [];
  const rows = ctx.db.prepare('SELECT * FROM offers WHERE application_id = ? ORDER BY position').all(applicationId) as OfferRow[];
  return rows.map((r) => toOffer(ctx, r, req));
}

/** The selected offer (the best one until the borrower picks another), or null before offers exist. */
export function currentOffer(ctx: SandboxContext, applicationId: string): Offer | null {
  const req = findRequest(ctx, applicationId);
  const row = ctx.db.prepare('SELECT * FROM offers WHERE application_id = ? AND selected = 1').get(applicationId) as OfferRow | undefined;
  return req && row ? toOffer(ctx, row, req) : null;
}

export function requireCurrentOffer(ctx: SandboxContext, applicationId: string): Offer {
  const offer = currentOffer(ctx, applicationId);
  if (!offer) throw new HttpError(409, 'OFFERS_NOT_FOUND', 'There is no loan offer yet. Go back to the loan offer step to get one.');
  return offer;
}

/** One of the application's offers; 404 OFFER_NOT_FOUND when it has no such offer (priced again since, say). */
export function requireOfferRow(ctx: SandboxContext, applicationId: string, offerId: string): OfferRow {
  const row = ctx.db.prepare('SELECT * FROM offers WHERE id = ? AND application_id = ?').get(offerId, applicationId) as OfferRow | undefined;
  if (!row) throw new HttpError(404, 'OFFER_NOT_FOUND', 'This offer is no longer available. Go back to the loan offer step to see your offers.');
  return row;
}

/** Stores `row`'s terms and makes it the application's selected offer (the others are no longer selected). */
export function selectOfferRow(ctx: SandboxContext, row: OfferRow): OfferRow {
  ctx.db.transaction(() => {
    ctx.db.prepare('UPDATE offers SET selected = 0 WHERE application_id = ?').run(row.application_id);
    ctx.db.prepare('UPDATE offers SET tenure_months = ?, principal = ?, repayment_cycle = ?, selected = 1 WHERE id = ?').run(row.tenure_months, row.principal, row.repayment_cycle, row.id);
  })();
  return { ...row, selected: 1 };
}

/** What approve-offer accepted: the selected offer's priced terms at the time, recorded (migration 540). */
export interface AcceptedOfferRow {
  application_id: string;
  offer_id: string;
  user_id: string;
  pricing_code: string;
  principal: number;
  monthly_rate_bp: number;
  tenure_months: Tenure;
  repayment_cycle: Cycle;
  service_fee: number;
  bank_fee: number;
  cashback: number;
  promo_code: string | null;
  refinance_kind: RefinanceKind | null;
  payoff: number;
  net_proceeds: number;
  total_interest: number;
  installment_count: number;
  installment_amount: number;
  accepted_at: string;
}

export const acceptedOffer = (ctx: SandboxContext, applicationId: string) =>
  ctx.db.prepare('SELECT * FROM accepted_offers WHERE application_id = ?').get(applicationId) as AcceptedOfferRow | undefined;

/**
 * Records the selected offer as the accepted one (approve-offer, and the note generated from it): the terms the loan
 * is booked with. Accepting again (review, pending borrower approval, offers priced again since) replaces the record.
 * No offer yet: nothing is recorded, and null is answered.
 */
export function recordAcceptance(ctx: SandboxContext, applicationId: string): AcceptedOfferRow | null {
  const offer = currentOffer(ctx, applicationId);
  const req = findRequest(ctx, applicationId);
  if (!offer || !req) return null;
  ctx.db
    .prepare(`INSERT OR REPLACE INTO accepted_offers (application_id, offer_id, user_id, pricing_code, principal, monthly_rate_bp, tenure_months,
      repayment_cycle, service_fee, bank_fee, cashback, promo_code, refinance_kind, payoff, net_proceeds, total_interest, installment_count,
      installment_amount, accepted_at) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`)
    .run(applicationId, offer.id, req.user_id, offer.pricing_code, offer.principal_centavos, basisPoints(offer.monthly_interest_percent),
      offer.tenure_months, offer.repayment_cycle, offer.service_fee_centavos, offer.bank_fee_centavos, offer.cashback_centavos, offer.promo_code,
      offer.refinance?.kind ?? null, offer.refinance?.payoff_centavos ?? 0, offer.net_proceeds_centavos, offer.total_interest_centavos,
      offer.installment_count, offer.installment_amount_centavos, new Date(ctx.now()).toISOString());
  return acceptedOffer(ctx, applicationId) ?? null;
}
