import type { Answers, StepError, StepVersionLike } from './journey-types';

const str = (v: unknown): string => (typeof v === 'string' ? v : typeof v === 'number' ? String(v) : '');

/** The same answers, compared as the platform stores them (strings; a missing answer is empty). */
export function sameAnswers(a: Answers, b: Answers): boolean {
  const keys = new Set([...Object.keys(a), ...Object.keys(b)]);
  return [...keys].every((k) => str(a[k]) === str(b[k]));
}

/**
 * Whether a form step may be saved over the version read: the one this tab last read or saved; else the platform's
 * when nothing was saved yet or it holds what this journey last knew (a reload). Anything else was saved elsewhere:
 * the chart shows it and does not overwrite it.
 */
export const baseIsCurrent = (read: StepVersionLike, known: Answers | undefined): boolean =>
  read.readHere || read.version === undefined || read.version === 0 || sameAnswers(read.answers, known ?? {});

/** Saved elsewhere since this journey read it: the newer answers replace the draft, with these words. */
export const savedElsewhere: StepError = {
  code: 'STALE_ANSWERS',
  message: 'These answers were changed in another tab or on another device. We show the newer answers: check them, then continue.',
  fields: {},
};
