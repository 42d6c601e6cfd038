/**
 * The five states of a server-driven form step (journey-form screen) of the new loan or the EWA activation, from the recorded field config and saved
 * answers: Empty (nothing saved yet), Filled (the chart's draft), Field errors (Continue on an empty form), Saving
 * and Server error (the chart's `<step>.saving` / `<step>.error`).
 */
import { formOptions, loans } from '~/api/contract';
import type { FormStep } from '~/api/contract/form-options';
import type { StepId } from '@machines/journeys/steps';
import { answersBefore, applicationId, ewaAnswersBefore, ewaApplicationId, ewaSavedAnswers, savedAnswers, seedEwaForms, seedForms } from './cache';
import { expect, within } from 'storybook/test';
import { recorded, recordedInput, refused } from './fixtures';
import type { JourneyStoryArgs } from './journey-story';
import { answered, saveRefused, submit } from './journey-story';
import { expectBusy, expectInputs, expectServerError, pressAndExpectSummary } from './plays';

/**
 * A form step's save reads the version it is based on first (machines/journeys/step-flows.ts, `saving`): this tab's
 * own, so the save goes on to the write (`writing`, the call the platform refuses in these stories).
 */
const baseRead = (answers: Record<string, string>) => answered('readStepVersion', { answers, version: 1, readHere: true });

type Play = (ctx: { canvasElement: HTMLElement }) => Promise<void>;
export interface StateStory {
  args: JourneyStoryArgs;
  play?: Play;
}

/** The journeys whose form steps have recorded field configs and saves (record-fixtures.ts). */
const forms = {
  newLoan: { code: 'NEW_LOAN', applicationId, answersBefore, saved: (step: FormStep) => savedAnswers[step], cache: seedForms },
  ewaActivation: { code: 'EWA_ACTIVATION', applicationId: ewaApplicationId, answersBefore: ewaAnswersBefore, saved: (step: FormStep) => ewaSavedAnswers[step]!, cache: seedEwaForms },
} as const;

/** What the platform prefills a step with when nothing is saved yet (the recorded read of the unsaved step). */
const prefillOf = (journey: keyof typeof forms, step: FormStep): Record<string, string> =>
  journey === 'ewaActivation' ? (recorded(loans.getApplicationStep, `ewa.stepAnswers.unsaved.${step}`).prefill ?? {}) : {};

export function formStepStories(step: StepId, serverStep: FormStep, journey: keyof typeof forms = 'newLoan') {
  const form = forms[journey];
  const fields = recorded(formOptions.getFormFieldConfig, `fieldConfig.${form.code}.${serverStep}`).fields;
  const values = form.saved(serverStep);
  const base = { journey, step, applicationId: form.applicationId, answers: form.answersBefore(step), cache: form.cache } satisfies Partial<JourneyStoryArgs>;
  const filled = { ...base, drafts: { [step]: values } };
  // Text inputs by label, as the borrower reads them (optional ones say so).
  const typed = Object.fromEntries(fields.filter((f) => f.kind === 'INPUT' && values[f.name]).map((f) => [f.label, values[f.name]!]));
  const unavailable = refused('save.unavailable');
  // Continue on the form as it opens: every required field the platform did not prefill is missing.
  const required = fields.filter((f) => f.required && !prefillOf(journey, serverStep)[f.name]).length;
  return {
    empty: {
      args: { ...base, expectState: `${journey}.${step}.editing` },
      // Nothing saved yet: the form holds only what the platform prefilled (the profile's name, say), else nothing.
      play: async ({ canvasElement }) => {
        const first = fields.find((f) => f.kind === 'INPUT');
        if (first) await expectInputs(canvasElement, { [first.label]: prefillOf(journey, serverStep)[first.name] ?? '' });
      },
    },
    filled: { args: { ...filled, expectState: `${journey}.${step}.editing` }, play: ({ canvasElement }) => expectInputs(canvasElement, typed) },
    fieldErrors: {
      args: { ...base, expectState: `${journey}.${step}.editing` },
      play: async ({ canvasElement }) => {
        await pressAndExpectSummary(canvasElement, /^Continue$/, required);
      },
    },
    saving: {
      args: { ...filled, then: [submit(values)], expectState: `${journey}.${step}.saving` },
      play: ({ canvasElement }) => expectBusy(canvasElement, /^Continue/),
    },
    serverError: {
      args: { ...filled, then: [submit(values), baseRead(values), saveRefused(unavailable)], expectState: `${journey}.${step}.error` },
      play: async ({ canvasElement }) => {
        await expectServerError(canvasElement, unavailable.message);
        await expectInputs(canvasElement, typed);
      },
    },
  } satisfies Record<string, StateStory>;
}

/** The platform's own field messages on the address (a city of another province): on the fields, no retry. */
export function addressRefusedStory(): StateStory {
  const error = refused('save.address.fields');
  const sent = (recordedInput('save.address.fields') as { body: { answers: Record<string, string> } }).body.answers;
  return {
    args: {
      step: 'address',
      applicationId,
      answers: answersBefore('address'),
      drafts: { address: sent },
      cache: seedForms,
      then: [submit(sent), baseRead(sent), saveRefused(error)],
      expectState: 'newLoan.address.error',
    },
    play: async ({ canvasElement }) => {
      const canvas = within(canvasElement);
      const notice = (await canvas.findByText(error.message)).closest('[role="alert"]') as HTMLElement;
      await expect(within(notice).getByText('Correct the highlighted fields, then continue.')).toBeVisible();
      await expect(within(notice).queryByRole('button', { name: /Try again/ })).toBeNull();
      const summary = canvas.getByRole('alert', { name: 'There is a problem' });
      await expect(within(summary).getAllByRole('link').map((a) => a.textContent)).toEqual(Object.values(error.fields));
    },
  };
}
