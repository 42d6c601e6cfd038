import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sendOtp } from '../../sandbox/cognito/otp';
import * as docs from '../../src/api/contract/documents';
import { user } from '../../src/api/contract';
import { startS3, type S3Borrower, type S3Harness } from './documents-harness';

/**
 * Back-office switches scoped to one borrower, so parallel browser scenarios (or two QA testers) on one sandbox
 * never take each other's: the inbox read for one recipient (`?to=`), and the next liveness / document outcome for
 * one borrower (`user` on /sandbox/api/next-outcomes). Without them, both stay what they were: everyone's.
 */
let h: S3Harness;
beforeAll(async () => {
  h = await startS3();
});
afterAll(() => h.close());

const get = async <T>(path: string) => (await (await fetch(h.origin + path)).json()) as T;
const post = async (path: string, body: unknown) => {
  const res = await fetch(h.origin + path, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) });
  return { status: res.status, body: (await res.json()) as Record<string, unknown> };
};
type Message = { to: string; code: string; purpose: string };
const phoneOf = (b: S3Borrower) => (h.sandbox.ctx.db.prepare('SELECT phone_number FROM users WHERE id = ?').pluck().get(b.id) as string);

describe('the OTP inbox for one recipient (?to=)', () => {
  it("lists only that borrower's codes, newest first, named by phone (any format), sub or an address no account has yet", async () => {
    const [a, b] = [await h.borrower(), await h.borrower()];
    const bank = { body: { provider: 'GO_TYME_BANK' as const, account_number: '111122223333' } };
    await a.api(user.requestDigitalBankOtp, bank);
    await b.api(user.requestDigitalBankOtp, bank);
    await a.api(user.requestDigitalBankOtp, bank);
    await b.api(user.requestDigitalBankOtp, bank);
    const all = await get<Message[]>('/sandbox/api/inbox');
    const aPhone = phoneOf(a);
    const mine = all.filter((m) => m.to === aPhone);
    expect(mine).toHaveLength(2);

    // The newest row of the whole inbox is b's: the filtered read gives a's own newest code.
    expect(all[0]!.to).toBe(phoneOf(b));
    for (const to of [aPhone, `0${aPhone.slice(3)}`, aPhone.slice(1), a.id]) {
      expect(await get<Message[]>(`/sandbox/api/inbox?to=${encodeURIComponent(to)}`), to).toEqual(mine);
    }
    // Registering: the code goes to an e-mail no account has yet; named as typed (any case).
    sendOtp(h.sandbox.ctx, 'qa-scoped@example.com', 'register');
    const registering = await get<Message[]>('/sandbox/api/inbox?to=QA-Scoped@example.com');
    expect(registering.map((m) => [m.to, m.purpose])).toEqual([['qa-scoped@example.com', 'register']]);
    expect(await get<Message[]>('/sandbox/api/inbox?to=nobody@example.com')).toEqual([]);
  });
});

describe("one borrower's next outcomes (user on /sandbox/api/next-outcomes)", () => {
  const upload = async (b: S3Borrower, app: string) => {
    const { url, key } = await b.api(docs.presignedUrl, { body: { application_id: app, document_type: 'SELFIE', file_name: 'selfie.jpg' } });
    const res = await fetch(url, { method: 'PUT', body: Uint8Array.from([0xff, 0xd8, 0xff, 0xdb, 0, 0, 0, 0]) });
    if (!res.ok) throw new Error(`upload failed ${res.status}`);
    return key;
  };
  const scan = async (b: S3Borrower, app: string) => (await b.api(docs.livenessUpload, { body: { application_id: app, key: await upload(b, app) } })).result;

  it("fails only the named borrower's next selfie, once; another borrower's selfie in between keeps the default", async () => {
    const [a, b] = [await h.borrower(), await h.borrower()];
    const [appA, appB] = [await a.newApplication(), await b.newApplication()];
    const set = await post('/sandbox/api/next-outcomes', { liveness: 'FAILED', user: `0${phoneOf(a).slice(3)}` });
    expect(set.status).toBe(200);
    expect(set.body).toEqual({ liveness: 'FAILED', documentQuality: null, documentStatus: null, payment: null });
    // Not a global switch: the global next outcomes are untouched.
    expect(await get('/sandbox/api/next-outcomes')).toEqual({ liveness: null, documentQuality: null, documentStatus: null, payment: null });
    expect(await get(`/sandbox/api/next-outcomes?user=${a.id}`)).toMatchObject({ liveness: 'FAILED' });

    expect(await scan(b, appB)).toBe('SUCCESS');
    expect(await scan(a, appA)).toBe('FAILED');
    expect(await scan(a, appA)).toBe('SUCCESS');
    expect(await get(`/sandbox/api/next-outcomes?user=${a.id}`)).toMatchObject({ liveness: null });
  });

  it("a borrower's own outcome wins over the global one, which stays for the next borrower", async () => {
    const [a, b] = [await h.borrower(), await h.borrower()];
    const [appA, appB] = [await a.newApplication(), await b.newApplication()];
    await post('/sandbox/api/next-outcomes', { liveness: 'USER_ERROR' });
    await post('/sandbox/api/next-outcomes', { liveness: 'TECHNICAL_ERROR', user: a.id });
    expect(await scan(a, appA)).toBe('TECHNICAL_ERROR');
    expect(await scan(b, appB)).toBe('USER_ERROR');
    expect(await scan(a, appA)).toBe('SUCCESS');
  });

  it('refuses an empty borrower with a field message', async () => {
    const refused = await post('/sandbox/api/next-outcomes', { liveness: 'FAILED', user: ' ' });
    expect(refused.status).toBe(400);
    expect(refused.body.fields).toHaveProperty('user');
  });
});
