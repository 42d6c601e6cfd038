import type { Context } from 'hono';
import * as v from 'valibot';
import type { SandboxContext } from '../context';
import { callGroups } from '../../src/api/endpoint';
import { applicationStatuses } from '../../src/api/contract/loans';
import { backOfficeNext, transitions } from '../platform/loans-status';
import { disburseLoan, findApplicationRow, moveStatus, toApplication, withLedger } from '../platform/loans-store';
import type { LoanAccount } from '../../src/api/contract/loans';
import { errorResponse, HttpError, valid, validBody } from '../platform/serve';
import { faultUserKey, releaseHeld } from '../platform/faults';
import { createPersona, personaKinds } from './personas';
import { resetSandbox } from './reset';
import { savedPointKinds, savedPoints } from './saved-points';

/** Fault groups: the contract's call groups plus the non-platform services. */
export const faultGroups = [...callGroups, 'cognito', 'auth', 'segment'] as const;
export const faultStatuses = [401, 403, 404, 409, 429, 500, 503] as const;

/** A borrower's phone number, e-mail, username or sub (or a Segment anonymous id): the fault hits only their calls. */
const faultUser = v.optional(v.pipe(v.string('Give the borrower as a phone number, e-mail or sub.'), v.trim(), v.nonEmpty('Give the borrower as a phone number, e-mail or sub.')));
const faultSchema = v.variant('kind', [
  v.object({ kind: v.literal('status'), http_status: v.picklist(faultStatuses, 'Use 401, 403, 404, 409, 429, 500 or 503.'), remaining: v.optional(v.pipe(v.number(), v.integer(), v.minValue(1))), user: faultUser }),
  v.object({ kind: v.literal('latency'), latency_ms: v.pipe(v.number('Give the delay in milliseconds.'), v.integer(), v.minValue(1), v.maxValue(60_000, 'At most 60000 ms.')), remaining: v.optional(v.pipe(v.number(), v.integer(), v.minValue(1))), user: faultUser }),
  v.object({ kind: v.picklist(['drop', 'malformed']), remaining: v.optional(v.pipe(v.number(), v.integer(), v.minValue(1))), user: faultUser }),
], 'Choose a fault kind: status, latency, drop or malformed.');


const json = (c: Context, body: unknown, status = 200) => c.json(body as object, status as 200, { 'cache-control': 'no-store' });

