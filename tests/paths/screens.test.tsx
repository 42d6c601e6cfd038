// @vitest-environment jsdom
/**
 * Level 2 of the generated paths: for every routed state of every production chart, the shortest generated path
 * to it seeds an actor (effects inert), and the state's screen, rendered from that snapshot, must show the
 * state's title as its page heading. A routed state whose screen is missing, throws, or shows another page fails.
 */
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { cleanup, render, screen } from '@testing-library/react';
import type { ComponentType } from 'react';
import { routedStates } from '@machines/shared/meta';
import { paymentStatusTitle } from '@machines/payment/payment-types';
import { allCharts } from './charts';
import { seededActor, shortestPathTo, type Seed } from './seed';
import { ScreenFrame, inertQueryClient } from './screen-frame';
import { byScreenName } from '../support/screen-files';
import { successHeadings } from '../support/status-headings';

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
    }
  });
}
