import { describe, expect, it } from 'vitest';
import { createActor, fromPromise, type AnyActorRef, type AnyActorLogic } from 'xstate';
import { surveysActors, surveysMachine } from '@machines/surveys/surveys.machine';
import { surveyRoute, surveysPages, type SurveyName } from '@machines/surveys/surveys-pages';
import type { OutcomeLike, SurveysInput } from '@machines/surveys/surveys-types';
import { routedStateList } from '~/router/route-table.generated';

/**
 * The surveys chart (spec §4): which page a borrower lands on, what each answer is sent as, where each outcome
 * leads, what is kept of a failed call for the screen, and that "Not now" dismisses the right prompt. The platform
 * calls are fakes that record their input and answer as told.
 */
const flush = async () => {
  for (let i = 0; i < 5; i += 1) await new Promise((r) => setTimeout(r, 0));
};

interface Answers {
  rating?: OutcomeLike | Error;
  comment?: unknown;
  channel?: OutcomeLike | Error;
  dismiss?: unknown;
}

function start(input: SurveysInput, answers: Answers = {}) {
  const calls = { dismiss: [] as { survey: SurveyName }[], rating: [] as { rating: number }[], comment: [] as { comment: string }[], channel: [] as { channel: string; details: string }[] };
  const answer = async <T,>(a: T | Error | undefined, fallback: T): Promise<T> => {
    if (a instanceof Error) throw a;
    return a === undefined ? fallback : a;
  };
  const machine = surveysMachine.provide({
    actors: {
      dismissPrompt: fromPromise(async ({ input }) => {
        calls.dismiss.push(input);
        return answer(answers.dismiss, { state: 'DISMISSED' });
      }),
      submitRating: fromPromise(async ({ input }) => {
        calls.rating.push(input);
        return answer(answers.rating, { outcome: 'HIGH_RATING' });
      }),
      submitComment: fromPromise(async ({ input }) => {
        calls.comment.push(input);
        return answer(answers.comment, { received: true });
      }),
      submitChannel: fromPromise(async ({ input }) => {
        calls.channel.push(input);
        return answer(answers.channel, { outcome: null });
      }),
    },
  });
  const actor = createActor(machine, { input }).start();
  const out = () => Object.keys(actor.getSnapshot().children as Record<string, AnyActorRef>);
  return { actor, calls, out };
}
const failing = (message: unknown, fields?: unknown) => Object.assign(new Error('x'), { message, fields });
const feedback = surveysPages.feedback.route;
const channelPage = surveysPages.channelPerformance.route;

describe('where a borrower lands', () => {
  it('a fresh survey starts with nothing answered and no error', () => {
    const { actor } = start({ route: '/feedback-survey' });
    expect(actor.getSnapshot().context).toEqual({
      route: '/feedback-survey',
      dismiss: null,
      rating: null,
      comment: '',
      channel: '',
      details: '',
      outcome: null,
      error: null,
    });
  });

  it('/feedback-survey asks for a rating, /channel-performance-survey how they heard of us, no route the feedback', () => {
    expect(start({ route: '/feedback-survey' }).actor.getSnapshot().value).toEqual({ feedback: 'rating' });
    expect(start({ route: '/channel-performance-survey' }).actor.getSnapshot().value).toEqual({ channelPerformance: 'answering' });
    const none = start({});
    expect(none.actor.getSnapshot().value).toEqual({ feedback: 'rating' });
    expect(none.actor.getSnapshot().context.route).toBe('/feedback-survey');
    expect(none.out()).toEqual([]);
  });

  it('the app opens each survey by its platform name at its page', () => {
    expect(surveyRoute).toEqual({ FEEDBACK: '/feedback-survey', CHANNEL_PERFORMANCE: '/channel-performance-survey' });
    expect(start({ route: surveyRoute.FEEDBACK }).actor.getSnapshot().value).toEqual({ feedback: 'rating' });
    expect(start({ route: surveyRoute.CHANNEL_PERFORMANCE }).actor.getSnapshot().value).toEqual({ channelPerformance: 'answering' });
  });

  it('each page has the route and screen the router knows, and its title', () => {
    const rows = routedStateList.filter((r) => r.machineId === 'surveys');
    const { actor } = start({ route: feedback });
    const meta = actor.getSnapshot().getMeta() as Record<string, typeof surveysPages.feedback>;
    expect(meta['surveys.feedback']).toMatchObject(rows.find((r) => r.stateId === 'surveys.feedback')!.meta);
    expect(meta['surveys.feedback']).toMatchObject({ title: 'How are we doing?', page: 'Feedback Survey' });
    const channel = start({ route: channelPage }).actor.getSnapshot().getMeta() as Record<string, typeof surveysPages.channelPerformance>;
    expect(channel['surveys.channelPerformance']).toMatchObject(rows.find((r) => r.stateId === 'surveys.channelPerformance')!.meta);
    expect(channel['surveys.channelPerformance']).toMatchObject({ title: 'How did you hear about us?', page: 'Channel Performance Survey' });
  });
});

