import type { SandboxContext } from '../context';
import type { FormStep } from '../../src/api/contract/form-options';
import { checkField, normaliseValue, type FieldConfig, type StepAnswers } from '../../src/api/contract/form-rules';
import { makeOptionCheck } from './form-options';
import type { ApplicationRow } from './loans-store';
import { ensureProfile, findUser } from './user-store';

/**
 * What a journey form starts with when nothing is saved for its step (W3-C item 1): every answer the platform already
 * holds for the step's fields, read where it is kept, later sources on top of earlier ones:
 *   1. the borrower's last application that saved this step (professional details only when it was for the same
 *      company: another employer's employee ID and salary are not this one's);
 *   2. onboarding's answers (marital status, nationality...);
 *   3. the profile (name, birth date, gender, mobile, email): what the account says now;
 *   4. the employment details confirmed for the company of this application (/employment-information).
 * Only the step's configured fields, and only values valid for them now (a retired code is not offered).
 */
export function stepPrefill(ctx: SandboxContext, app: ApplicationRow, step: FormStep, fields: readonly FieldConfig[]): StepAnswers {
  const merged: StepAnswers = {
    ...lastApplicationAnswers(ctx, app, step),
    ...onboardingAnswers(ctx, app.user_id),
    ...profileAnswers(ctx, app.user_id),
    ...(step === 'professional-details' ? employmentAnswers(ctx, app) : {}),
  };
  const checkOption = makeOptionCheck(ctx, fields);
  const today = new Date(ctx.now());
  const out: StepAnswers = {};
  for (const field of fields) {
    const value = normaliseValue(field, merged[field.name]);
    if (value !== '' && checkField(field, value, merged, { today, checkOption }) === undefined) out[field.name] = value;
  }
  return out;
}

function lastApplicationAnswers(ctx: SandboxContext, app: ApplicationRow, step: FormStep): StepAnswers {
  const sameCompany = step === 'professional-details' ? 'AND a.company_id = @company' : '';
  const json = ctx.db
    .prepare(
      `SELECT s.answers FROM application_steps s JOIN applications a ON a.id = s.application_id
       WHERE a.user_id = @user AND a.id <> @id AND s.step = @step ${sameCompany}
       ORDER BY s.saved_at DESC, a.created_at DESC LIMIT 1`,
    )
    .pluck()
    .get({ user: app.user_id, id: app.id, step, company: app.company_id }) as string | undefined;
  return json ? (JSON.parse(json) as StepAnswers) : {};
}

function onboardingAnswers(ctx: SandboxContext, userId: string): StepAnswers {
  const rows = ctx.db.prepare('SELECT answers FROM onboarding_answers WHERE user_id = ? ORDER BY saved_at').pluck().all(userId) as string[];
  return Object.assign({}, ...rows.map((r) => JSON.parse(r) as StepAnswers)) as StepAnswers;
}

function profileAnswers(ctx: SandboxContext, userId: string): StepAnswers {
  const p = ensureProfile(ctx, userId);
  const u = findUser(ctx, userId);
  const values: Record<string, string | null> = {
    first_name: p.first_name, middle_name: p.middle_name, last_name: p.last_name, birth_date: p.birth_date, gender: p.gender,
    mobile_number: u.phone_number, email: p.personal_email ?? u.email,
  };
  return Object.fromEntries(Object.entries(values).filter((e): e is [string, string] => typeof e[1] === 'string' && e[1].trim() !== ''));
}

function employmentAnswers(ctx: SandboxContext, app: ApplicationRow): StepAnswers {
  const row = ctx.db.prepare('SELECT company_id, details FROM employment WHERE user_id = ?').get(app.user_id) as { company_id: string | null; details: string } | undefined;
  return row && row.company_id === app.company_id ? (JSON.parse(row.details) as StepAnswers) : {};
}
