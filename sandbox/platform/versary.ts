import type { Module } from '../context';
import { getVersaryCampaign, versaryProductSchema } from '../../src/api/contract/campaigns';
import { productOf, type Product } from '../pricing';
import { HttpError, serve } from './serve';
import { campaignRows } from './offers';
import { todayOf } from './transactions-loans';
import * as v from 'valibot';

interface VersaryRow {
  product: string;
  name: string;
  terms: string;
  journey_types: string;
  campaign_codes: string;
  starts_on: string;
  ends_on: string;
}

const notFound = () => new HttpError(404, 'CAMPAIGN_NOT_FOUND', 'There is no promotion at this address.');

/** Themed promotions behind /{product}-versary-special (migration 485; QA edits the rows). */
export const registerVersary: Module = (ctx) => {
  serve(ctx, getVersaryCampaign, ({ user, params }) => {
    const product = v.safeParse(versaryProductSchema, params.product);
    if (!product.success) throw notFound();
    const row = ctx.db.prepare('SELECT * FROM versary_campaigns WHERE product = ?').get(product.output) as VersaryRow | undefined;
    if (!row) throw notFound();
    const today = todayOf(ctx);
    const pricing = row.campaign_codes.split(',').map((code) => productOf(code.trim())).filter((p): p is Product => p !== undefined);
    return {
      product: row.product,
      name: row.name,
      terms: row.terms,
      starts_on: row.starts_on,
      ends_on: row.ends_on,
      status: today < row.starts_on ? ('UPCOMING' as const) : today > row.ends_on ? ('ENDED' as const) : ('LIVE' as const),
      journey_types: row.journey_types.split(',').map((t) => t.trim()).filter(Boolean),
      campaigns: campaignRows(ctx, user.id, pricing, null),
    };
  });
};
