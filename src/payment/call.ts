import type { ApiClient } from '~/api/client';
import type { CallInput, CallOutput, Endpoint } from '~/api/endpoint';

/**
 * `CallInput` does not yet type an endpoint's optional `query` (see F3's note in src/api/queries/api.ts); this
 * keeps the call sites of src/payment, src/documents and src/selfie typed by the endpoint's output meanwhile.
 */
export function call<E extends Endpoint>(api: ApiClient, endpoint: E, input: Record<string, unknown>): Promise<CallOutput<E>> {
  return api(endpoint, input as unknown as CallInput<E>);
}
