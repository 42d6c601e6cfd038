import { expectTypeOf, test } from 'vitest';
import type { steps, StepId, StepRoute } from '@machines/journeys/steps';
import type { appPages, AppPage } from '@machines/app/app.machine';

/**
 * Typed routes: the journey steps and the app's entry pages are `as const` data, so their routes are literal types.
 * Deleting a state's route (or misspelling it) fails this file at type-check time, and with it the build.
 */
type MissingRoute<T> = { [K in keyof T]: T[K] extends { route: `/${string}` } ? never : K }[keyof T];

test('every journey step and every entry page has a route', () => {
  expectTypeOf<MissingRoute<typeof steps>>().toEqualTypeOf<never>();
  expectTypeOf<MissingRoute<typeof appPages>>().toEqualTypeOf<never>();
});

test('spec §2 paths are routes of the derived tree, literally', () => {
  expectTypeOf<(typeof steps)['personalDetails']['route']>().toEqualTypeOf<'/wizard/v2/Journey/personal-details'>();
  expectTypeOf<(typeof steps)['wcrDocuments']['route']>().toEqualTypeOf<'/wcr'>();
  expectTypeOf<(typeof steps)['promissoryNotes']['route']>().toEqualTypeOf<'/wizard/promissory-notes'>();
  expectTypeOf<'/loan-calculator'>().toExtend<StepRoute>();
  expectTypeOf<'/ewa/success'>().toExtend<StepRoute>();
  expectTypeOf<'/company-selector/feedback/latter'>().toExtend<(typeof appPages)[AppPage]['route']>();
  expectTypeOf<'/not-a-route'>().not.toExtend<StepRoute>();
});

test('step ids are a closed set', () => {
  expectTypeOf<'address'>().toExtend<StepId>();
  expectTypeOf<'nowhere'>().not.toExtend<StepId>();
});
