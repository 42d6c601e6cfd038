import type { AnyStateMachine } from 'xstate';
import { routedStates, type RoutedState } from './shared/meta';
import { appMachine } from './app/app.machine';
import { authMachine } from './auth/auth.machine';
import { accountMachine } from './account/account.machine';
import { allJourneyMachines, type JourneyMachine } from './journeys/journey.machine';
import { paymentMachine } from './payment/payment.machine';
import { repaymentsMachine } from './repayments/repayments.machine';
import { ewaMachine } from './ewa/ewa.machine';
import { insuranceMachine } from './insurance/insurance.machine';
import { onboardingMachine } from './onboarding/onboarding.machine';
import { engageMachine } from './engage/engage.machine';
import { surveysMachine } from './surveys/surveys.machine';

/**
 * The charts that own routes, by the name a screen asks for: `useChart('payment')` is typed from this map and
 * checked at run time against the actor the route provides. The seven-plus journey charts are one kind of chart
 * ('journey'), generated from data. Adding a chart here without its machine below (or the other way round) fails
 * typecheck.
 */
export interface Charts {
  app: typeof appMachine;
  auth: typeof authMachine;
  account: typeof accountMachine;
  journey: JourneyMachine;
  payment: typeof paymentMachine;
  repayments: typeof repaymentsMachine;
  ewa: typeof ewaMachine;
  insurance: typeof insuranceMachine;
  onboarding: typeof onboardingMachine;
  engage: typeof engageMachine;
  surveys: typeof surveysMachine;
}
export type ChartName = keyof Charts;

const chartsByName: { readonly [K in ChartName]: Charts[K] | readonly Charts[K][] } = {
  app: appMachine,
  auth: authMachine,
  account: accountMachine,
  journey: allJourneyMachines,
  payment: paymentMachine,
  repayments: repaymentsMachine,
  ewa: ewaMachine,
  insurance: insuranceMachine,
  onboarding: onboardingMachine,
  engage: engageMachine,
  surveys: surveysMachine,
};

/**
 * Every chart that owns routes: the ONE list the router, stories, path tests and the consistency check read.
 * A chart added here gets its routes, screens and page names derived; nothing else lists them.
 */
export const routedCharts: readonly AnyStateMachine[] = Object.values(chartsByName).flat() as AnyStateMachine[];

/** Every routed state of every chart, in registry order. */
export const allRoutedStates = (): RoutedState[] => routedCharts.flatMap((m) => routedStates(m));
