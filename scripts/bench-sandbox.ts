/**
 * `npm run bench:sandbox`: requests/s and p99 latency of the sandbox's five hottest endpoints, measured with
 * autocannon over loopback at 200 concurrent connections (5 s each, after 1 s of unmeasured warm-up) against a
 * sandbox in its own process (so the load generator does not share an event loop with the server). Writes
 * reports/bench-sandbox.json. Target (issue 3): p99 < 20 ms and 0 errors on the 2-core machine.
 *
 * BENCH_PIN=1 puts the sandbox on CPU 0 and this process (autocannon) on CPU 1 with taskset, so they do not
 * preempt each other (other work on the machine still can); the report is then bench-sandbox-pinned.json.
 * Each row also says how much CPU the sandbox and autocannon spent per request: with the sandbox's one event
 * loop at a full core, its CPU per request is what bounds requests/s, and so the latency at 200 connections.
 *
 * A last row, "floor", measures a bare node:http server in its own process that answers the same request with
 * the bytes the sandbox sent for the profile (status, headers, body) and does nothing else: what this machine
 * gives any Node server at that moment, so a slow round of the VM is told from a slow sandbox. BENCH_FLOOR=0
 * leaves it out.
 */
import { execFileSync, spawn } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { cpus, loadavg, tmpdir } from 'node:os';
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
const warmup = Number(process.env.BENCH_WARMUP_SECONDS ?? 1);
const dataDir = mkdtempSync(join(tmpdir(), 'lakbay-bench-'));
const pinned = process.env.BENCH_PIN === '1' && canPin();

function canPin(): boolean {
  try {
    execFileSync('taskset', ['-V'], { stdio: 'ignore' });
    if (cpus().length >= 2) return true;
  } catch {
    // no taskset
  }
  console.warn('BENCH_PIN=1 needs taskset and 2 CPUs: running unpinned.');
  return false;
}

// `node --import tsx`: one process, so SIGTERM at the end stops the server itself (npx would leave it running).
// taskset execs node in place, so the pid is still the server's.
const serverArgs = [process.execPath, '--import', 'tsx', 'sandbox/main.ts'];
const [command, ...args] = pinned ? ['taskset', '-c', '0', ...serverArgs] : serverArgs;
const server = spawn(command as string, args, {
  env: { ...process.env, PORT: String(port), HOST: '127.0.0.1', LAKBAY_SANDBOX_DB: join(dataDir, 'bench.sqlite'), LAKBAY_SANDBOX_STORAGE: join(dataDir, 'objects') },
  stdio: ['ignore', 'ignore', 'inherit'],
});
// Every thread of this process (autocannon runs in it) on the other core.
if (pinned) execFileSync('taskset', ['-a', '-p', '-c', '1', String(process.pid)], { stdio: 'ignore' });

/** CPU time (user + system, ms) a process has used so far; undefined where /proc is not there. */
function cpuMs(pid: number | undefined): number | undefined {
  try {
    const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]?.split(' ') ?? [];
    return ((Number(fields[11]) + Number(fields[12])) * 1000) / 100; // clock ticks (USER_HZ 100)
  } catch {
    return undefined;
  }
}
const round1 = (n: number) => Math.round(n * 10) / 10;
const round2 = (n: number) => Math.round(n * 100) / 100;

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

/**
 * The floor row's server: node:http in its own process (on the sandbox's CPU when pinned), answering every request
 * with the bytes the sandbox gave `url` (its status, headers and body; Node adds date and keep-alive as it does
 * for the sandbox).
 */
