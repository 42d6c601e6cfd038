import type { Hono } from 'hono';
import type { Db, DbVersion } from './db';

export interface SandboxConfig {
  /** SQLite file, or ':memory:' in tests. */
  dbPath: string;
  /** Object store for uploads (presigned PUTs land here). */
  storageDir: string;
  /** Built app to serve on the same origin (npm start), or undefined. */
  appDir?: string | undefined;
  /** Public origin, e.g. http://127.0.0.1:5173 (used in presigned URLs, provider redirects). */
  origin: string;
  /** Access/id token lifetime; tests use a few seconds. */
  tokenTtlSeconds: number;
}

export interface SignedInUser {
  id: string;
  username: string;
}

export interface SandboxContext {
  app: Hono;
  db: Db;
  config: SandboxConfig;
  /** Milliseconds since epoch; tests may replace it. */
  now: () => number;
  /**
   * Verifies the Bearer access token of a platform call (implemented by sandbox/cognito/tokens.ts). With `at`,
   * the database version read before this call's first read (sandbox/db.ts dbVersion), a token verified at that
   * same version is answered from memory (its expiry still checked against now()).
   */
  verifyAccessToken: (token: string, at?: DbVersion) => SignedInUser | null;
}

export type Module = (ctx: SandboxContext) => void;
