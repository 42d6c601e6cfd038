import type * as v from 'valibot';

/**
 * The platform contract, defined once. Each call group module in src/api/contract declares its endpoints with
 * `endpoint()`. The app calls them through `createApiClient` (which parses every response with `response`);
 * the sandbox serves them through `sandbox/platform/serve.ts` (which validates `query`/`body` and answers 400
 * with field messages). Paths use `:param` segments, the syntax both sides understand.
 */
export const callGroups = [
  'company',
  'documents',
  'employment',
  'fintelligence',
  'formOptions',
  'insurance',
  'loans',
  'offers',
  'promo',
  'recovery',
  'referral',
  'replay',
  'surveys',
  'transactions',
  'user',
] as const;
export type CallGroup = (typeof callGroups)[number];

export type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
type AnySchema = v.GenericSchema;

export interface Endpoint<
  TPath extends string = string,
  TQuery extends AnySchema | undefined = AnySchema | undefined,
  TBody extends AnySchema | undefined = AnySchema | undefined,
  TResponse extends AnySchema = AnySchema,
> {
  readonly group: CallGroup;
  readonly method: Method;
  readonly path: TPath;
  /** Whether the call needs a signed-in borrower (Bearer access token). Defaults to true. */
  readonly auth?: boolean;
  readonly query?: TQuery;
  readonly body?: TBody;
  readonly response: TResponse;
}

export function endpoint<
  const TPath extends string,
  TQuery extends AnySchema | undefined = undefined,
  TBody extends AnySchema | undefined = undefined,
  TResponse extends AnySchema = AnySchema,
>(def: Endpoint<TPath, TQuery, TBody, TResponse>): Endpoint<TPath, TQuery, TBody, TResponse> {
  return def;
}

/** `/loans/:id/status` -> `{ id: string }` */
export type PathParams<P extends string> = P extends `${string}:${infer Name}/${infer Rest}`
  ? { [K in Name]: string } & PathParams<`/${Rest}`>
  : P extends `${string}:${infer Name}`
    ? { [K in Name]: string }
    : Record<never, never>;

type Input<S> = S extends AnySchema ? v.InferInput<S> : never;

export type CallInput<E extends Endpoint> = (keyof PathParams<E['path']> extends never
  ? { params?: undefined }
  : { params: PathParams<E['path']> }) &
  // `query`/`body` are optional properties, so their type includes undefined: test for "no schema" instead.
  ([E['query']] extends [undefined] ? { query?: undefined } : { query: Input<Exclude<E['query'], undefined>> }) &
  ([E['body']] extends [undefined] ? { body?: undefined } : { body: Input<Exclude<E['body'], undefined>> }) & {
    /** Sent as Idempotency-Key; the sandbox answers a repeat with the first result. */
    idempotencyKey?: string;
    signal?: AbortSignal;
  };

export type CallOutput<E extends Endpoint> = v.InferOutput<E['response']>;

export function fillPath(path: string, params: Record<string, string> | undefined): string {
  return path.replace(/:([A-Za-z_][A-Za-z0-9_]*)/g, (_, name: string) => {
    const value = params?.[name];
    if (value === undefined) throw new Error(`Missing path parameter ${name} for ${path}`);
    return encodeURIComponent(value);
  });
}
