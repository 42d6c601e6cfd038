import type { ActorLogic, ActorSystem, AnyActorLogic, EmittedFrom, EventFromLogic, EventObject, InputFrom, Snapshot, SnapshotFrom } from 'xstate';
import type { accountMachine } from '../account/account.machine';
import type { ewaMachine } from '../ewa/ewa.machine';
import type { insuranceMachine } from '../insurance/insurance.machine';
import type { engageMachine } from '../engage/engage.machine';
import { journeyTypes, type JourneyType } from '../journeys/definitions';
import type { JourneyMachine } from '../journeys/journey.machine';
import type { paymentMachine } from '../payment/payment.machine';
import type { onboardingMachine } from '../onboarding/onboarding.machine';
import type { repaymentsMachine } from '../repayments/repayments.machine';
import type { surveysMachine } from '../surveys/surveys.machine';

/**
 * The child charts only a signed-in borrower reaches. Their code (charts and effects) is a separate chunk
 * (src/app/signed-in.ts), so this chart knows them by type only: what their snapshots, events, input and output
 * are, not how they are implemented.
 */
type AnyActorSystem = ActorSystem<any>;
export type ChartLogic<M extends AnyActorLogic> = ActorLogic<SnapshotFrom<M>, EventFromLogic<M>, InputFrom<M>, AnyActorSystem, EmittedFrom<M>>;

export type SignedInCharts = {
  account: ChartLogic<typeof accountMachine>;
  payment: ChartLogic<typeof paymentMachine>;
  repayments: ChartLogic<typeof repaymentsMachine>;
  ewa: ChartLogic<typeof ewaMachine>;
  insurance: ChartLogic<typeof insuranceMachine>;
  onboarding: ChartLogic<typeof onboardingMachine>;
  engage: ChartLogic<typeof engageMachine>;
  surveys: ChartLogic<typeof surveysMachine>;
} & { [T in JourneyType as `${T}Journey`]: ChartLogic<JourneyMachine> };
export type SignedInChart = keyof SignedInCharts;

export const signedInChartNames: readonly SignedInChart[] = ['account', 'payment', 'repayments', 'ewa', 'insurance', 'onboarding', 'engage', 'surveys', ...journeyTypes.map((t) => `${t}Journey` as const)];

/**
 * A signed-in chart named before its chunk has arrived: every call forwards to the chart `resolve()` returns.
 * Safe by the app chart's shape, not by a rule: every state that invokes one lies inside `signedIn`, whose
 * only way in is `signedIn.downloading`, left when the chunk is there (tests/app/signed-in-chunk.test.ts checks
 * the shape and runs the real chart with a late chunk). Called early anyway, it throws, naming the chart.
 */
export function chartWhenDownloaded<S extends Snapshot<unknown>, E extends EventObject, I, Em extends EventObject>(
  name: SignedInChart | 'loadAccount',
  resolve: () => ActorLogic<S, E, I, AnyActorSystem, Em> | null,
): ActorLogic<S, E, I, AnyActorSystem, Em> {
  const real = () => {
    const logic = resolve();
    if (!logic) throw new Error(`The '${name}' chart was invoked before the signed-in chunk arrived.`);
    return logic;
  };
  return {
    transition: (snapshot, event, scope) => real().transition(snapshot, event, scope),
    getInitialSnapshot: (scope, input) => real().getInitialSnapshot(scope, input),
    getPersistedSnapshot: (snapshot, options) => real().getPersistedSnapshot(snapshot, options),
    restoreSnapshot: (snapshot, scope) => {
      const logic = real();
      return logic.restoreSnapshot ? logic.restoreSnapshot(snapshot, scope) : (snapshot as S);
    },
    start: (snapshot, scope) => real().start?.(snapshot, scope),
  };
}

/** Every signed-in chart, each forwarding to the downloaded chunk's (`chunk()` is null until it arrives). */
export function chartsWhenDownloaded(chunk: () => SignedInCharts | null): SignedInCharts {
  const journey = (type: JourneyType) => chartWhenDownloaded(`${type}Journey`, () => chunk()?.[`${type}Journey`] ?? null);
  const journeys = Object.fromEntries(journeyTypes.map((type) => [`${type}Journey`, journey(type)]));
  return {
    account: chartWhenDownloaded('account', () => chunk()?.account ?? null),
    payment: chartWhenDownloaded('payment', () => chunk()?.payment ?? null),
    repayments: chartWhenDownloaded('repayments', () => chunk()?.repayments ?? null),
    ewa: chartWhenDownloaded('ewa', () => chunk()?.ewa ?? null),
    insurance: chartWhenDownloaded('insurance', () => chunk()?.insurance ?? null),
    onboarding: chartWhenDownloaded('onboarding', () => chunk()?.onboarding ?? null),
    engage: chartWhenDownloaded('engage', () => chunk()?.engage ?? null),
    surveys: chartWhenDownloaded('surveys', () => chunk()?.surveys ?? null),
    ...(journeys as Record<`${JourneyType}Journey`, ChartLogic<JourneyMachine>>),
  };
}
