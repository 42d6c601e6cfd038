import type { SandboxContext } from '../context';
import { personaKinds } from './personas';

/**
 * `npm run sandbox -- <command>`: the back office's operations from a terminal, against the same data file.
 * Each command is one request to the back office's own JSON API (in process, no server), so the CLI, the page
 * and the tests share one implementation.
 */
/** The persona kinds wrapped at about 72 columns under the command: derived from `personaKinds`, so it cannot drift. */
const personaLines = (width = 72): string[] => {
  const lines: string[] = [];
  let line = '';
  for (const [i, kind] of personaKinds.entries()) {
    const word = i < personaKinds.length - 1 ? `${kind} |` : kind;
    if (line && line.length + 1 + word.length > width) {
      lines.push(line);
      line = word;
    } else line = line ? `${line} ${word}` : word;
  }
  if (line) lines.push(line);
  return lines;
};

const pad = ' '.repeat(34);
export const usage = `Usage: npm run sandbox -- <command>
  personas create <kind>          ${personaLines().join(`\n${pad}`)}
  inbox                           latest one-time codes, newest first
  users | applications            list them
  status <applicationId> <STATUS> move an application (allowed transitions only)
  fault set <group> <status>      e.g. fault set loans 503    (401 403 404 409 429 500 503)
  fault set <group> latency <ms>  fault set <group> drop | malformed
  fault clear [<group>]           one group, or all
  fault ... --user <phone|sub>    only that borrower's calls (set and clear)
  reset                           delete users, applications, codes and faults
  help                            this text (also --help, -h)`;

type Request = [method: string, path: string, body?: unknown];

function toRequest(all: string[]): Request | string {
  const at = all.indexOf('--user');
  const user = at >= 0 ? all[at + 1] : undefined;
  const args = at >= 0 ? [...all.slice(0, at), ...all.slice(at + 2)] : all;
  const who = user ? { user } : {};
  const [cmd, a, b, c] = args;
  switch (cmd) {
    case 'personas':
      return a === 'create' && b ? ['POST', '/sandbox/api/personas', { kind: b }] : usage;
    case 'inbox':
      return ['GET', '/sandbox/api/inbox'];
    case 'users':
      return ['GET', '/sandbox/api/users'];
    case 'applications':
      return ['GET', '/sandbox/api/applications'];
    case 'status':
      return a && b ? ['POST', `/sandbox/api/applications/${encodeURIComponent(a)}/status`, { status: b.toUpperCase() }] : usage;
    case 'fault':
      if (a === 'clear') return ['DELETE', b ? `/sandbox/api/faults/${encodeURIComponent(b)}` : '/sandbox/api/faults', who];
      if (a !== 'set' || !b || !c) return usage;
      if (c === 'latency') return ['PUT', `/sandbox/api/faults/${encodeURIComponent(b)}`, { kind: 'latency', latency_ms: Number(args[4]), ...who }];
      if (c === 'drop' || c === 'malformed') return ['PUT', `/sandbox/api/faults/${encodeURIComponent(b)}`, { kind: c, ...who }];
      return ['PUT', `/sandbox/api/faults/${encodeURIComponent(b)}`, { kind: 'status', http_status: Number(c), ...who }];
    case 'reset':
      return ['POST', '/sandbox/api/reset'];
    default:
      return usage;
  }
}

export async function runCli(
  ctx: SandboxContext,
  args: string[],
  out: (line: string) => void = (l) => console.log(l),
  err: (line: string) => void = (l) => console.error(l),
): Promise<number> {
  if (['help', '--help', '-h'].includes(args[0] ?? '')) {
    out(usage);
    return 0;
  }
  // The simulator runs the charts, which the sandbox does not import: it is a script of its own.
  if (args[0] === 'simulate') {
    err('The simulator is its own script: npm run simulate -- --borrowers N [--abandon 0.15] [--seed N]');
    return 2;
  }
  const req = toRequest(args);
  if (typeof req === 'string') {
    err(req);
    return 2;
  }
  const [method, path, body] = req;
  const res = await ctx.app.request(path, {
    method,
    ...(method === 'GET' ? {} : { headers: { 'content-type': 'application/json' }, body: JSON.stringify(body ?? {}) }),
  });
  const text = await res.text();
  if (!res.ok) {
    const parsed = (() => { try { return JSON.parse(text) as { message?: string; fields?: Record<string, string> }; } catch { return undefined; } })();
    err(`Error ${res.status}: ${parsed?.message ?? text}`);
    for (const [field, message] of Object.entries(parsed?.fields ?? {})) err(`  ${field}: ${message}`);
    return 1;
  }
  out(JSON.stringify(JSON.parse(text), null, 2));
  return 0;
}
