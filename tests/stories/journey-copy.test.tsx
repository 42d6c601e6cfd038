// @vitest-environment jsdom
/**
 * Every string each journey's screens can show, for the copy review page (Overview/Journey steps and copy): each
 * routed state's screen rendered from the overview's seed (the journey stories' seeding) on arrival, and after
 * every sample that keeps the borrower on that page (field errors, a server error, a retry: up to two events),
 * its visible strings collected. Fails when a screen's copy changed and stories/overview/journey-copy.generated.json
 * was not regenerated: `npx vitest run -u tests/stories/journey-copy.test.tsx` (part of `npm run generate`).
 */
import { afterAll, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { transition, type AnyMachineSnapshot, type AnyStateMachine } from 'xstate';
import type { ComponentType } from 'react';
import type { StateMeta } from '@machines/shared/meta';
import { activeNodes } from '../paths/graph';
import { allCharts } from '../paths/charts';
import { seededActor } from '../paths/seed';
import { ScreenFrame, inertQueryClient } from '../paths/screen-frame';
import { byScreenName } from '../support/screen-files';
import { chartGraph } from '../../stories/flows/chart-map/graph';
import { options, replayPath, runnable } from '../../stories/flows/chart-map/explore';
import { nameSamples } from '../../stories/flows/chart-map/sample-names';
import { journeyCharts, type JourneySeeds } from '../../stories/overview/journey-seeds';
import { visibleStrings, type CopyLine, type JourneyCopy } from '../../stories/overview/journey-copy';
import seedsFile from '../../stories/overview/journey-seeds.generated.json';
import {
  calculatorLookup,
  reloanCalculatorLookup,
  seedCalculator,
  seedEwaForms,
  seedForms,
  seedOffers,
  seedReloanCalculator,
} from '../../stories/screens/journey/cache';
import { fixtures, recorded } from '../../stories/screens/journey/fixtures';
import { stepAnswersQuery } from '~/api/queries/loans';
import { loans } from '~/api/contract';
import type { FormStep } from '~/api/contract/form-options';
import { existsSync, readFileSync } from 'node:fs';

globalThis.ResizeObserver ??= class {
  observe() {}
  unobserve() {}
  disconnect() {}
};
globalThis.fetch = () => new Promise<Response>(() => {});
// Dates on screens (due dates, "today") read the clock: one fixed day keeps the generated file stable.
vi.useFakeTimers({ toFake: ['Date'], now: new Date('2026-11-26T02:00:00Z') });
afterAll(() => vi.useRealTimers());

const screens = import.meta.glob<{ default: ComponentType }>('../../src/*/screens/*/*.screen.tsx', { eager: true });
const seeds = seedsFile as JourneySeeds;
const outFile = 'stories/overview/journey-copy.generated.json';

/**
 * Strings quoted from the product spec are marked (`spec: true`). The spec lives outside the repository
 * (LAKBAY_SPEC, default /work/shared/spec/product-spec.md); where it is absent the marks already in the generated
 * file are kept, so the file does not depend on where it is checked.
 */
const specFile = process.env.LAKBAY_SPEC ?? '/work/shared/spec/product-spec.md';
const plain = (s: string) => s.replace(/[‘’]/g, "'").replace(/[“”]/g, '"').replace(/\s+/g, ' ');
const spec = existsSync(specFile) ? plain(readFileSync(specFile, 'utf8')) : null;
const previous = (existsSync(outFile) ? JSON.parse(readFileSync(outFile, 'utf8')) : {}) as JourneyCopy;
const quoted = (chart: string, state: string, text: string) =>
  spec
    ? /\S\s+\S/.test(text) && text.length >= 8 && spec.includes(plain(text))
    : Boolean(previous[chart]?.[state]?.find((l) => l.text === text)?.spec);

/** The platform's recorded answers (forms, option lists, the calculator, offers) under the app's query keys. */
function seededClient(chartId: string, snapshot: AnyMachineSnapshot) {
  const client = inertQueryClient();
  for (const seed of [
    seedForms,
    seedEwaForms,
    seedReloanCalculator,
    seedCalculator,
    seedOffers('offers.withDiscounts'),
  ])
    seed(client);
  // The form steps' saved answers of the sample's application: none yet (the recorded first visit).
  const applicationId = (snapshot.context as { applicationId?: string | null }).applicationId;
  const prefix = chartId === 'ewaActivation' ? 'ewa.stepAnswers.unsaved.' : 'stepAnswers.unsaved.';
  if (applicationId)
    for (const name of Object.keys(fixtures.answers).filter((n) => n.startsWith(prefix)))
      client.setQueryData(
        stepAnswersQuery(applicationId, name.slice(prefix.length) as FormStep).queryKey,
        recorded(loans.getApplicationStep, name),
      );
  return client;
}

/**
 * A calculator arrives looking up the salary and loan types (machines/journeys/calculator.states.ts): its arrival, as
 * a borrower reads it, is once the platform answered them as recorded (a first-time borrower's, a reloan's).
 */
function settled(chart: AnyStateMachine, snapshot: AnyMachineSnapshot): AnyMachineSnapshot {
  const { samples } = allCharts().find((c) => c.machine.id === chart.id)!;
  const machine = runnable(chart, samples);
  let s = snapshot;
  for (const event of chart.id === 'newLoan' ? calculatorLookup : reloanCalculatorLookup) {
    if (!s.hasTag('lookup')) break;
    s = transition(machine, s as never, event as never)[0] as AnyMachineSnapshot;
  }
  return s;
}

/** The page shown in a snapshot: its deepest active state with a route. */
const pageOf = (s: AnyMachineSnapshot) =>
  [...activeNodes(s)].reverse().find((n) => (n.meta as Partial<StateMeta> | undefined)?.route);

interface Variant {
  when: string;
  snapshot: AnyMachineSnapshot;
}

/** Arrival, then what one or two samples leave on the same page, named in the map's words. */
function variantsOf(chart: AnyStateMachine, first: AnyMachineSnapshot, stateId: string): Variant[] {
  const { samples } = allCharts().find((c) => c.machine.id === chart.id)!;
  const machine = runnable(chart, samples);
  const graph = chartGraph(chart);
  const titleOf = (key: string) => graph.nodes.find((n) => n.id === `${chart.id}.${key}`)?.title;
  const seen = new Set([JSON.stringify([first.value, first.context])]);
  const out: Variant[] = [{ when: 'On arrival', snapshot: first }];
  let frontier = [out[0]!];
  for (let depth = 0; depth < 2; depth++) {
    const next: Variant[] = [];
    for (const from of frontier) {
      const opts = options(machine, samples, from.snapshot);
      const byType = new Map<string, typeof opts>();
      for (const o of opts) byType.set(o.event.type, [...(byType.get(o.event.type) ?? []), o]);
      for (const group of byType.values()) {
        const names = nameSamples(
          group.map((o) => o.event),
          titleOf,
        );
        group.forEach((o, i) => {
          const snapshot: AnyMachineSnapshot = transition(machine, from.snapshot as never, o.event as never)[0];
          if (snapshot.status !== 'active' || pageOf(snapshot)?.id !== stateId) return;
          const key = JSON.stringify([snapshot.value, snapshot.context]);
          if (seen.has(key)) return;
          seen.add(key);
          const edge = graph.edges.find((e) => o.taken.some((t) => e.transitions.includes(t)));
          const words = `${edge?.label ?? o.event.type}${names[i]!.name ? ` (${names[i]!.name})` : ''}`;
          next.push({ when: from.when === 'On arrival' ? words : `${from.when} → ${words}`, snapshot });
        });
      }
    }
    out.push(...next);
    frontier = next;
  }
  return out.slice(0, 12);
}

interface Rendered {
  strings: string[];
  /** After pressing the form's submit button as first shown: the screen's own validation messages. */
  submitted?: { when: string; strings: string[] };
}

async function stringsOf(
  chart: AnyStateMachine,
  snapshot: AnyMachineSnapshot,
  screenName: string,
  trySubmit: boolean,
): Promise<Rendered> {
  const { samples } = allCharts().find((c) => c.machine.id === chart.id)!;
  const Screen = byScreenName(screens, screenName)!.default;
  const actor = seededActor(chart, samples, { snapshot, events: [] });
  try {
    render(<ScreenFrame actor={actor} Screen={Screen} client={seededClient(chart.id, snapshot)} />);
    // hidden: an open dialog hides the page (and its heading) from the accessibility tree, not from view.
    await screen.findByRole('heading', { level: 1, hidden: true });
    // The body, not the container: dialogs and toasts are portalled there.
    const strings = visibleStrings(document.body);
    const button = trySubmit ? document.body.querySelector<HTMLButtonElement>('form button[type="submit"]') : null;
    if (!button || button.disabled) return { strings };
    fireEvent.click(button);
    // Validation runs in the screen: wait for an error to show (a form with valid answers shows none).
    await waitFor(() => expect(document.body.querySelector('[aria-invalid="true"], [role="alert"]')).not.toBeNull(), {
      timeout: 1500,
    }).catch(() => undefined);
    const when = `${button.textContent?.trim() || 'Submit'} with the answers as first shown`;
    return { strings, submitted: { when, strings: visibleStrings(document.body) } };
  } finally {
    actor.stop();
    cleanup();
  }
}

describe('journey copy', () => {
  const copy: JourneyCopy = {};
  for (const chart of journeyCharts()) {
    const { samples } = allCharts().find((c) => c.machine.id === chart.id)!;
    it(
      `${chart.id}: every screen's strings, on arrival and after field errors or a failure`,
      { timeout: 600_000 },
      async () => {
        copy[chart.id] = {};
        for (const [stateId, path] of Object.entries(seeds[chart.id] ?? {})) {
          const replayed = replayPath(chart, samples, path);
          const first = replayed && settled(chart, replayed);
          expect(first, `${stateId}: stale seed (npx vitest run -u tests/stories/journey-seeds.test.ts)`).toBeTruthy();
          const page = pageOf(first!);
          const lines = new Map<string, CopyLine>();
          const add = (text: string, when: string) => {
            const line = lines.get(text) ?? { text, when: [] };
            // Shown on arrival says enough; otherwise up to three ways to see it.
            if (line.when[0] !== 'On arrival' && !line.when.includes(when) && line.when.length < 3)
              line.when.push(when);
            lines.set(text, line);
          };
          for (const v of variantsOf(chart, first!, stateId)) {
            const screenName = (page!.meta as StateMeta).screen;
            const rendered = await stringsOf(chart, v.snapshot, screenName, v.when === 'On arrival').catch(
              (e: Error) => {
                throw new Error(`${stateId}, ${v.when}: ${e.message.split('\n')[0]}`);
              },
            );
            for (const text of rendered.strings) add(text, v.when);
            for (const text of rendered.submitted?.strings ?? []) add(text, rendered.submitted!.when);
          }
          copy[chart.id]![stateId] = [...lines.values()].map((l) =>
            quoted(chart.id, stateId, l.text) ? { ...l, spec: true } : l,
          );
        }
      },
    );
  }
  it('journey-copy.generated.json is up to date', async () => {
    await expect(`${JSON.stringify(copy, null, 1)}\n`).toMatchFileSnapshot(
      '../../stories/overview/journey-copy.generated.json',
    );
  });
});
