import { Hono } from 'hono';
import { mkdirSync } from 'node:fs';
import { openDb } from './db';
import type { Module, SandboxConfig, SandboxContext } from './context';
import { registerCognito, verifyAccessToken } from './cognito';
import { registerAuthService } from './auth-service';
import { registerCollector } from './collector';
import { registerReplay } from './replay';
import { registerPlatform } from './platform';
import { registerBackOffice } from './backoffice';
import { registerProviderPages } from './provider';
import { registerLearning } from './learning';
import { registerAppHosting } from './hosting';
import { registerGuards } from './guards';
import { registerInsights } from './insights';

/** Guards first (they run before any module reads a request); the catch-alls last (app hosting, JSON 404). */
const modules: Module[] = [
  registerGuards,
  registerCognito,
  registerAuthService,
  registerCollector,
  registerReplay,
  registerPlatform,
  registerBackOffice,
  registerProviderPages,
  registerLearning,
  registerInsights,
  registerAppHosting,
];

export interface Sandbox {
  app: Hono;
  ctx: SandboxContext;
  close: () => void;
}

export function createSandbox(config: SandboxConfig, now: () => number = Date.now): Sandbox {
  mkdirSync(config.storageDir, { recursive: true });
  const db = openDb(config.dbPath);
  const app = new Hono();
  const ctx: SandboxContext = { app, db, config, now, verifyAccessToken: (token) => verifyAccessToken(ctx, token) };
  for (const register of modules) register(ctx);
  return { app, ctx, close: () => db.close() };
}
