/**
 * The email sanity prompt (spec §5): 'Are you sure you have the correct email address?'. The spec gives the known
 * providers and top-level domains but not the trigger, so the trigger is ours (docs/decisions.md): the
 * address looks like a typo of a known provider or TLD, one edit away, e.g. gmial.com, gmail.con, yahoo.co.
 * Pure: the form shows it as a non-blocking confirm, the borrower may keep what they typed.
 */
export const EMAIL_SANITY_PROMPT = 'Are you sure you have the correct email address?';
export const knownProviders = ['gmail', 'yahoo', 'outlook', 'hotmail', 'protonmail', 'proton'] as const;
export const commonTlds = ['com', 'net', 'org', 'edu', 'tech', 'me', 'ph'] as const;

export type EmailSanity =
  | { ok: true }
  | { ok: false; reason: 'provider-typo' | 'tld-typo'; suggestion: string };

/** Damerau-Levenshtein (optimal string alignment) distance: a swapped pair of letters counts as one typo. */
export function editDistance(a: string, b: string): number {
  const d: number[][] = Array.from({ length: a.length + 1 }, (_, i) => Array.from({ length: b.length + 1 }, (_, j) => (i === 0 ? j : j === 0 ? i : 0)));
  for (let i = 1; i <= a.length; i++) {
    for (let j = 1; j <= b.length; j++) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      const row = d[i]!;
      const prev = d[i - 1]!;
      row[j] = Math.min(prev[j]! + 1, row[j - 1]! + 1, prev[j - 1]! + cost);
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1]) row[j] = Math.min(row[j]!, d[i - 2]![j - 2]! + 1);
    }
  }
  return d[a.length]![b.length]!;
}

/** Real providers one letter from a known one (ymail is Yahoo's, mail.com and email.com exist): never typos. */
const realLookalikes = ['email', 'ymail', 'mail'];

const isKnown = (list: readonly string[], value: string): boolean => (list as readonly string[]).includes(value);

/** The closest list entry at distance 1 (never an exact match); short words need an exact or transposed match. */
function nearMiss(list: readonly string[], value: string): string | null {
  if (value.length < 2 || isKnown(list, value) || realLookalikes.includes(value)) return null;
  for (const known of list) {
    // 'me'/'ph' are too short for a one-letter change to mean a typo ('mx' is a real TLD).
    if (known.length < 3 && value.length < 3) continue;
    if (editDistance(value, known) === 1) return known;
  }
  return null;
}

/**
 * Checks a syntactically plausible address for a near-miss of a known provider or TLD. Addresses of other
 * domains (a company domain, a provider we do not know) pass: the prompt is only for likely typos.
 */
export function checkEmailSanity(email: string): EmailSanity {
  const at = email.trim().toLowerCase().lastIndexOf('@');
  if (at < 1) return { ok: true };
  const domain = email.trim().toLowerCase().slice(at + 1);
  const labels = domain.split('.');
  if (labels.length < 2 || labels.some((l) => l === '')) return { ok: true };
  const provider = labels[0]!;
  const tlds = labels.slice(1);
  const lastTld = tlds[tlds.length - 1]!;
  const providerFix = nearMiss(knownProviders, provider);
  const providerKnown = isKnown(knownProviders, provider) || providerFix !== null;
  if (providerFix) return { ok: false, reason: 'provider-typo', suggestion: [providerFix, ...tlds].join('.') };
  // A TLD typo is judged only at known providers (gmail.con); elsewhere 'co' or 'io' may well be right.
  if (providerKnown && !isKnown(commonTlds, lastTld)) {
    const tldFix = nearMiss(commonTlds, lastTld);
    if (tldFix) return { ok: false, reason: 'tld-typo', suggestion: [provider, ...tlds.slice(0, -1), tldFix].join('.') };
  }
  return { ok: true };
}
