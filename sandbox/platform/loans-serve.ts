import type { Context } from 'hono';
import type * as v from 'valibot';
import type { CallOutput, Endpoint } from '../../src/api/endpoint';
import type { SandboxContext, SignedInUser } from '../context';
import { serve as baseServe } from './serve';

/**
 * ADAPTER (S1), used by company/form-options/loans/user/insurance/referral. serve.ts types `query`/`body` as
 * `undefined` because `E['query']` of an optional property is `Schema | undefined`, which never extends
 * GenericSchema. Same runtime (it calls serve.ts); only the handler's input types are corrected. Delete once
 * serve.ts uses `NonNullable<E['query']>`.
 */
type Parsed<S> = [S] extends [undefined] ? undefined : v.InferOutput<NonNullable<S> & v.GenericSchema>;

export interface Input<E extends Endpoint> {
  c: Context;
  params: Record<string, string>;
  query: Parsed<E['query']>;
  body: Parsed<E['body']>;
  user: SignedInUser;
}

export function serve<E extends Endpoint>(
  ctx: SandboxContext,
  endpoint: E,
  handler: (input: Input<E>) => CallOutput<E> | Promise<CallOutput<E>>,
): void {
  baseServe(ctx, endpoint, handler as unknown as Parameters<typeof baseServe<E>>[2]);
}
