import type { Hono } from 'hono';
import type { Db } from './db';

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
  /**
   * Origins whose pages may change state (back office, sign-in forms, provider pages) and call /cognito across
   * origins, besides `origin` itself and its loopback twin (127.0.0.1 <-> localhost). main.ts adds the address
   * the sandbox listens on, which differs from `origin` behind Vite's proxy in `npm run dev`.
   */
  allowedOrigins?: readonly string[] | undefined;
  /** Where storybook-static/ and reports/paths/ are looked for (the back office links to them); default: cwd. */
  toolsRoot?: string | undefined;
  /**
   * An integer in [min, max): the personas' names and phone numbers. Default node:crypto's randomInt; a recording
   * that must be the same every run (scripts/generate/journey-fixtures.ts) gives a seeded one.
   */
  randomInt?: ((min: number, max: number) => number) | undefined;
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
   * Verifies the Bearer access token of a platform call (sandbox/cognito/tokens.ts: signature, expiry,
   * revocation, account status). Asynchronous (jose); a test may put a synchronous stand-in here.
   */
  verifyAccessToken: (token: string) => Promise<SignedInUser | null> | SignedInUser | null;
}

export type Module = (ctx: SandboxContext) => void;
