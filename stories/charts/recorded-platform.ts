/**
 * The platform as the stories see it, with no server: `fetch` answers every read (GET) the app makes from the answers
 * recorded from the sandbox (stories/screens/journey/fixtures.generated.json, the same recordings the
 * `Screens/Loan application/*` stories put in their query caches). The screens' own queries (field configuration,
 * option lists, saved answers, offers, campaigns) go through the app's client and schemas as in the product, so a
 * story seeded from a chart shows the real form, not a skeleton. Writes and reads nothing was recorded for are held
 * (never answered), as before: effects of seeded charts are inert anyway.
 *
 * A request matches a recording of the same method and path pattern whose path parameters agree, ids aside (the
 * chart samples' application ids are not the recorded ones); among those the one with most query parameters in
 * common wins, then the names in `preferred` (the recording a first visit shows: offers with discounts, a
 * first-time borrower's applications, campaigns before the salary is known).
 */
import type { QueryClient } from '@tanstack/react-query';
import type { Application } from '~/api/contract/loans';
import { applicationQuery } from '~/api/queries/loans';
import { fixtures } from '../screens/journey/fixtures';

const preferred = [
  'offers.withDiscounts',
  'applications.firstTime',
  'campaigns.salaryUnknown',
  'refinance.loans',
  'refinance.eligibility',
];

interface Recorded {
  name: string;
  method: string;
  pattern: RegExp;
  paramNames: string[];
  params: Record<string, string>;
  query: Record<string, string>;
  response: unknown;
}

const isId = (param: string) => /id$/i.test(param);

let index: Recorded[] | null = null;
function recordings(): Recorded[] {
  index ??= Object.entries(fixtures.answers).map(([name, a]) => {
    const [method = 'GET', path = ''] = a.endpoint.split(' ');
    const paramNames: string[] = [];
    const pattern = new RegExp(
      `^${path.replace(/[.*+?^${}()|[\]\\]/g, '\\$&').replace(/:(\w+)/g, (_, p: string) => (paramNames.push(p), '([^/]+)'))}$`,
    );
    const input = (a.input ?? {}) as { params?: Record<string, unknown>; query?: Record<string, unknown> };
    const strings = (o: Record<string, unknown> | undefined) =>
      Object.fromEntries(Object.entries(o ?? {}).map(([k, v]) => [k, String(v)]));
    return { name, method, pattern, paramNames, params: strings(input.params), query: strings(input.query), response: a.response };
  });
  return index;
}

/** The recorded answer for a request, or undefined when nothing recorded answers it. */
export function recordedAnswer(method: string, url: string): { name: string; response: unknown } | undefined {
  const u = new URL(url, 'http://stories.invalid');
  const query = Object.fromEntries(u.searchParams);
  let best: { r: Recorded; score: number } | undefined;
  for (const r of recordings()) {
    if (r.method !== method.toUpperCase()) continue;
    const m = r.pattern.exec(u.pathname);
    if (!m) continue;
    const params = Object.fromEntries(r.paramNames.map((p, i) => [p, decodeURIComponent(m[i + 1] ?? '')]));
    if (r.paramNames.some((p) => !isId(p) && params[p] !== r.params[p])) continue;
    const keys = new Set([...Object.keys(query), ...Object.keys(r.query)]);
    let score = 0;
    for (const k of keys) score += query[k] === r.query[k] ? 2 : -1;
    if (preferred.includes(r.name)) score += 1;
    if (!best || score > best.score) best = { r, score };
  }
  return best && { name: best.r.name, response: best.r.response };
}

const held = () => new Promise<Response>(() => {});

/**
 * Storybook `beforeEach`: while the story is shown, reads are answered from the recordings and everything else is
 * held; the real `fetch` is put back after.
 */
export function answerFromRecordings(): () => void {
  const original = globalThis.fetch;
  globalThis.fetch = (input: RequestInfo | URL, init?: RequestInit) => {
    const url = typeof input === 'string' ? input : input instanceof URL ? input.href : input.url;
    const method = init?.method ?? (input instanceof Request ? input.method : 'GET');
    if (method.toUpperCase() !== 'GET') return held();
    const found = recordedAnswer(method, url);
    if (!found) return held();
    return Promise.resolve(
      new Response(JSON.stringify(found.response), { status: 200, headers: { 'content-type': 'application/json' } }),
    );
  };
  return () => {
    globalThis.fetch = original;
  };
}

/** The application each chart's borrower has, as the platform recorded it (created by that journey). */
const applicationOf: Record<string, string> = {
  newLoan: 'application.created',
  reloan: 'reloan.created',
  refinance: 'refinance.created',
  pendingApproval: 'application.created',
  wcr: 'application.created',
  missingSelfie: 'application.created',
  ewaActivation: 'ewa.application.created',
  ewaWithdrawal: 'ewa.withdrawal',
};

/**
 * The one read a request cannot answer by its path: the application the snapshot holds (`context.applicationId`,
 * the sample's id, which no recording has), put in a seeded screen's query cache under the app's query key as the
 * platform recorded an application of that journey, so a screen reading it (review details, the withdrawal's
 * status) shows that journey's application. Every other read is answered by `answerFromRecordings` when the screen
 * makes it (seeding every recorded list into each of eighty cards' caches cost more than answering the reads).
 */
export function seedChartReads(chartId: string, snapshot: { context?: unknown }, client: QueryClient) {
  const id = (snapshot.context as { applicationId?: string | null } | undefined)?.applicationId;
  const name = applicationOf[chartId];
  const recordedApp = name ? fixtures.answers[name]?.response : undefined;
  if (id && recordedApp) client.setQueryData(applicationQuery(id).queryKey, { ...(recordedApp as Application), id });
}
