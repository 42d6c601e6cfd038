import type { Context } from 'hono';
import type * as v from 'valibot';
import type { CallOutput, Endpoint } from '../../src/api/endpoint';
import type { SandboxContext, SignedInUser } from '../context';
import { serve } from './serve';

/**
 * ADAPTER (S3): serve() with the body/query types resolved. serve.ts's HandlerInput tests `E['body'] extends
 * GenericSchema`, but `body?` makes that `Schema | undefined`, so handlers see `undefined`. serve() itself
 * validates body and query whenever the endpoint declares them, so narrowing here is sound. Drop this file once
 * serve.ts uses NonNullable<E['body']>.
 */
type Out<S> = S extends v.GenericSchema ? v.InferOutput<S> : undefined;

export interface TypedInput<E extends Endpoint> {
  c: Context;
  params: Record<string, string>;
  query: Out<NonNullable<E['query']>>;
  body: Out<NonNullable<E['body']>>;
  user: SignedInUser;
}

export function route<E extends Endpoint>(
  ctx: SandboxContext,
  endpoint: E,
  handler: (input: TypedInput<E>) => CallOutput<E> | Promise<CallOutput<E>>,
): void {
  serve(ctx, endpoint, handler as unknown as Parameters<typeof serve<E>>[2]);
}
