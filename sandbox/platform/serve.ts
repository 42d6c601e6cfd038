import type { Context } from 'hono';
import * as v from 'valibot';
import type { CallOutput, Endpoint } from '../../src/api/endpoint';
import type { SandboxContext, SignedInUser } from '../context';
import { dbVersion, dbVersionThisTurn, sameVersion, writeCount, type DbVersion } from '../db';
import { securedJson } from '../security-headers';
import { checkFault, noFaultAt, sawNoFault } from './faults';
import { inReadSnapshot, isBusy } from './read-snapshot';

export class HttpError extends Error {
  constructor(
    readonly status: number,
    readonly code: string,
    message: string,
    readonly fields?: Record<string, string>,
    readonly headers?: Record<string, string>,
  ) {
    super(message);
  }
}

/** What serve() validated: the schema's output when the endpoint declares one (`body?` is `Schema | undefined`). */
type Parsed<S> = [NonNullable<S>] extends [v.GenericSchema] ? v.InferOutput<NonNullable<S>> : undefined;

export interface HandlerInput<E extends Endpoint> {
  c: Context;
  params: Record<string, string>;
  query: Parsed<E['query']>;
  body: Parsed<E['body']>;
  /** The signed-in borrower; present whenever endpoint.auth !== false. */
  user: SignedInUser;
}

/** Turns valibot issues into { field: message } using the dotted path of each issue. */
export function fieldMessages(issues: readonly v.BaseIssue<unknown>[]): Record<string, string> {
  const out: Record<string, string> = {};
  for (const issue of issues) {
    const key = v.getDotPath(issue) ?? '_';
    out[key] ??= issue.message;
  }
  return out;
}

export interface ServeOptions {
  /**
   * The answer depends only on the validated path and query and on data that cannot change while the sandbox
   * runs (code constants, the seeded ref_* tables that neither the back office nor reset touch). It is then
   * made, checked against the contract and serialized once per distinct request and sent from memory after
   * that; faults, auth and request validation still run on every call.
   */
  immutable?: boolean;
  /**
   * A signed-in GET whose answer is a function of the signed-in user, the validated path and query, and the
   * database's contents, and of nothing else (not now(), not memory that changes, not the request's headers).
   * Its serialized answer is kept per (user, params, query) with the database version it was read at
   * (sandbox/db.ts dbVersion: this process's writes and other processes' commits) and sent again while the
   * version is the same. Faults, the token and the query are still checked on every call, against the same
   * version. The answers are byte-identical to reading again (tests/sandbox/answer-cache.test.ts).
   */
  perUser?: boolean;
}

type Answer = Response | Promise<Response>;

/**
 * Registers one contract endpoint on the sandbox: fault injection for its call group, bearer auth, request
 * validation against the contract's schemas (400 with field messages), idempotent replays, and the response
 * checked against the contract before it leaves (a sandbox bug must not look like an app bug). Synchronous
 * unless something has to be awaited (a body, an injected latency, an async handler): @hono/node-server then
 * writes the answer without a promise round.
 */
