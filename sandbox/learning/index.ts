import { randomBytes } from 'node:crypto';
import type { Context } from 'hono';
import * as v from 'valibot';
import type { Module, SandboxContext } from '../context';
import { handoffRequestSchema } from '../../src/api/contract/fintelligence';
import { errorResponse, HttpError, validBody } from '../platform/serve';
import { readSsoFault, setSsoFault, ssoFaults, takeSsoFault, verifyHandoff } from './handoff';

/** How long the learning platform sits on a hand-off under the TIMEOUT fault (the app gives up well before). */
export const LEARNING_TIMEOUT_MS = 20_000;
const COOKIE = 'fintelligence_session';
const sleep = (ms: number) => new Promise<void>((r) => setTimeout(r, ms));
const escape = (s: string) => s.replace(/[&<>"']/g, (ch) => `&#${ch.charCodeAt(0)};`);

function html(c: Context, ctx: SandboxContext, body: string, status = 200): Response {
  return c.body(body, status as 200, {
    'content-type': 'text/html; charset=utf-8',
    'content-security-policy': `default-src 'none'; style-src 'unsafe-inline'; frame-ancestors 'none'; base-uri 'none'; form-action 'none'`,
    'x-content-type-options': 'nosniff',
    'referrer-policy': 'no-referrer',
    'cache-control': 'no-store',
  });
}

const page = (ctx: SandboxContext, title: string, inner: string) => `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escape(title)} — Fintelligence (sandbox)</title>
<style>body{font-family:system-ui,sans-serif;max-width:40rem;margin:3rem auto;padding:0 1rem;line-height:1.5}.badge{font-size:.85rem;color:#555}</style></head>
<body><main aria-labelledby="title"><p class="badge">Sandbox learning platform · Fintelligence</p>${inner}
<p><a href="${escape(ctx.config.origin)}/home">Back to Lakbay</a></p></main></body></html>`;

/**
 * The sandbox learning platform (Fintelligence's LearnWorlds stand-in):
 * - POST /sandbox/learning/api/sso { token }: verifies the platform's hand-off (signature, audience, expiry, one use)
 *   and answers the one-time page to open ({ redirect_url }); 401 TOKEN_EXPIRED / TOKEN_INVALID / TOKEN_USED.
 * - GET /sandbox/learning/welcome/:session: opens that page once (a cookie keeps the learner in), then /sandbox/learning/.
 * - GET /sandbox/learning/: who arrived, by first name only.
 * - GET/PUT /sandbox/api/learning/fault { kind: REFUSED | EXPIRED_TOKEN | TIMEOUT | null }: the next attempt's fault.
 */
export const registerLearning: Module = (ctx) => {
  const { app, db } = ctx;

  app.post('/sandbox/learning/api/sso', async (c) => {
    try {
      const { token } = await validBody(c, handoffRequestSchema);
      if (takeSsoFault(ctx, 'TIMEOUT')) {
        await sleep(LEARNING_TIMEOUT_MS);
        throw new HttpError(504, 'UPSTREAM_TIMEOUT', 'Fintelligence took too long to answer.');
      }
      const checked = await verifyHandoff(ctx, token);
      if (!checked.ok) {
        throw new HttpError(401, checked.code, checked.code === 'TOKEN_EXPIRED' ? 'The sign-in link expired.' : 'The sign-in link is not valid.');
      }
      const at = new Date(ctx.now()).toISOString();
      if (db.prepare('INSERT OR IGNORE INTO learning_handoffs (jti, user_id, used_at) VALUES (?, ?, ?)').run(checked.jti, checked.userId, at).changes === 0) {
        throw new HttpError(401, 'TOKEN_USED', 'The sign-in link was already used.');
      }
      const session = randomBytes(18).toString('base64url');
      db.prepare('INSERT INTO learning_sessions (id, first_name, created_at) VALUES (?, ?, ?)').run(session, checked.firstName, at);
      return c.json({ redirect_url: `${ctx.config.origin}/sandbox/learning/welcome/${session}` }, 200, { 'cache-control': 'no-store' });
    } catch (e) {
      return errorResponse(c, e);
    }
  });

  app.get('/sandbox/learning/welcome/:session', (c) => {
    const id = c.req.param('session');
    const opened = db.prepare('UPDATE learning_sessions SET opened_at = ? WHERE id = ? AND opened_at IS NULL').run(new Date(ctx.now()).toISOString(), id).changes;
    if (!opened) return html(c, ctx, page(ctx, 'Link used', '<h1 id="title">This sign-in link was already used</h1><p>Open Fintelligence again from Lakbay.</p>'), 410);
    return c.body(null, 303, {
      location: '/sandbox/learning/',
      'set-cookie': `${COOKIE}=${id}; Path=/sandbox/learning; HttpOnly; SameSite=Lax; Max-Age=3600`,
      'cache-control': 'no-store',
      'referrer-policy': 'no-referrer',
    });
  });

  app.get('/sandbox/learning/', (c) => {
    const id = /(?:^|;\s*)fintelligence_session=([A-Za-z0-9_-]+)/.exec(c.req.header('cookie') ?? '')?.[1];
    const row = id ? (db.prepare('SELECT first_name FROM learning_sessions WHERE id = ? AND opened_at IS NOT NULL').get(id) as { first_name: string | null } | undefined) : undefined;
    if (!row) return html(c, ctx, page(ctx, 'Sign in', '<h1 id="title">Sign in to Fintelligence</h1><p>Open Fintelligence from Lakbay to sign in.</p>'), 401);
    const name = row.first_name ? `, ${escape(row.first_name)}` : '';
    return html(c, ctx, page(ctx, 'Welcome', `<h1 id="title">Welcome to Fintelligence${name}</h1>
<p>You signed in from Lakbay by single sign-on.</p>
<h2>Your courses</h2><ul><li>Budgeting your salary</li><li>Borrowing wisely</li><li>Saving for emergencies</li></ul>`));
  });

  const faultBody = v.object({ kind: v.nullable(v.picklist(ssoFaults, `Use one of: ${ssoFaults.join(', ')}, or null.`)) });
  app.get('/sandbox/api/learning/fault', (c) => c.json({ kind: readSsoFault(ctx) }, 200, { 'cache-control': 'no-store' }));
  app.put('/sandbox/api/learning/fault', async (c) => {
    try {
      setSsoFault(ctx, (await validBody(c, faultBody)).kind);
      return c.json({ kind: readSsoFault(ctx) }, 200, { 'cache-control': 'no-store' });
    } catch (e) {
      return errorResponse(c, e);
    }
  });
};
