import type { Module } from '../context';
import { requestHandoff } from '../../src/api/contract/fintelligence';
import { HANDOFF_TTL_SECONDS, signHandoff, takeSsoFault } from '../learning/handoff';
import { HttpError, serve } from './serve';
import { ensureProfile } from './user-store';

/**
 * POST /api/v1/fintelligence/sso: the platform signs a one-time hand-off token for the borrower (their company must
 * offer FINTELLIGENCE) and names the learning platform's SSO endpoint to hand it to. Back-office faults: REFUSED
 * (403 here) and EXPIRED_TOKEN (the token is signed already expired; the learning platform refuses it).
 */
export const registerFintelligence: Module = (ctx) => {
  serve(ctx, requestHandoff, async ({ user }) => {
    const p = ensureProfile(ctx, user.id);
    const company = p.company_id
      ? (ctx.db.prepare('SELECT products FROM ref_companies WHERE id = ?').get(p.company_id) as { products: string } | undefined)
      : undefined;
    const products = company ? (JSON.parse(company.products) as string[]) : [];
    if (!products.includes('FINTELLIGENCE')) throw new HttpError(403, 'PRODUCT_NOT_AVAILABLE', 'Your company does not offer Fintelligence.');
    if (takeSsoFault(ctx, 'REFUSED')) throw new HttpError(403, 'SSO_REFUSED', 'Fintelligence did not accept the sign-in.');
    const token = await signHandoff(ctx, { id: user.id, firstName: p.first_name }, takeSsoFault(ctx, 'EXPIRED_TOKEN'));
    return { token, expires_in: HANDOFF_TTL_SECONDS, sso_url: `${ctx.config.origin}/sandbox/learning/api/sso` };
  });
};
