import { serve } from '@hono/node-server';
import { mkdtempSync, readdirSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createSandbox, type Sandbox } from '../../sandbox/app';
import { createAccount, findAccountById } from '../../sandbox/cognito/accounts';
import { issueTokens } from '../../sandbox/cognito/tokens';
import { createApiClient, type ApiClient } from '../../src/api/client';
import { loans, user as userContract } from '../../src/api/contract';
import { closer } from './harness-core';
export { failure } from './harness-core';

/**
 * S3's sandbox harness: a real sandbox on an ephemeral loopback port, :memory: database, a fresh object store
 * directory to inspect, a movable clock, and borrowers with real access tokens using the app's API client.
 */
export interface S3Harness {
  sandbox: Sandbox;
  origin: string;
  storageDir: string;
  advance: (ms: number) => void;
  borrower: () => Promise<S3Borrower>;
  /** A signed-in client for an existing user (e.g. after a restart). */
  signIn: (userId: string) => ApiClient;
  /** Files in the object store (finished uploads and any leftovers). */
  storedFiles: () => string[];
  count: (table: string) => number;
  close: () => Promise<void>;
}

export interface S3Borrower {
  id: string;
  token: string;
  api: ApiClient;
  /** A new LOAN application at an active company (S1's create call). */
  newApplication: () => Promise<string>;
}

let phoneSeq = 0;
const phone = () => `+6391${String(process.pid % 1000).padStart(3, '0')}${String(phoneSeq++).padStart(5, '0')}`;

export async function startS3(opts: { dbPath?: string; storageDir?: string } = {}): Promise<S3Harness> {
  let offset = 0;
  const storageDir = opts.storageDir ?? mkdtempSync(join(tmpdir(), 'lakbay-s3-'));
  const sandbox = createSandbox({ dbPath: opts.dbPath ?? ':memory:', storageDir, origin: 'http://127.0.0.1', tokenTtlSeconds: 3600 }, () => Date.now() + offset);
  const server = serve({ fetch: sandbox.app.fetch, port: 0, hostname: '127.0.0.1' });
  await new Promise<void>((resolve) => server.once('listening', () => resolve()));
  const origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  sandbox.ctx.config.origin = origin;
  return {
    sandbox,
    origin,
    storageDir,
    advance: (ms) => {
      offset += ms;
    },
    borrower: async () => {
      const { id } = createAccount(sandbox.ctx, { phone: phone() });
      const token = (await issueTokens(sandbox.ctx, findAccountById(sandbox.ctx, id)!)).AccessToken;
      const api = createApiClient({ baseUrl: origin, getAccessToken: async () => token });
      await api(userContract.updateProfile, { body: { company_id: 'cmp-sinag-bank' } });
      return {
        id,
        token,
        api,
        newApplication: async () =>
          (await api(loans.createApplication, { body: { product_type: 'LOAN', application_type: 'NEW_LOAN', loan_amount_centavos: 2_000_000, tenure_months: 12 } })).id,
      };
    },
    signIn: (userId) => {
      const token = issueTokens(sandbox.ctx, findAccountById(sandbox.ctx, userId)!).then((t) => t.AccessToken);
      return createApiClient({ baseUrl: origin, getAccessToken: () => token });
    },
    storedFiles: () => readdirSync(storageDir),
    count: (table) => sandbox.ctx.db.prepare(`SELECT COUNT(*) FROM ${table}`).pluck().get() as number,
    close: closer(server, sandbox),
  };
}


/** File bodies: a valid PNG/PDF of an exact size, an executable renamed .png, an ELF binary. */
export function pngOfSize(size: number): Uint8Array {
  const bytes = new Uint8Array(size);
  bytes.set([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
  return bytes;
}
export const pdfBytes = () => new TextEncoder().encode('%PDF-1.4\n%sandbox\n');
export function executable(kind: 'MZ' | 'ELF', size = 4096): Uint8Array {
  const bytes = new Uint8Array(size);
  bytes.set(kind === 'MZ' ? [0x4d, 0x5a, 0x90, 0x00] : [0x7f, 0x45, 0x4c, 0x46]);
  return bytes;
}
