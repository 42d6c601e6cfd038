import type { SandboxContext } from '../context';
import type { PromptState, SurveyKind, SurveyPrompt } from '../../src/api/contract/surveys';

type Trigger = NonNullable<SurveyPrompt['triggered_by']>;
interface PromptRow {
  survey: SurveyKind;
  state: PromptState;
  triggered_by: Trigger | null;
  updated_at: string;
}

const at = (ctx: SandboxContext) => new Date(ctx.now()).toISOString();
const toPrompt = (row: PromptRow): SurveyPrompt => ({ survey: row.survey, state: row.state, triggered_by: row.triggered_by, updated_at: row.updated_at });

export function findPrompt(ctx: SandboxContext, userId: string, survey: SurveyKind): PromptRow | undefined {
  return ctx.db.prepare('SELECT survey, state, triggered_by, updated_at FROM survey_prompts WHERE user_id = ? AND survey = ?').get(userId, survey) as PromptRow | undefined;
}

/** Opens a prompt (PENDING) the first time its moment comes; a prompt that exists in any state is left alone. */
export function openPrompt(ctx: SandboxContext, userId: string, survey: SurveyKind, trigger: Trigger): void {
  ctx.db
    .prepare('INSERT OR IGNORE INTO survey_prompts (user_id, survey, state, triggered_by, updated_at) VALUES (?, ?, ?, ?, ?)')
    .run(userId, survey, 'PENDING', trigger, at(ctx));
}

/** Moves a prompt to DISMISSED or COMPLETED (created so when the survey was opened by its URL before its moment). */
export function settlePrompt(ctx: SandboxContext, userId: string, survey: SurveyKind, state: Exclude<PromptState, 'PENDING'>): SurveyPrompt {
  const now = at(ctx);
  ctx.db
    .prepare(
      `INSERT INTO survey_prompts (user_id, survey, state, triggered_by, updated_at) VALUES (?, ?, ?, NULL, ?)
       ON CONFLICT (user_id, survey) DO UPDATE SET state = excluded.state, updated_at = excluded.updated_at`,
    )
    .run(userId, survey, state, now);
  return toPrompt(findPrompt(ctx, userId, survey)!);
}

/**
 * The moments a prompt is due, read from what happened (so no other module has to call in): an application the
 * borrower submitted (it reached SYSTEM_REVIEW) asks how they heard of us; a successful payment asks for a rating.
 */
function openDuePrompts(ctx: SandboxContext, userId: string): void {
  const submitted = ctx.db
    .prepare(
      `SELECT 1 FROM application_status_history h JOIN applications a ON a.id = h.application_id
        WHERE a.user_id = ? AND h.to_status = 'SYSTEM_REVIEW' AND h.actor = 'borrower' LIMIT 1`,
    )
    .get(userId);
  if (submitted) openPrompt(ctx, userId, 'CHANNEL_PERFORMANCE', 'APPLICATION_SUBMITTED');
  const paid = ctx.db.prepare(`SELECT 1 FROM payments WHERE user_id = ? AND status = 'SUCCESSFUL' LIMIT 1`).get(userId);
  if (paid) openPrompt(ctx, userId, 'FEEDBACK', 'PAYMENT_SUCCESSFUL');
}

export function listPrompts(ctx: SandboxContext, userId: string): SurveyPrompt[] {
  openDuePrompts(ctx, userId);
  const rows = ctx.db
    .prepare('SELECT survey, state, triggered_by, updated_at FROM survey_prompts WHERE user_id = ? ORDER BY updated_at, survey')
    .all(userId) as PromptRow[];
  return rows.map(toPrompt);
}

export function recordAnswer(ctx: SandboxContext, userId: string, survey: SurveyKind, answer: { rating?: number; channel?: string; comment?: string }): void {
  ctx.db
    .prepare('INSERT INTO survey_answers (user_id, survey, rating, channel, comment, created_at) VALUES (?, ?, ?, ?, ?, ?)')
    .run(userId, survey, answer.rating ?? null, answer.channel ?? null, answer.comment ?? null, at(ctx));
}
