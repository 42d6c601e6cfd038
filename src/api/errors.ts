import * as v from 'valibot';

/** The one error shape every failed call becomes (architecture: "one typed ApiError"). */
export class ApiError extends Error {
  readonly httpStatus: number;
  /** Platform code such as 'UAS-E511', or a transport code: 'NETWORK', 'MALFORMED_RESPONSE', 'HTTP_<status>'. */
  readonly code: string;
  readonly fields: Readonly<Record<string, string>>;
  /** Seconds to wait, from Retry-After on 429/503. */
  readonly retryAfter: number | undefined;

  constructor(init: {
    httpStatus: number;
    code: string;
    message: string;
    fields?: Record<string, string>;
    retryAfter?: number | undefined;
  }) {
    super(init.message);
    this.name = 'ApiError';
    this.httpStatus = init.httpStatus;
    this.code = init.code;
    this.fields = init.fields ?? {};
    this.retryAfter = init.retryAfter;
  }
}

/** The body the platform (and the sandbox) answers with on any non-2xx response. */
export const errorBodySchema = v.object({
  code: v.string(),
  message: v.string(),
  fields: v.optional(v.record(v.string(), v.string())),
});
export type ErrorBody = v.InferOutput<typeof errorBodySchema>;

export const isApiError = (e: unknown): e is ApiError => e instanceof ApiError;
