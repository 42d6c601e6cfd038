// @vitest-environment jsdom
/**
 * The signed-in chunk (src/app/signed-in.ts) arrives after the entry. Its charts are safe to name before then
 * because of the app chart's shape (every signed-in state is entered through signedIn.downloading), proven here
 * on the definition and on the real root actor (src/app/create-root-actor.ts) with the chunk held back.
 */
import { describe, expect, it } from 'vitest';
import { QueryClient } from '@tanstack/react-query';
import type { AnyStateNode } from 'xstate';
import { appMachine } from '@machines/app/app.machine';
import { signedInChartNames } from '@machines/app/signed-in-charts';
import { account, createHarness, settle } from '../router/harness';

const J = '/wizard/v2/Journey';
const signedIn: AnyStateNode = appMachine.root.states.signedIn!;
const gate: AnyStateNode[] = [signedIn.states.downloading!, signedIn.states.loadFailed!];

const nodes = (node: AnyStateNode): AnyStateNode[] => [node, ...Object.values(node.states).flatMap(nodes)];
const within = (node: AnyStateNode, ancestor: AnyStateNode) => node.id === ancestor.id || node.id.startsWith(`${ancestor.id}.`);
const transitionsOf = (node: AnyStateNode) => [...node.transitions.values()].flat().concat(node.always ?? []);

describe('the app chart invokes a signed-in chart only after signedIn.downloading', () => {
  it('every state invoking a signed-in chart is inside signedIn, past the download', () => {
    const invoking = nodes(appMachine.root as AnyStateNode).filter((n) => n.invoke.some((i) => (signedInChartNames as readonly string[]).includes(String(i.src))));
    expect(invoking.length).toBeGreaterThan(signedInChartNames.length - 1);
    for (const node of invoking) {
      expect(within(node, signedIn) && !gate.some((g) => within(node, g)), node.id).toBe(true);
    }
  });

  it('signedIn is entered at downloading, and downloading leaves for the signed-in states only when the chunk is there', () => {
    expect(signedIn.config.initial).toBe('downloading');
    for (const node of nodes(appMachine.root as AnyStateNode)) {
      for (const t of transitionsOf(node)) {
        for (const target of t.target ?? []) {
          if (!within(target, signedIn) || target === signedIn || gate.some((g) => within(target, g))) continue;
          const from = t.source;
          const insidePastGate = within(from, signedIn) && from !== signedIn && !gate.some((g) => within(from, g));
          const downloaded = from === signedIn.states.downloading && t.eventType.startsWith('xstate.done.actor.');
          // signedIn's own handlers (information pages) are shadowed by the gate states' own.
          const shadowed = from === signedIn && gate.every((g) => g.transitions.has(t.eventType));
          expect(insidePastGate || downloaded || shadowed, `${from.id} -(${t.eventType})-> ${target.id}`).toBe(true);
        }
      }
    }
  });
});

/** A download that waits for `arrive()`. */
function lateChunk() {
  let arrive!: () => void;
  const arrived = new Promise<void>((resolve) => (arrive = resolve));
  return { arrive, download: async <T,>(chunk: T) => (await arrived, chunk) };
}

const inJourney = account({ ongoing: { id: 'app-1', status: 'INITIALIZED', applicationType: 'NEW_LOAN' }, resume: { type: 'newLoan', applicationId: 'app-1', startAt: 'address', reached: 5 } });

/** Time passing before the chunk arrives (the router's own load waits for a page, so it cannot be awaited). */
const meanwhile = () => new Promise((resolve) => setTimeout(resolve, 50));

/** Before the chunk: waiting in downloading (the skeleton), no signed-in chart running, the account not loaded. */
function expectWaiting(h: ReturnType<typeof createHarness>) {
  const snapshot = h.actor.getSnapshot();
  expect(snapshot.value).toEqual({ signedIn: 'downloading' });
  expect(snapshot.status).toBe('active');
  for (const name of ['journey', 'payment', 'repayments', 'account']) expect(snapshot.children[name as 'payment']).toBeUndefined();
  expect(h.loads).toEqual([]);
}

describe('the real root actor with the signed-in chunk arriving late', () => {
  it('a signed-in deep link (back from the payment provider) lands on its page once the chunk is there', async () => {
    const late = lateChunk();
    const h = createHarness({ signedIn: true, account: account(), initialPath: '/recovery/callback?payment_id=P1', downloadSignedIn: late.download });
    await meanwhile();
    expectWaiting(h);
    late.arrive();
    await settle(h.router);
    expect(h.router.state.location.pathname).toBe('/recovery/callback');
    expect(h.actor.getSnapshot().children.payment).toBeDefined();
  });

  it('a sign-in before the chunk has arrived goes home once it is there', async () => {
    const late = lateChunk();
    const h = createHarness({ signedIn: false, account: account(), initialPath: '/login', downloadSignedIn: late.download });
    await settle(h.router);
    expect(h.router.state.location.pathname).toBe('/login');
    h.signIn();
    await meanwhile();
    expectWaiting(h);
    late.arrive();
    await settle(h.router);
    expect(h.router.state.location.pathname).toBe('/home');
  });

  it('a reload inside a journey resumes at its step once the chunk is there', async () => {
    const late = lateChunk();
    const h = createHarness({ signedIn: true, account: inJourney, initialPath: `${J}/address`, downloadSignedIn: late.download });
    await meanwhile();
    expectWaiting(h);
    late.arrive();
    await settle(h.router);
    expect(h.router.state.location.pathname).toBe(`${J}/address`);
    expect(h.actor.getSnapshot().children.journey).toBeDefined();
  });

  it('the query client (created on first need in the browser, src/main.tsx) is awaited with the chunk: nothing signed-in runs before it', async () => {
    let create!: (client: QueryClient) => void;
    const client = new Promise<QueryClient>((resolve) => (create = resolve));
    const h = createHarness({ signedIn: true, account: inJourney, initialPath: `${J}/address`, queryClient: () => client });
    await meanwhile();
    expectWaiting(h);
    create(new QueryClient());
    await settle(h.router);
    expect(h.router.state.location.pathname).toBe(`${J}/address`);
    expect(h.actor.getSnapshot().children.journey).toBeDefined();
  });
});
