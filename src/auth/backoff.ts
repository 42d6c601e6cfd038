import { REFRESH_BACKOFF_SECONDS } from '@machines/auth/session.machine';

/**
 * Milliseconds to wait after the n-th consecutive refresh failure (0-based): the session chart's backoff with
 * "equal jitter", half fixed and half random, so tabs and borrowers that failed together do not retry together.
 */
export function jitteredBackoffMs(failures: number, random: () => number = Math.random): number {
  const base = (REFRESH_BACKOFF_SECONDS[Math.min(failures, REFRESH_BACKOFF_SECONDS.length - 1)] ?? 60) * 1000;
  return Math.round(base / 2 + (base / 2) * random());
}
