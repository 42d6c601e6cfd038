/**
 * Generated browser scenarios (`npm run test:paths:browser`): for every chart with routed states, the paths the
 * machine-level engine generates (tests/paths-browser/plan.ts) are driven in Chromium against the sandbox, each
 * chart event turned into the borrower's action by one table (actions.ts), and every routed state reached is
 * checked (checks.ts). Scenarios are independent (each its own persona), so they run in parallel; the gate per chart
 * (gates.spec.ts) runs after all of them (playwright.paths.config.ts: the `gates` project is the teardown).
 */
import { expect, test } from '@playwright/test';
import { mkdirSync, writeFileSync } from 'node:fs';
import { checkedAtRest, plan, routedIn } from './plan';
import { activeNodes } from '../paths/graph';
import { actions, faultGroups, holdGroups, kindOf } from './actions';
import { enter, entryOf, pageOf as openedPage, situationOf } from './entries';
import { checkState, lastEventId, watch } from './checks';
import { eventWords } from './words';
import { resultsDir, type ScenarioResult } from './results';
import { forksOf } from './forks';
import { stepTransitions } from './driven';

const charts = await plan();
test.use({ permissions: ['camera'] });

for (const { chart, routed, scenarios } of charts) {
  test.describe(chart.id, () => {
    const forks = forksOf(chart.id, scenarios, routed);
    scenarios.forEach((s, n) => {
      // From a saved point: the persona's application is seeded there; the browser drives the steps after it.
      const fork = forks[n];
      const steps = fork ? s.steps.slice(fork.index) : s.steps;
      const start = fork ? s.steps[fork.index]!.before : s.start;
      const startRouted = fork ? routedIn(start, routed) : s.startRouted;
      // Its page as the borrower's address bar shows it (route parameters from the start input: /loan-versary-special).
      const target = routed.find((r) => r.stateId === s.checks.at(-1));
      const pageOf = (st: (typeof s.steps)[number]) => routedIn(st.before, routed)?.meta.title;
      const did = steps.filter((st) => kindOf(st.event.type) === 'action').map((st) => eventWords(st.event, '', pageOf(st)));
      const situation = situationOf(steps.map((st) => st.event as { type: string; output?: unknown }), chart.id);
      const who = `${situation?.who ?? entryOf(chart.id, s.input).who}${fork ? ` whose application is saved at "${startRouted?.meta.title}"` : ''}`;
      const title = `${chart.id} #${n + 1}: Given a ${who}, when they ${did.join(', then ') || (fork ? 'sign in' : openedPage(s.input) ? `open ${openedPage(s.input)}` : 'sign in')}, then they see "${target?.meta.title}" at ${openedPage({ ...(s.input as object | undefined), route: target?.meta.route })}`;
      // The start page moves on by itself (its call answers): held by the sandbox while it is checked. Also when the
      // scenario goes on from there by that very answer (its first step the platform's): the hold is then cleared.
      const hold = steps.length === 0 || kindOf(steps[0]!.event.type) === 'wait' ? activeNodes(start).flatMap((node) => node.invoke.map((i) => holdGroups[i.id])).find(Boolean) : undefined;
      // Every switch a scenario uses is its own borrower's: faults and holds (`user`), the next liveness answer
      // (`user` on next-outcomes) and the codes it reads (the inbox `?to=` its address), so all run in parallel.
      // A scenario that needs a sandbox-wide switch would be tagged @sandbox-wide (it then runs in project
      // `scenarios-one-at-a-time`); none does today.
      // Tagged with its chart, then every routed state it checks in the browser (the start, and each state it
      // stops at): `--grep @newLoan.loanOffer` runs the scenarios that check that state.
      const tags = checkedAtRest(startRouted, steps).map((id) => `@${id}`);
      test(title, { tag: [`@${chart.id}`, ...tags] }, async ({ page }, info) => {
        // Generous: the sandbox, the built app and Chromium share 2 cores with everything else running.
        test.setTimeout(120_000 + steps.length * 30_000);
        const result: ScenarioResult = { chart: chart.id, title, checks: [], machineOnly: [], typed: [], states: [], transitions: [] };
        // State nodes and transitions the browser went through, counted once the next routed state's checks pass.
        let pending = activeNodes(start).map((node) => node.id);
        let pendingTransitions: string[] = [];
        const settle = (failed: string[]) => {
          if (failed.length === 0) result.states = [...new Set([...result.states, ...pending])];
          if (failed.length === 0) result.transitions = [...new Set([...result.transitions!, ...pendingTransitions])];
          pending = [];
          pendingTransitions = [];
          return failed;
        };
        const w = await watch(page);
        const file = `${resultsDir}/${chart.id}-${n + 1}.json`;
        // Faults this scenario set, for its own borrower only (others run in parallel): cleared at the end.
        const faulted: Array<{ group: string; user: string }> = [];
        try {
          w.eventsSince = await lastEventId(page);
          const signsInItself = steps[0]?.event.type === 'session.restored';
          const { persona } = await test.step(`Given a ${who}`, async () => {
            const entered = await enter(page, chart.id, s.input, signsInItself, fork?.point, situation, async (who) => {
              if (!hold) return;
              faulted.push({ group: hold.group, user: who.username });
              const held = await page.request.put(`/sandbox/api/faults/${hold.group}`, { data: { kind: 'latency', latency_ms: hold.ms, remaining: 1, user: who.username } });
              expect(held.ok(), `hold on ${hold.group}: ${await held.text()}`).toBe(true);
            });
            // Signing in resumes by the resume map; a saved point it does not resume at (a calculator) is deep-linked.
            const route = startRouted?.meta.route;
            if (fork && route && !route.includes('$')) {
              // Signed in, the app either resumes (another page) or has decided not to: home, drawn only once the
              // account is read and the chart routed there (it waited the full 20 s for a resume that never came).
              const home = page.getByRole('heading', { level: 1, name: 'Home', exact: true });
              const settled = async () => !/^\/(home)?$/.test(new URL(page.url()).pathname) || (await home.isVisible());
              await expect.poll(settled, { timeout: 20_000 }).toBe(true).catch(() => {});
              if (new URL(page.url()).pathname !== route) await page.goto(route);
            }
            // Signed in by the start (not the auth chart's visitor): its page events name this borrower.
            if (entered.entry.persona && chart.id !== 'auth') w.userId = entered.persona.userId;
            return entered;
          });
          let shown = startRouted?.stateId ?? null;
          if (startRouted) result.checks.push({ stateId: shown!, failed: await test.step(`then they see "${startRouted.meta.title}"`, () => checkState(page, startRouted, w, info).then(settle)) });
          // Seen: clearing the hold lets the held call answer now, and the scenario goes on by that answer.
          if (hold && steps.length > 0) for (const f of faulted.splice(0)) await page.request.delete(`/sandbox/api/faults/${f.group}`, { data: { user: f.user } });
          for (const [i, step] of steps.entries()) {
            const type = step.event.type;
            const kind = kindOf(type);
            const next = steps[i + 1]?.event;
            if (kind === 'timer' || kind === 'unknown') {
              result.machineOnly.push({ event: type, reason: kind === 'timer' ? 'a timer (the sandbox has no clock control)' : `no borrower action for "${type}" in actions.ts` });
              break;
            }
            // An actor error next: the sandbox fails that call group once, before the action that calls it.
            const failing = next && /^xstate\.error\.actor\.(.+)$/.exec(next.type)?.[1];
            if (failing && faultGroups[failing]) {
              faulted.push({ group: faultGroups[failing]!, user: persona.username });
              await page.request.put(`/sandbox/api/faults/${faultGroups[failing]}`, { data: { kind: 'status', http_status: 503, remaining: 1, user: persona.username } });
            }
            if (kind === 'action') {
              const outcome = next && /^xstate\.(done|error)\.actor\./.test(next.type) ? (next as never) : undefined;
              w.eventsSince = await lastEventId(page);
              await test.step(`when they ${eventWords(step.event, '', pageOf(step))}`, async () => {
                const typed = await actions[type]!({ page, persona, event: step.event as never, before: step.before, after: step.after, outcome });
                if (typed) result.typed.push(typed);
                if (typed) info.annotations.push({ type: 'typed', description: `${eventWords(step.event, '', pageOf(step))}: ${typed}` });
              });
            }
            if (kind === 'fault') await page.request.delete(`/sandbox/api/faults/${faultGroups[type.replace('xstate.error.actor.', '')] ?? 'none'}`, { data: { user: persona.username } });
            pending.push(...activeNodes(step.after).map((node) => node.id));
            pendingTransitions.push(...stepTransitions(step));
            const now = step.routed;
            // A page the platform moves on from by itself (the next event is an actor finishing) is not at rest:
            // the browser may already show the next one, so it is checked where the borrower acts on it.
            const atRest = !next || kindOf(next.type) !== 'wait';
            if (now && now.stateId !== shown && atRest) {
              shown = now.stateId;
              result.checks.push({ stateId: now.stateId, failed: await test.step(`then they see "${now.meta.title}" at ${now.meta.route}`, () => checkState(page, now, w, info).then(settle)) });
            }
          }
        } finally {
          for (const { group, user } of faulted) await page.request.delete(`/sandbox/api/faults/${group}`, { data: { user } }).catch(() => {});
          mkdirSync(resultsDir, { recursive: true });
          writeFileSync(file, JSON.stringify(result, null, 2));
        }
        expect(result.machineOnly, 'steps this scenario could not drive in the browser').toEqual([]);
      });
    });
  });
}
