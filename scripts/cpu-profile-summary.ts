/**
 * Summarises Chrome CPU profiles (`.cpuprofile`, as `npm run bench:steps -- --profile` writes them): self time by
 * package (node_modules package, `app` for this repo's code, `(built-in)` for the browser's functions such as
 * localStorage.setItem, or the browser's own buckets such as (garbage collector)) and the top functions by self
 * time, each placed through the build's source maps (`--dist`, default dist: the built app the profile was taken on).
 *
 *   npx tsx scripts/cpu-profile-summary.ts reports/steps-profile/*.cpuprofile [--dist dist] [--top 15]
 */
import { existsSync, readFileSync } from 'node:fs';
import { pathToFileURL } from 'node:url';

interface CallFrame {
  functionName: string;
  url: string;
  lineNumber: number;
  columnNumber: number;
}
export interface CpuProfile {
  nodes: { id: number; callFrame: CallFrame }[];
  samples: number[];
  timeDeltas: number[];
}
interface SourceMap {
  sources: string[];
  names: string[];
  mappings: string;
}
/** One mapping segment: generated column, source index, source line, source column, name index (-1: none). */
type Segment = [number, number, number, number, number];

const B64 = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/';

/** Source map v3 `mappings`, decoded per generated line (base64 VLQ; source, line, column and name are relative). */
function decodeMappings(mappings: string): Segment[][] {
  const lines: Segment[][] = [];
  const state = [0, 0, 0, 0, 0];
  for (const line of mappings.split(';')) {
    const segments: Segment[] = [];
    state[0] = 0;
    for (const text of line.split(',')) {
      if (!text) continue;
      const fields: number[] = [];
      let value = 0;
      let shift = 0;
      for (const ch of text) {
        const digit = B64.indexOf(ch);
        value += (digit & 31) << shift;
        if (digit & 32) shift += 5;
        else {
          fields.push(value & 1 ? -(value >>> 1) : value >>> 1);
          value = 0;
          shift = 0;
        }
      }
      fields.forEach((f, i) => (state[i]! += f));
      segments.push([state[0]!, state[1]!, state[2]!, state[3]!, fields.length > 4 ? state[4]! : -1]);
    }
    lines.push(segments);
  }
  return lines;
}

/** Where a generated position comes from, through the chunk's source map (cached per chunk). */
export function sourceLocator(dist: string) {
  const maps = new Map<string, { map: SourceMap; lines: Segment[][] } | null>();
  return (url: string, line: number, column: number): { source: string; line: number; name: string | null } | null => {
    const path = url.startsWith('http') ? new URL(url).pathname : url;
    if (!maps.has(path)) {
      const file = `${dist}${path}.map`;
      const map =
        path.endsWith('.js') && existsSync(file) ? (JSON.parse(readFileSync(file, 'utf8')) as SourceMap) : null;
      maps.set(path, map && { map, lines: decodeMappings(map.mappings) });
    }
    const found = maps.get(path);
    const segments = found?.lines[line];
    if (!found || !segments?.length) return null;
    let at: Segment | undefined;
    for (const s of segments) if (s[0] <= column) at = s;
    if (!at) return null;
    return {
      source: found.map.sources[at[1]] ?? '?',
      line: at[2] + 1,
      name: at[4] >= 0 ? (found.map.names[at[4]] ?? null) : null,
    };
  };
}

/** `react-dom`, `@tanstack/query-core`, or `app` for this repo's own code. */
export function packageOf(source: string): string {
  const at = source.lastIndexOf('node_modules/');
  if (at < 0) return 'app';
  const parts = source.slice(at + 'node_modules/'.length).split('/');
  return parts[0]!.startsWith('@') ? `${parts[0]}/${parts[1]}` : parts[0]!;
}

export interface Summary {
  totalMs: number;
  packages: { name: string; ms: number }[];
  functions: { name: string; where: string; pkg: string; ms: number }[];
}

/** Self time per package and per function (sample i's time is timeDeltas[i + 1], the gap to the next sample). */
export function summarise(profile: CpuProfile, dist = 'dist'): Summary {
  const locate = sourceLocator(dist);
  const selfMs = new Map<number, number>();
  profile.samples.forEach((id, i) => selfMs.set(id, (selfMs.get(id) ?? 0) + (profile.timeDeltas[i + 1] ?? 0) / 1000));
  const packages = new Map<string, number>();
  const functions = new Map<string, { name: string; where: string; pkg: string; ms: number }>();
  let totalMs = 0;
  for (const node of profile.nodes) {
    const ms = selfMs.get(node.id) ?? 0;
    if (!ms) continue;
    totalMs += ms;
    const { functionName, url, lineNumber, columnNumber } = node.callFrame;
    const origin = url ? locate(url, lineNumber, columnNumber) : null;
    // Without a script: the browser's own buckets ((program), (idle), (garbage collector)) or a built-in (setItem).
    const pkg = origin ? packageOf(origin.source) : url ? new URL(url, 'http://x').pathname.split('/').pop()! : functionName.startsWith('(') ? functionName : '(built-in)';
    const where = origin ? `${origin.source.replace(/^(\.\.\/)+/, '')}:${origin.line}` : url || '';
    const name = origin?.name ?? (functionName || '(anonymous)');
    packages.set(pkg, (packages.get(pkg) ?? 0) + ms);
    const key = `${name} ${where}`;
    const f = functions.get(key) ?? { name, where, pkg, ms: 0 };
    f.ms += ms;
    functions.set(key, f);
  }
  const byMs = <T extends { ms: number }>(xs: T[]) => xs.sort((a, b) => b.ms - a.ms);
  return {
    totalMs,
    packages: byMs([...packages].map(([name, ms]) => ({ name, ms }))),
    functions: byMs([...functions.values()]),
  };
}

export function formatSummary(s: Summary, top = 10): string {
  const ms = (n: number) => `${n.toFixed(0).padStart(6)} ms`;
  return [
    `  self time ${s.totalMs.toFixed(0)} ms; by package: ${s.packages
      .slice(0, top)
      .map((p) => `${p.name} ${p.ms.toFixed(0)}`)
      .join(', ')}`,
    ...s.functions.slice(0, top).map((f) => `  ${ms(f.ms)}  ${f.pkg.padEnd(24)} ${f.name}  ${f.where}`),
  ].join('\n');
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const args = process.argv.slice(2);
  const option = (name: string) => {
    const i = args.indexOf(name);
    return i >= 0 ? args.splice(i, 2)[1] : undefined;
  };
  const dist = option('--dist') ?? 'dist';
  const top = Number(option('--top') ?? 15);
  if (!args.length)
    throw new Error('Usage: tsx scripts/cpu-profile-summary.ts <file.cpuprofile>... [--dist dist] [--top 15]');
  for (const file of args)
    console.log(
      `${file}\n${formatSummary(summarise(JSON.parse(readFileSync(file, 'utf8')) as CpuProfile, dist), top)}`,
    );
}
