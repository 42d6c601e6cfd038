import { dropRate, type DropoffReport, type StateFigures } from '../../src/domain/insights/dropoff';

const escape = (s: string) => s.replace(/[&<>"']/g, (ch) => `&#${ch.charCodeAt(0)};`);
const percent = (x: number) => `${Math.round(x * 100)}%`;
const duration = (ms: number | null) => (ms === null ? '—' : ms < 60_000 ? `${Math.round(ms / 1000)} s` : `${(ms / 60_000).toFixed(1)} min`);

/** Shading by drop-off rate in tenths (classes, so the page needs no inline style under the sandbox's CSP). */
export const insightsCss = `
body { font-family: system-ui, sans-serif; margin: 2rem; color: #1b1b1f; }
h1 { font-size: 1.5rem; } h2 { font-size: 1.15rem; margin-top: 2rem; }
table { border-collapse: collapse; margin-top: .5rem; }
th, td { padding: .35rem .7rem; border-bottom: 1px solid #ddd; text-align: right; }
th:first-child, td:first-child { text-align: left; }
caption { text-align: left; font-weight: 600; padding: .3rem 0; }
.legend span { display: inline-block; padding: .2rem .5rem; margin-right: .2rem; }
${Array.from({ length: 11 }, (_, i) => `.d${i} { background: hsl(0 75% ${97 - i * 5}%); }`).join('\n')}
.d7, .d8, .d9, .d10 { color: #fff; }
`;

const row = (f: StateFigures) => {
  const rate = dropRate(f);
  return `<tr class="d${Math.round(rate * 10)}"><th scope="row">${escape(f.state)}</th><td>${f.entered}</td><td>${f.forward}</td><td>${f.back}</td><td>${f.dropped}</td><td>${percent(rate)}</td><td>${f.completed}</td><td>${duration(f.medianMs)}</td></tr>`;
};

/**
 * The drop-off view: one table per chart, states in chart order, each row shaded by its drop-off rate; then the
 * transitions borrowers took, busiest first. `stylesheet` is a URL to link (the sandbox) or absent to inline the CSS
 * (the static report).
 */
export function renderInsights(report: DropoffReport, options: { title?: string; source: string; stylesheet?: string }): string {
  const charts = [...new Set(report.states.map((s) => s.chart))];
  const sections = charts.map((chart) => {
    const states = report.states.filter((s) => s.chart === chart);
    const moves = report.transitions.filter((t) => t.chart === chart);
    return `<section aria-labelledby="chart-${escape(chart)}">
<h2 id="chart-${escape(chart)}">${escape(chart)}</h2>
<table>
<caption>States of ${escape(chart)}</caption>
<thead><tr><th scope="col">State</th><th scope="col">Entered</th><th scope="col">Forward</th><th scope="col">Back</th><th scope="col">Dropped</th><th scope="col">Drop-off</th><th scope="col">Completed</th><th scope="col">Median time</th></tr></thead>
<tbody>
${states.map(row).join('\n')}
</tbody>
</table>
${
  moves.length === 0
    ? ''
    : `<table>
<caption>Transitions of ${escape(chart)}</caption>
<thead><tr><th scope="col">From</th><th scope="col">To</th><th scope="col">Borrowers</th></tr></thead>
<tbody>
${moves.map((t) => `<tr><td>${escape(t.from)}</td><td>${escape(t.to)}</td><td>${t.count}</td></tr>`).join('\n')}
</tbody>
</table>`
}
</section>`;
  });
  const title = options.title ?? 'Where borrowers drop off';
  const style = options.stylesheet ? `<link rel="stylesheet" href="${escape(options.stylesheet)}">` : `<style>${insightsCss}</style>`;
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escape(title)}</title>
${style}
</head>
<body>
<main>
<h1>${escape(title)}</h1>
<p>${report.sessions} sessions from ${escape(options.source)}. A state's drop-off is the share of entries after which the session ended there; a journey's success page counts as completed.</p>
<p class="legend" aria-hidden="true">${[0, 2, 5, 8, 10].map((d) => `<span class="d${d}">${d * 10}%</span>`).join('')}</p>
${sections.length ? sections.join('\n') : '<p>No journey events yet.</p>'}
</main>
</body>
</html>`;
}
