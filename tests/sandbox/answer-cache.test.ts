import Database from 'better-sqlite3';
import { execFile } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { Hono } from 'hono';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { company, loans, user } from '../../src/api/contract';
import { createPersona } from '../../sandbox/backoffice/personas';
import { dbVersion, dbVersionThisTurn, openDb, sameVersion } from '../../sandbox/db';
import { findAccountById } from '../../sandbox/cognito/accounts';
import { storeEvents } from '../../sandbox/collector/store';
import { storeBatch } from '../../sandbox/replay/store';
import { issueTokens, type AuthenticationResult } from '../../sandbox/cognito/tokens';
import { answerCacheStats, narrowedPath } from '../../sandbox/platform/serve';
import { startPlatform, type PlatformHarness } from './platform-harness';

/**
 * The per-user answer cache of signed-in GETs (ServeOptions.perUser) and the token and fault memos beside it:
 * every answer sent from memory must be the one a fresh read gives, byte for byte, and any write (this process,
 * another connection, another process), revocation, expiry or fault must show on the very next call.
 */

let h: PlatformHarness;
let dbPath: string;
/** A second connection to the same file: what the back-office CLI is, from the sandbox's point of view. */
let other: Database.Database;

beforeEach(async () => {
  dbPath = join(mkdtempSync(join(tmpdir(), 'lakbay-cache-')), 'sandbox.sqlite');
  h = await startPlatform(dbPath);
  other = new Database(dbPath);
  other.pragma('busy_timeout = 5000');
});
afterEach(async () => {
  other.close();
  await h.close();
});

interface Raw {
  status: number;
  headers: [string, string][];
  body: string;
}

/** Status, every header but the date, and the exact body text. */
async function raw(origin: string, path: string, token?: string): Promise<Raw> {
  const res = await fetch(origin + path, token ? { headers: { authorization: `Bearer ${token}` } } : {});
  const headers = [...res.headers.entries()].filter(([k]) => k !== 'date').sort(([a], [b]) => a.localeCompare(b));
  return { status: res.status, headers, body: await res.text() };
}

const get = (path: string, token: string) => raw(h.origin, path, token);
const json = async (path: string, token: string) => JSON.parse((await get(path, token)).body) as Record<string, unknown>;

/** A reloan-eligible borrower (a paid loan, a profile with a company) signed in through the Cognito side. */
function persona(): { userId: string; tokens: AuthenticationResult } {
  const p = createPersona(h.sandbox.ctx, 'reloan-eligible');
  return { userId: p.userId, tokens: issueTokens(h.sandbox.ctx, findAccountById(h.sandbox.ctx, p.userId)!) };
}

const amz = (op: string) => ({ 'content-type': 'application/x-amz-json-1.1', 'x-amz-target': `AWSCognitoIdentityProviderService.${op}` });
const cognito = (op: string, body: unknown) => fetch(`${h.origin}/cognito`, { method: 'POST', headers: amz(op), body: JSON.stringify(body) });

const PROFILE = '/api/v1/user/profile';
const ELIGIBILITY = '/api/v1/applications/eligibility';
const ONGOING = '/api/v1/applications/ongoing';

