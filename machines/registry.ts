import type { AnyStateMachine } from 'xstate';
import { routedStates, type RoutedState } from './shared/meta';
import { appMachine } from './app/app.machine';
import { authMachine } from './auth/auth.machine';
import { accountMachine } from './account/account.machine';
import { allJourneyMachines } from './journeys/journey.machine';
import { paymentMachine } from './payment/payment.machine';
import { repaymentsMachine } from './repayments/repayments.machine';
import { ewaMachine } from './ewa/ewa.machine';
import { insuranceMachine } from './insurance/insurance.machine';
import { onboardingMachine } from './onboarding/onboarding.machine';
import { engageMachine } from './engage/engage.machine';
import { surveysMachine } from './surveys/surveys.machine';

/**
 * Every chart that owns routes: the ONE list the router, stories, path tests and the consistency check read.
 * A chart added here gets its routes, screens and page names derived; nothing else lists them.
 */
export const routedCharts: readonly AnyStateMachine[] = [
  appMachine as AnyStateMachine,
  authMachine as AnyStateMachine,
  accountMachine as AnyStateMachine,
  ...allJourneyMachines,
  paymentMachine as AnyStateMachine,
  repaymentsMachine as AnyStateMachine,
  ewaMachine as AnyStateMachine,
  insuranceMachine as AnyStateMachine,
  onboardingMachine as AnyStateMachine,
  engageMachine as AnyStateMachine,
  surveysMachine as AnyStateMachine,
];

/** Every routed state of every chart, in registry order. */
export const allRoutedStates = (): RoutedState[] => routedCharts.flatMap((m) => routedStates(m));
