import type { Context } from 'hono';
import * as v from 'valibot';
import type { Module } from '../context';
import { appendEvents, recordingIdKey, sampleKey, sessionIdSchema } from '../../src/api/contract/replay';
import { errorResponse, fieldMessages, HttpError, serve } from '../platform/serve';
import { clearReplays, listSessions, sessionEvents, storeBatch } from './store';

/**
 * Session replay sink on the app's origin (POST /replay/v1/sessions/:id/events, contract in
 * src/api/contract/replay.ts), its back-office reads (GET /sandbox/api/replays[/:id]) and the sandbox-only switch
 * that puts the current tab's session in or out of the 15 % sample (GET /sandbox/replay/sample).
 * Recordings live in replay_batches, never in analytics_events: /sandbox/api/events stays analytics only.
 * Same origin as the app, so no CORS; the app posts text/plain JSON (a "simple" request) either way. Body cap
 * and origin check: sandbox/guards.ts.
 */
const sampleModes = ['on', 'off', 'auto'] as const;
const esc = (s: string) => s.replace(/[&<>"']/g, (ch) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[ch]!);

/** A same-origin path to continue to: `/x`, never `//host` or `/\host` (an open redirect). */
function safeNext(next: string | undefined): string {
  return next && /^\/(?![/\\])/.test(next) && !/[\s\\]/.test(next) ? next : '/';
}

/** Sets the decision in the tab's sessionStorage (where the app keeps it), then opens the app. External script: CSP. */
const sampleScript = `const d = document.body.dataset;
try {
  if (d.record === 'auto') sessionStorage.removeItem(d.sampleKey);
  else sessionStorage.setItem(d.sampleKey, d.record);
  sessionStorage.removeItem(d.idKey);
} catch {
  // Blocked storage: the app decides at random, as it would anyway.
}
location.replace(d.next);
`;

export const registerReplay: Module = (ctx) => {
  serve(ctx, appendEvents, ({ params, body }) => {
    const id = v.safeParse(sessionIdSchema, params.id);
    if (!id.success) throw new HttpError(400, 'VALIDATION', 'Some fields need your attention.', { id: fieldMessages(id.issues)._ ?? 'Invalid id.' });
    return { stored: storeBatch(ctx, id.output.toLowerCase(), body.events) };
  });

  const noStore = { 'cache-control': 'no-store' };
  ctx.app.get('/sandbox/api/replays', (c) => c.json(listSessions(ctx), 200, noStore));
  ctx.app.get('/sandbox/api/replays/:id', (c: Context) => {
    try {
      const id = (c.req.param('id') ?? '').toLowerCase();
      const events = sessionEvents(ctx, id);
      if (!events) throw new HttpError(404, 'NOT_FOUND', 'No recording for that session id.');
      return c.json({ session_id: id, events }, 200, noStore);
    } catch (e) {
      return errorResponse(c, e);
    }
  });
  ctx.app.delete('/sandbox/api/replays', (c) => c.json({ deleted: clearReplays(ctx) }, 200, noStore));

  // Sandbox only (production has no such page): QA and e2e force this tab's session into or out of the sample.
  ctx.app.get('/sandbox/replay/sample', (c) => {
    const record = c.req.query('record') ?? 'on';
    if (!(sampleModes as readonly string[]).includes(record)) {
      return c.json({ code: 'VALIDATION', message: 'Some fields need your attention.', fields: { record: 'Use on, off or auto.' } }, 400);
    }
    const next = safeNext(c.req.query('next'));
    return c.html(
      `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Session recording: ${esc(record)}</title>
<script src="/sandbox/replay/sample.js" defer></script></head>
<body data-record="${esc(record)}" data-sample-key="${esc(sampleKey)}" data-id-key="${esc(recordingIdKey)}" data-next="${esc(next)}">
<p>Session recording for this tab: <strong>${esc(record)}</strong>. Opening <a href="${esc(next)}">${esc(next)}</a>…</p></body></html>`,
      200,
      noStore,
    );
  });
  ctx.app.get('/sandbox/replay/sample.js', (c) => c.body(sampleScript, 200, { 'content-type': 'text/javascript; charset=utf-8', ...noStore }));
};