describe('"Not now"', () => {
  it('from home dismisses the prompt named, loading meanwhile, then the chart ends', async () => {
    const { actor, calls, out } = start({ route: feedback, dismiss: 'CHANNEL_PERFORMANCE' });
    expect(actor.getSnapshot().value).toBe('dismissing');
    expect(actor.getSnapshot().hasTag('loading')).toBe(true);
    expect(out()).toEqual(['dismissPrompt']);
    await flush();
    expect(calls.dismiss).toEqual([{ survey: 'CHANNEL_PERFORMANCE' }]);
    expect(actor.getSnapshot().status).toBe('done');
  });

  it('a failed dismissal ends the chart too (the prompt stays pending, offered again)', async () => {
    const { actor, calls } = start({ dismiss: 'FEEDBACK' }, { dismiss: new Error('down') });
    await flush();
    expect(calls.dismiss).toEqual([{ survey: 'FEEDBACK' }]);
    expect(actor.getSnapshot().status).toBe('done');
  });

  it('on the feedback page dismisses FEEDBACK, before or after a failed rating', async () => {
    const first = start({ route: feedback });
    first.actor.send({ type: 'survey.dismiss' });
    expect(first.actor.getSnapshot().value).toBe('dismissing');
    await flush();
    expect(first.calls.dismiss).toEqual([{ survey: 'FEEDBACK' }]);
    expect(first.actor.getSnapshot().status).toBe('done');

    const failed = start({ route: feedback }, { rating: new Error('down') });
    failed.actor.send({ type: 'survey.rate', rating: 2 });
    await flush();
    expect(failed.actor.getSnapshot().value).toEqual({ feedback: 'ratingFailed' });
    failed.actor.send({ type: 'survey.dismiss' });
    await flush();
    expect(failed.calls.dismiss).toEqual([{ survey: 'FEEDBACK' }]);
    expect(failed.actor.getSnapshot().status).toBe('done');
  });

  it('on the channel page dismisses CHANNEL_PERFORMANCE, before or after a failed answer', async () => {
    const first = start({ route: channelPage });
    first.actor.send({ type: 'survey.dismiss' });
    expect(first.actor.getSnapshot().context.dismiss).toBe('CHANNEL_PERFORMANCE');
    await flush();
    expect(first.calls.dismiss).toEqual([{ survey: 'CHANNEL_PERFORMANCE' }]);
    expect(first.actor.getSnapshot().status).toBe('done');

    const failed = start({ route: channelPage }, { channel: new Error('down') });
    failed.actor.send({ type: 'survey.answer', channel: 'FACEBOOK', details: '' });
    await flush();
    expect(failed.actor.getSnapshot().value).toEqual({ channelPerformance: 'failed' });
    failed.actor.send({ type: 'survey.dismiss' });
    await flush();
    expect(failed.calls.dismiss).toEqual([{ survey: 'CHANNEL_PERFORMANCE' }]);
    expect(failed.actor.getSnapshot().status).toBe('done');
  });
});

