import { createApiClient } from '~/api/client';
import type { CallInput, CallOutput, Endpoint } from '~/api/endpoint';
import { config } from '~/config';
import { getAccessToken } from './token';

/** Platform client for the auth actors; the bearer token comes from the Cognito session. */
const client = createApiClient({ baseUrl: config.apiBaseUrl, getAccessToken });

export function authApi<E extends Endpoint>(endpoint: E, input: CallInput<E>): Promise<CallOutput<E>> {
  return client(endpoint, input);
}
