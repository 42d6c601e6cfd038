/**
 * The benches' app server: build the app (unless `--no-build`), then the sandbox serving it on `port` with a
 * throwaway database, stopped when the bench exits. Spawned directly (not through npx) so killing it stops the
 * server itself. Resolves once the sandbox answers its health check.
 */
import { execSync, spawn } from 'node:child_process';
import { rmSync } from 'node:fs';

export async function startAppServer({ port, dist, data }: { port: number; dist: string; data: string }) {
  if (!process.argv.includes('--no-build')) execSync(`npx vite build --logLevel warn --outDir ${dist}`, { stdio: 'inherit' });
  rmSync(data, { recursive: true, force: true });
  const server = spawn('node_modules/.bin/tsx', ['sandbox/main.ts', '--serve-app', dist], {
    env: { ...process.env, PORT: String(port), LAKBAY_SANDBOX_DB: `${data}/sandbox.sqlite`, LAKBAY_SANDBOX_STORAGE: `${data}/objects` },
    stdio: 'ignore',
  });
  process.on('exit', () => server.kill('SIGTERM'));
  for (let i = 0; i < 200; i++) {
    try {
      if ((await fetch(`http://127.0.0.1:${port}/sandbox/api/health`)).ok) break;
    } catch {
      /* not up yet */
    }
    await new Promise((r) => setTimeout(r, 300));
  }
  return server;
}
