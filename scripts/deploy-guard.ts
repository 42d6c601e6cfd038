/**
 * What `npm run build:production` refuses (issue W3-F), besides the values still at their sandbox default
 * (src/config.ts productionVariables, scripts/build-production.ts):
 *
 * - `unsafeValues`: every way a set value leads back to a sandbox or off a secure host: a loopback, private-range,
 *   link-local or local-only host (127.0.0.1, localhost, 10.x, 192.168.x, ::1, *.local...), plain http, a path of
 *   the sandbox (`/sandbox`, `/cognito`, its collector's `/segment/cdn|v1|cio|ga`) on any host, or one of the
 *   sandbox's ids (pool, client, identity pool, write key, measurement id). Each variable is named with why.
 * - `scanDist`: what must never ship in dist/: a source map, a `sourceMappingURL`, or a sandbox-only string.
 */
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative, sep } from 'node:path';
import { sandboxIds, type BuildEnv } from '../src/config.ts';

export interface Refusal {
  name: string;
  why: string;
}

/** Variables holding a URL (scheme and host), and the one holding a host and path without a scheme. */
const urlVariables = [
  'VITE_API_BASE_URL',
  'VITE_COGNITO_ENDPOINT',
  'VITE_CAPTCHA_URL',
  'VITE_SEGMENT_CDN_URL',
  'VITE_CIO_URL',
  'VITE_GA_URL',
  'VITE_SESSION_REPLAY_URL',
] as const;
const hostPathVariables = ['VITE_SEGMENT_API_HOST'] as const;
/** Variables holding one id each; the sandbox's ids are refused in any of them. */
const idVariables = [
  'VITE_COGNITO_USER_POOL_ID',
  'VITE_COGNITO_CLIENT_ID',
  'VITE_COGNITO_IDENTITY_POOL_ID',
  'VITE_SEGMENT_WRITE_KEY',
  'VITE_GA_MEASUREMENT_ID',
] as const;

/** Paths only the sandbox answers, on whatever host: its back office and API, its Cognito, its collector. */
export const sandboxPaths = ['/sandbox', '/cognito', '/segment/cdn', '/segment/v1', '/segment/cio', '/segment/ga'];

/** Why a host is not one a borrower's browser should be sent to in production, or undefined when it is fine. */
export function unsafeHost(hostname: string): string | undefined {
  const host = hostname.toLowerCase().replace(/^\[|\]$/g, '').replace(/\.$/, '');
  if (host === 'localhost' || host.endsWith('.localhost')) return 'a loopback host';
  if (host.endsWith('.local') || host.endsWith('.internal') || host.endsWith('.lan') || host.endsWith('.home.arpa')) return 'a local-network name';
  if (!host.includes('.') && !host.includes(':')) return 'a single-label (local) host name';
  const v4 = /^(\d+)\.(\d+)\.(\d+)\.(\d+)$/.exec(host);
  if (v4) {
    const [a, b] = v4.slice(1).map(Number) as [number, number];
    if (a === 127) return 'a loopback address';
    if (a === 0) return 'an unspecified address';
    if (a === 10 || (a === 172 && b >= 16 && b <= 31) || (a === 192 && b === 168)) return 'a private-range address';
    if (a === 100 && b >= 64 && b <= 127) return 'a shared (carrier-grade NAT) address';
    if (a === 169 && b === 254) return 'a link-local address';
    return 'an IP address, not a host name (no certificate a browser trusts names it)';
  }
  if (host.includes(':')) {
    if (host === '::1' || host === '::') return 'a loopback address';
    if (/^f[cd]/.test(host)) return 'a private-range (unique local) address';
    if (/^fe[89ab]/.test(host)) return 'a link-local address';
    if (host.startsWith('::ffff:')) return 'an IPv4-mapped address';
    return 'an IP address, not a host name';
  }
  return undefined;
}

