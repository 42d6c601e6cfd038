/**
 * The page around the charts' sections of reports/paths/index.html, and the report's assembly from the parts the
 * machine-level suite's workers write (tests/paths/machine-suite.ts): plain strings and files, no chart imports,
 * so vitest's global setup (tests/paths/report-run.ts) can merge the parts once every worker has finished.
 */
import { existsSync, mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';

export function renderPage(sections: string[], date: string): string {
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Lakbay path coverage ${date}</title><style>
body{font:14px system-ui,sans-serif;margin:2rem;color:#1a1a2e}h2{margin-top:2.5rem}.chart{overflow:auto;border:1px solid #ddd;padding:.5rem}
.s{fill:#e8f5e9;stroke:#2e7d32}.s.miss{fill:#ffebee;stroke:#c62828}.e{stroke:#90a4ae}.e.miss{stroke:#c62828;stroke-dasharray:4}text{font:12px monospace}
code{background:#f4f4f8;padding:0 .2em}</style></head><body><h1>Lakbay — generated path coverage</h1><p>Generated ${date}. Green: covered; red: uncovered.</p>${sections.join('\n')}</body></html>`;
}

/** One chart's share of the report, written by the worker that traversed it. */
export interface ReportPart {
  /** Position in the chart list (machines/**\/*.machine.ts order), so the report keeps one order whichever worker ran it. */
  index: number;
  entry: { id: string } & Record<string, unknown>;
  section: string;
  summary: string;
}

/** Writes reports/paths/{coverage.json,index.html} from the parts in `dir`; returns how many charts it merged. */
export function writeReport(dir: string): number {
  if (!existsSync(dir)) return 0;
  const parts = readdirSync(dir)
    .filter((f) => f.endsWith('.json'))
    .map((f) => JSON.parse(readFileSync(`${dir}/${f}`, 'utf8')) as ReportPart)
    .sort((a, b) => a.index - b.index);
  if (parts.length === 0) return 0;
  mkdirSync('reports/paths', { recursive: true });
  const date = new Date().toISOString();
  writeFileSync('reports/paths/coverage.json', JSON.stringify({ date, charts: parts.map((p) => p.entry) }, null, 2));
  writeFileSync('reports/paths/index.html', renderPage(parts.map((p) => p.section), date));
  console.log(`\nPath coverage (${date}):\n${parts.map((p) => p.summary).join('\n')}\nReport: reports/paths/index.html`);
  return parts.length;
}
