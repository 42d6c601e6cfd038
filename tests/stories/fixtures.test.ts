/**
 * The journey screen stories show platform answers recorded from the sandbox (stories/screens/journey/
 * fixtures.generated.json). Every one must still parse with the contract's response schema of the endpoint that
 * gave it, every refusal must be an error body the client understands, and every fixture a story names must exist.
 */
import { readdirSync, readFileSync } from 'node:fs';
import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import * as contract from '~/api/contract';
import type { Endpoint } from '~/api/endpoint';
import { errorBodySchema } from '~/api/errors';
import { endpointName } from '../../stories/screens/journey/fixture-format';
import { fixtures } from '../../stories/screens/journey/fixtures';

const endpoints = new Map<string, Endpoint>();
for (const group of Object.values(contract)) {
  for (const value of Object.values(group)) {
    if (value && typeof value === 'object' && 'method' in value && 'path' in value && 'response' in value)
      endpoints.set(endpointName(value as Endpoint), value as Endpoint);
  }
}

const storyDir = new URL('../../stories/screens/journey/', import.meta.url);
const storyFiles = readdirSync(storyDir).filter((f) => f.endsWith('.tsx') || f.endsWith('.ts'));
/** Names passed to recorded(endpoint, 'name') / refused('name') / answerInput('name') in the story sources. */
type Kind = 'answers' | 'refusals' | 'either';
function namesUsed(): Array<{ file: string; kind: Kind; name: string }> {
  const out: Array<{ file: string; kind: Kind; name: string }> = [];
  for (const file of storyFiles) {
    const text = readFileSync(new URL(file, storyDir), 'utf8');
    for (const m of text.matchAll(/\brecorded\(\s*[\w.]+,\s*['`]([^'`$]+)['`]/g))
      out.push({ file, kind: 'answers', name: m[1]! });
    for (const m of text.matchAll(/\brecordedInput\(\s*['`]([^'`$]+)['`]/g))
      out.push({ file, kind: 'either', name: m[1]! });
    for (const m of text.matchAll(/\brefused\(\s*['`]([^'`$]+)['`]/g))
      out.push({ file, kind: 'refusals', name: m[1]! });
  }
  return out;
}

describe('story fixtures recorded from the sandbox', () => {
  it.each(Object.entries(fixtures.answers))('%s parses with its endpoint’s response schema', (_, fixture) => {
    const endpoint = endpoints.get(fixture.endpoint);
    expect(endpoint, `${fixture.endpoint} is not an endpoint of src/api/contract`).toBeDefined();
    const parsed = v.safeParse(endpoint!.response, fixture.response);
    expect(parsed.issues?.map((i) => `${v.getDotPath(i) ?? ''}: ${i.message}`) ?? []).toEqual([]);
  });

  it.each(Object.entries(fixtures.refusals))('%s is an error body of a contract endpoint', (_, fixture) => {
    expect(endpoints.has(fixture.endpoint), `${fixture.endpoint} is not an endpoint of src/api/contract`).toBe(true);
    expect(v.safeParse(errorBodySchema, fixture.error).success).toBe(true);
    expect(fixture.error.httpStatus).toBeGreaterThanOrEqual(400);
  });

  it('has every fixture the journey screen stories name', () => {
    const used = namesUsed();
    expect(used.length).toBeGreaterThan(0);
    const has = (kind: Kind, name: string) =>
      kind === 'either' ? name in fixtures.answers || name in fixtures.refusals : name in fixtures[kind];
    const missing = used.filter(({ kind, name }) => !has(kind, name));
    expect(missing).toEqual([]);
  });

  it('stays small', () => {
    expect(JSON.stringify(fixtures).length).toBeLessThan(300 * 1024);
  });
});
