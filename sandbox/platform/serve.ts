import type { Context } from 'hono';
import * as v from 'valibot';
import type { CallOutput, Endpoint } from '../../src/api/endpoint';
import type { SandboxContext, SignedInUser } from '../context';
import { securedJson } from '../security-headers';
import { checkFault } from './faults';
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
  const conforming = conformingBodies();
  const origin = ctx.config.origin;

  const reply = (result: CallOutput<E>, user: SignedInUser, idemKey: string | undefined, memoKey: string | undefined): Response => {
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
    return securedJson(origin, json as string, 200);
  };

  const run = (c: Context, user: SignedInUser, params: Record<string, string>, query: unknown, body: unknown, memoKey?: string): Answer => {
    const idemKey = endpoint.method !== 'GET' ? c.req.header('idempotency-key') : undefined;
    if (idemKey) {
      const prior = ctx.db
        .prepare('SELECT status, body FROM idempotency WHERE key = ? AND user_id = ?')
        .get(idemKey, user.id) as { status: number; body: string } | undefined;
      if (prior) return c.body(prior.body, prior.status as 200, { 'content-type': 'application/json', 'idempotent-replay': 'true' });
    }
    const result = handler({ c, params, query, body, user } as HandlerInput<E>);
    return result instanceof Promise ? result.then((r) => reply(r, user, idemKey, memoKey)) : reply(result, user, idemKey, memoKey);
  };

  const answer = (c: Context): Answer => {
    const user = endpoint.auth === false ? { id: '', username: '' } : signedIn(ctx, c);
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
    if (!answers) return run(c, user, params, query, undefined);
    const memoKey = JSON.stringify([params, query]);
    const known = answers.get(memoKey);
    return known === undefined ? run(c, user, params, query, undefined, memoKey) : securedJson(origin, known, 200);
  };

  const respond = (c: Context, busyEscapes: boolean): Answer => {
    try {
      const fault = checkFault(ctx, endpoint.group, c);
      const res = fault instanceof Promise ? fault.then(() => answer(c)) : (fault ?? answer(c));
      return res instanceof Promise ? res.catch((e: unknown) => errorResponse(c, e)) : res;
    } catch (e) {
      if (busyEscapes && isBusy(e)) throw e; // retried outside the snapshot (read-snapshot.ts)
      return errorResponse(c, e);
    }
  };
  // Immutable answers come from memory after the first: one fault read, nothing to share a snapshot with.
  const snapshot = endpoint.method === 'GET' && !options.immutable;
  ctx.app[method](endpoint.path, (c) =>
    snapshot ? inReadSnapshot(ctx, () => respond(c, true), () => respond(c, false)) : respond(c, false),
  );
}

/** Distinct answers kept per immutable endpoint (company searches are free text: bounded). */
const MEMO_MAX = 500;

function signedIn(ctx: SandboxContext, c: Context): SignedInUser {
  const header = c.req.header('authorization') ?? '';
  const token = header.startsWith('Bearer ') ? header.slice(7) : '';
  const verified = token ? ctx.verifyAccessToken(token) : null;
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
