import { afterEach, describe, expect, it, vi } from 'vitest';
import { createActor, waitFor, type AnyActorLogic } from 'xstate';
import { QueryClient } from '@tanstack/react-query';
import type { ApiClient } from '~/api/client';
import { dismissSurveyPrompt, listSurveyPrompts, submitChannelPerformance, submitFeedbackComment, submitFeedbackRating } from '~/api/contract/surveys';
import { provideSurveysMachine } from '~/surveys/surveys-actors';
import { surveyPromptsQuery } from '~/surveys/survey-queries';
import { storeLinks } from '~/surveys/store-links';
import type { SurveysInput } from '@machines/surveys/surveys-types';

/**
 * The surveys chart's platform calls (src/surveys): which endpoint each actor calls with what, that the cached
 * prompts home shows are marked stale after a call that changes them (and nothing else), and the channel check made
 * before anything is sent. The API client is a fake that records each call.
 */
const prompt = { survey: 'FEEDBACK', state: 'COMPLETED', triggered_by: 'PAYMENT_SUCCESSFUL', updated_at: '2026-11-25T00:00:00.000Z' } as const;

function start(input: SurveysInput, reply: (path: string) => unknown = () => ({ outcome: null, prompt })) {
  const calls: { path: string; input: unknown }[] = [];
  const api = (async (endpoint: { path: string }, callInput: unknown) => {
    calls.push({ path: endpoint.path, input: callInput });
    return reply(endpoint.path);
  }) as unknown as ApiClient;
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  // Home's prompts and another query, both fresh: a call may mark only the prompts stale.
  queryClient.setQueryData(surveyPromptsQuery().queryKey, { prompts: [{ ...prompt, state: 'PENDING' }] });
  queryClient.setQueryData(['loans'], []);
  const actor = createActor(provideSurveysMachine({ queryClient, api }), { input }).start();
  const stale = () => ({ prompts: queryClient.getQueryState(surveyPromptsQuery().queryKey)?.isInvalidated, other: queryClient.getQueryState(['loans'])?.isInvalidated });
  return { actor, calls, stale };
}
const settled = { timeout: 2000 };

