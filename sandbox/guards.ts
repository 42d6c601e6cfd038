import type { Context, MiddlewareHandler } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import { MAX_REPLAY_BODY_BYTES } from '../src/api/contract/replay';
import { MAX_UPLOAD_BYTES, UPLOAD_RULE_MESSAGE } from '../src/api/contract/uploads';
import type { Module, SandboxConfig } from './context';

/**
 * What every request passes before any module reads it (registered first: sandbox/app.ts).
 *
 * Body size: refused with 413 before a byte is parsed (hono/body-limit: at once from Content-Length, or while
 * reading a body sent without one). JSON 1 MB; presigned uploads at the upload rule (10 MB, spec §5); replay
 * batches at their contract cap.
 *
 * State changes (any method but GET, HEAD, OPTIONS): a browser always sends Origin on them, so one from a page
 * of another origin, or from an opaque one ("null"), is refused with 403. A request without Origin comes from
 * no browser (the CLI, tests, curl) and is let through. /cognito answers other origins through CORS
 * (sandbox/cognito/index.ts) and /segment is a Segment-compatible collector, cross-origin by design.
 * The back office's API (/sandbox/api/*) also takes JSON only (415 otherwise), so no form or text/plain post
 * (a request a page may send without asking) reaches it, with or without Origin.
 */
export const JSON_BODY_MAX_BYTES = 1024 * 1024;

/** The origins allowed to change state and to call /cognito from a page (read per request: tests set config.origin late). */
export function allowedOrigins(config: Pick<SandboxConfig, 'origin' | 'allowedOrigins'>): Set<string> {
  const out = new Set<string>();
  for (const raw of [config.origin, ...(config.allowedOrigins ?? [])]) {
    const url = new URL(raw);
    out.add(url.origin);
    // The same server under its other loopback name: `npm run dev` prints 127.0.0.1, people type localhost.
    const twin = { '127.0.0.1': 'localhost', localhost: '127.0.0.1' }[url.hostname];
    if (twin) out.add(`${url.protocol}//${twin}${url.port ? `:${url.port}` : ''}`);
  }
  return out;
}

const refuse = (c: Context, status: 403 | 413 | 415, code: string, message: string) =>
  c.json({ code, message }, status, { 'cache-control': 'no-store' });

const limit = (maxSize: number, onError: (c: Context) => Response) => bodyLimit({ maxSize, onError });

const uploadLimit = limit(MAX_UPLOAD_BYTES, (c) => refuse(c, 413, 'UPLOAD_TOO_LARGE', UPLOAD_RULE_MESSAGE));
const replayLimit = limit(MAX_REPLAY_BODY_BYTES, (c) =>
  refuse(c, 413, 'PAYLOAD_TOO_LARGE', `Send at most ${MAX_REPLAY_BODY_BYTES} bytes per request.`),
);
const jsonLimit = limit(JSON_BODY_MAX_BYTES, (c) =>
  refuse(c, 413, 'PAYLOAD_TOO_LARGE', `The request body is too large: send at most ${JSON_BODY_MAX_BYTES} bytes.`),
);

function bodyLimitFor(path: string): MiddlewareHandler {
  if (path.startsWith('/sandbox/objects/')) return uploadLimit;
  if (path.startsWith('/replay/')) return replayLimit;
  return jsonLimit;
}

const safeMethod = /^(GET|HEAD|OPTIONS)$/;
const crossOriginByDesign = (path: string) => path === '/cognito' || path.startsWith('/segment/');

export const registerGuards: Module = (ctx) => {
  ctx.app.use('*', async (c, next) => {
    if (safeMethod.test(c.req.method)) return next();
    const path = c.req.path;
    const origin = c.req.header('origin');
    if (origin !== undefined && !crossOriginByDesign(path) && !allowedOrigins(ctx.config).has(origin)) {
      return refuse(c, 403, 'FOREIGN_ORIGIN', 'This change must come from a page of the sandbox or the app.');
    }
    if (path.startsWith('/sandbox/api/') && !/^application\/json\b/i.test(c.req.header('content-type') ?? '')) {
      return refuse(c, 415, 'JSON_ONLY', 'Send the back office a JSON body with Content-Type: application/json.');
    }
    return bodyLimitFor(path)(c, next);
  });
};
