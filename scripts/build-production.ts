/**
 * `npm run build:production`: the deployable artifact (issue W3-F, docs/deploy.md).
 *
 * 1. Refuses, in one message naming each variable and why, while any VITE_* value the built app would use leads
 *    back to a sandbox: still at the sandbox's default (a path on the app's own origin or a sandbox id; the list and
 *    its tests live with the defaults, in src/config.ts), or set to a loopback or private host, plain http, a
 *    sandbox path on any host, or a sandbox id (scripts/deploy-guard.ts). Reads what the build reads: the process
 *    environment over `.env.production` (Vite's loadEnv).
 * 2. `vite build` with the configuration frozen: the app's `config` is the values resolved here, so none of the
 *    sandbox's defaults (ids, paths) is in the bundle at all.
 * 3. Moves the (hidden) source maps and Vite's manifest out of dist/ into dist-sourcemaps/ (for error tracking,
 *    never served), then fails when dist/ still holds a source map, a `sourceMappingURL` or a sandbox-only string.
 * 4. Writes deploy/nginx.conf and deploy/cdn.json for that dist/ (scripts/deploy-config.ts).
 *
 * `LAKBAY_DEPLOY_ORIGIN` (default https://app.lakbay.example): the public origin (https: HSTS in the headers);
 * `LAKBAY_CSP_REPORT_URI`: where browsers report CSP violations (https, not the sandbox's); `--out-dir` / `--deploy-dir` for builds elsewhere (tests).
 */
