import { serve } from '@hono/node-server';
import type { Server } from 'node:http';
import { resolve } from 'node:path';
import { createSandbox } from './app';
import { runCli } from './backoffice/cli';

/**
 * `npm run sandbox`                 the sandbox alone (API, Cognito, collector, back office)
 * `npm run sandbox -- <command>`    a back-office command against the data file (see README)
 * `npm start`                       builds the app, then `--serve-app dist` serves it on the same origin
 */
const args = process.argv.slice(2);
const serveAppIdx = args.indexOf('--serve-app');
const appDir = serveAppIdx >= 0 ? resolve(args[serveAppIdx + 1] ?? 'dist') : undefined;
const command = serveAppIdx >= 0 ? undefined : args[0];
const wantsHelp = command === '--help' || command === '-h';

const port = Number(process.env.PORT ?? (appDir ? 5173 : 5174));
const host = process.env.HOST ?? '127.0.0.1';
const dbPath = process.env.LAKBAY_SANDBOX_DB ?? resolve('.data/sandbox.sqlite');
const storageDir = process.env.LAKBAY_SANDBOX_STORAGE ?? resolve('.data/objects');
const origin = process.env.LAKBAY_PUBLIC_ORIGIN ?? `http://${host}:${port}`;
const tokenTtlSeconds = Number(process.env.LAKBAY_TOKEN_TTL_SECONDS ?? 3600);

// Pages served by this process under its own address may change state too (the back office at :5174 in dev).
const allowedOrigins = [`http://${host}:${port}`];

const sandbox = createSandbox({ dbPath, storageDir, appDir, origin, tokenTtlSeconds, allowedOrigins });

if (command && (wantsHelp || !command.startsWith('--'))) {
  const code = await runCli(sandbox.ctx, args);
  sandbox.close();
  process.exit(code);
}

const server = serve({ fetch: sandbox.app.fetch, port, hostname: host }, () => {
  console.log(`Lakbay sandbox ready`);
  if (appDir) console.log(`  App:          ${origin}/`);
  console.log(`  Back office:  ${origin}/sandbox`);
  console.log(`  OTP inbox:    ${origin}/sandbox/api/inbox`);
  console.log(`  Data:         ${dbPath} (uploads in ${storageDir})`);
});

// Clients keep idle connections and reuse them when they like (Playwright's request context: an http.Agent with
// keepAlive). With Node's 5 s default the server could close one just as a request went out on it: `socket hang up
// (ECONNRESET)` in an e2e test on a loaded machine (2026-11-27). Idle connections now stay open longer than a test.
(server as Server).keepAliveTimeout = 130_000;

const stop = () => {
  server.close();
  sandbox.close();
  process.exit(0);
};
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
