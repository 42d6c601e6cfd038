/**
 * The copy review's CSV (Overview/Journey steps and copy, "Download CSV"): one row per string of every step of
 * every journey, with where it appears; quoting survives commas, quotes and line breaks.
 */
import { describe, expect, it } from 'vitest';
import { routedCharts } from '@machines/registry';
import { journeyTypes } from '@machines/journeys/definitions';
import { copyRows, csvColumns, toCsv } from '../../stories/overview/copy-csv';
import copy from '../../stories/overview/journey-copy.generated.json';

const journeys = routedCharts.filter((m) => (journeyTypes as readonly string[]).includes(m.id));

describe('copy CSV', () => {
  const rows = copyRows(journeys);

  it('lists every collected string of every journey page, with where it appears', () => {
    const collected = Object.entries(copy as Record<string, Record<string, unknown[]>>)
      .filter(([chart]) => journeys.some((m) => m.id === chart))
      .flatMap(([chart, pages]) => Object.entries(pages).map(([state, lines]) => ({ chart, state, count: lines.length })));
    for (const { chart, state, count } of collected) {
      const found = rows.filter((r) => r.journey === chart && r.state === state && r.kind === 'copy');
      // A page listed under two steps (a branch) is listed under each.
      expect(found.length % Math.max(count, 1), `${state}`).toBe(0);
      if (count) expect(found.length, state).toBeGreaterThan(0);
    }
    const offer = rows.filter((r) => r.state === 'newLoan.loanOffer');
    expect(offer.length).toBeGreaterThan(5);
    expect(offer[0]).toMatchObject({ journey: 'newLoan', screen: 'Your loan offer', route: '/wizard/v2/Journey/loan-offer' });
    expect(rows.some((r) => r.kind.startsWith('platform field error'))).toBe(true);
  });

  it('writes RFC 4180 CSV', () => {
    const csv = toCsv([{ journey: 'j', step: '1', screen: 'S', route: '/r', state: 'j.s', kind: 'copy', text: 'Say "hi", then\nleave', when: 'On arrival', spec: '' }]);
    expect(csv.startsWith('\uFEFF')).toBe(true);
    const [header, row] = csv.slice(1).split('\r\n');
    expect(header).toBe(csvColumns.map((c) => `"${c}"`).join(','));
    expect(row).toContain('"Say ""hi"", then\nleave"');
  });
});
