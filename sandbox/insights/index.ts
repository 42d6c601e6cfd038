import type { Module } from '../context';
import { listEvents } from '../collector/store';
import { computeDropoff, type DropoffOptions } from './dropoff';
import { chartIds, pageEntries } from './page-states';
import { insightsCss, renderInsights } from './render';

/** Filters from the query: ?journey=newLoan,reloan&device=mobile&from=ISO|DATE&to=ISO|DATE&window=<minutes> (device: desktop, mobile, in-app). */
function optionsFrom(query: (name: string) => string | undefined): DropoffOptions {
  const options: DropoffOptions = {};
  const journey = query('journey');
  if (journey) options.journeys = journey.split(',').filter(Boolean);
  const device = query('device');
  if (device) options.device = device;
  const from = Date.parse(query('from') ?? '');
  if (Number.isFinite(from)) options.from = from;
  const toText = query('to') ?? '';
  const to = Date.parse(toText);
  // A date alone (the form's date field) means to the end of that day.
  if (Number.isFinite(to)) options.to = /^\d{4}-\d{2}-\d{2}$/.test(toText) ? to + 86_400_000 - 1 : to;
  const minutes = Number(query('window'));
  if (Number.isFinite(minutes) && minutes > 0) options.sessionWindowMs = minutes * 60_000;
  return options;
}

/**
 * Drop-off in the back office, from the live collector: GET /sandbox/insights (the view), /sandbox/api/insights
 * (the same figures as JSON). Only the segment channel is read (cio and ga repeat it).
 */
export const registerInsights: Module = (ctx) => {
  const report = (query: (name: string) => string | undefined) => computeDropoff(listEvents(ctx, { channel: 'segment' }), pageEntries, optionsFrom(query));
  ctx.app.get('/sandbox/insights/insights.css', (c) => c.body(insightsCss, 200, { 'content-type': 'text/css; charset=utf-8', 'cache-control': 'no-cache' }));
  ctx.app.get('/sandbox/insights', async (c) => {
    const query = (n: string) => c.req.query(n);
    const filters = { journey: query('journey'), from: query('from'), to: query('to'), device: query('device'), journeys: chartIds };
    const html = await renderInsights(report(query), { source: 'the sandbox collector', stylesheet: '/sandbox/insights/insights.css', filters, action: '/sandbox/insights' });
    return c.html(html, 200, { 'cache-control': 'no-store' });
  });
  ctx.app.get('/sandbox/api/insights', (c) => c.json(report((n) => c.req.query(n))));
};