describe('the surveys chart’s calls', () => {
  it('"Not now" dismisses the prompt at its path and marks home’s prompts stale', async () => {
    const feedback = start({ dismiss: 'FEEDBACK' }, () => ({ ...prompt, state: 'DISMISSED' }));
    await waitFor(feedback.actor, (s) => s.status === 'done', settled);
    expect(feedback.calls).toEqual([{ path: dismissSurveyPrompt.path, input: { params: { survey: 'feedback' } } }]);
    expect(feedback.stale()).toEqual({ prompts: true, other: false });

    const channel = start({ dismiss: 'CHANNEL_PERFORMANCE' }, () => ({ ...prompt, state: 'DISMISSED' }));
    await waitFor(channel.actor, (s) => s.status === 'done', settled);
    expect(channel.calls).toEqual([{ path: dismissSurveyPrompt.path, input: { params: { survey: 'channel-performance' } } }]);
    expect(channel.stale()).toEqual({ prompts: true, other: false });
  });

  it('a rating is sent as the body, its outcome read, and home’s prompts marked stale', async () => {
    const { actor, calls, stale } = start({ route: '/feedback-survey' }, () => ({ outcome: 'LOW_RATING', prompt }));
    actor.send({ type: 'survey.rate', rating: 2 });
    await waitFor(actor, (s) => s.matches({ feedback: 'lowRating' }), settled);
    expect(calls).toEqual([{ path: submitFeedbackRating.path, input: { body: { rating: 2 } } }]);
    expect(stale()).toEqual({ prompts: true, other: false });

    actor.send({ type: 'survey.comment', comment: 'Slow.' });
    await waitFor(actor, (s) => s.matches({ feedback: 'thanks' }), settled);
    expect(calls[1]).toEqual({ path: submitFeedbackComment.path, input: { body: { comment: 'Slow.' } } });
  });

  it('the channel is sent with its details trimmed, no details when blank; home’s prompts marked stale', async () => {
    const { actor, calls, stale } = start({ route: '/channel-performance-survey' });
    actor.send({ type: 'survey.answer', channel: 'EMPLOYER', details: '  HR told me  ' });
    await waitFor(actor, (s) => s.matches({ channelPerformance: 'thanks' }), settled);
    expect(calls).toEqual([{ path: submitChannelPerformance.path, input: { body: { channel: 'EMPLOYER', details: 'HR told me' } } }]);
    expect(stale()).toEqual({ prompts: true, other: false });

    const blank = start({ route: '/channel-performance-survey' });
    blank.actor.send({ type: 'survey.answer', channel: 'SEARCH', details: '   ' });
    await waitFor(blank.actor, (s) => s.matches({ channelPerformance: 'thanks' }), settled);
    expect(blank.calls).toEqual([{ path: submitChannelPerformance.path, input: { body: { channel: 'SEARCH' } } }]);
  });

  it('a channel the platform does not know is refused before anything is sent, with the words for the field', async () => {
    const { actor, calls, stale } = start({ route: '/channel-performance-survey' });
    actor.send({ type: 'survey.answer', channel: '', details: 'x' });
    await waitFor(actor, (s) => s.matches({ channelPerformance: 'failed' }), settled);
    expect(calls).toEqual([]);
    expect(actor.getSnapshot().context.error).toEqual({ message: 'Choose how you heard about us.', fields: { channel: 'Choose how you heard about us.' } });
    expect(stale()).toEqual({ prompts: false, other: false });
  });

  it('that refusal is shaped like the platform’s own validation error (a code and the field’s words)', async () => {
    const api = (async () => ({})) as unknown as ApiClient;
    const machine = provideSurveysMachine({ queryClient: new QueryClient(), api });
    const refused = createActor(machine.implementations.actors.submitChannel as AnyActorLogic, { input: { channel: 'TV', details: '' } });
    const error = new Promise<unknown>((resolve) => refused.subscribe({ error: resolve }));
    refused.start();
    expect(await error).toMatchObject({ message: 'Choose how you heard about us.', code: 'VALIDATION', fields: { channel: 'Choose how you heard about us.' } });
  });
});

describe('home’s prompts', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('are read from the platform’s prompt list each time home shows (never taken as fresh)', async () => {
    const seen: string[] = [];
    vi.stubGlobal('fetch', async (url: string | URL | Request) => {
      seen.push(new URL(String(url instanceof Request ? url.url : url)).pathname);
      return new Response(JSON.stringify({ prompts: [prompt] }), { status: 200, headers: { 'content-type': 'application/json' } });
    });
    const query = surveyPromptsQuery();
    expect(query.staleTime).toBe(0);
    const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    await expect(queryClient.fetchQuery(query)).resolves.toEqual({ prompts: [prompt] });
    expect(seen).toEqual([listSurveyPrompts.path]);
  });

  it('a read no longer wanted (home left) is aborted, not left to finish', async () => {
    const signals: (AbortSignal | null | undefined)[] = [];
    vi.stubGlobal('fetch', (_: unknown, init?: RequestInit) => {
      signals.push(init?.signal);
      return new Promise<Response>(() => {});
    });
    const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    void queryClient.fetchQuery(surveyPromptsQuery()).catch(() => {});
    await new Promise((r) => setTimeout(r, 0));
    expect(signals).toHaveLength(1);
    await queryClient.cancelQueries({ queryKey: surveyPromptsQuery().queryKey });
    expect(signals[0]?.aborted).toBe(true);
  });
});

describe('the app stores offered after a high rating', () => {
  it('are the iPhone, Android and Huawei stores, each a link to its own store over https', () => {
    expect(storeLinks.map((s) => s.store)).toEqual(['IOS', 'ANDROID', 'HUAWEI']);
    const host = (href: string) => new URL(href).host;
    expect(storeLinks.map((s) => [new URL(s.href).protocol, host(s.href)])).toEqual([
      ['https:', 'apps.apple.com'],
      ['https:', 'play.google.com'],
      ['https:', 'appgallery.huawei.com'],
    ]);
    expect(storeLinks.map((s) => s.name)).toEqual(['App Store (iPhone)', 'Google Play (Android)', 'AppGallery (Huawei)']);
  });
});
