import { describe, expect, it } from 'vitest';
import { createActor, fromPromise } from 'xstate';

/**
 * The surveys chart builds. XState checks a chart's configuration (initial states, targets, the `#surveys.…` ids)
 * when the chart is created, at module load, and throws on a broken one; a test file importing the chart at its top
 * then fails to load, which the mutation run counts as "no test ran" (tests/machines/payment/
 * payment-chart-builds.test.ts). Here the chart is imported inside the test, so a broken chart fails it.
 */
const flush = async () => {
  for (let i = 0; i < 5; i += 1) await new Promise((r) => setTimeout(r, 0));
};

describe('the surveys chart builds', () => {
  it('loads, and goes through both surveys and a dismissal to its end', async () => {
    const { surveysMachine } = await import('@machines/surveys/surveys.machine');
    expect(surveysMachine.id).toBe('surveys');
    const machine = surveysMachine.provide({
      actors: {
        dismissPrompt: fromPromise(async () => ({})),
        submitRating: fromPromise(async () => ({ outcome: 'LOW_RATING' as const })),
        submitComment: fromPromise(async () => ({})),
        submitChannel: fromPromise(async () => ({ outcome: null })),
      } as never,
    });
    const feedback = createActor(machine, { input: { route: '/feedback-survey' } }).start();
    expect(feedback.getSnapshot().value).toEqual({ feedback: 'rating' });
    feedback.send({ type: 'survey.rate', rating: 2 });
    await flush();
    expect(feedback.getSnapshot().value).toEqual({ feedback: 'lowRating' });
    feedback.send({ type: 'survey.comment', comment: 'Slow.' });
    await flush();
    expect(feedback.getSnapshot().value).toEqual({ feedback: 'thanks' });
    feedback.send({ type: 'survey.done' });
    expect(feedback.getSnapshot().status).toBe('done');

    const channel = createActor(machine, { input: { route: '/channel-performance-survey' } }).start();
    expect(channel.getSnapshot().value).toEqual({ channelPerformance: 'answering' });
    channel.send({ type: 'survey.answer', channel: 'EMPLOYER', details: '' });
    await flush();
    expect(channel.getSnapshot().value).toEqual({ channelPerformance: 'thanks' });

    const dismiss = createActor(machine, { input: { dismiss: 'FEEDBACK' } }).start();
    expect(dismiss.getSnapshot().value).toBe('dismissing');
    await flush();
    expect(dismiss.getSnapshot().status).toBe('done');
  });
});
