import { randomUUID } from 'node:crypto';
import { createActor, fromPromise, type AnyActorLogic } from 'xstate';
import { journeyMachines } from '../../machines/journeys/journey.machine';
import { journeyOutcomes, sampleApplication, type JourneyActorOutputs } from '../../machines/journeys/journey.samples';
import type { JourneyType } from '../../machines/journeys/definitions';
import { journeyStepOf } from '../../machines/journeys/steps';
import type { StateMeta } from '../../machines/shared/meta';
import type { CollectorEvent } from '../../src/domain/insights/dropoff';

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
  /** Seeded random (tests); Math.random otherwise. */
  random?: () => number;
  start?: number;
}

/** What the simulator did, to check the computed figures against: per `chart.page`, visits and borrowers who left there. */
export interface SimulationTruth {
  entered: Record<string, number>;
  left: Record<string, number>;
  completed: number;
}

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

export async function simulate(options: SimulationOptions): Promise<{ events: CollectorEvent[]; truth: SimulationTruth }> {
  const random = options.random ?? Math.random;
  const abandon = options.abandon ?? 0.15;
  const backChance = options.back ?? 0.1;
  const types = options.journeys ?? (['newLoan', 'reloan', 'refinance'] as const);
  const events: CollectorEvent[] = [];
  const truth: SimulationTruth = { entered: {}, left: {}, completed: 0 };
  let clock = options.start ?? Date.now() - options.borrowers * 3_600_000;

  for (let b = 0; b < options.borrowers; b++) {
    const type = types[Math.floor(random() * types.length)]!;
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
