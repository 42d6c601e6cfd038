import { devices, dropRate, type DropoffReport, type StateFigures, type StateSample } from './dropoff';
import { dropoffSvg, stateAnchor } from './drawing';

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
.map { overflow: auto; max-width: 100%; border: 1px solid #e0e0e0; border-radius: 6px; padding: .5rem; margin: .5rem 0; }
.map a:focus-visible rect, .map a:hover rect { stroke: #0d47a1; stroke-width: 3; }
.filters { display: flex; flex-wrap: wrap; gap: 1rem; align-items: end; margin: 1rem 0; }
.filters label { display: flex; flex-direction: column; font-size: .9rem; gap: .2rem; }
.filters input, .filters select, .filters button { font: inherit; padding: .3rem .5rem; }
.detail { display: none; border: 2px solid #0d47a1; border-radius: 6px; padding: .5rem 1rem; margin: .5rem 0; }
.detail:target { display: block; }
.detail dl { display: grid; grid-template-columns: max-content max-content; gap: .2rem 1rem; }
.detail dd { margin: 0; text-align: right; }
.hint { color: #555; font-size: .9rem; }
`;

const row = (f: StateFigures) => {
  const rate = dropRate(f);
  return `<tr class="d${Math.round(rate * 10)}"><th scope="row">${escape(f.state)}</th><td>${f.entered}</td><td>${f.forward}</td><td>${f.back}</td><td>${f.dropped}</td><td>${percent(rate)}</td><td>${f.completed}</td><td>${duration(f.medianMs)}</td></tr>`;
};

const label: Record<string, string> = { desktop: 'Desktop', mobile: 'Mobile', 'in-app': 'In-app' };

/** The filters a page was drawn with (the query's values), for the back office's filter form. */
export interface InsightsFilters {
  journey?: string;
  from?: string;
  to?: string;
  device?: string;
  /** Journey types offered (chart ids). */
  journeys: readonly string[];
}

const dateOnly = (v: string | undefined) => (v && /^\d{4}-\d{2}-\d{2}/.test(v) ? v.slice(0, 10) : '');

function filterForm(f: InsightsFilters, action: string): string {
  const option = (value: string, text: string, current: string | undefined) =>
    `<option value="${escape(value)}"${(current ?? '') === value ? ' selected' : ''}>${escape(text)}</option>`;
  return `<form class="filters" method="get" action="${escape(action)}" aria-label="Filters">
<label>Journey type <select name="journey">${option('', 'All journeys', f.journey)}${f.journeys.map((j) => option(j, j, f.journey)).join('')}</select></label>
<label>From <input type="date" name="from" value="${escape(dateOnly(f.from))}"></label>
<label>To <input type="date" name="to" value="${escape(dateOnly(f.to))}"></label>
<label>Device <select name="device">${option('', 'All devices', f.device)}${devices.map((d) => option(d, label[d]!, f.device?.toLowerCase())).join('')}</select></label>
<button type="submit">Apply filters</button>
</form>`;
}

const stateName = (chart: string, visit: string) => (visit.startsWith(`${chart}.`) ? visit.slice(chart.length + 1) : visit);

/** A state's figures and a few anonymous sessions' paths through it: shown when its box (or row) is chosen. */
function detail(f: StateFigures, sample: StateSample | undefined): string {
  const id = stateAnchor(f.chart, f.state);
  const paths = sample?.paths ?? [];
  return `<section class="detail" id="${escape(id)}" aria-labelledby="${escape(id)}-h">
<h3 id="${escape(id)}-h">${escape(f.state)} in ${escape(f.chart)}</h3>
<dl aria-label="Figures for ${escape(f.state)}">
<dt>Entered</dt><dd>${f.entered}</dd>
<dt>Went forward</dt><dd>${f.forward}</dd>
<dt>Went back</dt><dd>${f.back}</dd>
<dt>Left the journey here</dt><dd>${f.dropped} (${percent(dropRate(f))})</dd>
<dt>Completed here</dt><dd>${f.completed}</dd>
<dt>Median time</dt><dd>${duration(f.medianMs)}</dd>
</dl>
<h4>Sample sessions through ${escape(f.state)}</h4>
${
  paths.length === 0
    ? '<p>No session to show.</p>'
    : `<ol aria-label="Sample sessions through ${escape(f.state)}">${paths
        .map((p) => {
          const steps = p.visits.map((v) => (v === `${f.chart}.${f.state}` ? `<strong>${escape(stateName(f.chart, v))}</strong>` : escape(stateName(f.chart, v))));
          return `<li>${steps.join(' → ')}: ${p.ended === 'completed' ? 'completed' : 'left there'}</li>`;
        })
        .join('')}</ol>`
}
</section>`;
}

/**
 * The drop-off view: per chart, its pages with states shaded by drop-off rate and arrows drawn by traffic (click a
 * state for its figures and sample paths), then the same figures as tables (states in chart order, shaded rows;
 * transitions busiest first). `stylesheet` is a URL to link (the sandbox) or absent to inline the CSS (the static
 * report); `filters` adds the back office's filter form.
 */
export async function renderInsights(
  report: DropoffReport,
  options: { title?: string; source: string; stylesheet?: string; filters?: InsightsFilters; action?: string },
): Promise<string> {
  const charts = [...new Set(report.states.map((s) => s.chart))];
  const sections = await Promise.all(
    charts.map((chart) => {
      const states = report.states.filter((s) => s.chart === chart);
      const moves = report.transitions.filter((t) => t.chart === chart);
      const svg = dropoffSvg(chart, report);
      return `<section aria-labelledby="chart-${escape(chart)}">
<h2 id="chart-${escape(chart)}">${escape(chart)}</h2>
${svg ? `<figure class="map" aria-label="Map of ${escape(chart)}">${svg}</figure>\n<p class="hint">Choose a state for its figures and sample sessions.</p>` : ''}
${states.map((f) => detail(f, report.samples.find((x) => x.chart === f.chart && x.state === f.state))).join('\n')}
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
    }),
  );
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
${options.filters ? filterForm(options.filters, options.action ?? '') : ''}
<p>${report.sessions} sessions from ${escape(options.source)}. A state's drop-off is the share of entries after which the session ended there; a journey's success page counts as completed. On the maps, the darker a state the more borrowers left there; the thicker an arrow the more borrowers took it (its label ends with how many).</p>
<p class="legend" aria-hidden="true">${[0, 2, 5, 8, 10].map((d) => `<span class="d${d}">${d * 10}%</span>`).join('')}</p>
${sections.length ? sections.join('\n') : '<p>No journey events yet.</p>'}
</main>
</body>
</html>`;
}
