// @vitest-environment jsdom
/**
 * Level 2 of the generated paths: for every routed state of every production chart, the shortest generated path
 * to it seeds an actor (effects inert), and the state's screen, rendered from that snapshot, must show the
 * state's title as its page heading. A routed state whose screen is missing, throws, or shows another page fails.
 * Then what the meta says the page shows (StateMeta.primaryAction and .figures), from the shortest path to where
 * the page rests (tests/paths/shows.ts): the primary action by its exact name, enabled, and each figure of the
 * chart's context in pesos, formatted here, not by the app.
 */
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { cleanup, render, screen, waitFor } from '@testing-library/react';
import type { ComponentType } from 'react';
import type { AnyMachineSnapshot } from 'xstate';
import { routedStates } from '@machines/shared/meta';
import { paymentStatusTitle } from '@machines/payment/payment-types';
import { allCharts } from './charts';
import { seededActor, shortestPathTo, type Seed } from './seed';
import { ScreenFrame, inertQueryClient } from './screen-frame';
import { byScreenName } from '../support/screen-files';
import { successHeadings } from '../support/status-headings';
import { fillChartReads, pesos, restingStateOf, valueAt } from './shows';

afterEach(cleanup);
// jsdom lacks these; Radix and the camera/upload screens measure or observe with them.
globalThis.ResizeObserver ??= class {
  observe() {}
  unobserve() {}
  disconnect() {}
};
// Screen-level reads (option lists, companies) must not reach a network in this suite.
globalThis.fetch = () => new Promise<Response>(() => {});

const screens = import.meta.glob<{ default: ComponentType }>('../../src/*/screens/*/*.screen.tsx', { eager: true });
const screenFor = (name: string) => byScreenName(screens, name)?.default;

/**
 * Pages whose heading the spec makes state-specific (the document title stays meta.title): the heading must be
 * one of these instead. Spec §4 "Payment status display".
 */
const stateSpecificHeadings: Record<string, string[]> = {
  'payment.processing': Object.values(paymentStatusTitle),
};

/**
 * Screens that show their primary action only once a read of their own (a query, not the chart) has answered:
 * this suite answers no screen-level read (fetch never settles), so it cannot see the action there, and checks
 * instead that the page says it is loading. Each is a gap of this suite, not of the screen.
 */
const actionAfterScreenRead: Record<string, string> = {
  'journey-form': 'the step form is drawn from the field config read (config.data.fields)',
  'loan-purpose': 'the purposes are a read of their own (purposes query)',
  'ewa-withdrawal': 'the form waits for the earned-wage balance read (ewaBalanceQuery)',
  'onboarding-details': 'the step form is drawn from the field config read',
  'employment-information': 'the form is drawn from the employment read',
};

/**
 * Primary actions that are disabled until the borrower has chosen something the context records: enabled exactly
 * when this says so. Every other primary action must be enabled where the page rests.
 */
const enabledWhen: Record<string, (context: Record<string, unknown>) => boolean> = {
  // "Continue" takes the amount due the borrower picked (context.due).
  'payment.payments': (context) => context.due !== undefined && context.due !== null,
};

/** The element named `name` with role button or link (exact accessible name), if the page shows exactly one. */
const actionNamed = (name: string) => [...screen.queryAllByRole('button', { name }), ...screen.queryAllByRole('link', { name })];

for (const { machine, samples } of allCharts()) {
  const routed = routedStates(machine);
  if (routed.length === 0) continue;
  describe(`${machine.id}: every routed state renders its screen`, () => {
    // One breadth-first search per chart finds every routed state's seed (tests/paths/seed.ts), before the renders:
    // the search is not charged to whichever state's test happens to ask first.
    const seeds = new Map<string, Seed | null>();
    beforeAll(() => {
      for (const { stateId } of routed) seeds.set(stateId, shortestPathTo(machine, samples, stateId));
    }, 120_000);
    for (const { stateId, meta } of routed) {
      it(`${stateId} -> ${meta.route} shows "${meta.title}"`, async () => {
        const seed = seeds.get(stateId) ?? null;
        expect(seed, `no generated path reaches ${stateId}`).not.toBeNull();
        const Screen = screenFor(meta.screen);
        expect(Screen, `missing src/<area>/screens/${meta.screen}/${meta.screen}.screen.tsx`).toBeDefined();
        const actor = seededActor(machine, samples, seed!);
        try {
          render(<ScreenFrame actor={actor} Screen={Screen!} client={inertQueryClient()} />);
          const heading = await screen.findByRole('heading', { level: 1 });
          const allowed = stateSpecificHeadings[stateId] ?? successHeadings(stateId) ?? [meta.title];
          expect(allowed, `heading of ${stateId}`).toContain(heading.textContent?.trim());
        } finally {
          actor.stop();
        }
      });
      if (meta.primaryAction === undefined && meta.figures === undefined) continue;
      const shows = [meta.primaryAction && `"${meta.primaryAction}"`, ...(meta.figures ?? [])].filter(Boolean).join(', ');
      it(`${stateId} shows ${shows}`, async () => {
        const resting = restingStateOf(machine, stateId);
        // Where the page has figures: the shortest path on which the context holds them all (the shortest path of
        // all may resume past the step that read them). None: the last check below says which is missing.
        const figures = meta.figures ?? [];
        const holdsFigures = (snapshot: AnyMachineSnapshot) => figures.every((path) => typeof valueAt(snapshot.context, path) === 'number');
        const seed = (figures.length > 0 ? shortestPathTo(machine, samples, resting, undefined, undefined, holdsFigures) : null) ?? shortestPathTo(machine, samples, resting);
        expect(seed, `no generated path reaches ${resting}`).not.toBeNull();
        const actor = seededActor(machine, samples, seed!);
        try {
          const client = inertQueryClient();
          fillChartReads(client, actor.getSnapshot().context);
          render(<ScreenFrame actor={actor} Screen={screenFor(meta.screen)!} client={client} />);
          await screen.findByRole('heading', { level: 1 });
          const action = meta.primaryAction;
          if (action !== undefined && actionAfterScreenRead[meta.screen] === undefined) {
            await waitFor(() => expect(actionNamed(action).map((el) => el.textContent), `${stateId} (${resting}) shows its primary action "${action}"`).toHaveLength(1));
            const [el] = actionNamed(action);
            const enabled = !el!.hasAttribute('disabled') && el!.getAttribute('aria-disabled') !== 'true';
            const expected = enabledWhen[stateId]?.(actor.getSnapshot().context as Record<string, unknown>) ?? true;
            expect(enabled, `"${action}" is ${expected ? 'enabled' : 'disabled'} on ${resting}`).toBe(expected);
          } else if (action !== undefined) {
            expect(actionNamed(action), `${meta.screen} waits on its own read: ${actionAfterScreenRead[meta.screen]}`).toHaveLength(0);
          }
          const context = actor.getSnapshot().context as unknown;
          for (const path of meta.figures ?? []) {
            const value = valueAt(context, path);
            expect(value, `meta.figures of ${stateId}: '${path}' is not in the context seeded at ${resting} (the seed or the meta is wrong)`).toBeTypeOf('number');
            expect(document.body.textContent, `${stateId} shows ${path} = ${String(value)} centavos`).toContain(pesos(value as number));
          }
        } finally {
          actor.stop();
        }
      });
    }
  });
}