/** The back office's JSON API (/sandbox/api/*), used by its page, the CLI and tests. */
export function registerBackOfficeApi(ctx: SandboxContext): void {
  const { app, db } = ctx;
  const handle = (fn: (c: Context) => unknown) => async (c: Context) => {
    try {
      return json(c, await fn(c));
    } catch (e) {
      return errorResponse(c, e);
    }
  };

  app.get('/sandbox/api/health', (c) => json(c, { ok: true }));

  app.get('/sandbox/api/users', handle(() =>
    db.prepare(
      `SELECT u.id, u.username, u.login_type, u.status, u.created_at, p.first_name, p.last_name, p.company_id
       FROM users u LEFT JOIN profiles p ON p.user_id = u.id ORDER BY u.created_at DESC, u.rowid DESC LIMIT 500`,
    ).all(),
  ));

  app.get('/sandbox/api/applications', handle(() => {
    const rows = db.prepare(
      `SELECT a.id, u.username FROM applications a JOIN users u ON u.id = a.user_id ORDER BY a.updated_at DESC, a.rowid DESC LIMIT 500`,
    ).all() as { id: string; username: string }[];
    return rows.map(({ id, username }) => {
      const app = toApplication(ctx, findApplicationRow(ctx, id)!);
      return { ...app, username, allowed_next: backOfficeNext(app.status) };
    });
  }));

  // Every borrower's loan accounts with their figures from the ledger; "Disburse" releases one to be disbursed.
  app.get('/sandbox/api/loans', handle(() => {
    const rows = db.prepare(
      `SELECT l.id, l.user_id, l.application_id, l.product_type, l.status_code, l.principal_centavos, l.outstanding_balance_centavos, l.interest_rate,
         l.tenure_months, l.repayment_cycle, l.disbursed_at, l.delinquency_state, l.days_past_due, l.created_at, u.username
       FROM loan_accounts l JOIN users u ON u.id = l.user_id ORDER BY l.created_at DESC, l.rowid DESC LIMIT 500`,
    ).all() as (LoanAccount & { user_id: string; username: string })[];
    return rows.map(({ username, user_id: _user, ...loan }) => ({ ...withLedger(ctx, loan), username }));
  }));

  app.post('/sandbox/api/loans/:id/disburse', handle((c) => disburseLoan(ctx, c.req.param('id') ?? '')));

  app.get('/sandbox/api/transitions', (c) => json(c, transitions));

  app.post('/sandbox/api/applications/:id/status', handle(async (c) => {
    const { status } = await validBody(c, v.object({ status: v.picklist(applicationStatuses, 'Unknown status.') }));
    const id = c.req.param('id') ?? '';
    const row = findApplicationRow(ctx, id);
    if (!row) throw new HttpError(404, 'APPLICATION_NOT_FOUND', 'No application with that id.');
    // The back office may take any listed edge; the actor recorded is the one the table names for it.
    const actors = transitions[row.status][status];
    if (!actors) {
      throw new HttpError(409, 'ILLEGAL_TRANSITION', `An application in ${row.status} cannot move to ${status}. Allowed: ${backOfficeNext(row.status).join(', ') || 'none (final)'}.`);
    }
    return toApplication(ctx, moveStatus(ctx, id, status, actors.includes('platform') ? 'platform' : 'borrower'));
  }));

  // Global faults, then borrowers' faults (with `user`: the account id the back office resolved, or the key as given).
  app.get('/sandbox/api/faults', handle(() => [
    ...db.prepare('SELECT * FROM faults ORDER BY call_group').all(),
    ...db.prepare('SELECT call_group, kind, http_status, latency_ms, remaining, user_key AS user FROM user_faults ORDER BY call_group, user_key').all(),
  ]));
  app.put('/sandbox/api/faults/:group', handle(async (c) => {
    const group = c.req.param('group') ?? '';
    if (!(faultGroups as readonly string[]).includes(group)) throw new HttpError(404, 'NOT_FOUND', `Unknown call group. Use one of: ${faultGroups.join(', ')}.`);
    const f = await validBody(c, faultSchema);
    if (f.user !== undefined) {
      const key = faultUserKey(ctx, f.user);
      db.prepare(
        `INSERT INTO user_faults (call_group, user_key, kind, http_status, latency_ms, remaining) VALUES (?, ?, ?, ?, ?, ?)
         ON CONFLICT(call_group, user_key) DO UPDATE SET kind = excluded.kind, http_status = excluded.http_status, latency_ms = excluded.latency_ms, remaining = excluded.remaining`,
      ).run(group, key, f.kind, 'http_status' in f ? f.http_status : null, 'latency_ms' in f ? f.latency_ms : null, f.remaining ?? null);
      return db.prepare('SELECT call_group, kind, http_status, latency_ms, remaining, user_key AS user FROM user_faults WHERE call_group = ? AND user_key = ?').get(group, key);
    }
    db.prepare(
      `INSERT INTO faults (call_group, kind, http_status, latency_ms, remaining) VALUES (?, ?, ?, ?, ?)
       ON CONFLICT(call_group) DO UPDATE SET kind = excluded.kind, http_status = excluded.http_status, latency_ms = excluded.latency_ms, remaining = excluded.remaining`,
    ).run(group, f.kind, 'http_status' in f ? f.http_status : null, 'latency_ms' in f ? f.latency_ms : null, f.remaining ?? null);
    return db.prepare('SELECT * FROM faults WHERE call_group = ?').get(group);
  }));
  // With { user }: that borrower's fault on the group only; without: the group's global fault and every borrower's.
  // Calls a latency fault is still holding answer at once (`released`: how many).
  app.delete('/sandbox/api/faults/:group', handle(async (c) => {
    const group = c.req.param('group') ?? '';
    const raw: unknown = await c.req.json().catch(() => ({}));
    const { user } = valid(v.object({ user: faultUser }), raw ?? {});
    if (user !== undefined) {
      const key = faultUserKey(ctx, user);
      return { cleared: db.prepare('DELETE FROM user_faults WHERE call_group = ? AND user_key = ?').run(group, key).changes > 0, released: releaseHeld(group, key) };
    }
    const scoped = db.prepare('DELETE FROM user_faults WHERE call_group = ?').run(group).changes;
    return { cleared: db.prepare('DELETE FROM faults WHERE call_group = ?').run(group).changes + scoped > 0, released: releaseHeld(group) };
  }));
  app.delete('/sandbox/api/faults', handle(() => ({ cleared: db.prepare('DELETE FROM faults').run().changes + db.prepare('DELETE FROM user_faults').run().changes, released: releaseHeld() })));

  // ?to=… : one borrower's messages only (a phone number, e-mail, username or sub, resolved as for faults: every
  // address of that account, or the value as given when it names none, e.g. an e-mail still registering), so two
  // e2e workers or QA testers each read their own newest code.
  app.get('/sandbox/api/inbox', handle((c) => {
    const to = c.req.query('to')?.trim();
    if (!to) return db.prepare('SELECT recipient AS "to", code, purpose, sent_at AS sentAt FROM inbox ORDER BY id DESC LIMIT 200').all();
    const account = db.prepare('SELECT username, email, phone_number FROM users WHERE id = ?').get(faultUserKey(ctx, to)) as { username: string; email: string | null; phone_number: string | null } | undefined;
    const addresses = [...new Set([to, ...(account ? [account.username, account.email, account.phone_number] : [])].filter((a): a is string => !!a).map((a) => a.toLowerCase()))];
    return db
      .prepare(`SELECT recipient AS "to", code, purpose, sent_at AS sentAt FROM inbox WHERE lower(recipient) IN (${addresses.map(() => '?').join(', ')}) ORDER BY id DESC LIMIT 200`)
      .all(...addresses);
  }));

  app.post('/sandbox/api/personas', handle(async (c) => {
    const { kind, at, warning } = await validBody(c, v.object({
      kind: v.picklist(personaKinds, `Choose one of: ${personaKinds.join(', ')}.`),
      at: v.optional(v.picklist(savedPoints, `Choose one of: ${savedPoints.join(', ')}.`)),
      warning: v.optional(v.pipe(v.string('Give the warning as text.'), v.minLength(1, 'Give the warning as text.'), v.maxLength(300, 'At most 300 characters.'))),
    }));
    if (at && !savedPointKinds.includes(kind)) throw new HttpError(400, 'VALIDATION', `A saved point needs one of: ${savedPointKinds.join(', ')}.`);
    return createPersona(ctx, kind, { at, warning });
  }));

  app.post('/sandbox/api/reset', handle(() => resetSandbox(ctx)));
}
