import type { Module } from '../context';
import { listEvents } from '../collector/store';
import { computeDropoff, type DropoffOptions } from '../../src/domain/insights/dropoff';
import { pageStates } from './page-states';
import { insightsCss, renderInsights } from './render';

/** Filters from the query: ?journey=newLoan,reloan&device=Mobile&from=ISO&to=ISO&window=<minutes>. */
function optionsFrom(query: (name: string) => string | undefined): DropoffOptions {
  const options: DropoffOptions = {};
  const journey = query('journey');
  if (journey) options.journeys = journey.split(',').filter(Boolean);
  const device = query('device');
  if (device) options.device = device;
  const from = Date.parse(query('from') ?? '');
  if (Number.isFinite(from)) options.from = from;
  const to = Date.parse(query('to') ?? '');
  if (Number.isFinite(to)) options.to = to;
  const minutes = Number(query('window'));
  if (Number.isFinite(minutes) && minutes > 0) options.sessionWindowMs = minutes * 60_000;
  return options;
}

/**
 * Drop-off in the back office, from the live collector: GET /sandbox/insights (the view), /sandbox/api/insights
 * (the same figures as JSON). Only the segment channel is read (cio and ga repeat it).
 */
export const registerInsights: Module = (ctx) => {
  let pages: ReturnType<typeof pageStates> | null = null;
  const report = (query: (name: string) => string | undefined) =>
    computeDropoff(listEvents(ctx, { channel: 'segment' }), (pages ??= pageStates()), optionsFrom(query));
  ctx.app.get('/sandbox/insights/insights.css', (c) => c.body(insightsCss, 200, { 'content-type': 'text/css; charset=utf-8', 'cache-control': 'no-cache' }));
  ctx.app.get('/sandbox/insights', (c) =>
    c.html(renderInsights(report((n) => c.req.query(n)), { source: 'the sandbox collector', stylesheet: '/sandbox/insights/insights.css' }), 200, { 'cache-control': 'no-store' }),
  );
  ctx.app.get('/sandbox/api/insights', (c) => c.json(report((n) => c.req.query(n))));
};
