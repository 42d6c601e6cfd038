import type { Module, SandboxContext } from '../context';
import { getOnboardingDetails, saveOnboardingDetails, onboardingSteps, type OnboardingStep } from '../../src/api/contract/user';
import { normaliseValue, validateAnswers } from '../../src/api/contract/form-rules';
import { makeOptionCheck } from './form-options';
import { onboardingFields, profileColumns } from './onboarding-fields';
import { HttpError, serve } from './serve';
import { touchProfile } from './user-store';

const stepOf = (raw: string | undefined): OnboardingStep => {
  const step = onboardingSteps.find((s) => s === raw);
  if (!step) throw new HttpError(404, 'NOT_FOUND', 'There is no such onboarding step.');
  return step;
};

function readAnswers(ctx: SandboxContext, userId: string, step: OnboardingStep): Record<string, string> {
  const row = ctx.db.prepare('SELECT answers FROM onboarding_answers WHERE user_id = ? AND step = ?').get(userId, step) as { answers: string } | undefined;
  return row ? (JSON.parse(row.answers) as Record<string, string>) : {};
}

/** Onboarding answers (user call group): validated with the step's field config, personal details onto the profile. */
export const registerOnboarding: Module = (ctx) => {
  serve(ctx, getOnboardingDetails, ({ params, user }) => {
    const step = stepOf(params.step);
    return { step, answers: readAnswers(ctx, user.id, step) };
  });

  serve(ctx, saveOnboardingDetails, ({ params, body, user }) => {
    const step = stepOf(params.step);
    const fields = onboardingFields[step];
    const errors = validateAnswers(fields, body.answers, { today: new Date(ctx.now()), checkOption: makeOptionCheck(ctx, fields) });
    if (Object.keys(errors).length) throw new HttpError(400, 'VALIDATION', 'Some fields need your attention.', errors);
    const answers = Object.fromEntries(fields.map((f) => [f.name, normaliseValue(f, body.answers[f.name])]));
    ctx.db.transaction(() => {
      ctx.db
        .prepare('INSERT INTO onboarding_answers (user_id, step, answers, saved_at) VALUES (?, ?, ?, ?) ON CONFLICT(user_id, step) DO UPDATE SET answers = excluded.answers, saved_at = excluded.saved_at')
        .run(user.id, step, JSON.stringify(answers), new Date(ctx.now()).toISOString());
      if (step === 'personal-details') {
        touchProfile(ctx, user.id, Object.fromEntries(profileColumns.map((c) => [c, answers[c] ? answers[c] : null])));
      }
    })();
    return { step, answers };
  });
};
