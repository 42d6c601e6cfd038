import type * as v from 'valibot';
import type { CallInput, CallOutput, Endpoint } from '../endpoint';
import { createApiClient, type ApiClient } from '../client';
import { config } from '~/config';

/**
 * The app's one API client. The access token comes from the session code (src/auth), registered at boot by
 * src/main.tsx; until then (and for visitors) calls go without a token.
 */
let tokenSource: () => Promise<string | null> = async () => null;
export const setAccessTokenSource = (source: () => Promise<string | null>): void => {
  tokenSource = source;
};

export const api: ApiClient = createApiClient({ baseUrl: config.apiBaseUrl, getAccessToken: () => tokenSource() });

/**
 * ADAPTER (helper F3): `CallInput` in src/api/endpoint.ts tests `E['query'] extends AnySchema`, which is false for
 * an optional property (its type includes undefined), so calls with a query do not type-check. This wrapper keeps
 * the query typed from the endpoint's schema until endpoint.ts is fixed (lead: use NonNullable<E['query']>).
 */
type QueryInput<E extends Endpoint> = NonNullable<E['query']> extends v.GenericSchema ? v.InferInput<NonNullable<E['query']>> : never;
export function callWithQuery<E extends Endpoint>(
  endpoint: E,
  query: QueryInput<E>,
  rest: { params?: Record<string, string>; signal?: AbortSignal } = {},
): Promise<CallOutput<E>> {
  return api(endpoint, { ...rest, query } as unknown as CallInput<E>);
}
