import { createActor, fromCallback, fromPromise, type AnyActorLogic, type EventObject, type SnapshotFrom } from 'xstate';
import type { AppEvent, AppMachine } from '@machines/app/app.machine';
import { signedInChartNames } from '@machines/app/signed-in-charts';
import type { AccountSummary } from '@machines/journeys/entry';
import { account } from '../../support/accounts';

/**
 * The real app chart (machines/app/app.machine.ts) run with fakes for every actor it invokes: each call is recorded
 * with its input and waits until the test answers it (or makes it fail), so a test sees each page the borrower sees
 * in turn. The chart is passed in by the test file, which imports it at its top (docs/qa.md).
 */

export const user = { username: '+639171234567', loginType: 'PHONE' } as const;

export { account, company } from '../../support/accounts';

export const refinancer = (): AccountSummary =>
  account({ eligibility: { ...account().eligibility, loan: { disabled: false, application_types: ['NEW_LOAN', 'REFINANCE'] } } });

export const nav = (path: string, search: { paymentId?: string; loanId?: string } = {}, params?: Record<string, string>) =>
  ({ type: 'nav.request', path, search: { paymentId: search.paymentId, loanId: search.loanId }, ...(params ? { params } : {}) }) as const;

interface Call {
  input: unknown;
  resolve: (value: unknown) => void;
  reject: (error: unknown) => void;
}

/** Promise fakes answer in microtasks: a few turns let the chart take the answer (no timers: mutation runs repeat these). */
const flush = async () => {
  for (let i = 0; i < 4; i += 1) await Promise.resolve();
};
export const settle = async () => {
  for (let i = 0; i < 4; i += 1) await flush();
};

export function startApp(machine: AppMachine, appInput: { route?: string } = {}) {
  const calls: Record<string, Call[]> = {};
  const sessionEvents: string[] = [];
  /** A call that waits for the test: its input kept, answered or failed by name. */
  const held = (name: string) =>
    fromPromise(({ input }: { input: unknown }) => new Promise((resolve, reject) => void (calls[name] ??= []).push({ input, resolve, reject })));
  const charts = Object.fromEntries(signedInChartNames.map((name) => [name, held(name)]));
  const logic = machine.provide({
    actors: {
      ...charts,
      session: fromCallback(({ receive }) => receive((e: EventObject) => void sessionEvents.push(e.type))),
      auth: held('auth'),
      downloadSignedIn: held('downloadSignedIn'),
      loadAccount: held('loadAccount'),
      prepareJourney: held('prepareJourney'),
      saveCompany: held('saveCompany'),
      readCompany: held('readCompany'),
      sendFeedback: held('sendFeedback'),
    } as Record<string, AnyActorLogic> as never,
  });
  const actor = createActor(logic, { input: appInput }).start();
  const last = (name: string) => {
    const list = calls[name];
    const call = list?.[list.length - 1];
    if (!call) throw new Error(`no ${name} call was made`);
    return call;
  };
  /** Inputs of every call to `name` so far, oldest first. */
  const inputs = (name: string) => (calls[name] ?? []).map((c) => c.input);
  const answer = async (name: string, value?: unknown) => {
    await flush();
    last(name).resolve(value);
    await settle();
  };
  const fail = async (name: string, error: unknown = new Error(`${name} failed`)) => {
    await flush();
    last(name).reject(error);
    await settle();
  };
  const send = (event: AppEvent) => actor.send(event);
  /** Restored session, chunk downloaded, account loaded: where routing sends the borrower. */
  const signIn = async (acc: AccountSummary) => {
    send({ type: 'session.restored', user });
    await answer('downloadSignedIn');
    await answer('loadAccount', acc);
  };
  return { actor, send, inputs, answer, fail, signIn, sessionEvents, count: (name: string) => calls[name]?.length ?? 0 };
}

type Snap = SnapshotFrom<AppMachine>;
/** The page as the screens read it: the state under app.signedIn (or the top state), and its tags. */
export const page = (s: Snap) => ({ state: s.value, tags: [...s.tags].sort() });