describe('the feedback survey', () => {
  it('sends the rating chosen, saving meanwhile; a HIGH_RATING offers the app stores, then done goes home', async () => {
    const { actor, calls, out } = start({ route: feedback }, { rating: { outcome: 'HIGH_RATING' } });
    actor.send({ type: 'survey.rate', rating: 5 });
    expect(actor.getSnapshot().value).toEqual({ feedback: 'submittingRating' });
    expect(actor.getSnapshot().hasTag('saving')).toBe(true);
    expect(actor.getSnapshot().context.rating).toBe(5);
    expect(out()).toEqual(['submitRating']);
    await flush();
    expect(calls.rating).toEqual([{ rating: 5 }]);
    expect(actor.getSnapshot().value).toEqual({ feedback: 'highRating' });
    expect(actor.getSnapshot().context.outcome).toBe('HIGH_RATING');
    actor.send({ type: 'survey.done' });
    expect(actor.getSnapshot().status).toBe('done');
  });

  it('a LOW_RATING asks what went wrong; the comment is sent as written, then thanks, then home', async () => {
    const { actor, calls, out } = start({ route: feedback }, { rating: { outcome: 'LOW_RATING' } });
    actor.send({ type: 'survey.rate', rating: 2 });
    await flush();
    expect(actor.getSnapshot().value).toEqual({ feedback: 'lowRating' });
    expect(actor.getSnapshot().context.outcome).toBe('LOW_RATING');
    actor.send({ type: 'survey.comment', comment: 'The offer page was confusing.' });
    expect(actor.getSnapshot().value).toEqual({ feedback: 'submittingComment' });
    expect(actor.getSnapshot().hasTag('saving')).toBe(true);
    expect(out()).toEqual(['submitComment']);
    expect(actor.getSnapshot().context.comment).toBe('The offer page was confusing.');
    await flush();
    expect(calls.comment).toEqual([{ comment: 'The offer page was confusing.' }]);
    expect(actor.getSnapshot().value).toEqual({ feedback: 'thanks' });
    actor.send({ type: 'survey.done' });
    expect(actor.getSnapshot().status).toBe('done');
  });

  it('the comment is optional: done after a low rating goes home without sending one', async () => {
    const { actor, calls } = start({ route: feedback }, { rating: { outcome: 'LOW_RATING' } });
    actor.send({ type: 'survey.rate', rating: 1 });
    await flush();
    actor.send({ type: 'survey.done' });
    expect(actor.getSnapshot().status).toBe('done');
    expect(calls.comment).toEqual([]);
  });

  it('ALREADY_COMPLETED says so, and done goes home', async () => {
    const { actor } = start({ route: feedback }, { rating: { outcome: 'ALREADY_COMPLETED' } });
    actor.send({ type: 'survey.rate', rating: 4 });
    await flush();
    expect(actor.getSnapshot().value).toEqual({ feedback: 'alreadyCompleted' });
    expect(actor.getSnapshot().context.outcome).toBe('ALREADY_COMPLETED');
    actor.send({ type: 'survey.done' });
    expect(actor.getSnapshot().status).toBe('done');
  });

  it('only survey.rate sends a rating from the rating page', () => {
    const { actor, calls } = start({ route: feedback });
    actor.send({ type: 'survey.done' });
    actor.send({ type: 'survey.retry' });
    actor.send({ type: 'survey.comment', comment: 'x' });
    expect(actor.getSnapshot().value).toEqual({ feedback: 'rating' });
    expect(calls.rating).toEqual([]);
  });
});

