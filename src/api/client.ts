import * as v from 'valibot';
import { fillPath, type CallInput, type CallOutput, type Endpoint } from './endpoint';
import { ApiError, errorBodySchema } from './errors';

export interface ApiClientConfig {
  /** '' for same origin (sandbox and dev); the platform's base URL in production. */
  baseUrl: string;
  getAccessToken: () => Promise<string | null>;
  fetch?: typeof fetch;
}

export type ApiClient = <E extends Endpoint>(endpoint: E, input: CallInput<E>) => Promise<CallOutput<E>>;

export function createApiClient(config: ApiClientConfig): ApiClient {
  const doFetch = config.fetch ?? ((...args: Parameters<typeof fetch>) => fetch(...args));
  return async (endpoint, input) => {
    const url = new URL(
      config.baseUrl + fillPath(endpoint.path, input.params as Record<string, string> | undefined),
      typeof location === 'undefined' ? 'http://localhost' : location.origin,
    );
    if (input.query) {
      for (const [k, value] of Object.entries(input.query as Record<string, unknown>)) {
        if (value !== undefined && value !== null) url.searchParams.set(k, String(value));
      }
    }
    const headers: Record<string, string> = { accept: 'application/json' };
    if (endpoint.auth !== false) {
      const token = await config.getAccessToken();
      if (token) headers.authorization = `Bearer ${token}`;
    }
    if (input.body !== undefined) headers['content-type'] = 'application/json';
    if (input.idempotencyKey) headers['idempotency-key'] = input.idempotencyKey;

    let res: Response;
    try {
      res = await doFetch(config.baseUrl === '' && typeof location !== 'undefined' ? url.pathname + url.search : url.href, {
        method: endpoint.method,
        headers,
        body: input.body === undefined ? null : JSON.stringify(input.body),
        signal: input.signal ?? null,
        credentials: 'same-origin',
      });
    } catch (cause) {
      if (input.signal?.aborted) throw cause;
      throw new ApiError({ httpStatus: 0, code: 'NETWORK', message: 'We could not reach Lakbay. Check your connection and try again.' });
    }

    const text = await res.text().catch(() => '');
    let json: unknown;
    try {
      json = text === '' ? null : JSON.parse(text);
    } catch {
      json = undefined;
    }
    if (!res.ok) {
      const parsed = v.safeParse(errorBodySchema, json);
      const retryAfter = Number(res.headers.get('retry-after'));
      throw new ApiError({
        httpStatus: res.status,
        code: parsed.success ? parsed.output.code : `HTTP_${res.status}`,
        message: parsed.success ? parsed.output.message : 'Something went wrong on our side. Please try again.',
        fields: parsed.success ? parsed.output.fields : undefined,
        retryAfter: Number.isFinite(retryAfter) && retryAfter > 0 ? retryAfter : undefined,
      });
    }
    const parsed = v.safeParse(endpoint.response, json);
    if (!parsed.success) {
      throw new ApiError({
        httpStatus: res.status,
        code: 'MALFORMED_RESPONSE',
        message: 'We received an unexpected answer. Please try again.',
      });
    }
    return parsed.output as CallOutput<typeof endpoint>;
  };
}
