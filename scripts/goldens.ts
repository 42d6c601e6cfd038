/**
 * The golden files (every `*.generated.*` in the repository): what each one guards, the command that writes it and
 * the tests that fail when it is stale or wrong, and what changed in each since a base commit, in words a reviewer
 * can read (issue W3-G item 3).
 *
 * `npx tsx scripts/goldens.ts [--base <ref>]` writes reports/goldens/index.html and reports/goldens/summary.json.
 * The base defaults to `git merge-base HEAD origin/main` where there is an origin, else HEAD~1; the other side is
 * the working tree, so a regenerated file not yet committed shows. JSON files get a structural diff (each changed,
 * added or removed key or array item by its path, old → new), other files an excerpt of `git diff`.
 *
 * tests/paths-report/goldens.test.ts fails when a generated file is added without an entry here, so a new golden
 * cannot land without saying what it guards.
 */
import { execFileSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';

export interface Golden {
  /** Repository path of the generated file, or a glob (`*` within one folder) for a family of them. */
  file: string;
  /** One plain sentence: what a wrong change to it means for a borrower, a designer or QA. */
  guards: string;
  /** The command that rewrites it (each is also run by `npm run generate`). */
  writtenBy: string;
  /** The test files that fail when it is stale or wrong. */
  checkedBy: string[];
}

export const goldens: Golden[] = [
  {
    file: 'stories/overview/journey-copy.generated.json',
    guards:
      'The copy review: every string a borrower reads on every journey step, in each situation it shows, so a changed, added or lost word is seen by a reviewer before it ships.',
    writtenBy: 'npx vitest run -u tests/stories/journey-copy.test.tsx',
    checkedBy: ['tests/stories/journey-copy.test.tsx'],
  },
  {
    file: 'stories/overview/journey-seeds.generated.json',
    guards:
      'How the journeys overview reaches each screen (the sample answers and events replayed to get there), so a screen that can no longer be reached, or is now reached another way, is noticed before a designer finds it missing from the overview.',
    writtenBy: 'npx vitest run -u tests/stories/journey-seeds.test.ts',
    checkedBy: ['tests/stories/journey-seeds.test.ts', 'tests/stories/journey-copy.test.tsx'],
  },
  {
    file: 'stories/overview/field-errors.generated.json',
    guards:
      'Every message the platform answers a borrower for each field of each journey form step, so a reworded, dropped or new refusal is seen on the copy page before it ships.',
    writtenBy: 'npx tsx scripts/generate/field-errors.ts',
    checkedBy: ['tests/stories/field-errors.test.ts'],
  },
  {
    file: 'stories/screens/journey/fixtures.generated.json',
    guards:
      'The platform answers and refusals the journey screen stories show, recorded from the sandbox, so a designer reviewing a screen in Storybook sees what a borrower would really be answered rather than an invented reply.',
    writtenBy: 'npx tsx scripts/generate/journey-fixtures.ts',
    checkedBy: ['tests/stories/fixtures.test.ts'],
  },
  {
    file: 'sandbox/insights/page-states.generated.json',
    guards:
      "The back office's list of pages (every routed chart state with its page name, step order and title), so drop-off figures stay on the right screen and a renamed page is not silently counted as a new one.",
    writtenBy: 'npx tsx scripts/generate/page-states.ts',
    checkedBy: ['tests/sandbox/insights.test.ts'],
  },
  {
    file: 'src/router/route-table.generated.ts',
    guards:
      "Which address shows which chart state, so a borrower's link, reload or Back still opens the page they were on: a changed line here is a changed URL.",
    writtenBy: 'npx tsx scripts/generate-routes.ts',
    checkedBy: ['tests/router/route-table.test.ts'],
  },
  {
    file: 'stories/flows/layouts/*.generated.json',
    guards:
      "Each Storybook flow map's opening view, laid out ahead so a designer or QA opens it already drawn; a change here means the chart's shape changed (states added, removed, renamed or moved).",
    writtenBy: 'npx vitest run -u tests/stories/map-layouts.test.ts',
    checkedBy: ['tests/stories/map-layouts.test.ts'],
  },
  {
    file: 'stories/flows/dropoff/reports.generated.json',
    guards:
      "The drop-off figures Storybook's Flows/Drop-off shows for every journey, device and day it offers, computed by the back office's own analysis, so the story and the back office never disagree about where borrowers leave.",
    writtenBy: 'npx tsx scripts/generate/dropoff-reports.ts',
    checkedBy: ['tests/stories/dropoff-reports.test.ts'],
  },
];

/** A path is a golden's when it is the golden's file or matches its glob (`*`: any characters but `/`). */
export function matchesGolden(golden: Golden, path: string): boolean {
  if (!golden.file.includes('*')) return golden.file === path;
  const pattern = golden.file.replace(/[.+?^${}()|[\]\\]/g, '\\$&').replace(/\*/g, '[^/]*');
  return new RegExp(`^${pattern}$`).test(path);
}

/** The folder a golden's files live in (for a glob, the part before its first `*`). */
export function goldenDir(golden: Golden): string {
  const star = golden.file.indexOf('*');
  const upToStar = star < 0 ? golden.file : golden.file.slice(0, star);
  return upToStar.slice(0, upToStar.lastIndexOf('/'));
}

/** Is this file name a golden file's (`*.generated.*`)? */
export const isGenerated = (path: string) => /\.generated\.[^/]+$/.test(path);

// ---------------------------------------------------------------------------------------------------------------
// Structural JSON diff

type Json = null | boolean | number | string | Json[] | { [key: string]: Json };

export interface JsonChange {
  kind: 'changed' | 'added' | 'removed';
  /** Where, as a reader would write it: `newLoan["newLoan.loanCalculator"][5].text`; `(whole file)` at the top. */
  path: string;
  old?: Json;
  new?: Json;
}

const isObject = (v: unknown): v is Record<string, Json> => typeof v === 'object' && v !== null && !Array.isArray(v);
const isContainer = (v: unknown) => typeof v === 'object' && v !== null;

/** JSON with its keys sorted, so two equal values compare equal whatever their key order. */
function canonical(v: Json): string {
  if (Array.isArray(v)) return `[${v.map(canonical).join(',')}]`;
  if (isObject(v))
    return `{${Object.keys(v)
      .sort()
      .map((k) => `${JSON.stringify(k)}:${canonical(v[k]!)}`)
      .join(',')}}`;
  return JSON.stringify(v);
}

const keyPath = (base: string, key: string) =>
  /^[A-Za-z_$][\w$]*$/.test(key) ? (base ? `${base}.${key}` : key) : `${base}[${JSON.stringify(key)}]`;
const indexPath = (base: string, i: number) => `${base}[${i}]`;

/** Properties that name an array item, tried in order, to pair a changed item with its new self. */
const identities = ['id', 'key', 'name', 'page', 'state', 'field', 'endpoint', 'text'];
function identity(v: Json): string | undefined {
  // A tuple named by its first item (a layout's node: ["newLoan.loanPurpose", x, y, width, height]).
  if (Array.isArray(v)) return typeof v[0] === 'string' && v.length > 1 ? `0=${v[0]}` : undefined;
  if (!isObject(v)) return undefined;
  for (const k of identities) if (typeof v[k] === 'string') return `${k}=${v[k]}`;
  return undefined;
}

/**
 * An array that reads best whole, old → new: a short one of plain values (a layout's node, a string's situations),
 * or numbers only (a line's points: one moved point shifts the rest).
 */
const isTuple = (v: Json[]) => v.every((x) => typeof x === 'number') || (v.every((x) => !isContainer(x)) && JSON.stringify(v).length <= 120);

/** Edit script between two lists of canonical strings: longest common subsequence, after their common ends. */
function editScript(a: string[], b: string[]): Array<['same' | 'del' | 'ins', number]> {
  let start = 0;
  while (start < a.length && start < b.length && a[start] === b[start]) start++;
  let endA = a.length;
  let endB = b.length;
  while (endA > start && endB > start && a[endA - 1] === b[endB - 1]) {
    endA--;
    endB--;
  }
  const n = endA - start;
  const m = endB - start;
  const ops: Array<['same' | 'del' | 'ins', number]> = [];
  for (let i = 0; i < start; i++) ops.push(['same', i]);
  if (n * m > 2_000_000) {
    // Too long to align: item by item.
    for (let i = 0; i < n; i++) ops.push(['del', start + i]);
    for (let j = 0; j < m; j++) ops.push(['ins', start + j]);
  } else {
    const table = new Uint32Array((n + 1) * (m + 1));
    for (let i = n - 1; i >= 0; i--)
      for (let j = m - 1; j >= 0; j--)
        table[i * (m + 1) + j] =
          a[start + i] === b[start + j] ? table[(i + 1) * (m + 1) + j + 1]! + 1 : Math.max(table[(i + 1) * (m + 1) + j]!, table[i * (m + 1) + j + 1]!);
    let i = 0;
    let j = 0;
    while (i < n || j < m) {
      if (i < n && j < m && a[start + i] === b[start + j]) {
        ops.push(['same', start + i]);
        i++;
        j++;
      } else if (j < m && (i === n || table[i * (m + 1) + j + 1]! >= table[(i + 1) * (m + 1) + j]!)) {
        ops.push(['ins', start + j]);
        j++;
      } else {
        ops.push(['del', start + i]);
        i++;
      }
    }
  }
  for (let i = endA; i < a.length; i++) ops.push(['same', i]);
  return ops;
}

/** Words of a value (keys and values alike), for telling a reworded item from an unrelated one. */
const words = (v: string) => new Set(v.toLowerCase().split(/[^\p{L}\p{N}%₱.]+/u).filter(Boolean));
function likeness(a: string, b: string): number {
  const wa = words(a);
  const wb = words(b);
  let common = 0;
  for (const w of wa) if (wb.has(w)) common++;
  return wa.size + wb.size === 0 ? 1 : (2 * common) / (wa.size + wb.size);
}

/**
 * Within a run of removed and inserted items, which removed item became which inserted one: the same identity
 * (`id`, `key`, `name`, …) first, then the most alike (at least 0.6 of their words shared), never crossing (the
 * order of items is kept); where as many were removed as inserted, the rest pair in order.
 */
function pairItems(a: Json[], b: Json[], dels: number[], inss: number[]): Array<[number, number]> {
  const pairs: Array<[number, number]> = [];
  const fits = (d: number, i: number) => pairs.every(([pd, pi]) => pd !== d && pi !== i && pd < d === pi < i);
  for (const d of dels) {
    const id = identity(a[d]!);
    const i = id === undefined ? undefined : inss.find((i) => identity(b[i]!) === id && fits(d, i));
    if (i !== undefined) pairs.push([d, i]);
  }
  if (dels.length * inss.length <= 2_500) {
    const candidates = dels
      .flatMap((d) => inss.map((i) => ({ d, i, score: likeness(canonical(a[d]!), canonical(b[i]!)) })))
      .filter((c) => c.score >= 0.6)
      .sort((x, y) => y.score - x.score || x.d - y.d);
    for (const c of candidates) if (fits(c.d, c.i)) pairs.push([c.d, c.i]);
  }
  const restDel = dels.filter((d) => !pairs.some(([pd]) => pd === d));
  const restIns = inss.filter((i) => !pairs.some(([, pi]) => pi === i));
  if (restDel.length === restIns.length) restDel.forEach((d, x) => fits(d, restIns[x]!) && pairs.push([d, restIns[x]!]));
  return pairs;
}

function diffArrays(path: string, a: Json[], b: Json[], out: JsonChange[]) {
  const ops = editScript(a.map(canonical), b.map(canonical));
  let k = 0;
  while (k < ops.length) {
    if (ops[k]![0] === 'same') {
      k++;
      continue;
    }
    // A run of removed and inserted items between two unchanged ones, told in the order they stand.
    const dels: number[] = [];
    const inss: number[] = [];
    const at = new Map<string, number>();
    while (k < ops.length && ops[k]![0] !== 'same') {
      const [op, i] = ops[k]!;
      (op === 'del' ? dels : inss).push(i);
      at.set(`${op}${i}`, k);
      k++;
    }
    const pairs = pairItems(a, b, dels, inss);
    const told: Array<{ at: number; tell: () => void }> = [];
    for (const [d, i] of pairs) told.push({ at: at.get(`ins${i}`)!, tell: () => diffValues(indexPath(path, i), a[d]!, b[i]!, out) });
    for (const d of dels)
      if (!pairs.some(([pd]) => pd === d)) told.push({ at: at.get(`del${d}`)!, tell: () => out.push({ kind: 'removed', path: indexPath(path, d), old: a[d] }) });
    for (const i of inss)
      if (!pairs.some(([, pi]) => pi === i)) told.push({ at: at.get(`ins${i}`)!, tell: () => out.push({ kind: 'added', path: indexPath(path, i), new: b[i] }) });
    for (const t of told.sort((x, y) => x.at - y.at)) t.tell();
  }
}

function diffValues(path: string, a: Json, b: Json, out: JsonChange[]) {
  if (canonical(a) === canonical(b)) return;
  if (isObject(a) && isObject(b)) {
    for (const key of Object.keys(a)) {
      if (!(key in b)) out.push({ kind: 'removed', path: keyPath(path, key), old: a[key] });
      else diffValues(keyPath(path, key), a[key]!, b[key]!, out);
    }
    for (const key of Object.keys(b)) if (!(key in a)) out.push({ kind: 'added', path: keyPath(path, key), new: b[key] });
    return;
  }
  if (Array.isArray(a) && Array.isArray(b) && !(isTuple(a) && isTuple(b))) return diffArrays(path, a, b, out);
  out.push({ kind: 'changed', path: path || '(whole file)', old: a, new: b });
}

/** Every changed, added and removed value between two JSON values, by path, in document order. */
export function jsonChanges(before: unknown, after: unknown): JsonChange[] {
  const out: JsonChange[] = [];
  diffValues('', before as Json, after as Json, out);
  return out;
}

/** A value as JSON, cut short past 140 characters (a string, which a reviewer reads word by word, past 300). */
const shown = (v: Json | undefined) => {
  const s = JSON.stringify(v) ?? 'undefined';
  const max = typeof v === 'string' ? 300 : 140;
  return s.length > max ? `${Array.from(s).slice(0, max - 1).join('')}…` : s;
};

/** One line per change (`~ path: old → new`, `+ path: new`, `- path: old`), at most `cap`; `unchanged` when none. */
export function describeJsonDiff(before: unknown, after: unknown, cap = 200): { lines: string[]; more: number; changes: number } {
  const changes = jsonChanges(before, after);
  if (changes.length === 0) return { lines: ['unchanged'], more: 0, changes: 0 };
  const lines = changes.slice(0, cap).map((c) =>
    c.kind === 'changed' ? `~ ${c.path}: ${shown(c.old)} → ${shown(c.new)}` : c.kind === 'added' ? `+ ${c.path}: ${shown(c.new)}` : `- ${c.path}: ${shown(c.old)}`,
  );
  return { lines, more: Math.max(0, changes.length - cap), changes: changes.length };
}

// ---------------------------------------------------------------------------------------------------------------
// Against a base commit

const git = (args: string[]) => execFileSync('git', args, { encoding: 'utf8', maxBuffer: 256 * 1024 * 1024, stdio: ['ignore', 'pipe', 'pipe'] });
const tryGit = (args: string[]) => {
  try {
    return git(args);
  } catch {
    return undefined;
  }
};

export interface Base {
  /** As asked (`origin/main` merge base, `HEAD~1`, or `--base`'s ref). */
  ref: string;
  commit: string;
  subject: string;
}

/** `--base <ref>`, else the merge base with origin/main where there is one, else HEAD~1. */
export function resolveBase(asked?: string): Base {
  const commitOf = (ref: string) => tryGit(['rev-parse', '--verify', '--quiet', `${ref}^{commit}`])?.trim() || undefined;
  let ref: string;
  let commit: string | undefined;
  if (asked !== undefined) {
    ref = asked;
    commit = commitOf(asked);
  } else if (commitOf('origin/main') !== undefined) {
    ref = 'merge-base HEAD origin/main';
    commit = tryGit(['merge-base', 'HEAD', 'origin/main'])?.trim() || undefined;
  } else {
    ref = 'HEAD~1';
    commit = commitOf(ref);
  }
  if (commit === undefined) throw new Error(`${ref}: not a commit`);
  return { ref, commit, subject: git(['log', '-1', '--format=%s', commit]).trim() };
}

export interface FileDiff {
  path: string;
  status: 'unchanged' | 'changed' | 'new' | 'removed';
  /** Changes counted (JSON: values; otherwise: lines added plus removed). */
  changes: number;
  /** `~ path: old → new` lines, or a unified diff excerpt. */
  lines: string[];
  /** Lines left off after the cap. */
  more: number;
}

export interface GoldenReport extends Golden {
  files: FileDiff[];
}

function fileDiff(path: string, base: Base, cap: number): FileDiff {
  const before = tryGit(['show', `${base.commit}:${path}`]);
  const after = existsSync(path) ? readFileSync(path, 'utf8') : undefined;
  if (before === undefined && after === undefined) return { path, status: 'removed', changes: 0, lines: [], more: 0 };
  if (before === undefined) return { path, status: 'new', changes: 1, lines: [`new since the base (${after!.length.toLocaleString('en')} characters)`], more: 0 };
  if (after === undefined) return { path, status: 'removed', changes: 1, lines: ['removed since the base'], more: 0 };
  if (before === after) return { path, status: 'unchanged', changes: 0, lines: ['unchanged'], more: 0 };
  if (path.endsWith('.json')) {
    try {
      const d = describeJsonDiff(JSON.parse(before), JSON.parse(after), cap);
      if (d.changes === 0) return { path, status: 'unchanged', changes: 0, lines: ['unchanged (only its formatting differs)'], more: 0 };
      return { path, status: 'changed', ...d };
    } catch {
      // Not valid JSON on one side (a conflict, a hand edit): the text diff says more.
    }
  }
  const text = git(['diff', '--no-color', '--unified=2', base.commit, '--', path]).split('\n');
  const body = text.slice(Math.max(0, text.findIndex((l) => l.startsWith('@@'))));
  while (body.length > 0 && body.at(-1) === '') body.pop();
  const changes = body.filter((l) => /^[+-]/.test(l)).length;
  if (changes === 0) return { path, status: 'unchanged', changes: 0, lines: ['unchanged'], more: 0 };
  return { path, status: 'changed', changes, lines: body.slice(0, cap), more: Math.max(0, body.length - cap) };
}

/** The files of a golden now or at the base (a glob's family may have gained or lost members). */
function filesOf(golden: Golden, base: Base): string[] {
  if (!golden.file.includes('*')) return [golden.file];
  const dir = goldenDir(golden);
  const now = git(['ls-files', '--cached', '--others', '--exclude-standard', '--', dir]).split('\n');
  const then = git(['ls-tree', '-r', '--name-only', base.commit, '--', dir]).split('\n');
  return [...new Set([...now, ...then])].filter((p) => p && matchesGolden(golden, p)).sort();
}

export function buildReport(base: Base, cap = 200): GoldenReport[] {
  return goldens.map((g) => ({ ...g, files: filesOf(g, base).map((p) => fileDiff(p, base, cap)) }));
}

// ---------------------------------------------------------------------------------------------------------------
// The page

const esc = (s: string) => s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');
const anchor = (file: string) => `g-${file.replace(/[^A-Za-z0-9]+/g, '-')}`;
const plural = (n: number, word: string) => `${n.toLocaleString('en')} ${word}${n === 1 ? '' : 's'}`;

function statusLine(g: GoldenReport): string {
  const count = (status: FileDiff['status']) => g.files.filter((f) => f.status === status);
  const changed = count('changed');
  const changes = changed.reduce((n, f) => n + f.changes, 0);
  if (g.files.length === 1) return changed.length === 1 ? `changed: ${plural(changes, 'change')}` : g.files[0]!.status === 'new' ? 'new since the base' : g.files[0]!.status === 'removed' ? 'removed since the base' : 'unchanged';
  const parts = [
    changed.length > 0 ? `${changed.length} changed (${plural(changes, 'change')})` : '',
    count('new').length > 0 ? `${count('new').length} new` : '',
    count('removed').length > 0 ? `${count('removed').length} removed` : '',
    count('unchanged').length > 0 ? `${count('unchanged').length} unchanged` : '',
  ].filter(Boolean);
  return `${g.files.length} files: ${parts.join(', ')}`;
}

function fileSection(f: FileDiff, level: 3 | 4, label: string): string {
  const heading = `<h${level}>${esc(label)}</h${level}>`;
  if (f.status === 'unchanged') return `${heading}\n<p>${esc(f.lines[0] ?? 'unchanged')}.</p>`;
  if (f.status !== 'changed') return `${heading}\n<p>${esc(f.lines[0] ?? f.status)}.</p>`;
  const count = f.path.endsWith('.json') && !f.lines[0]?.startsWith('@@') ? `${plural(f.changes, 'value')} changed, added or removed` : `${plural(f.changes, 'line')} added or removed`;
  const more = f.more > 0 ? `\n<p>…and ${plural(f.more, 'more line')}, not shown (all of them: <code>git diff</code> on the file).</p>` : '';
  const text = f.lines.join('\n').replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
  return `${heading}\n<p>${esc(count)}:</p>\n<pre role="region" tabindex="0" aria-label="${esc(`Changes in ${f.path}`)}">${text}</pre>${more}`;
}

function goldenSection(g: GoldenReport): string {
  const changed = g.files.filter((f) => f.status !== 'unchanged');
  const unchanged = g.files.filter((f) => f.status === 'unchanged');
  let body: string;
  if (g.files.length === 1) body = fileSection(g.files[0]!, 3, 'What changed');
  else {
    body = `<h3>What changed</h3>\n${changed.map((f) => fileSection(f, 4, f.path)).join('\n')}`;
    if (unchanged.length > 0)
      body += `\n<p>${changed.length > 0 ? 'Unchanged' : 'All unchanged'} (${unchanged.length}):</p>\n<ul class="flat">${unchanged.map((f) => `<li><code>${esc(f.path)}</code></li>`).join('')}</ul>`;
  }
  return `<section aria-labelledby="${anchor(g.file)}">
<h2 id="${anchor(g.file)}"><code>${esc(g.file)}</code></h2>
<p><strong>Guards:</strong> ${esc(g.guards)}</p>
<dl>
<dt>Written by</dt><dd><code>${esc(g.writtenBy)}</code> (also run by <code>npm run generate</code>)</dd>
<dt>Checked by</dt><dd>${g.checkedBy.map((t) => `<code>${esc(t)}</code>`).join(', ')}</dd>
<dt>Status</dt><dd>${esc(statusLine(g))}</dd>
</dl>
${body}
</section>`;
}

export function renderPage(report: GoldenReport[], base: Base, date: string): string {
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>Golden files: what each guards and what changed</title>
<style>
body { font: 16px/1.5 system-ui, sans-serif; color: #1a1a1a; background: #fff; max-width: 72rem; margin: 0 auto; padding: 1rem 1.5rem 3rem; }
pre { background: #f4f4f4; border: 1px solid #ccc; padding: .75rem; overflow: auto; max-height: 40rem; font-size: 14px; line-height: 1.4; }
pre:focus { outline: 3px solid #0b5cad; }
section { border-top: 1px solid #ccc; margin-top: 2rem; }
dt { font-weight: bold; } dd { margin: 0 0 .5rem 1.5rem; }
a { color: #0b5cad; }
ul.flat { columns: 2; }
</style>
</head>
<body>
<main>
<h1>Golden files: what each guards and what changed</h1>
<p>Generated files the app, Storybook and the back office read, checked by tests. Compared: the base
<code>${esc(base.commit.slice(0, 10))}</code> (${esc(base.ref)}: “${esc(base.subject)}”) with the working tree, ${esc(date)}.
Rewritten by <code>npx tsx scripts/goldens.ts</code> (<code>--base &lt;ref&gt;</code> for another base).</p>
<h2>How to read a change</h2>
<ul>
<li><code>~ path: old → new</code>: a value changed. <code>+ path: value</code>: added. <code>- path: value</code>: removed.</li>
<li>A path reads as in JavaScript: <code>newLoan["newLoan.loanCalculator"][5].text</code> is the text of the sixth string of that state. Added and changed items of a list carry their new position, removed ones their old.</li>
<li>Files that are not JSON show an excerpt of <code>git diff</code> (lines starting <code>+</code> added, <code>-</code> removed).</li>
<li>Each file shows at most 200 lines; the count of the rest follows.</li>
<li>A change is expected when the guard sentence says it should be (a reworded screen changes the copy); otherwise ask why before approving.</li>
</ul>
<h2>Summary</h2>
<ul>
${report.map((g) => `<li><a href="#${anchor(g.file)}"><code>${esc(g.file)}</code></a>: ${esc(statusLine(g))}</li>`).join('\n')}
</ul>
${report.map(goldenSection).join('\n')}
</main>
</body>
</html>
`;
}

export function writeReport(base: Base, out = 'reports/goldens', date = new Date().toISOString()): GoldenReport[] {
  const report = buildReport(base);
  mkdirSync(out, { recursive: true });
  writeFileSync(`${out}/index.html`, renderPage(report, base, date));
  writeFileSync(`${out}/summary.json`, `${JSON.stringify({ date, base, goldens: report }, null, 1)}\n`);
  return report;
}

if (process.argv[1]?.endsWith('scripts/goldens.ts')) {
  const args = process.argv.slice(2);
  const at = args.indexOf('--base');
  if (at >= 0 && !args[at + 1]) throw new Error('--base needs a ref (a commit, a branch, HEAD~3)');
  let base: Base;
  try {
    base = resolveBase(at >= 0 ? args[at + 1] : undefined);
  } catch (e) {
    console.error(`No base to compare with: ${(e as Error).message}`);
    process.exit(1);
  }
  const report = writeReport(base);
  for (const g of report) console.log(`${g.file}: ${statusLine(g)}`);
  console.log(`Against ${base.commit.slice(0, 10)} (${base.ref}). Report: reports/goldens/index.html, reports/goldens/summary.json`);
}
