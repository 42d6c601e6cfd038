import { randomUUID } from 'node:crypto';
import type { Module } from '../context';
import { getInsurance, putInsurance, type InsurancePolicy } from '../../src/api/contract/insurance';
import { findCompany } from './company';
import { serve } from './serve';
import { HttpError } from './serve';
import { ensureProfile } from './user-store';

interface PolicyRow extends Omit<InsurancePolicy, 'beneficiaries'> {
  beneficiaries: string;
}
const toPolicy = ({ beneficiaries, ...rest }: PolicyRow): InsurancePolicy => ({
  ...rest,
  beneficiaries: JSON.parse(beneficiaries) as InsurancePolicy['beneficiaries'],
});

export const registerInsurance: Module = (ctx) => {
  serve(ctx, getInsurance, ({ user }) => {
    const rows = ctx.db
      .prepare('SELECT id, status, beneficiaries, employer_name, position, created_at FROM insurance_policies WHERE user_id = ? ORDER BY created_at DESC, rowid DESC')
      .all(user.id) as PolicyRow[];
    const data = rows.map(toPolicy);
    return { data, latest: data[0] ?? null };
  });

  serve(ctx, putInsurance, ({ user, body }) => {
    const companyId = ensureProfile(ctx, user.id).company_id;
    const company = companyId ? findCompany(ctx, companyId) : undefined;
    // Insurance is an employer benefit: only companies with cst_data.has_insurance offer it.
    if (!company?.cst_data.has_insurance) throw new HttpError(409, 'PRODUCT_NOT_OFFERED', 'Your company does not offer insurance.');
    const id = randomUUID();
    ctx.db
      .prepare('INSERT INTO insurance_policies (id, user_id, status, beneficiaries, employer_name, position, created_at) VALUES (?, ?, ?, ?, ?, ?, ?)')
      .run(id, user.id, 'PENDING', JSON.stringify(body.beneficiaries), body.employer_name, body.position, new Date(ctx.now()).toISOString());
    return toPolicy(ctx.db.prepare('SELECT id, status, beneficiaries, employer_name, position, created_at FROM insurance_policies WHERE id = ?').get(id) as PolicyRow);
  });
};
