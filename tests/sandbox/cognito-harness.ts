import { serve } from '@hono/node-server';
import { mkdtempSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createSandbox, type Sandbox } from '../../sandbox/app';
import { latestCodeFrom, closer } from './harness-core';

/** A real sandbox on an ephemeral loopback port, :memory: database, and a clock the test can move. */
export interface Harness {
  sandbox: Sandbox;
  origin: string;
  /** Moves the sandbox clock forward (token expiry, OTP expiry, lockouts). */
  advance: (ms: number) => void;
  latestCode: (recipient: string, purpose?: string) => string;
  close: () => Promise<void>;
}

export async function startHarness(tokenTtlSeconds = 3600): Promise<Harness> {
  let offset = 0;
  const sandbox = createSandbox(
    { dbPath: ':memory:', storageDir: mkdtempSync(join(tmpdir(), 'lakbay-s2-')), origin: 'http://127.0.0.1', tokenTtlSeconds },
    () => Date.now() + offset,
  );
  const server = serve({ fetch: sandbox.app.fetch, port: 0, hostname: '127.0.0.1' });
  await new Promise<void>((resolve) => server.once('listening', () => resolve()));
  const origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  sandbox.ctx.config.origin = origin;
  return {
    sandbox,
    origin,
    advance: (ms) => {
      offset += ms;
    },
    latestCode: latestCodeFrom(sandbox),
    close: closer(server, sandbox),
  };
}

/** POST JSON with optional headers; returns status, parsed body and headers. */
export async function postJson(url: string, body: unknown, headers: Record<string, string> = {}) {
  const res = await fetch(url, { method: 'POST', headers: { 'content-type': 'application/json', ...headers }, body: JSON.stringify(body) });
  const text = await res.text();
  return { status: res.status, body: (text ? JSON.parse(text) : null) as Record<string, unknown>, headers: res.headers };
}
