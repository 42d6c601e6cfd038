import { useEffect, useState } from 'react';

/**
 * Seconds left until `until` (ms epoch), for display only: the chart's named delay decides when resend opens.
 * `announce` changes only at sensible marks (every 15 s, then at 10 and 5 s and 0) so a screen reader is not
 * told every second.
 */
export function useCountdown(until: number | null): { seconds: number; announce: string } {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    if (until === null || until <= Date.now()) return undefined;
    const id = setInterval(() => setNow(Date.now()), 1000);
    return () => clearInterval(id);
  }, [until]);
  const seconds = until === null ? 0 : Math.max(0, Math.ceil((until - now) / 1000));
  return { seconds, announce: announceText(seconds) };
}

export function announceText(seconds: number): string {
  if (seconds <= 0) return 'You can now request a new code.';
  const mark = seconds > 15 ? Math.ceil(seconds / 15) * 15 : seconds > 10 ? 15 : seconds > 5 ? 10 : 5;
  return `You can request a new code in ${mark} seconds.`;
}
