import { afterAll, beforeAll, beforeEach, vi } from 'vitest';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createSandbox, type Sandbox } from '../../sandbox/app';
import type { SandboxContext } from '../../sandbox/context';
import { createPersona, type Persona, type PersonaKind } from '../../sandbox/backoffice/personas';
import { setAccessTokenSource } from '~/api/queries/api';

/** One HTTP request the app sent to the platform, as it went on the wire, and the status it was answered with. */
export interface WireRequest {
  method: string;
  /** The URL's path, e.g. /api/v1/applications/…/offers (no origin, no query). */
  path: string;
  query: Record<string, string>;
  /** The JSON body parsed (undefined when none was sent). */
  body: unknown;
  /** The Idempotency-Key header, or null. */
  idempotencyKey: string | null;
  /** The answer's HTTP status (0 while it has not come back). */
  status: number;
}

export interface InProcessSandbox {
  readonly sandbox: Sandbox;
  readonly ctx: SandboxContext;
  /** The borrower the bearer check answers as (the last one `signIn` created). */
  readonly persona: Persona;
  /** Every request since the last `clear` (each test starts with none), in the order sent. */
  readonly requests: WireRequest[];
  /** "METHOD /path" of each request: the compact list to assert on. */
  calls: () => string[];
  clear: () => void;
  /** A borrower made by the sandbox's persona rules (sandbox/backoffice/personas.ts); calls are theirs from now on. */
  signIn: (kind: PersonaKind, opts?: Parameters<typeof createPersona>[2]) => Persona;
  /** The back office's fault: the call group's next `times` calls are answered with `status` ('malformed': bad JSON). */
  fail: (group: string, answer: number | 'malformed', times?: number) => void;
}

const headerOf = (headers: RequestInit['headers'], name: string): string | null => {
  if (!headers) return null;
  return new Headers(headers).get(name);
};

/**
 * The sandbox platform in this process (sandbox/app.ts on an in-memory database) answering the app's own API client
 * (src/api/queries/api.ts, through the contract's parsing): `fetch` is routed to the sandbox's Hono app and every request
 * is recorded, so tests assert what went on the wire. Only the bearer check is stubbed: the token is the signed-in
 * persona's. Registers its own beforeAll/afterAll/beforeEach (clears the requests) in the calling test file.
 */
export function inProcessSandbox(): InProcessSandbox {
  let sandbox: Sandbox | undefined;
  let persona: Persona | undefined;
  let dir = '';
  const requests: WireRequest[] = [];

  beforeAll(() => {
    dir = mkdtempSync(join(tmpdir(), 'lakbay-in-process-'));
    const s = createSandbox({ dbPath: ':memory:', storageDir: dir, origin: 'http://sandbox.test', tokenTtlSeconds: 3600 });
    s.ctx.verifyAccessToken = () => (persona ? { id: persona.userId, username: persona.username } : null);
    sandbox = s;
    setAccessTokenSource(async () => 'token');
    vi.stubGlobal('fetch', async (input: string | URL | Request, init?: RequestInit) => {
      const url = new URL(String(input instanceof Request ? input.url : input), 'http://localhost');
      const text = typeof init?.body === 'string' ? init.body : undefined;
      const request: WireRequest = {
        method: (init?.method ?? 'GET').toUpperCase(),
        path: url.pathname,
        query: Object.fromEntries(url.searchParams),
        body: text === undefined ? undefined : (JSON.parse(text) as unknown),
        idempotencyKey: headerOf(init?.headers, 'idempotency-key'),
        status: 0,
      };
      requests.push(request);
      const res = await s.app.request(url.pathname + url.search, init);
      request.status = res.status;
      return res;
    });
  });
  beforeEach(() => void (requests.length = 0));
  afterAll(() => {
    vi.unstubAllGlobals();
    setAccessTokenSource(async () => null);
    sandbox?.close();
    rmSync(dir, { recursive: true, force: true });
  });

  const started = () => {
    if (!sandbox) throw new Error('The in-process sandbox starts in beforeAll: use it inside a test or a hook.');
    return sandbox;
  };
  return {
    get sandbox() {
      return started();
    },
    get ctx() {
      return started().ctx;
    },
    get persona() {
      if (!persona) throw new Error('No borrower signed in: call signIn(kind) first.');
      return persona;
    },
    requests,
    calls: () => requests.map((r) => `${r.method} ${r.path}`),
    clear: () => void (requests.length = 0),
    signIn: (kind, opts) => (persona = createPersona(started().ctx, kind, opts)),
    fail: (group, answer, times = 1) =>
      void started()
        .ctx.db.prepare('INSERT OR REPLACE INTO faults (call_group, kind, http_status, latency_ms, remaining) VALUES (?, ?, ?, NULL, ?)')
        .run(group, answer === 'malformed' ? 'malformed' : 'status', answer === 'malformed' ? null : answer, times),
  };
}
