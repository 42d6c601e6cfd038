/**
 * The golden files' registry (scripts/goldens.ts): every generated file in the repository says what it guards, who
 * writes it and which tests fail when it is stale, so a new golden cannot be added without naming what it guards;
 * and the structural JSON diff the report shows reviewers names each change by its path.
 */
import { execFileSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { basename } from 'node:path';
import { describe, expect, it } from 'vitest';
import { describeJsonDiff, goldenDir, goldens, isGenerated, jsonChanges, matchesGolden } from '../../scripts/goldens';

const tracked = execFileSync('git', ['ls-files'], { encoding: 'utf8', maxBuffer: 64 * 1024 * 1024 })
  .split('\n')
  .filter((p) => p && isGenerated(p) && existsSync(p));

describe('the golden files registry', () => {
  it('names every generated file in the repository, once', () => {
    expect(tracked.length).toBeGreaterThan(0);
    const unnamed = tracked.filter((p) => !goldens.some((g) => matchesGolden(g, p)));
    expect(unnamed, 'generated files with no entry in scripts/goldens.ts (say what each guards)').toEqual([]);
    const twice = tracked.filter((p) => goldens.filter((g) => matchesGolden(g, p)).length > 1);
    expect(twice).toEqual([]);
  });

  it.each(goldens.map((g) => [g.file, g] as const))('%s matches a file that exists', (_, golden) => {
    expect(tracked.filter((p) => matchesGolden(golden, p)).length).toBeGreaterThan(0);
  });

  it.each(goldens.map((g) => [g.file, g] as const))('%s says what it guards, who writes it and who checks it', (_, golden) => {
    expect(golden.guards.trim().split(/\s+/).length, 'a sentence, not a label').toBeGreaterThanOrEqual(8);
    expect(golden.guards.trim()).toMatch(/[.!]$/);
    // The script or test the command runs exists.
    const named = golden.writtenBy.match(/(?:scripts|tests|stories)\/[\w./-]+\.tsx?/g) ?? [];
    expect(named.length, golden.writtenBy).toBeGreaterThan(0);
    for (const path of named) expect(existsSync(path), path).toBe(true);
    expect(golden.checkedBy.length).toBeGreaterThan(0);
  });

  it.each(goldens.flatMap((g) => g.checkedBy.map((t) => [g.file, t] as const)))('%s: its checker %s exists and names it', (file, test) => {
    expect(existsSync(test), test).toBe(true);
    const golden = goldens.find((g) => g.file === file)!;
    const name = file.includes('*') ? goldenDir(golden) : basename(file);
    expect(readFileSync(test, 'utf8').includes(name), `${test} never names ${name}: is it the test that checks it?`).toBe(true);
  });
});

describe('the structural JSON diff', () => {
  const before = { journey: { step: { title: 'Loan calculator', fee: 5 } }, gone: true, list: [{ id: 'a', text: 'One' }, { id: 'b', text: 'Two' }] };
  const after = { journey: { step: { title: 'Loan calculator', fee: 7.5 } }, list: [{ id: 'a', text: 'One' }, { id: 'b', text: 'Two!' }], added: 'new' };

  it('names a changed nested value, an added key and a removed key by their paths', () => {
    expect(jsonChanges(before, after)).toEqual([
      { kind: 'changed', path: 'journey.step.fee', old: 5, new: 7.5 },
      { kind: 'removed', path: 'gone', old: true },
      { kind: 'changed', path: 'list[1].text', old: 'Two', new: 'Two!' },
      { kind: 'added', path: 'added', new: 'new' },
    ]);
    const { lines, more, changes } = describeJsonDiff(before, after);
    expect(lines).toEqual(['~ journey.step.fee: 5 → 7.5', '- gone: true', '~ list[1].text: "Two" → "Two!"', '+ added: "new"']);
    expect([more, changes]).toEqual([0, 4]);
  });

  it('quotes keys that are not plain names, and tells an inserted list item from a changed one', () => {
    const a = { 'newLoan.loanCalculator': [{ text: 'Back' }, { text: 'How much do you need?' }] };
    const b = { 'newLoan.loanCalculator': [{ text: 'Skip to main content' }, { text: 'Back' }, { text: 'How much do you need today?' }] };
    expect(describeJsonDiff(a, b).lines).toEqual([
      '+ ["newLoan.loanCalculator"][0]: {"text":"Skip to main content"}',
      '~ ["newLoan.loanCalculator"][2].text: "How much do you need?" → "How much do you need today?"',
    ]);
  });

  it('tells a moved node of a layout from a new one by its name, and a line of points whole', () => {
    const a = { nodes: [['app.boot', 1, 2], ['app.signedIn', 5, 6]], points: [1, 2, 3, 4] };
    const b = { nodes: [['app.boot', 1, 9], ['app.loading', 3, 4], ['app.signedIn', 5, 6]], points: [1, 2, 3, 5] };
    expect(describeJsonDiff(a, b).lines).toEqual([
      '~ nodes[0]: ["app.boot",1,2] → ["app.boot",1,9]',
      '+ nodes[1]: ["app.loading",3,4]',
      '~ points: [1,2,3,4] → [1,2,3,5]',
    ]);
  });

  it('says "unchanged" for equal inputs, whatever their key order', () => {
    expect(describeJsonDiff({ a: 1, b: [1, { c: 2, d: 3 }] }, { b: [1, { d: 3, c: 2 }], a: 1 })).toEqual({ lines: ['unchanged'], more: 0, changes: 0 });
    expect(jsonChanges([], [])).toEqual([]);
  });

  it('caps the lines and says how many more', () => {
    const many = (n: number) => Object.fromEntries(Array.from({ length: n }, (_, i) => [`k${i}`, n]));
    const d = describeJsonDiff(many(250), { ...many(250), ...Object.fromEntries(Array.from({ length: 250 }, (_, i) => [`k${i}`, 0])) }, 200);
    expect([d.lines.length, d.more, d.changes]).toEqual([200, 50, 250]);
  });
});
