import { serve } from '@hono/node-server';
import { mkdtempSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createSandbox, type Sandbox } from '../../sandbox/app';
import { createAccount, findAccountById } from '../../sandbox/cognito/accounts';
import { issueTokens } from '../../sandbox/cognito/tokens';
import { createApiClient, type ApiClient } from '../../src/api/client';
import { latestCodeFrom, closer } from './harness-core';
export { failure } from './harness-core';

/**
 * A real sandbox on an ephemeral loopback port with a :memory: database (or a file, for persistence tests),
 * borrowers with real RS256 access tokens from the Cognito side, and the app's own API client, so every answer
 * is parsed with the contract exactly as the app parses it.
 */
export interface PlatformHarness {
  sandbox: Sandbox;
  origin: string;
  advance: (ms: number) => void;
  borrower: (opts?: { phone?: string; email?: string; companyId?: string }) => Promise<Borrower>;
  /** A client without a token (public calls, and to prove private ones refuse it). */
  anonymous: ApiClient;
  latestCode: (recipient: string, purpose?: string) => string;
  close: () => Promise<void>;
}

export interface Borrower {
  id: string;
  username: string;
  token: string;
  api: ApiClient;
}

/** A fresh valid Philippine mobile number (+639 and nine digits). */
export const uniquePhone = () => `+639${String(Math.floor(Math.random() * 1e9)).padStart(9, '0')}`;

export async function startPlatform(dbPath = ':memory:'): Promise<PlatformHarness> {
  let offset = 0;
  const sandbox = createSandbox(
    { dbPath, storageDir: mkdtempSync(join(tmpdir(), 'lakbay-s1-')), origin: 'http://127.0.0.1', tokenTtlSeconds: 3600 },
    () => Date.now() + offset,
  );
  const server = serve({ fetch: sandbox.app.fetch, port: 0, hostname: '127.0.0.1' });
  await new Promise<void>((resolve) => server.once('listening', () => resolve()));
  const origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  sandbox.ctx.config.origin = origin;
  const client = (token: string | null) => createApiClient({ baseUrl: origin, getAccessToken: async () => token });

  return {
    sandbox,
    origin,
    advance: (ms) => {
      offset += ms;
    },
    anonymous: client(null),
    borrower: async (opts = {}) => {
      const { id, username } = createAccount(sandbox.ctx, opts.email ? { email: opts.email } : { phone: opts.phone ?? uniquePhone() });
      const token = (await issueTokens(sandbox.ctx, findAccountById(sandbox.ctx, id)!)).AccessToken;
      const api = client(token);
      if (opts.companyId) {
        const { user } = await import('../../src/api/contract');
        await api(user.updateProfile, { body: { company_id: opts.companyId } });
      }
      return { id, username, token, api };
    },
    latestCode: latestCodeFrom(sandbox),
    close: closer(server, sandbox),
  };
}

