import type { Module, SandboxContext } from '../context';
import { confirmEmployment, getEmployment, updateEmployment, type Employment, type EmploymentStatus } from '../../src/api/contract/employment';
import { normaliseValue, validateAnswers } from '../../src/api/contract/form-rules';
import { makeOptionCheck } from './form-options';
import { employmentFields } from './onboarding-fields';
import { HttpError, serve } from './serve';
import { profileCompanyId } from './user-store';

interface EmploymentRow {
  company_id: string | null;
  status: EmploymentStatus;
  confirmed_at: string | null;
  details: string;
}

function row(ctx: SandboxContext, userId: string): EmploymentRow | undefined {
  return ctx.db.prepare('SELECT company_id, status, confirmed_at, details FROM employment WHERE user_id = ?').get(userId) as EmploymentRow | undefined;
}

/** What the platform asks of the borrower's employment: CONFIRMED when there is no record (nothing to ask). */
export function employmentStatusOf(ctx: SandboxContext, userId: string): EmploymentStatus {
  return row(ctx, userId)?.status ?? 'CONFIRMED';
}

/** Upserts the employment record (personas, company changes, the calls below). */
export function setEmployment(ctx: SandboxContext, userId: string, set: { status: EmploymentStatus; companyId: string | null; details?: Record<string, string>; confirmed?: boolean }): void {
  const at = new Date(ctx.now()).toISOString();
  const details = JSON.stringify(set.details ?? JSON.parse(row(ctx, userId)?.details ?? '{}'));
  ctx.db
    .prepare(
      `INSERT INTO employment (user_id, company_id, status, confirmed_at, details, updated_at) VALUES (@user, @company, @status, @confirmed, @details, @at)
       ON CONFLICT(user_id) DO UPDATE SET company_id = excluded.company_id, status = excluded.status, details = excluded.details, updated_at = excluded.updated_at,
       confirmed_at = COALESCE(excluded.confirmed_at, employment.confirmed_at)`,
    )
    .run({ user: userId, company: set.companyId, status: set.status, confirmed: set.confirmed ? at : null, details, at });
}

/** A borrower who moves from one company to another is asked for their new employment details. */
export function noteCompanyChange(ctx: SandboxContext, userId: string, from: string | null, to: string): void {
  if (from && from !== to) setEmployment(ctx, userId, { status: 'DETAILS_REQUIRED', companyId: to, details: {} });
}

function toEmployment(ctx: SandboxContext, userId: string): Employment {
  const r = row(ctx, userId);
  return {
    company_id: profileCompanyId(ctx, userId),
    status: r?.status ?? 'CONFIRMED',
    confirmed_at: r?.confirmed_at ?? null,
    details: r ? (JSON.parse(r.details) as Record<string, string>) : {},
    fields: employmentFields,
  };
}

/** Employment call group (docs/decisions.md 2026-11-25): fault injection under `employment`. */
export const registerEmployment: Module = (ctx) => {
  serve(ctx, getEmployment, ({ user }) => toEmployment(ctx, user.id));

  serve(ctx, confirmEmployment, ({ user, body }) => {
    const companyId = profileCompanyId(ctx, user.id);
    if (!companyId) throw new HttpError(409, 'NO_COMPANY', 'Choose your company first.');
    if (companyId !== body.company_id) throw new HttpError(409, 'COMPANY_CHANGED', 'Your company has changed since this page opened. Please check it again.');
    setEmployment(ctx, user.id, { status: 'CONFIRMED', companyId, confirmed: true });
    return toEmployment(ctx, user.id);
  });

  serve(ctx, updateEmployment, ({ user, body }) => {
    const companyId = profileCompanyId(ctx, user.id);
    if (!companyId) throw new HttpError(409, 'NO_COMPANY', 'Choose your company first.');
    const errors = validateAnswers(employmentFields, body.answers, { today: new Date(ctx.now()), checkOption: makeOptionCheck(ctx, employmentFields) });
    if (Object.keys(errors).length) throw new HttpError(400, 'VALIDATION', 'Some fields need your attention.', errors);
    const details = Object.fromEntries(employmentFields.map((f) => [f.name, normaliseValue(f, body.answers[f.name])]));
    setEmployment(ctx, user.id, { status: 'CONFIRMED', companyId, details, confirmed: true });
    return toEmployment(ctx, user.id);
  });
};
