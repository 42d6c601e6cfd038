import { expectTypeOf, test } from 'vitest';
import type { SignedInChart, SignedInCharts } from '@machines/app/signed-in-charts';
import type { JourneyType } from '@machines/journeys/definitions';
import type { SignedIn } from '~/app/signed-in';

/** The signed-in chunk supplies every chart the app chart invokes by name: one left out fails typecheck. */
test('the chunk supplies exactly the signed-in charts of the app chart', () => {
  expectTypeOf<SignedIn['charts']>().toEqualTypeOf<SignedInCharts>();
  expectTypeOf<SignedInChart>().toEqualTypeOf<'account' | 'payment' | 'repayments' | 'ewa' | 'insurance' | 'onboarding' | 'engage' | 'surveys' | `${JourneyType}Journey`>();
  expectTypeOf<Omit<SignedInCharts, 'payment'>>().not.toExtend<SignedInCharts>();
  expectTypeOf<Omit<SignedInCharts, 'wcrJourney'>>().not.toExtend<SignedInCharts>();
});
