import { randomBytes } from 'node:crypto';
import { existsSync, readFileSync, statSync } from 'node:fs';
import { brotliCompressSync, constants as zlib, gzipSync } from 'node:zlib';
import { extname, join, normalize, resolve, sep } from 'node:path';
import type { Module, SandboxContext } from './context';
import { cspWithNonce, isSecured, securityHeadersFor } from './security-headers';

/**
 * Same-origin hosting of the built app (npm start: `--serve-app dist`), the security headers every response
 * gets, and the JSON 404 for anything no module answered. Registered last (sandbox/app.ts).
 */

/**
 * Vite's `html.cspNonce` placeholder: when the built index.html contains it, each response gets a fresh nonce
 * in the HTML and in its CSP. Without it, index.html is served as is under the plain CSP.
 */
export const NONCE_PLACEHOLDER = '__CSP_NONCE__';

/**
 * The lists below are also what scripts/deploy-config.ts turns into the nginx server block and the CDN description
 * of a production deployment (`npm run build:production`): one definition of types, caching and compression.
 */
export const contentTypes: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.webp': 'image/webp',
  '.ico': 'image/x-icon',
  '.woff': 'font/woff',
  '.woff2': 'font/woff2',
  '.ttf': 'font/ttf',
  '.txt': 'text/plain; charset=utf-8',
  '.webmanifest': 'application/manifest+json',
  '.wasm': 'application/wasm',
};

/** Vite names built assets name-<hash>.ext: their content never changes, so they may be cached for a year. */
export const hashedAsset = /[-.][A-Za-z0-9_-]{8,}\.[a-z0-9]+$/;
/** Where the hashed assets are (Vite's build.assetsDir). */
export const ASSETS_PREFIX = '/assets/';
export const cacheControl = {
  /** A hashed asset under /assets/: its name changes with its content. */
  hashedAsset: 'public, max-age=31536000, immutable',
  /** Documents and every other file: revalidated on each use, so a release is seen at once. */
  other: 'no-cache',
} as const;
/** Paths the sandbox's own modules answer: never the app's index.html, so a stray GET gets a JSON 404. */
export const reserved = ['/api/', '/sandbox/', '/cognito', '/segment/', '/replay/'];
/**
 * Never served, whatever is in the folder: source maps (the whole source; a production build keeps them out of
 * dist/, scripts/build-production.ts) and dot-files (Vite's .vite/manifest.json names every source module).
 */
export const neverServed = /(\.map$)|(\/\.)/;

/** Text formats worth compressing; images, fonts (woff2 is compressed already) and wasm go out as they are. */
export const compressible = new Set(['.html', '.js', '.mjs', '.css', '.json', '.svg', '.txt', '.webmanifest']);
type Encoding = 'br' | 'gzip';
/** The file Vite's build wrote beside each text asset (vite.config.ts precompress): no work per request. */
const suffix: Record<Encoding, string> = { br: '.br', gzip: '.gz' };

/**
 * What the client accepts, brotli first (about 14 % smaller than gzip on our entry). A coding listed with q=0 is
 * refused; `*` stands for any coding not listed.
 */
export function pickEncoding(acceptEncoding: string | undefined | null): Encoding | undefined {
  if (!acceptEncoding) return undefined;
  const q = new Map<string, number>();
  for (const part of acceptEncoding.toLowerCase().split(',')) {
    const [name, ...params] = part.trim().split(';');
    const qv = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
    if (name) q.set(name.trim(), qv ? Number(qv.slice(2)) || 0 : 1);
  }
  const accepts = (e: Encoding) => (q.get(e) ?? q.get('*') ?? 0) > 0;
  return accepts('br') ? 'br' : accepts('gzip') ? 'gzip' : undefined;
}

function headersFor(path: string, cacheControl: string, encoding: Encoding | undefined): Record<string, string> {
  const headers: Record<string, string> = {
    'content-type': contentTypes[extname(path).toLowerCase()] ?? 'application/octet-stream',
    'cache-control': cacheControl,
  };
  // Caches must keep one copy per coding: the same URL is brotli for one client and plain for another.
  if (compressible.has(extname(path).toLowerCase())) headers.vary = 'Accept-Encoding';
  if (encoding) headers['content-encoding'] = encoding;
  return headers;
}

