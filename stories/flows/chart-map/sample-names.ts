/**
 * Names for the sample events a designer can send ("valid answers", "field errors", "server error", "with
 * warning"), derived from the payload shape so no JSON is ever shown. A sample is named by what sets it apart
 * from the other samples of the same event.
 */
import type { EventObject } from 'xstate';
import { humanise } from '@machines/shared/event-labels';

type Rec = Record<string, unknown>;
const isRec = (v: unknown): v is Rec => typeof v === 'object' && v !== null && !Array.isArray(v);
const lower = (s: string) => humanise(s).toLowerCase();

function errorWords(error: unknown): string[] {
  if (!isRec(error)) return [error instanceof Error ? lower(error.message) : 'failure'];
  const out: string[] = [];
  const fields = error.fields;
  if (isRec(fields) && Object.keys(fields).length) out.push('field errors');
  if ('captcha' in error && error.captcha) out.push('captcha asked');
  if (typeof error.attemptsLeft === 'number') out.push(`${error.attemptsLeft} tries left`);
  const code = typeof error.code === 'string' ? error.code : '';
  const message = typeof error.message === 'string' ? error.message : '';
  if (/^HTTP_5|NETWORK/.test(code) || /unavailable|network|boom|try again/i.test(message)) out.push('server error');
  else if (code === 'HTTP_429') out.push('too many tries');
  else if (!out.length)
    out.push(message && message.length <= 40 ? message.replace(/\.$/, '') : code ? `refused (${code})` : 'failure');
  return out;
}

/** Short descriptions of what a payload carries, e.g. ['outcome failed', 'with warning']. */
function features(value: unknown): string[] {
  if (value === null || value === undefined) return ['nothing'];
  if (Array.isArray(value)) return [`${value.length} item${value.length === 1 ? '' : 's'}`];
  if (!isRec(value)) return [typeof value === 'string' && value.length > 20 ? 'text' : String(value)];
  return Object.entries(value).map(([key, v]) => {
    if (typeof v === 'boolean') return v ? lower(key) : `not ${lower(key)}`;
    if (v === null || v === undefined) return `no ${lower(key)}`;
    if (typeof v === 'string' && /^[\w-]{1,20}$/.test(v) && /^(outcome|status|result|kind|method|type)$/i.test(key))
      return lower(v);
    if (Array.isArray(v)) return `${v.length} ${lower(key)}`;
    if (isRec(v) && key === 'values') return 'answers';
    return `with ${lower(key)}`;
  });
}

export interface NamedSample {
  event: EventObject;
  name: string;
}

/**
 * Names the samples of one event type. `titleOf` turns a step key into its screen title (for events that carry a
 * step, e.g. a jump or a change from review).
 */
export function nameSamples(
  samples: readonly EventObject[],
  titleOf: (key: string) => string | undefined,
): NamedSample[] {
  const described = samples.map((event) => {
    const e = event as EventObject & Rec;
    if (typeof e.step === 'string') return [titleOf(e.step) ?? humanise(e.step)];
    if ('error' in e) return errorWords(e.error);
    if ('output' in e) return features(e.output);
    if (isRec(e.values)) return [Object.keys(e.values).length ? 'valid answers' : 'empty answers'];
    const rest = Object.fromEntries(Object.entries(e).filter(([k]) => k !== 'type'));
    return Object.keys(rest).length ? features(rest) : [];
  });
  // Keep what sets a sample apart; a lone sample keeps only words that say something on their own.
  const names = described.map((words) => {
    const distinct =
      samples.length > 1
        ? words.filter((w) => !described.every((other) => other.includes(w)))
        : words.filter((w) => !w.startsWith('with ') || w === 'with warning');
    return (distinct.length ? distinct : samples.length > 1 ? words : []).slice(0, 2).join(', ');
  });
  return samples.map((event, i) => {
    const name = names[i]!;
    const clash = names.filter((n) => n === name).length > 1;
    return {
      event,
      name: clash ? `${name || 'example'} ${names.slice(0, i + 1).filter((n) => n === name).length}`.trim() : name,
    };
  });
}
