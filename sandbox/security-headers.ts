/**
 * The security headers every sandbox response carries (added on the way out by sandbox/hosting.ts): a document's
 * set for pages and files, a shorter one for JSON answers (apiSecurityHeaders); and a way
 * for the platform's hot JSON answers to carry them from the start: a Response built with a plain header record
 * goes out through @hono/node-server's fast path, while setting headers afterwards turns it into a full Fetch
 * Headers object that is then copied back into Node's format (a measurable share of each request).
 */

/** No 'unsafe-inline' anywhere: the app ships only files (Vite build, vanilla-extract CSS, self-hosted fonts). */
export const contentSecurityPolicy = cspWithNonce();

/**
 * With a nonce, index.html's own tags and the <style> elements libraries add at run time (Radix's scroll lock
 * via get-nonce) are allowed one by one, still without 'unsafe-inline'. See NONCE_PLACEHOLDER in hosting.ts.
 */
export function cspWithNonce(nonce?: string, connect: readonly string[] = []): string {
  const n = nonce ? ` 'nonce-${nonce}'` : '';
  return [
    "default-src 'self'",
    `script-src 'self'${n}`,
    `style-src 'self'${n}`,
    "font-src 'self'",
    // `connect`: the other origins a production build calls (its platform, Cognito, analytics: the deploy
    // configuration lists them, scripts/deploy-config.ts); the sandbox is on the app's own origin.
    ["connect-src 'self'", ...connect].join(' '),
    "img-src 'self' data: blob:",
    "media-src 'self' blob:",
    "worker-src 'self' blob:",
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "frame-ancestors 'none'",
  ].join('; ');
}

export function securityHeaders(origin: string): Record<string, string> {
  return {
    'content-security-policy': contentSecurityPolicy,
    'x-content-type-options': 'nosniff',
    'x-frame-options': 'DENY',
    'referrer-policy': 'strict-origin-when-cross-origin',
    'cross-origin-opener-policy': 'same-origin',
    // The selfie check needs the camera on our own origin; nothing else is granted.
    'permissions-policy': 'camera=(self), microphone=(), geolocation=(), payment=(), usb=()',
    ...(origin.startsWith('https:') ? { 'strict-transport-security': 'max-age=31536000; includeSubDomains' } : {}),
  };
}

/**
 * What a JSON answer carries instead (OWASP REST Security Cheat Sheet, "Security Headers"): it is never rendered
 * as a document, so the page policies (script and style sources, referrer, opener, permissions) do nothing on it;
 * what matters is that it is never stored by a browser or a proxy (most answers carry personal data), never
 * sniffed into something else, and never framed. Fewer header bytes on every API call, too.
 */
export const apiContentSecurityPolicy = "default-src 'none'; frame-ancestors 'none'";

export function apiSecurityHeaders(origin: string): Record<string, string> {
  return {
    'cache-control': 'no-store',
    'content-security-policy': apiContentSecurityPolicy,
    'x-content-type-options': 'nosniff',
    'x-frame-options': 'DENY',
    ...(origin.startsWith('https:') ? { 'strict-transport-security': 'max-age=31536000; includeSubDomains' } : {}),
  };
}

/** The security headers for a response of this content type: a JSON answer's, or a document's. */
export function securityHeadersFor(origin: string, contentType: string | null): Record<string, string> {
  return contentType?.startsWith('application/json') ? apiSecurityHeaders(origin) : securityHeaders(origin);
}

/** JSON answers' full header record, per public origin (the only input), built once. */
const jsonHeaders = new Map<string, Record<string, string>>();
/** Responses built here: they already carry every security header, so the outgoing wrapper leaves them alone. */
const secured = new WeakSet<Response>();

export function securedJson(origin: string, json: string, status: number): Response {
  let headers = jsonHeaders.get(origin);
  if (!headers) jsonHeaders.set(origin, (headers = { 'content-type': 'application/json', ...apiSecurityHeaders(origin) }));
  const res = new Response(json, { status, headers });
  secured.add(res);
  return res;
}

export const isSecured = (res: Response): boolean => secured.has(res);
