import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loans, surveys } from '../../src/api/contract';
import { findAccountById } from '../../sandbox/cognito/accounts';
import { issueTokens } from '../../sandbox/cognito/tokens';
import { createApiClient } from '../../src/api/client';
import { isApiError } from '../../src/api/errors';
import { startPlatform, type PlatformHarness } from './platform-harness';

let h: PlatformHarness;
beforeAll(async () => {
  h = await startPlatform();
});
afterAll(() => h.close());

const persona = async (kind: string) => {
  const res = await fetch(`${h.origin}/sandbox/api/personas`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ kind }) });
  const p = (await res.json()) as { userId: string };
  const token = issueTokens(h.sandbox.ctx, findAccountById(h.sandbox.ctx, p.userId)!).then((t) => t.AccessToken);
  return createApiClient({ baseUrl: h.origin, getAccessToken: () => token });
};
const refusal = async (p: Promise<unknown>) => {
  try {
    await p;
  } catch (e) {
    if (isApiError(e)) return { status: e.httpStatus, code: e.code };
    throw e;
  }
  throw new Error('expected a refusal');
};

describe('surveys (spec §4 prompt states and outcomes)', () => {
  it('a borrower cancels as CANCELLED_BY_BORROWER, then says why (only for their own cancelled application)', async () => {
    const api = await persona('new-borrower');
    const app = await api(loans.createApplication, { body: { product_type: 'LOAN', application_type: 'NEW_LOAN' } });
    expect(await refusal(api(surveys.submitCancellationSurvey, { params: { applicationId: app.id }, body: { reason: 'NO_LONGER_INTERESTED' } }))).toEqual({
      status: 409,
      code: 'APPLICATION_NOT_CANCELLED',
    });
    const cancelled = await api(loans.patchApplicationStatus, { params: { applicationId: app.id }, body: { status: 'CANCELLED', reason_group: 'CANCELLED_BY_BORROWER' } });
    expect(cancelled).toMatchObject({ status: 'CANCELLED', cancellation_reason: 'CANCELLED_BY_BORROWER' });
    const answer = await api(surveys.submitCancellationSurvey, { params: { applicationId: app.id }, body: { reason: 'PRODUCT_SWITCH', details: ' EWA instead ' } });
    expect(answer).toMatchObject({ application_id: app.id, reason: 'PRODUCT_SWITCH', details: 'EWA instead' });
    const other = await persona('new-borrower');
    expect((await refusal(other(surveys.submitCancellationSurvey, { params: { applicationId: app.id }, body: { reason: 'PRODUCT_SWITCH' } }))).status).toBe(404);
    // NO_PARTNERSHIP is the lender's reason, not one a borrower gives.
    expect((await refusal(api(surveys.submitCancellationSurvey, { params: { applicationId: app.id }, body: { reason: 'NO_PARTNERSHIP' as 'PRODUCT_SWITCH' } }))).status).toBe(400);
  });

  it('the feedback prompt is PENDING after a payment; a rating completes it: HIGH, then ALREADY_COMPLETED', async () => {
    const api = await persona('survey-pending');
    const feedback = async () => (await api(surveys.listSurveyPrompts, {})).prompts.find((p) => p.survey === 'FEEDBACK');
    expect(await feedback()).toMatchObject({ state: 'PENDING', triggered_by: 'PAYMENT_SUCCESSFUL' });
    expect((await api(surveys.submitFeedbackRating, { body: { rating: 5 } })).outcome).toBe('HIGH_RATING');
    expect((await feedback())?.state).toBe('COMPLETED');
    expect((await api(surveys.submitFeedbackRating, { body: { rating: 1 } })).outcome).toBe('ALREADY_COMPLETED');
    // Dismissing an answered survey leaves it COMPLETED.
    expect((await api(surveys.dismissSurveyPrompt, { params: { survey: 'feedback' } })).state).toBe('COMPLETED');
  });

  it('a low rating asks what went wrong; a dismissed prompt stays dismissed', async () => {
    const api = await persona('survey-pending');
    expect((await api(surveys.submitFeedbackRating, { body: { rating: 3 } })).outcome).toBe('LOW_RATING');
    expect(await api(surveys.submitFeedbackComment, { body: { comment: 'Slow offer page.' } })).toEqual({ received: true });
    const other = await persona('survey-pending');
    expect((await other(surveys.dismissSurveyPrompt, { params: { survey: 'feedback' } })).state).toBe('DISMISSED');
    expect((await other(surveys.listSurveyPrompts, {})).prompts.map((p) => `${p.survey} ${p.state}`).sort()).toEqual(['CHANNEL_PERFORMANCE COMPLETED', 'FEEDBACK DISMISSED']);
    expect((await refusal(other(surveys.dismissSurveyPrompt, { params: { survey: 'nope' } }))).status).toBe(404);
  });

  it('a submitted application opens the channel-performance prompt once', async () => {
    const api = await persona('new-borrower');
    expect((await api(surveys.listSurveyPrompts, {})).prompts).toEqual([]);
    const app = await api(loans.createApplication, { body: { product_type: 'LOAN', application_type: 'NEW_LOAN' } });
    await api(loans.patchApplicationStatus, { params: { applicationId: app.id }, body: { status: 'SYSTEM_REVIEW' } });
    expect((await api(surveys.listSurveyPrompts, {})).prompts).toMatchObject([{ survey: 'CHANNEL_PERFORMANCE', state: 'PENDING', triggered_by: 'APPLICATION_SUBMITTED' }]);
    expect((await api(surveys.submitChannelPerformance, { body: { channel: 'EMPLOYER' } })).outcome).toBeNull();
    expect((await api(surveys.submitChannelPerformance, { body: { channel: 'FACEBOOK' } })).outcome).toBe('ALREADY_COMPLETED');
    expect((await api(surveys.listSurveyPrompts, {})).prompts.map((p) => p.state)).toEqual(['COMPLETED']);
  });

  it('answers the surveys group fault', async () => {
    const api = await persona('survey-pending');
    await fetch(`${h.origin}/sandbox/api/faults/surveys`, { method: 'PUT', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ kind: 'status', http_status: 503, remaining: 1 }) });
    expect((await refusal(api(surveys.listSurveyPrompts, {}))).status).toBe(503);
    expect((await api(surveys.listSurveyPrompts, {})).prompts).toHaveLength(2);
  });
});
