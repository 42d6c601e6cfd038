import { fromPromise } from 'xstate';

export interface PromoInput {
  applicationId: string;
  action: { type: 'apply'; code: string } | { type: 'remove' };
}

/** The promo on the offer after the call: its code and description, or null once removed. */
export type PromoOutput = { code: string; description: string } | null;

/** Applies or removes a promo code on the application's offer; supplied at the edge (src/journeys/journey-actors.ts). */
export const promoLogic = fromPromise<PromoOutput, PromoInput>(async () => {
  throw new Error('promo is supplied with .provide()');
});

/** Same rule as the promo contract, so a code the server would refuse is refused before the call. */
export function parsePromoCode(text: string): { ok: true; code: string } | { ok: false; message: string } {
  const code = text.trim().toUpperCase();
  return /^[A-Z0-9-]{3,20}$/.test(code) ? { ok: true, code } : { ok: false, message: 'Enter a promo code of 3 to 20 letters or digits.' };
}
