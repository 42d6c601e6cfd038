/**
 * `npm run build:production`: `vite build`, refused while any VITE_* value the built app would use is still the
 * sandbox's (a path or URL on the app's own origin, or a sandbox id). Reads what the build reads: the process
 * environment over `.env.production` (Vite's loadEnv). Every variable at fault is named in one message, so one
 * run tells the deployer all that is missing. The list and its tests live with the defaults, in src/config.ts.
 */
import { fileURLToPath } from 'node:url';
import { build, loadEnv } from 'vite';
import { productionVariables, readConfig, type BuildEnv } from '../src/config.ts';

/** Stands for the app's own origin: a value that resolves onto it would reach the sandbox's paths. */
const ownOrigin = 'https://lakbay-app-origin.invalid';

/** The variables whose resolved value is still the sandbox's, in README order. */
export function sandboxDefaults(env: BuildEnv): string[] {
  const resolved = readConfig(env, ownOrigin);
  return productionVariables.filter((v) => v.sandbox(resolved, ownOrigin)).map((v) => v.name);
}

/** The one message for a build that would talk to the sandbox, or undefined when every variable is set. */
export function productionEnvProblem(env: BuildEnv): string | undefined {
  const names = sandboxDefaults(env);
  if (names.length === 0) return undefined;
  const width = Math.max(...names.map((n) => n.length));
  const rows = productionVariables.filter((v) => names.includes(v.name)).map((v) => `  ${v.name.padEnd(width)}  ${v.meaning}`);
  return [
    `build:production: ${names.length} variable${names.length === 1 ? ' is' : 's are'} still at the sandbox's default, so the built app would send`,
    `that traffic to its own origin. Set ${names.length === 1 ? 'it' : 'them'} in the environment or .env.production (README, "Production configuration"):`,
    ...rows,
  ].join('\n');
}

async function main(): Promise<void> {
  const root = fileURLToPath(new URL('..', import.meta.url));
  const problem = productionEnvProblem(loadEnv('production', root, 'VITE_'));
  if (problem) {
    console.error(problem);
    process.exit(1);
  }
  await build({ root, mode: 'production' });
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) await main();