describe('per-user answer cache: byte-identical answers', () => {
  it('answers from memory exactly what a fresh sandbox reads, through a sequence of writes from everywhere', async () => {
    const { userId, tokens } = persona();
    const token = tokens.AccessToken;
    const loanId = (JSON.parse((await get('/api/v1/loans', token)).body) as { data: { id: string }[] }).data[0]!.id;
    let applicationId = '';
    const paths = () => [
      PROFILE, ELIGIBILITY, ONGOING, '/api/v1/applications', '/api/v1/loans', `/api/v1/loans/${loanId}`, '/api/v1/user/notifications',
      ...(applicationId ? [`/api/v1/applications/${applicationId}`, `/api/v1/applications/${applicationId}/steps/bank-details`] : []),
    ];
    const api = async (method: string, path: string, body: unknown) => {
      const res = await fetch(h.origin + path, { method, headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' }, body: JSON.stringify(body) });
      const out = (await res.json()) as Record<string, unknown>;
      expect([res.status, out], path).toEqual([200, expect.anything()]);
      return out;
    };
    const steps: [string, () => Promise<void> | void][] = [
      ['nothing', () => {}],
      ['a profile change through the API', async () => void (await api('PATCH', PROFILE, { first_name: 'Rosa' }))],
      ['a new application through the API', async () => {
        applicationId = (await api('POST', '/api/v1/applications', { product_type: 'LOAN', application_type: 'RE_LOAN', tenure_months: 6 })).id as string;
      }],
      ['a step saved through the API', async () => void (await api('PUT', `/api/v1/applications/${applicationId}/steps/bank-details`, {
        answers: { bank: 'BPI', account_type: 'SAVINGS', account_name: 'Rosa Reyes', account_number: '1234567890' },
      }))],
      ['a profile change from another connection', () => void other.prepare('UPDATE profiles SET middle_name = ? WHERE user_id = ?').run('Santos', userId)],
      ['a status move from another connection', () => void other.prepare("UPDATE applications SET status = 'CANCELLED' WHERE id = ?").run(applicationId)],
      ['a notification from another connection', () =>
        void other.prepare("INSERT INTO notifications (id, user_id, title, body, read, created_at) VALUES ('n-1', ?, 'Hello', 'Body', 0, '2026-11-23T00:00:00.000Z')").run(userId)],
      ['a loan paid down in this process', () => void h.sandbox.ctx.db.prepare('UPDATE loan_accounts SET outstanding_balance_centavos = 0 WHERE user_id = ?').run(userId)],
    ];
    const stats = answerCacheStats(h.sandbox.ctx);
    for (const [what, write] of steps) {
      await write();
      const hitsBefore = stats.hits;
      const first = await Promise.all(paths().map((p) => get(p, token)));
      const again = await Promise.all(paths().map((p) => get(p, token)));
      const fresh = await startPlatform(dbPath);
      try {
        fresh.sandbox.ctx.config.origin = h.sandbox.ctx.config.origin; // the only input of the security headers
        const reference = await Promise.all(paths().map((p) => raw(fresh.origin, p, token)));
        for (const [i, p] of paths().entries()) {
          expect(first[i], `${p} after ${what}`).toEqual(reference[i]);
          expect(again[i], `${p} (again) after ${what}`).toEqual(reference[i]);
          expect(reference[i]!.status, p).toBe(200);
        }
      } finally {
        await fresh.close();
      }
      // The second round came from memory (the first may have, too).
      expect(stats.hits - hitsBefore, what).toBeGreaterThanOrEqual(paths().length);
    }
  });

  it('never gives one borrower another one\'s answer', async () => {
    const a = await h.borrower({ companyId: 'cmp-sinag-bank' });
    const b = await h.borrower();
    for (let i = 0; i < 3; i++) {
      expect((await json(PROFILE, a.token)).user_id).toBe(a.id);
      expect((await json(PROFILE, b.token)).user_id).toBe(b.id);
      expect(await json(ELIGIBILITY, b.token)).toMatchObject({ computedProductEligibility: { loan: { reason: 'NO_COMPANY' } } });
      expect(await json(ELIGIBILITY, a.token)).toMatchObject({ computedProductEligibility: { loan: { disabled: false } } });
    }
  });

  it('does not keep an answer whose read wrote (the profile created on first use)', async () => {
    const b = await h.borrower();
    const stats = answerCacheStats(h.sandbox.ctx);
    const kept = stats.kept;
    const first = await get(PROFILE, b.token);
    expect(stats.kept).toBe(kept); // the read created the profile: not kept
    expect(await get(PROFILE, b.token)).toEqual(first);
    expect(stats.kept).toBe(kept + 1);
    expect(await get(PROFILE, b.token)).toEqual(first);
  });
});

describe('per-user answer cache: invalidation', () => {
  it('keeps its answers while only the analytics and replay logs grow (no remembered answer reads them)', async () => {
    const b = await h.borrower();
    await get(PROFILE, b.token);
    const before = await get(PROFILE, b.token);
    const stats = answerCacheStats(h.sandbox.ctx);
    const [hits, writes] = [stats.hits, dbVersion(h.sandbox.ctx.db).writes];
    const event = { channel: 'segment' as const, type: 'page', name: 'Home', messageId: null, userId: b.id, anonymousId: 'a-1', writeKey: 'k', payload: { type: 'page' } };
    expect(storeEvents(h.sandbox.ctx, [event, { ...event, name: 'Loan offer' }])).toBe(2);
    storeBatch(h.sandbox.ctx, 'session-1', [{ type: 2, timestamp: 1, data: {} }] as never);
    expect(dbVersion(h.sandbox.ctx.db).writes).toBe(writes);
    expect(await get(PROFILE, b.token)).toEqual(before);
    expect(stats.hits).toBe(hits + 1);
    const stored = (await (await fetch(`${h.origin}/sandbox/api/events`)).json()) as unknown[];
    expect(stored).toHaveLength(2);
    // Anything else this process writes still counts, and shows.
    h.sandbox.ctx.db.prepare('UPDATE profiles SET last_name = ? WHERE user_id = ?').run('Bayani', b.id);
    expect((await json(PROFILE, b.token)).last_name).toBe('Bayani');
  });

  it('shows a write made by this process on the next call (API, and straight through ctx.db)', async () => {
    const b = await h.borrower();
    await get(PROFILE, b.token);
    expect((await json(PROFILE, b.token)).first_name).toBeNull();
    await b.api(user.updateProfile, { body: { first_name: 'Rosa' } });
    expect((await json(PROFILE, b.token)).first_name).toBe('Rosa');
    h.sandbox.ctx.db.prepare('UPDATE profiles SET first_name = ? WHERE user_id = ?').run('Ligaya', b.id);
    expect((await json(PROFILE, b.token)).first_name).toBe('Ligaya');
    h.sandbox.ctx.db.exec(`UPDATE profiles SET first_name = 'Tala' WHERE user_id = '${b.id}'`);
    expect((await json(PROFILE, b.token)).first_name).toBe('Tala');
    // A transaction that rolls back changes nothing, and the answer says so.
    expect(() => h.sandbox.ctx.db.transaction(() => {
      h.sandbox.ctx.db.prepare('UPDATE profiles SET first_name = ? WHERE user_id = ?').run('Never', b.id);
      throw new Error('rolled back');
    })()).toThrow('rolled back');
    expect((await json(PROFILE, b.token)).first_name).toBe('Tala');
  });

  it('shows a commit from another connection on the next call', async () => {
    const b = await h.borrower({ companyId: 'cmp-sinag-bank' });
    const app = await b.api(loans.createApplication, { body: { product_type: 'LOAN', application_type: 'NEW_LOAN', tenure_months: 9 } });
    for (let i = 0; i < 2; i++) {
      expect(await json(ONGOING, b.token)).toMatchObject({ application: { id: app.id, status: 'INITIALIZED' } });
      expect(await json(ELIGIBILITY, b.token)).toMatchObject({ computedProductEligibility: { loan: { reason: 'ONGOING_APPLICATION' } } });
    }
    other.prepare("UPDATE applications SET status = 'CANCELLED' WHERE id = ?").run(app.id);
    expect(await json(ONGOING, b.token)).toEqual({ application: null });
    expect(await json(ELIGIBILITY, b.token)).toMatchObject({ computedProductEligibility: { loan: { disabled: false, application_types: ['NEW_LOAN'] } } });
    other.prepare('UPDATE profiles SET first_name = ? WHERE user_id = ?').run('Diwa', b.id);
    expect((await json(PROFILE, b.token)).first_name).toBe('Diwa');
  });

  it('shows what the back-office CLI does from another process on the next call (status move, fault set and clear)', async () => {
    const b = await h.borrower({ companyId: 'cmp-sinag-bank' });
    const app = await b.api(loans.createApplication, { body: { product_type: 'LOAN', application_type: 'NEW_LOAN', tenure_months: 9 } });
    const before = await get(PROFILE, b.token);
    expect(await get(PROFILE, b.token)).toEqual(before);
    expect(await json(ONGOING, b.token)).toMatchObject({ application: { status: 'INITIALIZED' } });
    const cli = (...args: string[]) =>
      promisify(execFile)(process.execPath, ['--import', 'tsx', 'sandbox/main.ts', ...args], {
        env: { ...process.env, LAKBAY_SANDBOX_DB: dbPath, LAKBAY_SANDBOX_STORAGE: join(dbPath, '..', 'objects') },
      });
    await cli('status', app.id, 'CANCELLED');
    expect(await json(ONGOING, b.token)).toEqual({ application: null });
    await cli('fault', 'set', user.getProfile.group, '503');
    const faulted = await get(PROFILE, b.token);
    expect(faulted.status).toBe(503);
    expect(JSON.parse(faulted.body)).toEqual({ code: 'HTTP_503', message: 'Injected fault: HTTP 503' });
    await cli('fault', 'clear', user.getProfile.group);
    expect(await get(PROFILE, b.token)).toEqual(before);
  }, 30_000);
});

describe('per-user answer cache: tokens', () => {
  it('GlobalSignOut ends the session on the next call', async () => {
    const { tokens } = persona();
    const ok = await get(PROFILE, tokens.AccessToken);
    expect(await get(PROFILE, tokens.AccessToken)).toEqual(ok);
    expect((await cognito('GlobalSignOut', { AccessToken: tokens.AccessToken })).status).toBe(200);
    for (const path of [PROFILE, ELIGIBILITY, ONGOING]) {
      const res = await get(path, tokens.AccessToken);
      expect(res.status, path).toBe(401);
      expect(JSON.parse(res.body)).toEqual({ code: 'UNAUTHORIZED', message: 'Your session has ended. Please sign in again.' });
    }
  });

  it('RevokeToken ends that sign-in on the next call, and only that one', async () => {
    const { userId, tokens } = persona();
    const second = issueTokens(h.sandbox.ctx, findAccountById(h.sandbox.ctx, userId)!);
    await get(ELIGIBILITY, tokens.AccessToken);
    await get(ELIGIBILITY, second.AccessToken);
    expect((await cognito('RevokeToken', { Token: tokens.RefreshToken, ClientId: 'lakbay-web' })).status).toBe(200);
    expect((await get(ELIGIBILITY, tokens.AccessToken)).status).toBe(401);
    expect((await get(ELIGIBILITY, second.AccessToken)).status).toBe(200);
  });

  it('a revocation or an account switched off from another connection applies on the next call', async () => {
    const a = persona();
    const b = persona();
    for (let i = 0; i < 2; i++) {
      expect((await get(ONGOING, a.tokens.AccessToken)).status).toBe(200);
      expect((await get(ONGOING, b.tokens.AccessToken)).status).toBe(200);
    }
    other.prepare('UPDATE refresh_tokens SET revoked_at = ? WHERE user_id = ?').run(Date.now(), a.userId);
    expect((await get(ONGOING, a.tokens.AccessToken)).status).toBe(401);
    expect((await get(ONGOING, b.tokens.AccessToken)).status).toBe(200);
    other.prepare("UPDATE users SET status = 'INACTIVE' WHERE id = ?").run(b.userId);
    expect((await get(ONGOING, b.tokens.AccessToken)).status).toBe(401);
  });

  it('an expired token is refused even when its answer is in memory', async () => {
    const b = await h.borrower();
    await get(PROFILE, b.token);
    expect((await get(PROFILE, b.token)).status).toBe(200);
    h.advance(3601_000);
    expect((await get(PROFILE, b.token)).status).toBe(401);
  });

  it('a missing, malformed or forged token is refused as before', async () => {
    const b = await h.borrower();
    await get(PROFILE, b.token);
    await get(PROFILE, b.token);
    const [head, body] = b.token.split('.');
    for (const token of ['', 'nonsense', `${head}.${body}.AAAA`]) expect((await raw(h.origin, PROFILE, token || undefined)).status).toBe(401);
  });

  it('a token whose claims were changed under a remembered signature is refused (remembered tokens are compared whole)', async () => {
    const a = await h.borrower();
    const b = await h.borrower();
    await get(PROFILE, a.token);
    expect((await get(PROFILE, a.token)).status).toBe(200);
    // b's claims with a's signature: the same signature tail as a remembered token, another subject.
    const [, bodyOfB] = b.token.split('.');
    const [headOfA, , signatureOfA] = a.token.split('.');
    expect((await get(PROFILE, `${headOfA}.${bodyOfB}.${signatureOfA}`)).status).toBe(401);
  });
});

describe('per-user answer cache: faults', () => {
  it('a fault set from another connection applies to the next call, and its answer is back after it is cleared', async () => {
    const b = await h.borrower({ companyId: 'cmp-sinag-bank' });
    const before = await get(ELIGIBILITY, b.token);
    expect(await get(ELIGIBILITY, b.token)).toEqual(before);
    const group = loans.getEligibleApplications.group;
    other.prepare("INSERT INTO faults (call_group, kind, http_status) VALUES (?, 'status', 503)").run(group);
    const faulted = await get(ELIGIBILITY, b.token);
    expect(faulted.status).toBe(503);
    expect(faulted.headers).toContainEqual(['retry-after', '5']);
    other.prepare('DELETE FROM faults WHERE call_group = ?').run(group);
    expect(await get(ELIGIBILITY, b.token)).toEqual(before);
  });

  it('a counted fault is used up one call at a time, then the remembered answer comes back', async () => {
    const b = await h.borrower();
    const before = await get(PROFILE, b.token);
    await get(PROFILE, b.token);
    other.prepare("INSERT INTO faults (call_group, kind, http_status, remaining) VALUES (?, 'status', 500, 2)").run(user.getProfile.group);
    expect((await get(PROFILE, b.token)).status).toBe(500);
    expect((await get(PROFILE, b.token)).status).toBe(500);
    expect(await get(PROFILE, b.token)).toEqual(before);
  });

  it('a latency fault from another connection delays the next call, with the same answer', async () => {
    const b = await h.borrower();
    await get(PROFILE, b.token);
    const before = await get(PROFILE, b.token);
    other.prepare("INSERT INTO faults (call_group, kind, latency_ms) VALUES (?, 'latency', 250)").run(user.getProfile.group);
    const started = Date.now();
    expect(await get(PROFILE, b.token)).toEqual(before);
    expect(Date.now() - started).toBeGreaterThanOrEqual(240);
  });

  it('a fault on another group leaves this one alone', async () => {
    const b = await h.borrower();
    const before = (await get(PROFILE, b.token), await get(PROFILE, b.token));
    other.prepare("INSERT INTO faults (call_group, kind, http_status) VALUES ('promo', 'status', 503)").run();
    expect(await get(PROFILE, b.token)).toEqual(before);
  });
});

describe('reference data answered from memory (ServeOptions.immutable)', () => {
  const COMPANIES = '/api/v1/companies?page_size=20';

  it('a fault set from another connection applies to the next call, counted ones one call at a time, and the same bytes come back after', async () => {
    const anonymous = (path: string) => raw(h.origin, path);
    const before = await anonymous(COMPANIES);
    expect(before.status).toBe(200);
    expect(await anonymous(COMPANIES)).toEqual(before);
    const group = company.listCompanies.group;
    other.prepare("INSERT INTO faults (call_group, kind, http_status) VALUES (?, 'status', 503)").run(group);
    expect((await anonymous(COMPANIES)).status).toBe(503);
    expect((await anonymous(COMPANIES)).status).toBe(503);
    other.prepare('DELETE FROM faults WHERE call_group = ?').run(group);
    expect(await anonymous(COMPANIES)).toEqual(before);
    other.prepare("INSERT INTO faults (call_group, kind, http_status, remaining) VALUES (?, 'status', 500, 1)").run(group);
    expect((await anonymous(COMPANIES)).status).toBe(500);
    expect(await anonymous(COMPANIES)).toEqual(before);
  });

  it('in process (app.request, no socket), a commit made between two calls of the same turn shows on the second', async () => {
    const app = h.sandbox.app;
    expect((await app.request(COMPANIES)).status).toBe(200);
    other.prepare("INSERT INTO faults (call_group, kind, http_status) VALUES (?, 'status', 503)").run(company.listCompanies.group);
    expect((await app.request(COMPANIES)).status).toBe(503);
  });
});

describe('database version of this loop turn (dbVersionThisTurn)', () => {
  it('reads other connections\' commits once per turn, and this connection\'s own writes at once', async () => {
    const file = join(mkdtempSync(join(tmpdir(), 'lakbay-turn-')), 't.sqlite');
    const db = openDb(file);
    const second = new Database(file);
    try {
      db.exec('CREATE TABLE t (x INTEGER)');
      await new Promise((r) => setImmediate(r));
      const first = dbVersionThisTurn(db);
      second.prepare('INSERT INTO t VALUES (1)').run();
      // Same turn: the commit is not read again (the requests of this turn had all arrived before it)...
      expect(sameVersion(dbVersionThisTurn(db), first)).toBe(true);
      // ...while the exact version sees it at once.
      expect(dbVersion(db).dataVersion).not.toBe(first.dataVersion);
      // This connection's own write moves it at once.
      db.prepare('INSERT INTO t VALUES (2)').run();
      expect(dbVersionThisTurn(db).writes).toBe(first.writes + 1);
      // The next turn reads again.
      await new Promise((r) => setImmediate(r));
      second.prepare('INSERT INTO t VALUES (3)').run();
      const next = dbVersionThisTurn(db);
      expect(next.dataVersion).not.toBe(first.dataVersion);
      expect(next.dataVersion).toBe(dbVersion(db).dataVersion);
    } finally {
      second.close();
      db.close();
    }
  });
});

describe('database version (sandbox/db.ts)', () => {
  it('changes whenever PRAGMA data_version does, through commits, checkpoints and WAL restarts from another connection', () => {
    const file = join(mkdtempSync(join(tmpdir(), 'lakbay-version-')), 'v.sqlite');
    const db = openDb(file);
    const second = new Database(file);
    // SQLite's own signal (a PRAGMA statement counts as a write of this connection: only dataVersion is compared).
    const pragma = db.prepare('PRAGMA data_version').pluck();
    try {
      db.exec('CREATE TABLE t (x INTEGER)');
      let [version, data] = [dbVersion(db), pragma.get() as number];
      expect(sameVersion(dbVersion(db), dbVersion(db))).toBe(true); // reading changes nothing
      let changes = 0;
      const moves: (() => void)[] = [
        () => void second.prepare('INSERT INTO t VALUES (1)').run(),
        () => void second.prepare('UPDATE t SET x = x + 1').run(),
        () => void second.pragma('wal_checkpoint(PASSIVE)'),
        () => void second.pragma('wal_checkpoint(TRUNCATE)'),
        () => void second.prepare('SELECT count(*) FROM t').get(),
        () => void db.prepare('INSERT INTO t VALUES (2)').run(),
        () => void db.prepare('SELECT count(*) FROM t').get(),
      ];
      for (let i = 0; i < 400; i++) {
        const move = moves[(i * 7 + (i >> 2)) % moves.length]!;
        move();
        const [v, d] = [dbVersion(db), pragma.get() as number];
        // Another connection's commit always shows.
        if (d !== data) {
          changes++;
          expect(v.dataVersion, `move ${i}`).not.toBe(version.dataVersion);
        }
        expect(dbVersion(db).dataVersion, `move ${i}, read again`).toBe(v.dataVersion);
        [version, data] = [v, d];
      }
      expect(changes).toBeGreaterThan(100);
      // Own writes are counted, whatever they are.
      const w = dbVersion(db).writes;
      db.prepare('DELETE FROM t WHERE x = -1').run();
      db.exec('UPDATE t SET x = x');
      db.transaction(() => {})(); // a transaction is its statements
      expect(dbVersion(db).writes).toBe(w + 2);
      db.prepare('SELECT * FROM t').all();
      expect(dbVersion(db).writes).toBe(w + 2);
      // This connection's own commits are counted in writes, not seen again as another connection's.
      const other = dbVersion(db).dataVersion;
      db.prepare('INSERT INTO t VALUES (3)').run();
      expect(dbVersion(db).dataVersion).toBe(other);
    } finally {
      second.close();
      db.close();
    }
  });
});

describe('routing: a parameter narrowed to exclude its earlier literal siblings', () => {
  it('answers every path with the same route as Hono did with both registered', async () => {
    const routes = ['/x/ongoing', '/x/eligibility', '/x/:id', '/x/:id/steps/:step'];
    const build = (narrow: boolean) => {
      const app = new Hono();
      const earlier: string[] = [];
      for (const r of routes) {
        app.get(narrow ? narrowedPath(earlier, r) : r, (c) => c.json({ route: r, params: c.req.param() }));
        earlier.push(r);
      }
      return app;
    };
    expect(narrowedPath(['/x/ongoing', '/x/eligibility'], '/x/:id')).toBe('/x/:id{(?!(?:ongoing|eligibility)$)[^/]+}');
    expect(narrowedPath(['/x/a.b-c'], '/x/:id')).toBe('/x/:id{(?!(?:a\\.b\\-c)$)[^/]+}');
    expect(narrowedPath(['/y/ongoing'], '/x/:id')).toBe('/x/:id');
    const [plain, narrowed] = [build(false), build(true)];
    const paths = ['/x/ongoing', '/x/eligibility', '/x/ongoingx', '/x/xongoing', '/x/ONGOING', '/x/%6Fngoing', '/x/ongoing/', '/x/ongoing%2F',
      '/x/eligibility.json', '/x/123e4567-e89b-12d3-a456-426614174000', '/x/ongoing/steps/a', '/x/', '/x', '/x/a%20b'];
    for (const p of paths) {
      const [a, b] = await Promise.all([plain.request(p), narrowed.request(p)]);
      expect([b.status, await b.text()], p).toEqual([a.status, await a.text()]);
    }
  });
});
