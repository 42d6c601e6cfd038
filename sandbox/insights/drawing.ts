/**
 * The drop-off drawn on a chart, as SVG markup for the server-rendered back office page and the static report: the
 * chart's pages as a column of boxes in step order (page-states.generated.json), each visited one shaded by its
 * drop-off rate with its figures in the box, and the moves borrowers made between them as arrows, thicker the more
 * borrowers took them (forward on the right, back on the left). Each visited box is a link to its figures on the
 * same page (`#` + stateAnchor), so the page needs no script under the sandbox's CSP.
 */
import { pageEntries, type PageEntry } from './page-states';

const escape = (s: string) => s.replace(/[&<>"']/g, (ch) => `&#${ch.charCodeAt(0)};`);
const percent = (x: number) => `${Math.round(x * 100)}%`;

/** Drop-off rate 0..1 -> a red of falling lightness (97% to 57%: dark text stays readable). */
export const heatColour = (rate: number): string => `hsl(0 75% ${Math.round(97 - Math.min(1, Math.max(0, rate)) * 40)}%)`;

/** The note drawn in a visited state's box. */
export const stateNote = (entered: number, dropped: number) => `${entered} entered · ${percent(entered ? dropped / entered : 0)} left`;

/** The id of a state's figures on the page (ids may hold dots; they are only used as fragment targets). */
export const stateAnchor = (chart: string, state: string) => `state-${chart}.${state}`;

const BOX = { width: 260, height: 48, gap: 26 };
const SIDE = 110; // room for the arrows that skip boxes, on each side

/** The chart's states drawn, in step order (one box per state, however many page names it has). */
function statesOf(chart: string): PageEntry[] {
  const seen = new Set<string>();
  return pageEntries
    .filter((p) => p.chart === chart && !seen.has(p.state) && seen.add(p.state))
    .sort((a, b) => a.order - b.order);
}

/** The figures drawn (a DropoffReport's, read structurally). */
export interface DrawnFigures {
  states: readonly { chart: string; state: string; entered: number; dropped: number }[];
  transitions: readonly { chart: string; from: string; to: string; count: number }[];
}

/** SVG markup of `chart`'s drop-off; null when no chart with pages has that id. */
export function dropoffSvg(chart: string, report: DrawnFigures): string | null {
  const states = statesOf(chart);
  if (states.length === 0) return null;
  const row = new Map(states.map((s, i) => [s.state, i]));
  const top = (i: number) => 10 + i * (BOX.height + BOX.gap);
  const width = SIDE * 2 + BOX.width;
  const height = top(states.length) - BOX.gap + 10;
  const figures = new Map(report.states.filter((f) => f.chart === chart).map((f) => [f.state, f]));

  const moves = report.transitions.filter((t) => t.chart === chart && row.has(t.from) && row.has(t.to) && t.from !== t.to);
  const busiest = Math.max(1, ...moves.map((t) => t.count));
  const arrows = moves.map((t) => {
    const from = row.get(t.from)!;
    const to = row.get(t.to)!;
    const strokeWidth = Math.round((1.5 + (6.5 * t.count) / busiest) * 10) / 10;
    const centre = SIDE + BOX.width / 2;
    let d: string;
    if (to === from + 1) d = `M${centre} ${top(from) + BOX.height} L${centre} ${top(to) - 4}`;
    else {
      const forward = to > from;
      const x = forward ? SIDE + BOX.width : SIDE;
      const bend = (forward ? 1 : -1) * Math.min(SIDE - 10, 30 + 12 * Math.abs(to - from));
      const y1 = top(from) + BOX.height / 2;
      const y2 = top(to) + BOX.height / 2;
      d = `M${x} ${y1} C${x + bend} ${y1} ${x + bend} ${y2} ${x + (forward ? 4 : -4)} ${y2}`;
    }
    return `<path d="${d}" fill="none" stroke="#455a64" stroke-width="${strokeWidth}" marker-end="url(#arrow-${escape(chart)})"><title>${escape(t.from)} → ${escape(t.to)} · ${t.count}</title></path>`;
  });

  const boxes = states.map((s, i) => {
    const f = figures.get(s.state);
    const y = top(i);
    const rate = f && f.entered ? f.dropped / f.entered : 0;
    const dark = f !== undefined && rate >= 0.7;
    const rect = `<rect x="${SIDE}" y="${y}" width="${BOX.width}" height="${BOX.height}" rx="6" fill="${f ? heatColour(rate) : '#f5f5f5'}" stroke="${f ? '#b71c1c' : '#bdbdbd'}"/>`;
    const title = `<text x="${SIDE + 12}" y="${y + 19}" font-size="13" font-weight="600" fill="${dark ? '#fff' : '#1b1b1f'}">${escape(s.title)}</text>`;
    if (!f) return `<g>${rect}${title}<text x="${SIDE + 12}" y="${y + 37}" font-size="11" fill="#757575">${escape(s.page)}</text></g>`;
    const note = `<text x="${SIDE + 12}" y="${y + 37}" font-size="12" fill="${dark ? '#fff' : '#37474f'}">${escape(stateNote(f.entered, f.dropped))}</text>`;
    return `<a href="#${escape(stateAnchor(chart, s.state))}">${rect}${title}${note}</a>`;
  });

  return `<svg xmlns="http://www.w3.org/2000/svg" role="group" aria-label="Drop-off on the ${escape(chart)} chart" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}">
<defs><marker id="arrow-${escape(chart)}" viewBox="0 0 10 10" refX="9" refY="5" markerWidth="5" markerHeight="5" orient="auto-start-reverse"><path d="M0 0 L10 5 L0 10 z" fill="#455a64"/></marker></defs>
${arrows.join('\n')}
${boxes.join('\n')}
</svg>`;
}
