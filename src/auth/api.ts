import type * as v from 'valibot';
import { createApiClient } from '~/api/client';
import type { CallOutput, Endpoint } from '~/api/endpoint';
import { config } from '~/config';
import { getAccessToken } from './token';

/** Platform client for the auth actors; the bearer token comes from the Cognito session. */
const client = createApiClient({ baseUrl: config.apiBaseUrl, getAccessToken });

/**
 * ADAPTER: `CallInput` reads `E['body']`, which includes `undefined` because Endpoint's `body` is optional,
 * so a body is typed `undefined` (same issue S2 noted in sandbox/cognito/account-endpoints.ts). This types the
 * body from the schema itself; remove once src/api/endpoint.ts uses NonNullable<E['body']>.
 */
export function authApi<E extends Endpoint>(
  endpoint: E,
  input: { body?: v.InferInput<NonNullable<E['body']>> },
): Promise<CallOutput<E>> {
  return client(endpoint, input as never);
}