/** Why one URL value is unsafe, or undefined. `schemeless`: a host and path (Segment's API host). */
export function unsafeUrl(value: string, schemeless = false): string | undefined {
  const text = value.trim();
  if (!schemeless && /^http:/i.test(text)) return 'plain http (the app is served over https: use https)';
  if (schemeless && /^[a-z]+:\/\//i.test(text)) return 'a host and path without a scheme is expected (e.g. api.segment.io/v1)';
  let url: URL;
  try {
    url = new URL(schemeless ? `https://${text}` : text);
  } catch {
    return text.startsWith('/') ? "a path on the app's own origin, where only the sandbox answers" : 'not an absolute https URL';
  }
  if (url.protocol !== 'https:') return `${url.protocol.replace(':', '')} is not https`;
  if (url.username || url.password) return 'credentials in the URL';
  const host = unsafeHost(url.hostname);
  if (host) return `${url.hostname} is ${host}`;
  const path = decodeURIComponent(url.pathname).toLowerCase().replace(/\/+/g, '/');
  const sandbox = sandboxPaths.find((p) => path === p || path.startsWith(`${p}/`) || path.includes(`${p}/`) || path.endsWith(p));
  if (sandbox) return `its path ${url.pathname} is the sandbox's (${sandbox})`;
  return undefined;
}

const sandboxIdValues = new Set<string>(Object.values(sandboxIds));

/** Every set value that would lead back to a sandbox or an insecure host, each with why. Unset values are left to
 * the sandbox-default check (productionVariables). */
export function unsafeValues(env: BuildEnv): Refusal[] {
  const out: Refusal[] = [];
  const set = (name: string) => {
    const v = env[name as `VITE_${string}`];
    return v === undefined || v.trim() === '' ? undefined : v;
  };
  for (const name of urlVariables) {
    const v = set(name);
    const why = v === undefined ? undefined : unsafeUrl(v);
    if (why) out.push({ name, why });
  }
  for (const name of hostPathVariables) {
    const v = set(name);
    const why = v === undefined ? undefined : unsafeUrl(v, true);
    if (why) out.push({ name, why });
  }
  if (set('VITE_SEGMENT_PROTOCOL') && set('VITE_SEGMENT_PROTOCOL') !== 'https') {
    out.push({ name: 'VITE_SEGMENT_PROTOCOL', why: `${set('VITE_SEGMENT_PROTOCOL')} is not https` });
  }
  for (const name of idVariables) {
    const v = set(name);
    if (v !== undefined && sandboxIdValues.has(v.trim())) out.push({ name, why: `${v} is the sandbox's id` });
  }
  for (const host of (set('VITE_REDIRECT_ALLOWLIST') ?? '').split(',').map((h) => h.trim()).filter(Boolean)) {
    const why = unsafeHost(host.replace(/:\d+$/, ''));
    if (why) out.push({ name: 'VITE_REDIRECT_ALLOWLIST', why: `${host} is ${why}` });
  }
  return out;
}

/**
 * Strings that exist only for the sandbox: its ids and the paths of its back office, Cognito and collector (as the
 * app's defaults write them), and the address `npm start` serves on. Found in a production dist/, they mean a
 * default survived the build (scripts/build-production.ts freezes the configuration so that none does).
 */
export const sandboxOnlyStrings = [...sandboxIdValues, '/sandbox/', '/segment/cdn', '/segment/v1', '/segment/cio', '/segment/ga', '127.0.0.1:517'];

/** A source map reference as browsers read it: a `//# sourceMappingURL=` or `/*# sourceMappingURL=` comment line
 * (the words inside code, as in postcss's annotation parser bundled by rrweb, name nothing). */
export const sourceMapComment = /(^|\n)[ \t]*(\/\/|\/\*)[ \t]*[#@][ \t]*sourceMappingURL=/;

/** Text files a browser can fetch from dist/ (precompressed copies are checked through their original). */
const textFile = /\.(html|js|mjs|css|json|svg|txt|webmanifest)$/;

export function filesUnder(dir: string): string[] {
  return readdirSync(dir).flatMap((f) => {
    const p = join(dir, f);
    return statSync(p).isDirectory() ? filesUnder(p) : [p];
  });
}

/** What in dist/ must not ship: a source map, a sourceMappingURL, a sandbox-only string (file: what, in order). */
export function scanDist(dist: string): string[] {
  const problems: string[] = [];
  for (const file of filesUnder(dist)) {
    const name = relative(dist, file).split(sep).join('/');
    if (name.endsWith('.map')) {
      problems.push(`${name}: a source map`);
      continue;
    }
    if (!textFile.test(name)) continue;
    const text = readFileSync(file, 'utf8');
    if (sourceMapComment.test(text)) problems.push(`${name}: names a source map (sourceMappingURL)`);
    for (const s of sandboxOnlyStrings) if (text.includes(s)) problems.push(`${name}: contains the sandbox-only string "${s}"`);
  }
  return problems;
}
