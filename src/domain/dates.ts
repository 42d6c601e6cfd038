/** A platform date (YYYY-MM-DD, Manila) or timestamp as the borrower reads it: 'Jan 5, 2026', in Manila time. */
export const formatDate = (iso: string) =>
  new Date(iso.length === 10 ? `${iso}T00:00:00+08:00` : iso).toLocaleDateString('en-PH', {
    year: 'numeric',
    month: 'short',
    day: 'numeric',
    timeZone: 'Asia/Manila',
  });

/** The borrower's calendar day (YYYY-MM-DD) in Manila (UTC+8, no daylight saving) at `ms`: how due dates are compared. */
export const manilaToday = (ms: number): string => new Date(ms + 8 * 3_600_000).toISOString().slice(0, 10);
