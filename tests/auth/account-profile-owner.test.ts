// @vitest-environment jsdom
import { afterAll, beforeAll, expect, it, vi } from 'vitest';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createSandbox, type Sandbox } from '../../sandbox/app';
import { createPersona, type Persona } from '../../sandbox/backoffice/personas';
import { loadProfile, requestMobileOtp } from '~/auth/account';
import { lastAuthUserKey, tabStore } from '~/auth/auth-storage';

vi.mock('~/auth/token', () => ({ getAccessToken: async () => 'token' }));

/**
 * A shared phone: one borrower signs out and another signs in on the same tab, without a reload. The profile the
 * account pages read for the first is never used for the second: the promissory note's code goes to the number
 * of the borrower signed in now (found by the W3-B fault matrix, where it went to the previous borrower's number).
 */
let sandbox: Sandbox;
let dir: string;
let signedIn: Persona;
beforeAll(() => {
  dir = mkdtempSync(join(tmpdir(), 'lakbay-owner-'));
  sandbox = createSandbox({ dbPath: ':memory:', storageDir: dir, origin: 'http://sandbox.test', tokenTtlSeconds: 3600 });
  sandbox.ctx.verifyAccessToken = () => ({ id: signedIn.userId, username: signedIn.username });
  vi.stubGlobal('fetch', (input: string, init?: RequestInit) => Promise.resolve(sandbox.app.request(new URL(String(input), 'http://sandbox.test').href, init)));
});
afterAll(() => {
  vi.unstubAllGlobals();
  sandbox.close();
  rmSync(dir, { recursive: true, force: true });
});

const signInAs = (p: Persona) => {
  signedIn = p;
  tabStore().setItem(lastAuthUserKey(), p.username);
};
const lastCodeTo = () => sandbox.ctx.db.prepare('SELECT recipient FROM inbox ORDER BY rowid DESC LIMIT 1').pluck().get() as string;

it("a code asked for after another borrower signs in on the same tab goes to the new borrower's number", async () => {
  const [first, second] = [createPersona(sandbox.ctx, 'new-borrower'), createPersona(sandbox.ctx, 'new-borrower')];
  signInAs(first);
  expect((await loadProfile()).phoneNumber).toBe(first.username);
  await requestMobileOtp();
  expect(lastCodeTo()).toBe(first.username);

  // Signed out (the SDK's keys cleared), the next borrower signs in; no account page has read their profile yet.
  tabStore().removeItem(lastAuthUserKey());
  signInAs(second);
  await requestMobileOtp();
  expect(lastCodeTo()).toBe(second.username);
});
