/**
 * `npm run simulate -- --borrowers N [--abandon 0.15] [--seed N]`: N simulated borrowers run the loan journeys and
 * the other routed charts (account, payments, repayments, EWA, insurance, onboarding, engage, surveys) in process,
 * with random abandonment; their page views are stored in the sandbox's collector (the data file the sandbox uses:
 * LAKBAY_SANDBOX_DB, default .data/sandbox.sqlite), where /sandbox/insights shows them. The simulator runs the
 * charts, so it lives here and not in the sandbox (which imports nothing of the app but the contract).
 */
import { randomUUID } from 'node:crypto';
import { resolve } from 'node:path';
import { createSandbox } from '../../sandbox/app';
import { storeEvents } from '../../sandbox/collector/store';
import type { SandboxContext } from '../../sandbox/context';
import { seeded, simulate } from './simulate';

export const usage = `Usage: npm run simulate -- --borrowers N [--abandon 0.15] [--seed N]
  N borrowers run the loan journeys and the other routed charts (account, payments, repayments, EWA, insurance,
  onboarding, engage, surveys) with random abandonment; their page views go to the sandbox's collector (see
  /sandbox/insights). --seed N repeats a run's choices.`;

/** Runs the simulation and stores its events in `ctx`'s collector; the exit code (2: bad arguments). */
export async function runSimulation(ctx: SandboxContext, args: readonly string[], out: (line: string) => void = (l) => console.log(l), err: (line: string) => void = (l) => console.error(l)): Promise<number> {
  const flag = (name: string) => {
    const i = args.indexOf(`--${name}`);
    return i >= 0 ? Number(args[i + 1]) : undefined;
  };
  const borrowers = flag('borrowers') ?? 0;
  const abandon = flag('abandon');
  const seed = flag('seed');
  if (!Number.isInteger(borrowers) || borrowers < 1 || (abandon !== undefined && !(abandon >= 0 && abandon <= 1)) || (seed !== undefined && !Number.isInteger(seed))) {
    err(usage);
    return 2;
  }
  const { events, truth } = await simulate({ borrowers, ...(abandon !== undefined ? { abandon } : {}), ...(seed !== undefined ? { random: seeded(seed) } : {}) });
  storeEvents(
    ctx,
    events.map((e) => ({ channel: 'segment', type: e.type, name: e.name, messageId: `sim-${randomUUID()}`, userId: null, anonymousId: e.anonymousId ?? null, writeKey: 'simulator', payload: e.payload })),
  );
  const left = Object.values(truth.left).reduce((a, b) => a + b, 0);
  const finished = Object.values(truth.finished).reduce((a, b) => a + b, 0);
  out(
    `${borrowers} borrowers simulated: ${truth.completed} completed, ${left} left a journey; ${events.length} events stored. See /sandbox/insights.` +
      (finished > 0 ? ` (${finished} finished a chart without a success page: account, payments, …)` : ''),
  );
  return 0;
}

if (process.argv[1]?.endsWith('simulate/main.ts')) {
  const args = process.argv.slice(2);
  if (args.includes('--help') || args.includes('-h')) {
    console.log(usage);
    process.exit(0);
  }
  const sandbox = createSandbox({
    dbPath: process.env.LAKBAY_SANDBOX_DB ?? resolve('.data/sandbox.sqlite'),
    storageDir: process.env.LAKBAY_SANDBOX_STORAGE ?? resolve('.data/objects'),
    origin: process.env.LAKBAY_PUBLIC_ORIGIN ?? 'http://127.0.0.1:5174',
    tokenTtlSeconds: Number(process.env.LAKBAY_TOKEN_TTL_SECONDS ?? 3600),
  });
  const code = await runSimulation(sandbox.ctx, args);
  sandbox.close();
  process.exit(code);
}
