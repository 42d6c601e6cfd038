/**
 * Drop-off figures from collected analytics events (issue #23):
 *   npm run insights -- --events FILE|URL [--window MINUTES] [--journey newLoan,reloan] [--device desktop|mobile|in-app] [--out DIR]
 * FILE: collector rows (GET /sandbox/api/events), or a Segment export (array, { batch }, or one message per line).
 * URL: e.g. http://localhost:5180/sandbox/api/events?channel=segment. Writes DIR/dropoff.json (per chart state:
 * entered, forward, back, dropped, medianMs), DIR/transitions.json and DIR/index.html (default reports/insights).
 */
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { computeDropoff, toCollectorEvents, type DropoffOptions } from '../sandbox/insights/dropoff';
import { pageEntries } from '../sandbox/insights/page-states';
import { renderInsights } from '../sandbox/insights/render';

const { values } = parseArgs({
  options: { events: { type: 'string' }, window: { type: 'string' }, journey: { type: 'string' }, device: { type: 'string' }, out: { type: 'string' } },
});
if (!values.events) {
  console.error('Usage: npm run insights -- --events FILE|URL [--window MINUTES] [--journey a,b] [--device desktop|mobile|in-app] [--out DIR]');
  process.exit(2);
}
const source = values.events;
const text = /^https?:\/\//.test(source) ? await (await fetch(source)).text() : readFileSync(source, 'utf8');
const options: DropoffOptions = {};
if (values.window) options.sessionWindowMs = Number(values.window) * 60_000;
if (values.journey) options.journeys = values.journey.split(',');
if (values.device) options.device = values.device;
const report = computeDropoff(toCollectorEvents(text), pageEntries, options);
const out = values.out ?? join('reports', 'insights');
mkdirSync(out, { recursive: true });
writeFileSync(join(out, 'dropoff.json'), `${JSON.stringify(report.states, null, 2)}\n`);
writeFileSync(join(out, 'transitions.json'), `${JSON.stringify(report.transitions, null, 2)}\n`);
writeFileSync(join(out, 'index.html'), await renderInsights(report, { source }));
console.log(`${report.sessions} sessions, ${report.states.length} states: ${join(out, 'dropoff.json')}, ${join(out, 'index.html')}`);