export function serve<E extends Endpoint>(
  ctx: SandboxContext,
  endpoint: E,
  handler: (input: HandlerInput<E>) => CallOutput<E> | Promise<CallOutput<E>>,
  options: ServeOptions = {},
): void {
  const method = endpoint.method.toLowerCase() as 'get' | 'post' | 'put' | 'patch' | 'delete';
  const answers = options.immutable ? new Map<string, string>() : undefined;
  const perUser = options.perUser && endpoint.method === 'GET' && endpoint.auth !== false ? new Map<string, { at: DbVersion; json: string }>() : undefined;
  const conforming = conformingBodies();
  const origin = ctx.config.origin;
  const counts = answerCacheStats(ctx);

  /** Keeps a per-user answer, if nothing was written since `at` was read (then it is that version's answer). */
  const keep = (memoKey: string, at: DbVersion, json: string) => {
    if (!perUser || writeCount(ctx.db) !== at.writes) return;
    perUser.delete(memoKey);
    if (perUser.size >= MEMO_MAX) perUser.delete(perUser.keys().next().value as string);
    perUser.set(memoKey, { at, json });
    counts.kept++;
  };

  const reply = (result: CallOutput<E>, user: SignedInUser, idemKey: string | undefined, memoKey: string | undefined, at?: DbVersion): Response => {
    const json = JSON.stringify(result) as string | undefined;
    if (json === undefined || !conforming.has(json)) {
      const checked = v.safeParse(endpoint.response, result);
      if (!checked.success) {
        console.error(`[sandbox] response of ${endpoint.method} ${endpoint.path} breaks the contract`, fieldMessages(checked.issues));
        throw new HttpError(500, 'CONTRACT', 'The sandbox produced an answer outside the contract.');
      }
      if (json !== undefined) conforming.add(json);
    }
    if (idemKey) {
      ctx.db
        .prepare('INSERT OR IGNORE INTO idempotency (key, user_id, status, body, created_at) VALUES (?, ?, ?, ?, ?)')
        .run(idemKey, user.id, 200, json, new Date(ctx.now()).toISOString());
    }
    if (answers && memoKey !== undefined) {
      if (answers.size >= MEMO_MAX) answers.clear();
      answers.set(memoKey, json as string);
    }
    if (at && memoKey !== undefined) keep(memoKey, at, json as string);
    return securedJson(origin, json as string, 200);
  };

  const run = (c: Context, user: SignedInUser, params: Record<string, string>, query: unknown, body: unknown, memoKey?: string, at?: DbVersion): Answer => {
    const idemKey = endpoint.method !== 'GET' ? c.req.header('idempotency-key') : undefined;
    if (idemKey) {
      const prior = ctx.db
        .prepare('SELECT status, body FROM idempotency WHERE key = ? AND user_id = ?')
        .get(idemKey, user.id) as { status: number; body: string } | undefined;
      if (prior) return c.body(prior.body, prior.status as 200, { 'content-type': 'application/json', 'idempotent-replay': 'true' });
    }
    const result = handler({ c, params, query, body, user } as HandlerInput<E>);
    // An answer that had to wait is not kept: other requests may have written in between.
    return result instanceof Promise ? result.then((r) => reply(r, user, idemKey, memoKey)) : reply(result, user, idemKey, memoKey, at);
  };

  const answer = (c: Context, at?: DbVersion): Answer => {
    const user = endpoint.auth === false ? { id: '', username: '' } : signedIn(ctx, c, at);
    const query = endpoint.query ? valid(endpoint.query, c.req.query()) : undefined;
    const params = c.req.param() as Record<string, string>;
    if (endpoint.body) {
      const schema = endpoint.body;
      return c.req
        .json()
        .then(
          (raw: unknown) => raw,
          () => {
            throw new HttpError(400, 'VALIDATION', 'The request body must be JSON.');
          },
        )
        .then((raw) => run(c, user, params, query, valid(schema, raw)));
    }
    if (perUser && at) return run(c, user, params, query, undefined, JSON.stringify([user.id, params, query]), at);
    if (!answers) return run(c, user, params, query, undefined);
    const memoKey = JSON.stringify([params, query]);
    const known = answers.get(memoKey);
    return known === undefined ? run(c, user, params, query, undefined, memoKey) : securedJson(origin, known, 200);
  };

  /**
   * The answer kept for this request at version `at` (per user, or immutable), when every check the full path
   * makes comes out the same at that version: no fault for the group, the token verified, the query valid.
   * Anything else (a fault, a 401, a 400, nothing kept) goes the full way, which answers it exactly as before.
   */
  const known = (c: Context, at: DbVersion): Response | undefined => {
    if (!noFaultAt(ctx, endpoint.group, at)) return undefined;
    let query: unknown;
    if (endpoint.query) {
      const parsed = v.safeParse(endpoint.query, c.req.query());
      if (!parsed.success) return undefined;
      query = parsed.output;
    }
    let userId = '';
    if (endpoint.auth !== false) {
      const header = c.req.header('authorization') ?? '';
      const user = header.startsWith('Bearer ') && header.length > 7 ? ctx.verifyAccessToken(header.slice(7), at) : null;
      if (!user) return undefined;
      userId = user.id;
    }
    if (answers) {
      const json = answers.get(JSON.stringify([c.req.param(), query]));
      return json === undefined ? undefined : securedJson(origin, json, 200);
    }
    if (!perUser) return undefined;
    const hit = perUser.get(JSON.stringify([userId, c.req.param(), query]));
    if (!hit || !sameVersion(hit.at, at)) return undefined;
    counts.hits++;
    return securedJson(origin, hit.json, 200);
  };

  const respond = (c: Context, busyEscapes: boolean): Answer => {
    try {
      // First read of the request (inside the read snapshot when there is one): the version it answers from.
      const at = (perUser && busyEscapes) || answers ? dbVersion(ctx.db) : undefined;
      const writes = writeCount(ctx.db);
      const fault = checkFault(ctx, endpoint.group, c);
      if (at && fault === undefined && writeCount(ctx.db) === writes) sawNoFault(ctx, endpoint.group, at);
      const res = fault instanceof Promise ? fault.then(() => answer(c)) : (fault ?? answer(c, at));
      return res instanceof Promise ? res.catch((e: unknown) => errorResponse(c, e)) : res;
    } catch (e) {
      if (busyEscapes && isBusy(e)) throw e; // retried outside the snapshot (read-snapshot.ts)
      return errorResponse(c, e);
    }
  };
  // Immutable answers come from memory after the first: one fault read, nothing to share a snapshot with.
  const snapshot = endpoint.method === 'GET' && !options.immutable;
  ctx.app[method](routePath(ctx, endpoint.method, endpoint.path), (c) => {
    if (perUser || answers) {
      // Over a socket, the version of this loop turn (db.ts dbVersionThisTurn); in-process (app.request), exact.
      const hit = known(c, (c.env as { incoming?: unknown } | undefined)?.incoming ? dbVersionThisTurn(ctx.db) : dbVersion(ctx.db));
      if (hit) return hit;
    }
    return snapshot ? inReadSnapshot(ctx, () => respond(c, true), () => respond(c, false)) : respond(c, false);
  });
}

