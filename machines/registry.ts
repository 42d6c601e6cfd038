import type { AnyStateMachine } from 'xstate';
import { routedStates, type RoutedState } from './shared/meta';
import { appMachine } from './app.machine';
import { authMachine } from './auth/auth.machine';
import { accountMachine } from './auth/account.machine';
import { allJourneyMachines } from './journeys/journey.machine';
import { paymentMachine } from './payment/payment.machine';
import { repaymentsMachine } from './repayments/repayments.machine';

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
];

/** Every routed state of every chart, in registry order. */
export const allRoutedStates = (): RoutedState[] => routedCharts.flatMap((m) => routedStates(m));

/** Unique route paths with every state that may own each (journeys share form routes). */
export function routeTable(): Map<string, RoutedState[]> {
  const table = new Map<string, RoutedState[]>();
  for (const state of allRoutedStates()) {
    const list = table.get(state.meta.route) ?? [];
    list.push(state);
    table.set(state.meta.route, list);
  }
  return table;
}
