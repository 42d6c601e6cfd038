/**
 * `npm run bench:sandbox`: requests/s and p99 latency of the sandbox's five hottest endpoints, measured with
 * autocannon over loopback at 200 concurrent connections (5 s each) against a sandbox in its own process
 * (so the load generator does not share an event loop with the server). Writes reports/bench-sandbox.json.
 * Target (issue 3): p99 < 20 ms and 0 errors on the 2-core machine.
 */
import { spawn } from 'node:child_process';
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

interface Result {
  requests: { average: number; total: number };
  latency: { p99: number; p50: number; average: number };
  errors: number;
  timeouts: number;
  non2xx: number;
}
type Autocannon = (opts: { url: string; connections: number; duration: number; headers?: Record<string, string> }) => Promise<Result>;
const autocannon = createRequire(import.meta.url)('autocannon') as Autocannon;

const port = Number(process.env.BENCH_PORT ?? 5197);
const origin = `http://127.0.0.1:${port}`;
const connections = Number(process.env.BENCH_CONNECTIONS ?? 200);
const duration = Number(process.env.BENCH_SECONDS ?? 5);
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
  const persona = (await (await fetch(`${origin}/sandbox/api/personas`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ kind: 'reloan-eligible' }) })).json()) as { username: string; password: string };
  const res = await fetch(`${origin}/cognito`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-amz-json-1.1', 'x-amz-target': 'AWSCognitoIdentityProviderService.InitiateAuth' },
    body: JSON.stringify({ AuthFlow: 'USER_PASSWORD_AUTH', ClientId: 'lakbay-web', AuthParameters: { USERNAME: persona.username, PASSWORD: persona.password } }),
  });
  const json = (await res.json()) as { AuthenticationResult?: { AccessToken: string } };
  if (!json.AuthenticationResult) throw new Error(`Sign-in failed: ${JSON.stringify(json)}`);
  return json.AuthenticationResult.AccessToken;
}

try {
  await waitForHealth();
  const token = await signIn();
  const auth = { authorization: `Bearer ${token}` };
  // The calls every screen load makes: company selector, profile, home eligibility, resume, form lookups.
  const targets: { name: string; path: string; headers?: Record<string, string> }[] = [
    { name: 'GET /api/v1/companies', path: '/api/v1/companies?page_size=20' },
    { name: 'GET /api/v1/user/profile', path: '/api/v1/user/profile', headers: auth },
    { name: 'GET /api/v1/applications/eligibility', path: '/api/v1/applications/eligibility', headers: auth },
    { name: 'GET /api/v1/applications/ongoing', path: '/api/v1/applications/ongoing', headers: auth },
    { name: 'GET /api/v1/form-options/lookups/JOB_TITLE', path: '/api/v1/form-options/lookups/JOB_TITLE' },
  ];
  const rows = [];
  for (const t of targets) {
    const r = await autocannon({ url: origin + t.path, connections, duration, ...(t.headers ? { headers: t.headers } : {}) });
    const row = { endpoint: t.name, reqPerSec: Math.round(r.requests.average), p50Ms: r.latency.p50, p99Ms: r.latency.p99, requests: r.requests.total, errors: r.errors + r.timeouts, non2xx: r.non2xx };
    rows.push(row);
    console.log(`${row.endpoint.padEnd(44)} ${String(row.reqPerSec).padStart(6)} req/s   p50 ${String(row.p50Ms).padStart(4)} ms   p99 ${String(row.p99Ms).padStart(4)} ms   errors ${row.errors}   non-2xx ${row.non2xx}`);
  }
  mkdirSync('reports', { recursive: true });
  const report = { date: new Date().toISOString(), connections, durationSeconds: duration, node: process.version, targetP99Ms: 20, results: rows };
  writeFileSync('reports/bench-sandbox.json', `${JSON.stringify(report, null, 2)}\n`);
  console.log('Wrote reports/bench-sandbox.json');
} finally {
  server.kill('SIGTERM');
}
