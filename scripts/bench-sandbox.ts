/**
 * `npm run bench:sandbox`: a smoke check under load, not a latency target (the sandbox is a local stand-in).
 * Starts the sandbox in its own process, signs a persona in through /cognito, then drives the calls every
 * screen load makes with autocannon at 200 concurrent connections (BENCH_SECONDS each, 3 by default) and
 * prints requests/s, p50/p99 latency, errors and non-2xx answers per endpoint. Exits non-zero only when a
 * request failed (connection error, timeout, or an answer other than 2xx).
 */
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

interface Result {
  requests: { average: number; total: number };
  latency: { p99: number; p50: number };
  errors: number;
  timeouts: number;
  non2xx: number;
}
type Autocannon = (opts: { url: string; connections: number; duration: number; headers?: Record<string, string> }) => Promise<Result>;
const autocannon = createRequire(import.meta.url)('autocannon') as Autocannon;

const port = Number(process.env.BENCH_PORT ?? 5197);
const origin = `http://127.0.0.1:${port}`;
const connections = 200;
const duration = Number(process.env.BENCH_SECONDS ?? 3);
const dataDir = mkdtempSync(join(tmpdir(), 'lakbay-bench-'));

// `node --import tsx`: one process, so SIGTERM at the end stops the server itself (npx would leave it running).
const server = spawn(process.execPath, ['--import', 'tsx', 'sandbox/main.ts'], {
  env: { ...process.env, PORT: String(port), HOST: '127.0.0.1', LAKBAY_SANDBOX_DB: join(dataDir, 'bench.sqlite'), LAKBAY_SANDBOX_STORAGE: join(dataDir, 'objects') },
  stdio: ['ignore', 'ignore', 'inherit'],
});

async function waitForHealth(): Promise<void> {
  for (let i = 0; i < 150; i++) {
    try {
      if ((await fetch(`${origin}/sandbox/api/health`)).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 200));
  }
  throw new Error('The sandbox did not become healthy in 30 s');
}

/** A signed-in persona, through the real Cognito-compatible endpoint (USER_PASSWORD_AUTH). */
async function signIn(): Promise<string> {
  const created = await fetch(`${origin}/sandbox/api/personas`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ kind: 'reloan-eligible' }) });
  const persona = (await created.json()) as { username: string; password: string };
  const res = await fetch(`${origin}/cognito`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-amz-json-1.1', 'x-amz-target': 'AWSCognitoIdentityProviderService.InitiateAuth' },
    body: JSON.stringify({ AuthFlow: 'USER_PASSWORD_AUTH', ClientId: 'lakbay-web', AuthParameters: { USERNAME: persona.username, PASSWORD: persona.password } }),
  });
  const json = (await res.json()) as { AuthenticationResult?: { AccessToken: string } };
  if (!json.AuthenticationResult) throw new Error(`Sign-in failed: ${JSON.stringify(json)}`);
  return json.AuthenticationResult.AccessToken;
}

let failed = 0;
try {
  await waitForHealth();
  const auth = { authorization: `Bearer ${await signIn()}` };
  const targets: { name: string; path: string; headers?: Record<string, string> }[] = [
    { name: 'GET /api/v1/companies', path: '/api/v1/companies?page_size=20' },
    { name: 'GET /api/v1/user/profile', path: '/api/v1/user/profile', headers: auth },
    { name: 'GET /api/v1/applications/eligibility', path: '/api/v1/applications/eligibility', headers: auth },
    { name: 'GET /api/v1/applications/ongoing', path: '/api/v1/applications/ongoing', headers: auth },
    { name: 'GET /api/v1/form-options/lookups/JOB_TITLE', path: '/api/v1/form-options/lookups/JOB_TITLE' },
  ];
  console.log(`${connections} connections, ${duration} s per endpoint`);
  for (const t of targets) {
    const r = await autocannon({ url: origin + t.path, connections, duration, ...(t.headers ? { headers: t.headers } : {}) });
    const errors = r.errors + r.timeouts;
    failed += errors + r.non2xx;
    console.log(
      `${t.name.padEnd(42)} ${String(Math.round(r.requests.average)).padStart(6)} req/s   p50 ${String(r.latency.p50).padStart(4)} ms   p99 ${String(r.latency.p99).padStart(4)} ms   requests ${r.requests.total}   errors ${errors}   non-2xx ${r.non2xx}`,
    );
  }
  console.log(failed === 0 ? 'OK: no errors.' : `FAILED: ${failed} requests did not get a 2xx answer.`);
} catch (e) {
  console.error(e);
  failed = 1;
} finally {
  server.once('exit', () => rmSync(dataDir, { recursive: true, force: true }));
  server.kill('SIGTERM');
}
process.exitCode = failed === 0 ? 0 : 1;