function fileResponse(path: string, cacheControl: string, head: boolean, accept: string | undefined): Response {
  const ext = extname(path).toLowerCase();
  const wanted = compressible.has(ext) ? pickEncoding(accept) : undefined;
  // Only a precompressed sibling is sent encoded: assets are compressed once, at build, at the highest level.
  const encoding = wanted && existsSync(path + suffix[wanted]) ? wanted : undefined;
  const body = head ? null : readFileSync(encoding ? path + suffix[encoding] : path);
  return new Response(body, { headers: headersFor(path, cacheControl, encoding) });
}

/** index.html differs per response (its nonce), so it is compressed as it goes out: a few KB, a fast level. */
function encode(text: string, encoding: Encoding | undefined): Uint8Array<ArrayBuffer> | string {
  if (encoding === 'br') return new Uint8Array(brotliCompressSync(text, { params: { [zlib.BROTLI_PARAM_QUALITY]: 5 } }));
  if (encoding === 'gzip') return new Uint8Array(gzipSync(text, { level: 6 }));
  return text;
}

function indexResponse(path: string, head: boolean, accept: string | undefined): Response {
  const html = readFileSync(path, 'utf8');
  const encoding = pickEncoding(accept);
  const nonce = randomBytes(16).toString('base64');
  const withNonce = html.includes(NONCE_PLACEHOLDER);
  const headers = headersFor(path, cacheControl.other, encoding);
  if (withNonce) headers['content-security-policy'] = cspWithNonce(nonce);
  const text = withNonce ? html.replaceAll(NONCE_PLACEHOLDER, nonce) : html;
  return new Response(head ? null : encode(text, encoding), { headers });
}

/**
 * Adds the security headers to every response on its way out; a module that set its own CSP keeps it. Stays
 * synchronous when the app answered synchronously, so @hono/node-server can write the answer at once.
 */
function wrapFetch(ctx: SandboxContext): void {
  const inner = ctx.app.fetch;
  const origin = ctx.config.origin;
  const secure = (res: Response): Response => {
    if (isSecured(res)) return res; // built with them (sandbox/security-headers.ts)
    const headers = Object.entries(securityHeadersFor(origin, res.headers.get('content-type')));
    try {
      for (const [k, val] of headers) if (!res.headers.has(k)) res.headers.set(k, val);
    } catch {
      res = new Response(res.body, res); // immutable headers (a proxied response): copy, then set
      for (const [k, val] of headers) if (!res.headers.has(k)) res.headers.set(k, val);
    }
    return res;
  };
  ctx.app.fetch = (request, env, executionCtx) => {
    const res = inner(request, env, executionCtx);
    return res instanceof Promise ? res.then(secure) : secure(res);
  };
}

export const registerAppHosting: Module = (ctx) => {
  wrapFetch(ctx);
  const appDir = ctx.config.appDir ? resolve(ctx.config.appDir) : undefined;

  if (appDir) {
    ctx.app.on(['GET', 'HEAD'], '*', (c, next) => {
      let path: string;
      try {
        path = decodeURIComponent(c.req.path);
      } catch {
        return next(); // malformed escape: not a file of ours
      }
      if (reserved.some((p) => path.startsWith(p))) return next();
      if (neverServed.test(path)) return next(); // the JSON 404
      const file = normalize(join(appDir, path));
      // Never outside the app directory (../ in the URL).
      if (file !== appDir && !file.startsWith(appDir + sep)) return next();
      const head = c.req.method === 'HEAD';
      const accept = c.req.header('accept-encoding');
      // Every document gets its nonce (index.html, the route documents under routes/).
      if (extname(path) === '.html' && existsSync(file)) return indexResponse(file, head, accept);
      if (path !== '/' && existsSync(file) && statSync(file).isFile()) {
        const cache =
          path.startsWith(ASSETS_PREFIX) && hashedAsset.test(path) ? cacheControl.hashedAsset : cacheControl.other;
        return fileResponse(file, cache, head, accept);
      }
      // SPA fallback: a route (no file extension) gets its own document when the build wrote one (its chunks and
      // CSS named up front: vite.config.ts routeDocuments), index.html otherwise; a missing asset stays a 404.
      if (extname(path) === '' || path === '/') {
        const own = normalize(join(appDir, 'routes', `${path === '/' ? 'index' : path.replace(/^\/|\/$/g, '')}.html`));
        if (own.startsWith(appDir + sep) && existsSync(own)) return indexResponse(own, head, accept);
        const index = join(appDir, 'index.html');
        if (existsSync(index)) return indexResponse(index, head, accept);
      }
      return next();
    });
  }

  ctx.app.notFound((c) =>
    c.json({ code: 'NOT_FOUND', message: `Nothing here: ${c.req.method} ${c.req.path}` }, 404, {
      'cache-control': 'no-store',
    }),
  );
};