import { existsSync, mkdirSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { build, loadEnv, type Plugin } from 'vite';
import { productionVariables, readConfig, type BuildEnv, type Config } from '../src/config.ts';
import { cdnConfig, connectOrigins, documentRoutes, nginxConfig } from './deploy-config.ts';
import { filesUnder, scanDist, sourceMapComment, unsafeUrl, unsafeValues, type Refusal } from './deploy-guard.ts';

/** Stands for the app's own origin: a value that resolves onto it would reach the sandbox's paths. */
const ownOrigin = 'https://lakbay-app-origin.invalid';

/** The variables whose resolved value is still the sandbox's, in README order. */
export function sandboxDefaults(env: BuildEnv): string[] {
  const resolved = readConfig(env, ownOrigin);
  return productionVariables.filter((v) => v.sandbox(resolved, ownOrigin)).map((v) => v.name);
}

/** The one message for a build that would talk to the sandbox, or undefined when every value is safe. */
export function productionEnvProblem(env: BuildEnv): string | undefined {
  const names = sandboxDefaults(env);
  const all: Refusal[] = unsafeValues(env);
  const unsafe = all.filter((r) => !names.includes(r.name));
  // A sandbox value set on purpose (an id, a path) is still at the sandbox's default: its row says which value.
  const set = (name: string) => all.filter((r) => r.name === name).map((r) => `: ${r.why}`).join('');
  if (names.length === 0 && unsafe.length === 0) return undefined;
  const width = Math.max(...[...names, ...unsafe.map((r) => r.name)].map((n) => n.length));
  const lines: string[] = [];
  if (names.length > 0) {
    const rows = productionVariables.filter((v) => names.includes(v.name)).map((v) => `  ${v.name.padEnd(width)}  ${v.meaning}${set(v.name)}`);
    lines.push(
      `build:production: ${names.length} variable${names.length === 1 ? ' is' : 's are'} still at the sandbox's default, so the built app would send`,
      `that traffic to its own origin. Set ${names.length === 1 ? 'it' : 'them'} in the environment or .env.production (README, "Production configuration"):`,
      ...rows,
    );
  }
  if (unsafe.length > 0) {
    lines.push(
      `build:production: ${unsafe.length} value${unsafe.length === 1 ? '' : 's'} would lead back to a sandbox or off a secure host:`,
      ...unsafe.map((r) => `  ${r.name.padEnd(width)}  ${r.why}`),
    );
  }
  return lines.join('\n');
}

/** The resolved configuration, the same on any origin (else some value is on the app's own origin). */
export function frozenConfig(env: BuildEnv): Config {
  const a = readConfig(env, 'https://one.lakbay-origin.invalid');
  const b = readConfig(env, 'https://two.lakbay-origin.invalid');
  if (JSON.stringify(a) !== JSON.stringify(b)) throw new Error("build:production: a value still depends on the app's own origin");
  return a;
}

/** The line of src/config.ts that resolves the configuration in the browser. */
const CONFIG_LINE = 'export const config = readConfig(import.meta.env ?? {}, origin);';

/**
 * Replaces that line with the values resolved here. Nothing then reads `readConfig`, `sandboxIds` or the defaults,
 * so the bundler drops them and no sandbox id or path reaches dist/. Fails the build if the line moved.
 */
export function freezeConfig(config: Config): Plugin {
  return {
    name: 'lakbay-frozen-config',
    enforce: 'pre',
    transform(code, id) {
      if (!id.split('?')[0]!.endsWith('/src/config.ts')) return null;
      if (!code.includes(CONFIG_LINE)) this.error(`src/config.ts no longer has "${CONFIG_LINE}": update scripts/build-production.ts`);
      return { code: code.replace(CONFIG_LINE, `export const config = ${JSON.stringify(config)};`), map: null };
    },
  };
}

/**
 * A library may carry a source map comment inside its code (rrweb's inline worker ends in `//# sourceMappingURL=
 * image-bitmap-data-url-worker-....js.map`, a file that exists nowhere). Its `#` becomes a space: the same length,
 * so the chunk's own (hidden) map stays right, and no browser looks for a map.
 */
export function stripSourceMapComments(): Plugin {
  const comment = new RegExp(sourceMapComment.source.replace('[#@]', '([#@])'), 'g');
  return {
    name: 'lakbay-no-source-map-comments',
    // The final code (after minifying): the worker's text is a template literal with its line breaks by then.
    generateBundle(_options, bundle) {
      for (const chunk of Object.values(bundle)) {
        if (chunk.type !== 'chunk' || !sourceMapComment.test(chunk.code)) continue;
        chunk.code = chunk.code.replace(comment, (m, _start: string, _lead: string, mark: string) => m.replace(mark, ' '));
      }
    },
  };
}

/** Moves every .map and Vite's .vite/ folder from `dist` to `maps` (same relative paths); returns how many maps. */
export function moveSourceMaps(dist: string, maps: string): number {
  rmSync(maps, { recursive: true, force: true });
  let count = 0;
  for (const file of filesUnder(dist)) {
    const rel = relative(dist, file);
    if (!file.endsWith('.map') && !rel.startsWith('.vite')) continue;
    const to = join(maps, rel);
    mkdirSync(dirname(to), { recursive: true });
    renameSync(file, to);
    if (file.endsWith('.map')) count++;
  }
  rmSync(join(dist, '.vite'), { recursive: true, force: true });
  return count;
}

async function main(): Promise<void> {
  const root = fileURLToPath(new URL('..', import.meta.url));
  const { values } = parseArgs({ options: { 'out-dir': { type: 'string' }, 'deploy-dir': { type: 'string' } } });
  const env = loadEnv('production', root, 'VITE_');
  const reportUri = process.env.LAKBAY_CSP_REPORT_URI || undefined;
  const reportProblem = reportUri ? unsafeUrl(reportUri) : undefined;
  const problem = [productionEnvProblem(env), reportProblem && `build:production: LAKBAY_CSP_REPORT_URI: ${reportProblem}`].filter(Boolean).join('\n') || undefined;
  if (problem) {
    console.error(problem);
    process.exit(1);
  }
  const config = frozenConfig(env);
  const dist = resolve(root, values['out-dir'] ?? 'dist');
  const maps = `${dist.replace(/[\\/]$/, '')}-sourcemaps`;
  const deploy = resolve(root, values['deploy-dir'] ?? 'deploy');
  await build({ root, mode: 'production', build: { outDir: dist, emptyOutDir: true }, plugins: [freezeConfig(config), stripSourceMapComments()] });

  const moved = moveSourceMaps(dist, maps);
  const problems = scanDist(dist);
  if (problems.length > 0) {
    console.error(`build:production: ${problems.length} thing${problems.length === 1 ? '' : 's'} in ${relative(root, dist) || dist} must not ship:`);
    for (const p of problems) console.error(`  ${p}`);
    process.exit(1);
  }

  const origin = process.env.LAKBAY_DEPLOY_ORIGIN ?? 'https://app.lakbay.example';
  const documents = documentRoutes(dist);
  const connect = connectOrigins(config);
  mkdirSync(deploy, { recursive: true });
  writeFileSync(join(deploy, 'nginx.conf'), nginxConfig({ root: '/srv/lakbay/dist', listen: '80', origin, documents, connect, reportUri }));
  writeFileSync(join(deploy, 'cdn.json'), `${JSON.stringify(cdnConfig({ origin, documents, connect, reportUri }), null, 2)}\n`);
  console.log(
    [
      `build:production: ${relative(root, dist) || dist}/ (${documents.length} page documents), ${moved} source maps in ${relative(root, maps)}/ (never served),`,
      `${relative(root, deploy)}/nginx.conf and ${relative(root, deploy)}/cdn.json; CSP connect-src: ${connect.join(' ')}`,
    ].join('\n'),
  );
  if (!existsSync(join(dist, 'index.html'))) process.exit(1);
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) await main();
