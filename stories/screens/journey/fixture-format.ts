/**
 * The shape of fixtures.generated.json: platform answers recorded from the sandbox by record-fixtures.ts, one per
 * name, each saying which endpoint answered (method and path) so tests/stories/fixtures.test.ts can parse it with
 * that endpoint's own response schema, and stories read it typed by the same endpoint.
 */
import type { Endpoint } from '~/api/endpoint';

export interface RecordedAnswer {
  endpoint: string;
  input: unknown;
  response: unknown;
}

/** A refusal as the app's client turns it into an ApiError (what the chart stores as the step's error). */
export interface RecordedRefusal {
  endpoint: string;
  input: unknown;
  error: { httpStatus: number; code: string; message: string; fields: Record<string, string> };
}

export interface Fixtures {
  recordedFrom: string;
  answers: Record<string, RecordedAnswer>;
  refusals: Record<string, RecordedRefusal>;
}

export const endpointName = (e: Pick<Endpoint, 'method' | 'path'>) => `${e.method} ${e.path}`;
