/**
 * The words on the flow maps' arrows (stories/flows/chart-map, QA's path report) come from machines/shared/event-labels.ts:
 * what each event, platform answer and timer reads as, and the fallback for an event the table lacks (the chart-map
 * test lists those, so `known` must be honest).
 */
import { describe, expect, it } from 'vitest';
import { actorAnswers, eventLabels, eventWords, humanise, timerLabels } from '@machines/shared/event-labels';

describe('eventWords: what an arrow says', () => {
  it('an eventless transition happens "Automatically"', () => {
    expect(eventWords('')).toEqual({ label: 'Automatically', kind: 'automatic', known: true });
  });

  it('calls made side by side go on once "All answered"', () => {
    expect(eventWords('xstate.done.state.app.loading')).toEqual({ label: 'All answered', kind: 'answer', known: true });
  });

  it("a platform answer reads as the actor's done or error words, by its source", () => {
    expect(eventWords('xstate.done.actor.0.payment.loading', 'loadAmountsDue')).toEqual({ label: 'Amounts loaded', kind: 'answer', known: true });
    expect(eventWords('xstate.error.actor.0.payment.loading', 'loadAmountsDue')).toEqual({ label: 'Could not load amounts', kind: 'answer', known: true });
  });

  it('every journey chart the app invokes (newLoanJourney, reloanJourney…) shares the journey words', () => {
    expect(eventWords('xstate.done.actor.x', 'reloanJourney')).toEqual({ label: 'Journey ended', kind: 'answer', known: true });
    expect(eventWords('xstate.error.actor.x', 'newLoanJourney')).toEqual({ label: 'Journey failed', kind: 'answer', known: true });
  });

  it('an actor the table lacks is named from its source, and marked unknown so the chart-map test lists it', () => {
    expect(eventWords('xstate.done.actor.x', 'fetchSomethingNew')).toEqual({ label: 'Fetch something new answered', kind: 'answer', known: false });
    expect(eventWords('xstate.error.actor.x', 'fetchSomethingNew')).toEqual({ label: 'Fetch something new failed', kind: 'answer', known: false });
    // No source known (a generated id): the platform answered or failed.
    expect(eventWords('xstate.done.actor.x')).toEqual({ label: 'Platform answered', kind: 'answer', known: false });
    expect(eventWords('xstate.error.actor.x')).toEqual({ label: 'Platform failed', kind: 'answer', known: false });
  });

  it('only xstate.done/error.actor events are answers: a look-alike event is an action', () => {
    expect(eventWords('my.xstate.done.actor.x', 'loadAmountsDue').kind).toBe('action');
    expect(eventWords('xstate.done.actorx', 'loadAmountsDue').kind).toBe('action');
  });

  it('a named timer reads as its label; a number of milliseconds as seconds; another name humanised', () => {
    expect(eventWords('xstate.after.pollDelay.payment.status')).toEqual({ label: 'Check again shortly', kind: 'timer', known: true });
    expect(eventWords('xstate.after.1500.payment.status')).toEqual({ label: 'After 1.5 s', kind: 'timer', known: true });
    expect(eventWords('xstate.after.resendCooldown.otp.active.resend.cooling')).toEqual({ label: 'After resend cooldown', kind: 'timer', known: false });
    expect(eventWords('xstate.after.12ab.x')).toEqual({ label: 'After 12ab', kind: 'timer', known: false });
    expect(eventWords('my.xstate.after.pollDelay.x').kind).toBe('action');
  });

  it("a borrower's event reads as the table's words; a jump between steps is drawn as a jump", () => {
    expect(eventWords('step.submit')).toEqual({ label: 'Continue', kind: 'action', known: true });
    expect(eventWords('nav.request')).toEqual({ label: 'Jump to a step', kind: 'jump', known: true });
    expect(eventWords('brand.newEvent')).toEqual({ label: 'Brand new event', kind: 'action', known: false });
  });
});

describe('humanise', () => {
  it.each([
    ['step.submit', 'Step submit'],
    ['loadAmountsDue', 'Load amounts due'],
    ['otp2Fa', 'Otp2 fa'],
    ['snake_case-and.dots', 'Snake case and dots'],
    ['a..b__c--d', 'A b c d'],
    ['  .padded.  ', 'Padded'],
    ['X', 'X'],
    ['', ''],
  ])('%j reads as %j', (raw, words) => expect(humanise(raw)).toBe(words));
});

describe('the tables keep their words', () => {
  // The designers' map and QA's path report print these; a change of wording is made here on purpose.
  it('events', () => expect(eventLabels).toMatchSnapshot());
  it('platform answers', () => expect(actorAnswers).toMatchSnapshot());
  it('timers', () => expect(timerLabels).toMatchSnapshot());
});
