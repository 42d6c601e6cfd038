import { createHash } from 'node:crypto';
import type { Context } from 'hono';
import * as v from 'valibot';
import type { CallOutput, Endpoint } from '../../src/api/endpoint';
import type { SandboxContext, SignedInUser } from '../context';
import { securedJson } from '../security-headers';
import { applyFault, bearerSubjects } from './faults';

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

/** The schema's output, or a 400 naming each field that needs attention. */
export function valid<S extends v.GenericSchema>(schema: S, input: unknown): v.InferOutput<S> {
  const parsed = v.safeParse(schema, input);
  if (!parsed.success) throw new HttpError(400, 'VALIDATION', 'Some fields need your attention.', fieldMessages(parsed.issues));
  return parsed.output;
}

/**
 * The request body (JSON; its size already limited by sandbox/guards.ts) checked against `schema`, or a 400.
 * An array is refused where the schema is not one: valibot's object schemas accept arrays.
 */
export async function validBody<S extends v.GenericSchema>(c: Context, schema: S): Promise<v.InferOutput<S>> {
  let raw: unknown;
  try {
    raw = await c.req.json();
  } catch {
    throw new HttpError(400, 'VALIDATION', 'The request body must be JSON.');
  }
  if (Array.isArray(raw) && schema.type !== 'array') throw new HttpError(400, 'VALIDATION', 'The request body must be a JSON object.');
  return valid(schema, raw);
}

/**
 * Registers one contract endpoint on the sandbox: fault injection for its call group, bearer auth, request
 * validation against the contract's schemas (400 with field messages), idempotent replays, and the response
 * checked against the contract before it leaves (a sandbox bug must not look like an app bug).
 */
export function serve<E extends Endpoint>(
  ctx: SandboxContext,
  endpoint: E,
  handler: (input: HandlerInput<E>) => CallOutput<E> | Promise<CallOutput<E>>,
): void {
  const method = endpoint.method.toLowerCase() as 'get' | 'post' | 'put' | 'patch' | 'delete';
  ctx.app[method](endpoint.path, async (c) => {
    try {
      const faulted = await applyFault(ctx, endpoint.group, c, () => bearerSubjects(ctx, c));
      if (faulted) return faulted;
      const user = endpoint.auth === false ? { id: '', username: '' } : await signedIn(ctx, c);
      const query = endpoint.query ? valid(endpoint.query, c.req.query()) : undefined;
      const body = endpoint.body ? await validBody(c, endpoint.body) : undefined;
      const idemKey = endpoint.method !== 'GET' ? c.req.header('idempotency-key') : undefined;
      const requestHash = idemKey ? hashOfRequest(endpoint.method, c.req.path, { query, body }) : undefined;
      if (idemKey) {
        const prior = ctx.db
          .prepare('SELECT status, body, request_hash FROM idempotency WHERE key = ? AND user_id = ?')
          .get(idemKey, user.id) as { status: number; body: string; request_hash: string | null } | undefined;
        if (prior && prior.request_hash !== null && prior.request_hash !== requestHash) {
          throw new HttpError(422, 'IDEMPOTENCY_KEY_REUSED', 'This request reuses the Idempotency-Key of a different request. Send a new key for a new request.');
        }
        if (prior) return c.body(prior.body, prior.status as 200, { 'content-type': 'application/json', 'idempotent-replay': 'true' });
      }
      const result = await handler({ c, params: c.req.param() as Record<string, string>, query, body, user } as HandlerInput<E>);
      const checked = v.safeParse(endpoint.response, result);
      if (!checked.success) {
        console.error(`[sandbox] response of ${endpoint.method} ${endpoint.path} breaks the contract`, fieldMessages(checked.issues));
        throw new HttpError(500, 'CONTRACT', 'The sandbox produced an answer outside the contract.');
      }
      const json = JSON.stringify(result);
      if (idemKey) {
        // Only a success is kept: a refused or failed first attempt (4xx, 5xx, an injected fault) is not the answer
        // forever, so a retry with the same key runs again (docs/decisions.md, "A payment is made once").
        ctx.db
          .prepare('INSERT OR IGNORE INTO idempotency (key, user_id, status, body, created_at, request_hash) VALUES (?, ?, ?, ?, ?, ?)')
          .run(idemKey, user.id, 200, json, new Date(ctx.now()).toISOString(), requestHash);
      }
      return securedJson(ctx.config.origin, json, 200);
    } catch (e) {
      return errorResponse(c, e);
    }
  });
}

/**
 * What an Idempotency-Key stands for: the method, the path (with its ids) and the validated query and body, keys
 * sorted, so the same request hashes the same however its JSON was written.
 */
export function hashOfRequest(method: string, path: string, request: unknown): string {
  const canonical = (value: unknown): unknown =>
    Array.isArray(value) ? value.map(canonical)
    : value && typeof value === 'object' ? Object.fromEntries(Object.keys(value).sort().map((k) => [k, canonical((value as Record<string, unknown>)[k])]))
    : value;
  return createHash('sha256').update(`${method} ${path}\n${JSON.stringify(canonical(request) ?? null)}`).digest('hex');
}

async function signedIn(ctx: SandboxContext, c: Context): Promise<SignedInUser> {
  const header = c.req.header('authorization') ?? '';
  const token = header.startsWith('Bearer ') ? header.slice(7) : '';
  const verified = token ? await ctx.verifyAccessToken(token) : null;
  if (!verified) throw new HttpError(401, 'UNAUTHORIZED', 'Your session has ended. Please sign in again.');
  return verified;
}

export function errorResponse(c: Context, e: unknown): Response {
  if (e instanceof HttpError) {
    return c.json({ code: e.code, message: e.message, ...(e.fields ? { fields: e.fields } : {}) }, e.status as 400, e.headers);
  }
  console.error('[sandbox] unhandled error', e);
  return c.json({ code: 'INTERNAL', message: 'Something went wrong on our side. Please try again.' }, 500);
}