let floorServer: ReturnType<typeof spawn> | undefined;
async function startFloor(url: string, headers: Record<string, string>): Promise<{ origin: string; pid: number | undefined }> {
  const res = await fetch(url, { headers });
  const answer = { status: res.status, headers: Object.fromEntries([...res.headers].filter(([k]) => !['date', 'connection', 'keep-alive'].includes(k))), body: await res.text() };
  const floorPort = port + 1;
  const code = `const a = ${JSON.stringify(answer)}; require('node:http').createServer((q, s) => { s.writeHead(a.status, a.headers); s.end(a.body); }).listen(${floorPort}, '127.0.0.1', () => console.log('ready'));`;
  const cmd = pinned ? ['taskset', '-c', '0', process.execPath, '-e', code] : [process.execPath, '-e', code];
  floorServer = spawn(cmd[0] as string, cmd.slice(1), { stdio: ['ignore', 'pipe', 'inherit'] });
  await new Promise<void>((resolve, reject) => {
    floorServer?.stdout?.once('data', () => resolve());
    floorServer?.once('exit', () => reject(new Error('The floor server did not start')));
  });
  return { origin: `http://127.0.0.1:${floorPort}`, pid: floorServer.pid };
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
  const loadBefore = loadavg().map(round1);
  const floor = process.env.BENCH_FLOOR === '0' ? undefined : await startFloor(origin + '/api/v1/user/profile', auth);
  if (floor) targets.push({ name: 'floor: bare node:http, same bytes', path: '/api/v1/user/profile', headers: auth });
  for (const t of targets) {
    const isFloor = floor !== undefined && t === targets[targets.length - 1];
    const target = isFloor ? floor : { origin, pid: server.pid };
    const opts = { url: target.origin + t.path, connections, ...(t.headers ? { headers: t.headers } : {}) };
    if (warmup > 0) await autocannon({ ...opts, duration: warmup });
    const [server0, own0] = [cpuMs(target.pid), process.cpuUsage()];
    const r = await autocannon({ ...opts, duration });
    const [server1, own] = [cpuMs(target.pid), process.cpuUsage(own0)];
    const serverMs = server0 !== undefined && server1 !== undefined ? server1 - server0 : undefined;
    const ownMs = (own.user + own.system) / 1000;
    const row = {
      endpoint: t.name, reqPerSec: Math.round(r.requests.average), p50Ms: r.latency.p50, p99Ms: r.latency.p99, requests: r.requests.total,
      errors: r.errors + r.timeouts, non2xx: r.non2xx,
      serverCpuShare: serverMs === undefined ? null : round2(serverMs / (duration * 1000)),
      serverCpuUsPerRequest: serverMs === undefined ? null : round1((1000 * serverMs) / r.requests.total),
      autocannonCpuShare: round2(ownMs / (duration * 1000)),
      autocannonCpuUsPerRequest: round1((1000 * ownMs) / r.requests.total),
    };
    rows.push(row);
    const cpu = row.serverCpuShare === null ? '' : `   server CPU ${row.serverCpuShare} core, ${row.serverCpuUsPerRequest} µs/req`;
    console.log(`${row.endpoint.padEnd(44)} ${String(row.reqPerSec).padStart(6)} req/s   p50 ${String(row.p50Ms).padStart(4)} ms   p99 ${String(row.p99Ms).padStart(4)} ms   errors ${row.errors}   non-2xx ${row.non2xx}${cpu}   autocannon ${row.autocannonCpuShare} core`);
  }
  const loadAfter = loadavg().map(round1);
  console.log(`Pinned: ${pinned ? 'sandbox CPU 0, autocannon CPU 1' : 'no'}   load average before ${loadBefore.join(' ')}, after ${loadAfter.join(' ')}`);
  mkdirSync('reports', { recursive: true });
  const report = { date: new Date().toISOString(), connections, durationSeconds: duration, warmupSeconds: warmup, pinned, loadBefore, loadAfter, node: process.version, targetP99Ms: 20, results: rows };
  const file = `reports/bench-sandbox${pinned ? '-pinned' : ''}.json`;
  writeFileSync(file, `${JSON.stringify(report, null, 2)}\n`);
  console.log(`Wrote ${file}`);
} finally {
  floorServer?.kill('SIGTERM');
  server.once('exit', () => rmSync(dataDir, { recursive: true, force: true }));
  server.kill('SIGTERM');
}
