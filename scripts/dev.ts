/** `npm run dev`: the sandbox on :5174 behind Vite's dev server on :5173 (HMR), one origin for the browser. */
import { spawn } from 'node:child_process';

const sandboxPort = process.env.SANDBOX_PORT ?? '5174';
const env = { ...process.env, PORT: sandboxPort, SANDBOX_PORT: sandboxPort, LAKBAY_PUBLIC_ORIGIN: 'http://127.0.0.1:5173' };
const children = [
  // Spawned directly (not through npx) so stopping dev stops them too.
  spawn('node_modules/.bin/tsx', ['sandbox/main.ts'], { stdio: 'inherit', env }),
  spawn('node_modules/.bin/vite', [], { stdio: 'inherit', env }),
];
const stop = () => {
  for (const c of children) c.kill('SIGTERM');
  process.exit(0);
};
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
for (const c of children) c.on('exit', (code) => code && stop());