const stats = new WeakMap<SandboxContext, { hits: number; kept: number }>();

/** How many per-user answers (ServeOptions.perUser) were kept and sent again from memory in this sandbox. */
export function answerCacheStats(ctx: SandboxContext): { hits: number; kept: number } {
  let s = stats.get(ctx);
  if (!s) stats.set(ctx, (s = { hits: 0, kept: 0 }));
  return s;
}

/** The paths serve() registered so far, per sandbox and method. */
const registered = new WeakMap<SandboxContext, Map<string, string[]>>();

/**
 * The path to register an endpoint under. Hono runs every route that matches a request, in order, and with
 * more than one it goes through its asynchronous middleware chain (compose) even when the first handler answers:
 * GET /applications/ongoing matched both its own route and /applications/:applicationId, and paid a promise
 * round and Hono's async dispatch for it (~20 µs per call, measured). A serve() handler always answers and never
 * calls next(), so when an earlier serve() route of the same method is a literal where this path's last segment
 * is a parameter, the later route could never run for it: the parameter here then excludes those literals
 * (`:applicationId{(?!(?:ongoing|eligibility)$)[^/]+}`), which is the same routing with one match instead of two.
 * Only a parameter in the last segment is narrowed (Hono tests a pattern there against that segment alone).
 */
function routePath(ctx: SandboxContext, method: string, path: string): string {
  let byMethod = registered.get(ctx);
  if (!byMethod) registered.set(ctx, (byMethod = new Map()));
  const earlier = byMethod.get(method) ?? [];
  byMethod.set(method, earlier);
  const narrowed = narrowedPath(earlier, path);
  earlier.push(path);
  return narrowed;
}

/** `path` with its last-segment parameter narrowed to exclude the literals of `earlier` paths in that place. */
export function narrowedPath(earlier: readonly string[], path: string): string {
  const segments = path.split('/');
  const last = segments.length - 1;
  const param = /^:(\w+)$/.exec(segments[last] ?? '');
  if (!param || segments.slice(0, last).some((s) => s.startsWith(':') || s.includes('*'))) return path;
  const literals = earlier
    .map((o) => o.split('/'))
    .filter((o) => o.length === segments.length && o.every((s, i) => (i === last ? /^[\w.~-]+$/.test(s) : s === segments[i])))
    .map((o) => o[last] as string);
  if (!literals.length) return path;
  const escaped = literals.map((l) => l.replace(/[.~-]/g, (ch) => `\\${ch}`));
  return [...segments.slice(0, last), `:${param[1]}{(?!(?:${escaped.join('|')})$)[^/]+}`].join('/');
}

/** Distinct answers kept per immutable endpoint (company searches are free text: bounded). */
const MEMO_MAX = 500;

function signedIn(ctx: SandboxContext, c: Context, at?: DbVersion): SignedInUser {
  const header = c.req.header('authorization') ?? '';
  const token = header.startsWith('Bearer ') ? header.slice(7) : '';
  const verified = token ? ctx.verifyAccessToken(token, at) : null;
  if (!verified) throw new HttpError(401, 'UNAUTHORIZED', 'Your session has ended. Please sign in again.');
  return verified;
}

function valid(schema: v.GenericSchema, input: unknown): unknown {
  const parsed = v.safeParse(schema, input);
  if (!parsed.success) throw new HttpError(400, 'VALIDATION', 'Some fields need your attention.', fieldMessages(parsed.issues));
  return parsed.output;
}

/**
 * Response bodies (exact JSON text) that already passed the endpoint's contract check: the same bytes conform
 * again, so a repeated answer (the same profile read twice) is not parsed again. Bounded by size; bodies over
 * 16 KB are always checked.
 */
function conformingBodies() {
  const seen = new Set<string>();
  let chars = 0;
  return {
    has: (json: string) => seen.has(json),
    add: (json: string) => {
      if (json.length > 16_384) return;
      if (chars + json.length > 262_144) {
        seen.clear();
        chars = 0;
      }
      seen.add(json);
      chars += json.length;
    },
  };
}

export function errorResponse(c: Context, e: unknown): Response {
  if (e instanceof HttpError) {
    return c.json({ code: e.code, message: e.message, ...(e.fields ? { fields: e.fields } : {}) }, e.status as 400, e.headers);
  }
  console.error('[sandbox] unhandled error', e);
  return c.json({ code: 'INTERNAL', message: 'Something went wrong on our side. Please try again.' }, 500);
}
