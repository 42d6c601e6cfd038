/**
 * In-app detection (spec §1, §9). The mobile app appends pipe-separated key:value pairs to its web view's user
 * agent, e.g. "... Mobile Safari/537.36 platform:android|app_version:3.12.0|build_version:31200|os_name:Android|
 * os_version:14". Parsing never throws: malformed or unknown pairs are skipped.
 */
export const MAX_USER_AGENT_LENGTH = 500;

export type InAppInfo = {
  platform: string;
  appVersion?: string;
  buildVersion?: string;
  osName?: string;
  osVersion?: string;
};

type Key = keyof InAppInfo;

// Keys compared with case, "_" and "-" ignored, so "appVersion", "app-version" and "APP_VERSION" all match.
const KEYS: Record<string, Key> = {
  platform: 'platform',
  appversion: 'appVersion',
  buildversion: 'buildVersion',
  osname: 'osName',
  osversion: 'osVersion',
};

const PAIR = /([A-Za-z][A-Za-z0-9_-]{0,30})\s*:\s*([^|]*)$/;
// Values are short identifiers and versions; anything else (markup, controls) is not kept.
const SAFE_VALUE = /^[A-Za-z0-9 ._\-()+/]{1,64}$/;

/** The user agent as stored and sent with events: at most 500 characters. */
export function truncateUserAgent(userAgent: string | null | undefined): string {
  return (userAgent ?? '').slice(0, MAX_USER_AGENT_LENGTH);
}

function pairIn(segment: string): [Key, string] | null {
  // Only the segment's tail can be a pair: the first one starts with the browser's own UA ("Mozilla/5.0 (...").
  const start = segment.search(/[A-Za-z0-9_-]*\s*:[^:]*$/);
  if (start < 0) return null;
  const match = PAIR.exec(segment.slice(start));
  if (!match) return null;
  const key = KEYS[(match[1] ?? '').toLowerCase().replace(/[_-]/g, '')];
  const value = (match[2] ?? '').trim();
  if (!key || !SAFE_VALUE.test(value)) return null;
  return [key, value];
}

/** The app's details, or null in an ordinary browser (no pairs, or no platform among them). */
export function parseInAppUserAgent(userAgent: string | null | undefined): InAppInfo | null {
  if (!userAgent || !userAgent.includes('|')) return null;
  // Bound the work on hostile input; real in-app strings are far shorter.
  const segments = userAgent.slice(0, 4 * MAX_USER_AGENT_LENGTH).split('|');
  const found: Partial<InAppInfo> = {};
  for (const segment of segments) {
    const pair = pairIn(segment);
    // First occurrence wins: a later duplicate cannot override what the app said first.
    if (pair && found[pair[0]] === undefined) found[pair[0]] = pair[1];
  }
  if (!found.platform) return null;
  return { ...found, platform: found.platform };
}

export function isInApp(userAgent: string | null | undefined): boolean {
  return parseInAppUserAgent(userAgent) !== null;
}
