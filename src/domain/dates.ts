/** A platform date (YYYY-MM-DD, Manila) or timestamp as the borrower reads it: 'Jan 5, 2026', in Manila time. */
export const formatDate = (iso: string) =>
  new Date(iso.length === 10 ? `${iso}T00:00:00+08:00` : iso).toLocaleDateString('en-PH', {
    year: 'numeric',
    month: 'short',
    day: 'numeric',
    timeZone: 'Asia/Manila',
  });
