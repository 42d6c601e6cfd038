import { existsSync, readFileSync, statSync } from 'node:fs';
import { extname, join, normalize, resolve, sep } from 'node:path';
import type { Module, SandboxContext } from './context';

/**
 * Same-origin hosting of the built app (npm start: `--serve-app dist`), the security headers every response
 * gets, and the JSON 404 for anything no module answered. Registered last (sandbox/app.ts).
 */

/** No 'unsafe-inline' anywhere: the app ships only files (Vite build, vanilla-extract CSS, self-hosted fonts). */
export const contentSecurityPolicy = [
  "default-src 'self'",
  "script-src 'self'",
  "style-src 'self'",
  "font-src 'self'",
  "connect-src 'self'",
  "img-src 'self' data: blob:",
  "media-src 'self' blob:",
  "worker-src 'self' blob:",
  "object-src 'none'",
  "base-uri 'self'",
  "form-action 'self'",
  "frame-ancestors 'none'",
].join('; ');

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

const types: Record<string, string> = {
  '.html': 'text/html; charset=utf-8', '.js': 'text/javascript; charset=utf-8', '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8', '.json': 'application/json', '.map': 'application/json', '.svg': 'image/svg+xml',
  '.png': 'image/png', '.jpg': 'image/jpeg', '.jpeg': 'image/jpeg', '.webp': 'image/webp', '.ico': 'image/x-icon',
  '.woff': 'font/woff', '.woff2': 'font/woff2', '.ttf': 'font/ttf', '.txt': 'text/plain; charset=utf-8',
  '.webmanifest': 'application/manifest+json', '.wasm': 'application/wasm',
};

/** Vite names built assets name-<hash>.ext: their content never changes, so they may be cached for a year. */
const hashed = /[-.][A-Za-z0-9_-]{8,}\.[a-z0-9]+$/;
const reserved = ['/api/', '/sandbox/', '/cognito', '/segment/'];

function fileResponse(path: string, cacheControl: string, head: boolean): Response {
  const body = head ? null : readFileSync(path);
  return new Response(body, {
    headers: { 'content-type': types[extname(path).toLowerCase()] ?? 'application/octet-stream', 'cache-control': cacheControl },
  });
}

/** Adds the security headers to every response on its way out; a module that set its own CSP keeps it. */
function wrapFetch(ctx: SandboxContext): void {
  const inner = ctx.app.fetch;
  ctx.app.fetch = async (request, env, executionCtx) => {
    let res = await inner(request, env, executionCtx);
    const headers = securityHeaders(ctx.config.origin);
    try {
      for (const [k, val] of Object.entries(headers)) if (!res.headers.has(k)) res.headers.set(k, val);
    } catch {
      res = new Response(res.body, res); // immutable headers (a proxied response): copy, then set
      for (const [k, val] of Object.entries(headers)) if (!res.headers.has(k)) res.headers.set(k, val);
    }
    return res;
  };
}

export const registerAppHosting: Module = (ctx) => {
  wrapFetch(ctx);
  const appDir = ctx.config.appDir ? resolve(ctx.config.appDir) : undefined;

  if (appDir) {
    ctx.app.on(['GET', 'HEAD'], '*', (c, next) => {
      const path = decodeURIComponent(c.req.path);
      if (reserved.some((p) => path.startsWith(p))) return next();
      const file = normalize(join(appDir, path));
      // Never outside the app directory (../ in the URL).
      if (file !== appDir && !file.startsWith(appDir + sep)) return next();
      const head = c.req.method === 'HEAD';
      if (path !== '/' && existsSync(file) && statSync(file).isFile()) {
        const cache = path.startsWith('/assets/') && hashed.test(path) ? 'public, max-age=31536000, immutable' : 'no-cache';
        return fileResponse(file, cache, head);
      }
      // SPA fallback: a route (no file extension) gets index.html; a missing asset stays a 404.
      if (extname(path) === '' || path === '/') {
        const index = join(appDir, 'index.html');
        if (existsSync(index)) return fileResponse(index, 'no-cache', head);
      }
      return next();
    });
  }

  ctx.app.notFound((c) =>
    c.json({ code: 'NOT_FOUND', message: `Nothing here: ${c.req.method} ${c.req.path}` }, 404, { 'cache-control': 'no-store' }),
  );
};