describe('a failed call keeps its words for the screen, and is retried', () => {
  it('a failed rating: the platform’s message and field errors; retry sends the same rating; a new rating replaces it and clears the error', async () => {
    const answers: Answers = { rating: failing('Choose a rating.', { rating: 'Choose a rating.' }) };
    const { actor, calls } = start({ route: feedback }, answers);
    actor.send({ type: 'survey.rate', rating: 3 });
    await flush();
    expect(actor.getSnapshot().value).toEqual({ feedback: 'ratingFailed' });
    expect(actor.getSnapshot().hasTag('error')).toBe(true);
    expect(actor.getSnapshot().context.error).toEqual({ message: 'Choose a rating.', fields: { rating: 'Choose a rating.' } });
    actor.send({ type: 'survey.retry' });
    expect(actor.getSnapshot().value).toEqual({ feedback: 'submittingRating' });
    await flush();
    expect(calls.rating).toEqual([{ rating: 3 }, { rating: 3 }]);
    answers.rating = { outcome: 'LOW_RATING' };
    actor.send({ type: 'survey.rate', rating: 1 });
    expect(actor.getSnapshot().context.error).toBeNull();
    expect(actor.getSnapshot().context.rating).toBe(1);
    await flush();
    expect(calls.rating).toEqual([{ rating: 3 }, { rating: 3 }, { rating: 1 }]);
    expect(actor.getSnapshot().value).toEqual({ feedback: 'lowRating' });
    expect(actor.getSnapshot().context).toMatchObject({ outcome: 'LOW_RATING', error: null });
  });

  it('without a message of its own (none, empty, not text, nothing thrown) the screen asks to try again; fields only when given as an object', async () => {
    const fallback = 'We could not send your answer. Please try again.';
    for (const thrown of [failing(''), failing(42, 'oops'), failing(undefined, null)]) {
      const { actor } = start({ route: feedback }, { rating: thrown });
      actor.send({ type: 'survey.rate', rating: 3 });
      await flush();
      expect(actor.getSnapshot().context.error).toEqual({ message: fallback, fields: {} });
    }
    const machine = surveysMachine.provide({
      actors: {
        submitRating: fromPromise(async () => Promise.reject(null as unknown as Error)),
      },
    });
    const actor = createActor(machine, { input: { route: feedback } }).start();
    actor.send({ type: 'survey.rate', rating: 3 });
    await flush();
    expect(actor.getSnapshot().context.error).toEqual({ message: fallback, fields: {} });
  });

  it('a failed comment: its message; retry sends it again; a new comment is sent as written; done skips', async () => {
    const answers: Answers = { rating: { outcome: 'LOW_RATING' }, comment: failing('Tell us what went wrong.', { comment: 'Tell us what went wrong.' }) };
    const { actor, calls } = start({ route: feedback }, answers);
    actor.send({ type: 'survey.rate', rating: 2 });
    await flush();
    actor.send({ type: 'survey.comment', comment: ' ' });
    await flush();
    expect(actor.getSnapshot().value).toEqual({ feedback: 'commentFailed' });
    expect(actor.getSnapshot().hasTag('error')).toBe(true);
    expect(actor.getSnapshot().context.error).toEqual({ message: 'Tell us what went wrong.', fields: { comment: 'Tell us what went wrong.' } });
    actor.send({ type: 'survey.retry' });
    expect(actor.getSnapshot().value).toEqual({ feedback: 'submittingComment' });
    await flush();
    expect(calls.comment).toEqual([{ comment: ' ' }, { comment: ' ' }]);
    answers.comment = { received: true };
    actor.send({ type: 'survey.comment', comment: 'Too slow.' });
    expect(actor.getSnapshot().context).toMatchObject({ comment: 'Too slow.', error: null });
    await flush();
    expect(calls.comment.at(-1)).toEqual({ comment: 'Too slow.' });
    expect(actor.getSnapshot().value).toEqual({ feedback: 'thanks' });

    const skip = start({ route: feedback }, { rating: { outcome: 'LOW_RATING' }, comment: new Error('down') });
    skip.actor.send({ type: 'survey.rate', rating: 2 });
    await flush();
    skip.actor.send({ type: 'survey.comment', comment: 'x' });
    await flush();
    skip.actor.send({ type: 'survey.done' });
    expect(skip.actor.getSnapshot().status).toBe('done');
  });
});

