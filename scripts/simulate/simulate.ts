import { randomUUID } from 'node:crypto';
import { createActor, fromPromise, StateMachine, type AnyActorLogic, type AnyStateMachine, type EventObject } from 'xstate';
import { routedCharts } from '../../machines/registry';
import { routedStates } from '../../machines/shared/meta';
import { journeyTypes } from '../../machines/journeys/definitions';
import authSamples from '../../machines/auth/auth.samples';
import engageSamples from '../../machines/engage/engage.samples';
import ewaSamples from '../../machines/ewa/ewa.samples';
import insuranceSamples from '../../machines/insurance/insurance.samples';
import onboardingSamples from '../../machines/onboarding/onboarding.samples';
import paymentSamples from '../../machines/payment/payment.samples';
import repaymentsSamples from '../../machines/repayments/repayments.samples';
import surveysSamples from '../../machines/surveys/surveys.samples';
import { journeyMachines } from '../../machines/journeys/journey.machine';
import { journeyOutcomes, sampleApplication, type JourneyActorOutputs } from '../../machines/journeys/journey.samples';
import type { JourneyType } from '../../machines/journeys/definitions';
import { journeyStepOf } from '../../machines/journeys/steps';
import type { StateMeta } from '../../machines/shared/meta';
import type { CollectorEvent } from '../../sandbox/insights/dropoff';

/**
 * Realistic traffic for the drop-off view (issue #23): each simulated borrower runs a real journey chart in process
 * (the platform's calls answered with the charts' sample outcomes), sees the pages the chart shows, and at each page
 * goes on, goes back (sometimes) or leaves (at random). The page views become collector events, as the app would
 * send them: anonymous ids, page names, the journey type and times only.
 */
export interface SimulationOptions {
  borrowers: number;
  /** Chance of leaving at each page, 0 to 1. */
  abandon?: number;
  /** Chance of going back once at a page. */
  back?: number;
  journeys?: readonly JourneyType[];
  /**
   * The other routed charts borrowers run (account, payment, repayments, …): default every one with samples
   * (`simulatedCharts`). `[]` simulates the loan journeys only.
   */
  charts?: readonly string[];
  /** Seeded random (tests); Math.random otherwise. */
  random?: () => number;
  start?: number;
}

/** What the simulator did, to check the computed figures against: per `chart.page`, visits and borrowers who left there. */
export interface SimulationTruth {
  entered: Record<string, number>;
  left: Record<string, number>;
  completed: number;
  /**
   * Outside the loan journeys a chart has no success page: a borrower who finished there (the chart done, or its
   * last page with nothing more to do) is, to the collector, a visit with no later page. Kept apart from `left`.
   */
  finished: Record<string, number>;
  /** Borrowers per chart (journey type or chart id). */
  borrowers: Record<string, number>;
}

/** Loose shape of a chart's `*.samples.ts` entry (tests/paths/graph.ts reads them the same way). */
interface LooseSamples {
  inputs?: unknown[];
  input?: unknown;
  events?: Record<string, EventObject[] | undefined>;
  outcomes?: Record<string, { done?: unknown[]; error?: unknown[] } | undefined>;
  provide?: (machine: AnyStateMachine) => AnyStateMachine;
}

const samplesById: Record<string, LooseSamples> = Object.assign(
  {},
  authSamples,
  engageSamples,
  ewaSamples,
  insuranceSamples,
  onboardingSamples,
  paymentSamples,
  repaymentsSamples,
  surveysSamples,
) as Record<string, LooseSamples>;

/**
 * The routed charts besides the loan journeys that borrowers can be simulated on: every chart of machines/registry.ts
 * with routed states and samples (inputs, outcomes, events), except the root app chart (it only hands over to them)
 * and the sign-in chart (before sign-in there is no journey to drop off from... and no samples to sign in with).
 */
export const simulatedCharts: readonly string[] = routedCharts
  .filter((m) => !(journeyTypes as readonly string[]).includes(m.id) && m.id !== 'app' && m.id !== 'auth')
  .filter((m) => routedStates(m).length > 0 && samplesById[m.id]?.inputs !== undefined)
  .map((m) => m.id);


/**
 * The platform's answers (the charts' sample outcomes). Document verification is the borrower's own work on its
 * page: it finishes when the borrower goes on (`release`), so they can also leave there.
 */
