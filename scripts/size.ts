/**
 * `npm run size`: builds the app, then prints first-load JS and CSS (gzip) for /login (its island entry,
 * src/islands/login.tsx, and everything it imports statically: all /login downloads before the borrower interacts;
 * the app, Cognito, analytics and the signed-in chunk load later) and the size of every route chunk, from Vite's
 * manifest, and the floor: the stack's libraries with no app code (scripts/size-floor), built the
 * same way; and an ideal auth-only /login island (scripts/size-login-ideal), the least /login could ship. Writes
 * reports/size.json. Target (issue W2-F): /login first-load JS <= the floor + 15 KB gzip.
 */
import { execSync } from 'node:child_process';
import { mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { gzipSync } from 'node:zlib';

interface Chunk { file: string; name?: string; src?: string; isEntry?: boolean; imports?: string[]; css?: string[]; dynamicImports?: string[] }

if (!process.argv.includes('--no-build')) execSync('npx vite build --logLevel warn', { stdio: 'inherit' });
const manifest = JSON.parse(readFileSync('dist/.vite/manifest.json', 'utf8')) as Record<string, Chunk>;
const gz = (file: string) => gzipSync(readFileSync(`dist/${file}`), { level: 9 }).length;
const kb = (n: number) => `${(n / 1024).toFixed(1)} KB`;

/** A chunk and everything it imports statically (what the browser must load before it runs). */
function closure(key: string, seen = new Set<string>()): Set<string> {
  if (seen.has(key)) return seen;
  seen.add(key);
  for (const dep of manifest[key]?.imports ?? []) closure(dep, seen);
  return seen;
}
function weigh(keys: Set<string>) {
  let js = 0;
  let css = 0;
  const cssFiles = new Set<string>();
  for (const k of keys) {
    const c = manifest[k];
    if (!c) continue;
    js += gz(c.file);
    for (const f of c.css ?? []) cssFiles.add(f);
  }
  for (const f of cssFiles) css += gz(f);
  return { js, css };
}

const entryKey = Object.keys(manifest).find((k) => manifest[k]?.isEntry && k.endsWith('index.html'));
const islandKey = Object.keys(manifest).find((k) => manifest[k]?.isEntry && k.endsWith('src/islands/login.tsx'));
if (!entryKey || !islandKey) throw new Error('No app entry or /login island entry in the manifest');
const entry = closure(entryKey);
// Screens live in their area: src/<area>/screens/<screen>/<screen>.screen.tsx.
const screens = Object.keys(manifest).filter((k) => /src\/[^/]+\/screens\/[^/]+\/[^/]+\.screen\.tsx$/.test(k));

const routes = screens.map((key) => {
  const own = closure(key);
  const extra = new Set([...own].filter((k) => !entry.has(k)));
  const name = key.replace(/^.*\/screens\/([^/]+)\/[^/]+$/, '$1');
  return { screen: name, chunk: weigh(extra), firstLoad: weigh(new Set([...entry, ...own])) };
});
// /login's document loads the island, not the app entry (scripts/vite-documents.ts).
const login = { firstLoad: weigh(closure(islandKey)) };
// The signed-in charts and effects (src/app/signed-in.ts): downloaded after sign-in, or when /login is idle. Its
// modules are one chunk named `signed-in` (scripts/vite-documents.ts appChunks), listed under that name.
const signedInKey = Object.keys(manifest).find((k) => k.endsWith('src/app/signed-in.ts') || manifest[k]?.name === 'signed-in');
const signedIn = signedInKey ? weigh(new Set([...closure(signedInKey)].filter((k) => !entry.has(k)))) : null;
const report: Record<string, unknown> & { routes: typeof routes; entry: ReturnType<typeof weigh> } = {
  date: new Date().toISOString().slice(0, 10),
  entry: weigh(entry),
  login: login.firstLoad,
  signedIn,
  routes: routes.sort((a, b) => a.screen.localeCompare(b.screen)),
};
/** JS (gzip) of a small app in scripts/<name>, built the same way on its own. */
function standaloneJs(name: string): number {
  execSync(`npx vite build --logLevel error --outDir ../../.data/${name} --emptyOutDir`, { cwd: `scripts/${name}`, stdio: 'ignore' });
  const files = readdirSync(`.data/${name}/assets`).filter((f) => f.endsWith('.js'));
  return files.reduce((n, f) => n + gzipSync(readFileSync(`.data/${name}/assets/${f}`), { level: 9 }).length, 0);
}
// The floor: the same libraries with no app code (scripts/size-floor).
const floor = standaloneJs('size-floor');
const budget = floor + 15 * 1024;
// The least /login could ship: the floor plus the real login screen, design system, auth chart and its one call, no
// Cognito (scripts/size-login-ideal).
const loginIdeal = standaloneJs('size-login-ideal');
Object.assign(report, { floorJs: floor, budgetJs: budget, loginIdealJs: loginIdeal });
mkdirSync('reports', { recursive: true });
writeFileSync('reports/size.json', JSON.stringify(report, null, 2));

console.log(`Floor (react-dom + TanStack Router + xstate + @xstate/react, no app code): JS ${kb(floor)} gzip`);
console.log(`Entry (every page):     JS ${kb(report.entry.js)}  CSS ${kb(report.entry.css)}  (gzip)`);
console.log(`/login first load:      JS ${kb(login.firstLoad.js)}  CSS ${kb(login.firstLoad.css)}  target floor + 15 KB = ${kb(budget)} -> ${login.firstLoad.js <= budget ? 'within target' : `OVER by ${kb(login.firstLoad.js - budget)}`}`);
console.log(`  /login is ${kb(login.firstLoad.js - floor)} over the floor: its screen, charts, contract and libraries, minus TanStack Router (the floor has it; the /login island renders without it).`);
console.log(`Ideal auth-only /login (floor + login screen + auth chart + its call, no Cognito): JS ${kb(loginIdeal)}  target ${kb(budget)} -> ${loginIdeal <= budget ? 'within target' : `OVER by ${kb(loginIdeal - budget)}`}`);
if (signedIn) console.log(`Signed-in chunk:        JS ${kb(signedIn.js)}  (after sign-in, prefetched when /login is idle)`);
console.log('\nRoute chunks (beyond the entry), gzip:');
for (const r of report.routes) console.log(`  ${r.screen.padEnd(36)} JS ${kb(r.chunk.js).padStart(9)}  CSS ${kb(r.chunk.css).padStart(8)}   first load JS ${kb(r.firstLoad.js)}`);
console.log('\nWrote reports/size.json');
