import { randomUUID } from 'node:crypto';
import type { Module, SandboxContext } from '../context';
import { getInsurance, putInsurance, type InsurancePolicy } from '../../src/api/contract/insurance';
import { checkBeneficiaries, fromBeneficiaries } from '../../src/api/contract/insurance-rules';
import { normaliseValue, validateAnswers, type FieldConfig, type StepAnswers } from '../../src/api/contract/form-rules';
import { findCompany } from './company';
import { insuranceForm } from './insurance-fields';
import { serve, type HandlerInput } from './serve';
import { HttpError } from './serve';
import { ensureProfile } from './user-store';

interface PolicyRow {
  id: string;
  status: InsurancePolicy['status'];
  personal_details: string;
  beneficiaries: string;
  employment: string;
  employer_name: string;
  position: string;
  created_at: string;
}
const columns = 'id, status, personal_details, beneficiaries, employment, employer_name, position, created_at';
const toPolicy = (row: PolicyRow): InsurancePolicy => ({
  ...row,
  personal_details: JSON.parse(row.personal_details) as StepAnswers,
  beneficiaries: JSON.parse(row.beneficiaries) as InsurancePolicy['beneficiaries'],
  employment: JSON.parse(row.employment) as StepAnswers,
});

const invalid = (errors: Record<string, string>) => {
  if (Object.keys(errors).length) throw new HttpError(400, 'VALIDATION', 'Some fields need your attention.', errors);
};
/** Only configured fields, trimmed: what is stored is exactly what was validated. */
const keep = (fields: readonly FieldConfig[], answers: StepAnswers) => Object.fromEntries(fields.map((f) => [f.name, normaliseValue(f, answers[f.name])]));

function offered(ctx: SandboxContext, userId: string): boolean {
  const companyId = ensureProfile(ctx, userId).company_id;
  const company = companyId ? findCompany(ctx, companyId) : undefined;
  return Boolean(company?.cst_data.has_insurance);
}

const draftOf = (ctx: SandboxContext, userId: string) =>
  ctx.db.prepare(`SELECT ${columns} FROM insurance_policies WHERE user_id = ? AND status = 'DRAFT'`).get(userId) as PolicyRow | undefined;

export const registerInsurance: Module = (ctx) => {
  serve(ctx, getInsurance, ({ user }) => {
    const rows = ctx.db
      .prepare(`SELECT ${columns} FROM insurance_policies WHERE user_id = ? AND status != 'DRAFT' ORDER BY created_at DESC, rowid DESC`)
      .all(user.id) as PolicyRow[];
    const data = rows.map(toPolicy);
    const draft = draftOf(ctx, user.id);
    return { data, latest: data[0] ?? null, draft: draft ? toPolicy(draft) : null, offered: offered(ctx, user.id), form: insuranceForm };
  });

  // One step of the draft at a time; saving employment (the last step) submits it.
  serve(ctx, putInsurance, ({ user, body }) => saveInsuranceStep(ctx, user.id, body));
};

/**
 * Saves one step of the borrower's draft by the platform's rules (PUT /api/v1/insurance): order, validation, and
 * employment submitting it. The back office's personas save their steps through it too (no shortcut).
 */
export function saveInsuranceStep(ctx: SandboxContext, userId: string, body: HandlerInput<typeof putInsurance>['body']): InsurancePolicy {
  // Insurance is an employer benefit: only companies with cst_data.has_insurance offer it.
  if (!offered(ctx, userId)) throw new HttpError(409, 'PRODUCT_NOT_OFFERED', 'Your company does not offer insurance.');
  const today = new Date(ctx.now());
  const at = today.toISOString();
  let draft = draftOf(ctx, userId);
  if (!draft) {
    if (body.step !== 'personal-details') throw new HttpError(409, 'STEP_ORDER', 'Please save your personal details first.');
    const id = randomUUID();
    ctx.db
      .prepare("INSERT INTO insurance_policies (id, user_id, status, beneficiaries, employer_name, position, created_at) VALUES (?, ?, 'DRAFT', '[]', '', '', ?)")
      .run(id, userId, at);
    draft = draftOf(ctx, userId)!;
  }
  const set = (column: 'personal_details' | 'beneficiaries' | 'employment', value: unknown) =>
    ctx.db.prepare(`UPDATE insurance_policies SET ${column} = ? WHERE id = ?`).run(JSON.stringify(value), draft.id);

  switch (body.step) {
    case 'personal-details': {
      const fields = insuranceForm.personal_details;
      invalid(validateAnswers(fields, body.answers, { today }));
      set('personal_details', keep(fields, body.answers));
      break;
    }
    case 'beneficiary': {
      if (draft.personal_details === '{}') throw new HttpError(409, 'STEP_ORDER', 'Please save your personal details first.');
      const rules = insuranceForm.beneficiaries;
      if (!rules.shares_required) body.beneficiaries.forEach((b) => delete b.share_percent);
      invalid(checkBeneficiaries(rules, fromBeneficiaries(body.beneficiaries), today));
      set('beneficiaries', body.beneficiaries);
      break;
    }
    case 'employment': {
      if (draft.personal_details === '{}' || draft.beneficiaries === '[]') {
        throw new HttpError(409, 'STEP_ORDER', 'Please save your personal details and beneficiaries first.');
      }
      const fields = insuranceForm.employment;
      invalid(validateAnswers(fields, body.answers, { today }));
      const answers = keep(fields, body.answers);
      set('employment', answers);
      ctx.db
        .prepare("UPDATE insurance_policies SET status = 'PENDING', employer_name = ?, position = ?, created_at = ? WHERE id = ?")
        .run(answers.employer_name ?? '', answers.position ?? '', at, draft.id);
      break;
    }
  }
  return toPolicy(ctx.db.prepare(`SELECT ${columns} FROM insurance_policies WHERE id = ?`).get(draft.id) as PolicyRow);
}