describe('the channel performance survey', () => {
  it('sends the channel and details chosen, saving meanwhile; thanks, then home', async () => {
    const { actor, calls, out } = start({ route: channelPage }, { channel: { outcome: null } });
    actor.send({ type: 'survey.answer', channel: 'EMPLOYER', details: 'HR told me' });
    expect(actor.getSnapshot().value).toEqual({ channelPerformance: 'submitting' });
    expect(actor.getSnapshot().hasTag('saving')).toBe(true);
    expect(actor.getSnapshot().context).toMatchObject({ channel: 'EMPLOYER', details: 'HR told me' });
    expect(out()).toEqual(['submitChannel']);
    await flush();
    expect(calls.channel).toEqual([{ channel: 'EMPLOYER', details: 'HR told me' }]);
    expect(actor.getSnapshot().value).toEqual({ channelPerformance: 'thanks' });
    actor.send({ type: 'survey.done' });
    expect(actor.getSnapshot().status).toBe('done');
  });

  it('answered before: ALREADY_COMPLETED says so, and done goes home', async () => {
    const { actor } = start({ route: channelPage }, { channel: { outcome: 'ALREADY_COMPLETED' } });
    actor.send({ type: 'survey.answer', channel: 'SEARCH', details: '' });
    await flush();
    expect(actor.getSnapshot().value).toEqual({ channelPerformance: 'alreadyCompleted' });
    expect(actor.getSnapshot().context.outcome).toBe('ALREADY_COMPLETED');
    actor.send({ type: 'survey.done' });
    expect(actor.getSnapshot().status).toBe('done');
  });

  it('a failed answer keeps its words; retry sends it again; a new answer replaces it and clears the error', async () => {
    const answers: Answers = { channel: failing('Choose how you heard about us.', { channel: 'Choose how you heard about us.' }) };
    const { actor, calls } = start({ route: channelPage }, answers);
    actor.send({ type: 'survey.answer', channel: 'NOPE', details: 'a' });
    await flush();
    expect(actor.getSnapshot().value).toEqual({ channelPerformance: 'failed' });
    expect(actor.getSnapshot().hasTag('error')).toBe(true);
    expect(actor.getSnapshot().context.error).toEqual({ message: 'Choose how you heard about us.', fields: { channel: 'Choose how you heard about us.' } });
    actor.send({ type: 'survey.retry' });
    expect(actor.getSnapshot().value).toEqual({ channelPerformance: 'submitting' });
    await flush();
    answers.channel = { outcome: null };
    actor.send({ type: 'survey.answer', channel: 'FRIEND_OR_COLLEAGUE', details: 'b' });
    expect(actor.getSnapshot().context).toMatchObject({ channel: 'FRIEND_OR_COLLEAGUE', details: 'b', error: null });
    await flush();
    expect(calls.channel).toEqual([
      { channel: 'NOPE', details: 'a' },
      { channel: 'NOPE', details: 'a' },
      { channel: 'FRIEND_OR_COLLEAGUE', details: 'b' },
    ]);
    expect(actor.getSnapshot().value).toEqual({ channelPerformance: 'thanks' });
  });
});

describe('a chart started without its platform calls', () => {
  it('each call fails naming itself and where it is supplied, and the screen shows that rather than a silent stop', async () => {
    for (const [name, input] of [
      ['dismissPrompt', { survey: 'FEEDBACK' }],
      ['submitRating', { rating: 5 }],
      ['submitComment', { comment: 'x' }],
      ['submitChannel', { channel: 'EMPLOYER', details: '' }],
    ] as const) {
      const actor = createActor(surveysActors[name] as AnyActorLogic, { input });
      const error = new Promise<unknown>((resolve) => actor.subscribe({ error: resolve }));
      actor.start();
      expect(String(await error)).toBe(`Error: ${name} is supplied with .provide() (src/surveys)`);
    }
    const bare = createActor(surveysMachine, { input: { route: feedback } }).start();
    bare.send({ type: 'survey.rate', rating: 5 });
    await flush();
    expect(bare.getSnapshot().context.error?.message).toBe('submitRating is supplied with .provide() (src/surveys)');
  });
});