function platform() {
  let release: (() => void) | null = null;
  const call = (name: keyof JourneyActorOutputs) =>
    fromPromise(async () => {
      if (name === 'documentVerification') await new Promise<void>((resolve) => (release = resolve));
      if (name === 'readApplicationStatus') return sampleApplication('INITIALIZED');
      return journeyOutcomes[name]?.done?.[0] ?? null;
    });
  const actors = Object.fromEntries(Object.keys(journeyOutcomes).map((n) => [n, call(n as keyof JourneyActorOutputs)])) as Record<string, AnyActorLogic>;
  return {
    actors,
    /** Finishes the borrower's work on the page, when the page is waiting for it. */
    goOn: (): boolean => {
      const r = release;
      release = null;
      r?.();
      return r !== null;
    },
  };
}

const phoneAgent = 'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0 Mobile Safari/537.36';
const desktopDevice = { source: 'Desktop', userAgent: 'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0 Safari/537.36' };
const phoneDevice = { source: 'Mobile', userAgent: phoneAgent };
const appDevice = { source: 'android', userAgent: `${phoneAgent} platform:android|app_version:3.12.0|build_version:31200|os_name:Android|os_version:14` };

const settle = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

/** A small seeded generator (mulberry32), so a test's run is repeatable. */
export function seeded(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** The page a journey snapshot shows: the deepest routed state's page. */
function pageOf(snapshot: { getMeta: () => Record<string, unknown> }): string | null {
  let page: string | null = null;
  for (const meta of Object.values(snapshot.getMeta())) if (meta && typeof meta === 'object' && 'page' in meta) page = (meta as StateMeta).page;
  return page;
}

/** Events a borrower does not send by clicking on a page (the router's and the session's). */
const notBorrowerActions = /^(nav\.|session\.|app\.|xstate\.)/;

/**
 * One borrower on a chart other than the loan journeys: the chart started from one of its sample inputs, its
 * platform calls answered with its sample outcomes (now and then a sample failure), its child charts (a code to
 * type, a document to take) finishing when the borrower goes on. At each page the borrower leaves (at random),
 * or does one of the things the page allows (a sample event the chart accepts there), or goes on with the child's
 * work; a chart with nothing left to do has finished.
 */
async function walkChart(
  chartId: string,
  random: () => number,
  abandon: number,
  emit: (kind: 'page' | 'track', name: string) => void,
  wait: () => void,
  truth: SimulationTruth,
): Promise<void> {
  const chart = routedCharts.find((m) => m.id === chartId);
  const samples = samplesById[chartId];
  if (!chart || !samples) throw new Error(`No chart or samples to simulate '${chartId}'`);
  const pick = <T>(list: readonly T[]): T => list[Math.floor(random() * list.length)]!;
  const inputs = samples.inputs ?? [samples.input ?? {}];
  let release: (() => void) | null = null;
  const implementations = (chart.implementations.actors ?? {}) as Record<string, unknown>;
  const actors = Object.fromEntries(
    Object.keys(implementations).map((name) => {
      const child = implementations[name] instanceof StateMachine;
      const outcome = samples.outcomes?.[name];
      return [
        name,
        fromPromise(async () => {
          if (child) await new Promise<void>((resolve) => (release = resolve));
          const errors = outcome?.error ?? [];
          if ((errors.length > 0 && random() < 0.08) || !outcome?.done?.length) throw errors.length > 0 ? pick(errors) : new Error('no sample');
          return pick(outcome.done);
        }),
      ];
    }),
  );
  const provided = (samples.provide ? samples.provide(chart) : chart).provide({ actors: actors as never });
  const actor = createActor(provided, { input: pick(inputs) as never });
  actor.subscribe({ error: () => {} });
  actor.start();
  const choices = Object.entries(samples.events ?? {})
    .filter(([type]) => !notBorrowerActions.test(type))
    .flatMap(([, list]) => list ?? []);
  let shown: string | null = null;
  let ended = false;
  for (let step = 0; step < 60; step++) {
    await settle();
    const snap = actor.getSnapshot();
    if (snap.status !== 'active') break;
    const page = pageOf(snap);
    if (!page || snap.hasTag('saving') || snap.hasTag('loading')) {
      if (step > 50) break;
      continue;
    }
    if (page !== shown) {
      shown = page;
      const key = `${chartId}.${page}`;
      truth.entered[key] = (truth.entered[key] ?? 0) + 1;
      emit('page', page);
      if (random() < abandon) {
        truth.left[key] = (truth.left[key] ?? 0) + 1;
        ended = true;
        break;
      }
      // The time spent on a page (a borrower who stays longer than the session window would start a new session).
      wait();
    }
    const possible = choices.filter((e) => snap.can(e));
    if (release !== null && (possible.length === 0 || random() < 0.7)) {
      const r: () => void = release;
      release = null;
      r();
    } else if (possible.length > 0) actor.send(pick(possible));
    else break;
  }
  // The chart done, or a page with nothing more to do: the borrower finished there.
  if (!ended && shown) truth.finished[`${chartId}.${shown}`] = (truth.finished[`${chartId}.${shown}`] ?? 0) + 1;
  actor.stop();
}

export async function simulate(options: SimulationOptions): Promise<{ events: CollectorEvent[]; truth: SimulationTruth }> {
  const random = options.random ?? Math.random;
  const abandon = options.abandon ?? 0.15;
  const backChance = options.back ?? 0.1;
  const types = options.journeys ?? (['newLoan', 'reloan', 'refinance'] as const);
  const charts = options.charts ?? simulatedCharts;
  const events: CollectorEvent[] = [];
  const truth: SimulationTruth = { entered: {}, left: {}, completed: 0, finished: {}, borrowers: {} };
  let clock = options.start ?? Date.now() - options.borrowers * 3_600_000;
  // Half the borrowers take out a loan; the others use one of the other charts (account, payments, EWA, …).
  const all: readonly string[] = charts.length > 0 ? [...types, ...types, ...types, ...charts] : types;

  for (let b = 0; b < options.borrowers; b++) {
    const type = all[Math.floor(random() * all.length)]! as JourneyType;
    truth.borrowers[type] = (truth.borrowers[type] ?? 0) + 1;
    const anonymousId = randomUUID();
    // Devices as the collector sees them: a desktop browser, a phone's browser, or the mobile app's web view (its
    // user agent carries the app's marker pairs and event_source is the app's platform).
    const roll = random();
    const device = roll < 0.35 ? desktopDevice : roll < 0.75 ? phoneDevice : appDevice;
    clock += 3_600_000; // each borrower an hour apart: one session each
    let at = clock;
    const emit = (kind: 'page' | 'track', name: string) =>
      events.push({
        channel: 'segment',
        type: kind,
        name,
        anonymousId,
        receivedAt: new Date(at).toISOString(),
        payload: {
          type: kind,
          ...(kind === 'page' ? { name } : { event: name }),
          anonymousId,
          timestamp: new Date(at).toISOString(),
          context: { userAgent: device.userAgent },
          properties: { anonymous_id: anonymousId, timestamp: Math.floor(at / 1000), event_source: device.source, journey: type },
        },
      });
    if (!(types as readonly string[]).includes(type)) {
      await walkChart(type, random, abandon, emit, () => (at += Math.round(5_000 + random() * 115_000)), truth);
      continue;
    }
    const calls = platform();
    const actor = createActor(journeyMachines[type].provide({ actors: calls.actors as never }), { input: { type, applicationId: null } });
    actor.start();
    emit('track', 'application_started');
    let shown: string | null = null;
    let ended = false;
    let wentBack = false;
    for (let guard = 0; guard < 80; guard++) {
      await settle();
      const snap = actor.getSnapshot();
      if (snap.status !== 'active') break;
      const page = pageOf(snap);
      if (!page || snap.hasTag('saving')) continue;
      if (page !== shown) {
        shown = page;
        const key = `${type}.${page}`;
        truth.entered[key] = (truth.entered[key] ?? 0) + 1;
        emit('page', page);
        if (journeyStepOf(snap) === 'loanSuccess') {
          truth.completed += 1;
          ended = true;
          break;
        }
        if (random() < abandon) {
          truth.left[key] = (truth.left[key] ?? 0) + 1;
          ended = true;
          break;
        }
      }
      at += Math.round(5_000 + random() * 115_000);
      if (!wentBack && guard > 2 && random() < backChance) {
        wentBack = true;
        actor.send({ type: 'step.back' });
      } else if (snap.hasTag('error')) actor.send({ type: 'step.retry' });
      else if (!calls.goOn()) actor.send({ type: 'step.submit', values: { amount_centavos: 2_000_000, tenure_months: 12, repayment_cycle: '1 Month', loan_purpose: 'EDUCATION', offer_id: 'offer-1', field: 'value' } });
    }
    // A chart that stopped answering (or a step it could not leave) ends the visit there: it counts as leaving.
    if (!ended && shown) truth.left[`${type}.${shown}`] = (truth.left[`${type}.${shown}`] ?? 0) + 1;
    actor.stop();
  }
  return { events, truth };
}
