import type { Module, SandboxContext, SignedInUser } from '../context';
import * as contract from '../../src/api/contract/promo';
import type { PromoDetails } from '../../src/api/contract/promo';
import type { Discount } from '../pricing';
import { requireOwnApplication } from './documents-applications-adapter';
import { serve as route } from './serve';
import { findPromo, findRequest, requireCurrentOffer, type PromoRow } from './offers-store';
import { HttpError } from './serve';

const NOT_FOUND = 'This promo code is not valid. Check the code and try again.';

const toDetails = (p: PromoRow): PromoDetails => ({
  code: p.code,
  description: p.description,
  discounts: JSON.parse(p.discounts) as Discount[],
  first_time_borrowers_only: p.first_time_only === 1,
  valid_until: p.valid_until,
});

function requirePromo(code: string | undefined, ctx: SandboxContext): PromoRow {
  const promo = code ? findPromo(ctx, code) : undefined;
  if (!promo) throw new HttpError(404, 'PROMO_NOT_FOUND', NOT_FOUND, { promo_code: NOT_FOUND });
  return promo;
}

function ownRequest(ctx: SandboxContext, user: SignedInUser, applicationId: string) {
  requireOwnApplication(ctx, user, applicationId);
  const req = findRequest(ctx, applicationId);
  if (!req || req.user_id !== user.id) throw new HttpError(409, 'OFFERS_NOT_FOUND', 'There is no loan offer yet. Go back to the loan offer step to get one.');
  return req;
}

/** Promo codes re-price the application's offers; one code per application, replaced by the next one applied. */
export const registerPromo: Module = (ctx) => {
  route(ctx, contract.promoDetails, ({ params }) => toDetails(requirePromo(params.code, ctx)));

  route(ctx, contract.applyPromo, ({ user, params, body }) => {
    const applicationId = params.applicationId ?? '';
    const req = ownRequest(ctx, user, applicationId);
    const promo = requirePromo(body.promo_code, ctx);
    if (Date.parse(promo.valid_until) < ctx.now()) {
      const msg = 'This promo code has ended. You can continue without it.';
      throw new HttpError(409, 'PROMO_EXPIRED', msg, { promo_code: msg });
    }
    if (promo.first_time_only === 1 && req.first_time !== 1) {
      const msg = 'This promo code is for first-time borrowers only. You can continue without it.';
      throw new HttpError(409, 'PROMO_NOT_ELIGIBLE', msg, { promo_code: msg });
    }
    ctx.db.prepare('UPDATE offer_requests SET promo_code = ? WHERE application_id = ?').run(promo.code, applicationId);
    return { promo: toDetails(promo), offer: requireCurrentOffer(ctx, applicationId) };
  });

  route(ctx, contract.removePromo, ({ user, params }) => {
    const applicationId = params.applicationId ?? '';
    ownRequest(ctx, user, applicationId);
    ctx.db.prepare('UPDATE offer_requests SET promo_code = NULL WHERE application_id = ?').run(applicationId);
    return { offer: requireCurrentOffer(ctx, applicationId) };
  });
};
