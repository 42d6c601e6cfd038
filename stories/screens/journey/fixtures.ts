/**
 * Typed access to the recorded platform answers (fixtures.generated.json, written by record-fixtures.ts). A story
 * names the endpoint it expects, so a fixture recorded from another call fails loudly instead of rendering nonsense;
 * tests/stories/fixtures.test.ts parses every fixture with its endpoint's response schema.
 */
import type { CallOutput, Endpoint } from '~/api/endpoint';
import type { StepError } from '@machines/journeys/journey-types';
import data from './fixtures.generated.json';
import { endpointName, type Fixtures } from './fixture-format';

export const fixtures = data as unknown as Fixtures;
const again = 'run `npx tsx stories/screens/journey/record-fixtures.ts` (or `npm run generate`)';

/** The platform's answer recorded as `name`, typed by the endpoint that gave it. */
export function recorded<E extends Endpoint>(endpoint: E, name: string): CallOutput<E> {
  const found = fixtures.answers[name];
  if (!found) throw new Error(`No recorded answer '${name}': ${again}.`);
  if (found.endpoint !== endpointName(endpoint)) throw new Error(`'${name}' was recorded from ${found.endpoint}, not ${endpointName(endpoint)}.`);
  return found.response as CallOutput<E>;
}

/** A refusal recorded as `name`, as the chart stores it (code, message, field messages). */
export function refused(name: string): StepError & { httpStatus: number } {
  const found = fixtures.refusals[name];
  if (!found) throw new Error(`No recorded refusal '${name}': ${again}.`);
  return found.error;
}

/** What was sent when `name` was recorded (answer or refusal), e.g. the answers a refused save carried. */
export function recordedInput(name: string): unknown {
  const found = fixtures.answers[name] ?? fixtures.refusals[name];
  if (!found) throw new Error(`No recorded call '${name}': ${again}.`);
  return found.input;
}
