import { QueryClient } from '@tanstack/react-query';
import { describe, expect, it, vi } from 'vitest';
import { loanPurposeCategories } from '../../sandbox/platform/form-options-data';
import { inProcessSandbox } from '../support/in-process-sandbox';

/**
 * What a journey step reads ahead for the next one (issue W2-F "steps without waiting"), against the sandbox platform in
 * this process (tests/support/in-process-sandbox.ts): the requests made, and what the next screen then finds in the cache.
 */
const platform = inProcessSandbox();
// Not the API: the screens' code chunks (dynamic imports a test process has no use for), so the warm-up is observable.
const warmUpFields = vi.fn();
vi.mock('~/ui/platform/screen-preload', () => ({ preloadScreen: vi.fn(async (name: string) => (name === 'journey-form' ? { warmUpFields } : {})) }));

const { prefetchNextStep, SAVED_ANSWERS_CACHE } = await import('~/journeys/prefetch-next-step');
const { stepAnswersQuery } = await import('~/api/queries/loans');
const { loanPurposesQuery } = await import('~/api/queries/form-options');
const { takePrefetchedDocuments } = await import('~/api/queries/documents');

/** Until no request is on its way and none follows (an option list is read after the field config's answer). */
const settled = async () => {
  let seen = -1;
  while (seen !== platform.requests.length || platform.requests.some((r) => r.status === 0)) {
    seen = platform.requests.length;
    await new Promise((r) => setTimeout(r, 5));
  }
};
const appPath = (id: string, rest = '') => `/api/v1/applications/${id}${rest}`;

describe('prefetchNextStep', () => {
  it('before a form, has the form screen warm its fields up; before the loan purpose, not', async () => {
    const id = platform.signIn('new-borrower', { at: 'loanCalculator' }).applicationId!;
    warmUpFields.mockClear();
    prefetchNextStep(new QueryClient(), { type: 'newLoan', step: 'loanCalculator', applicationId: null });
    await settled();
    expect(warmUpFields).not.toHaveBeenCalled();
    prefetchNextStep(new QueryClient(), { type: 'newLoan', step: 'loanPurpose', applicationId: id });
    await settled();
    expect(warmUpFields).toHaveBeenCalledTimes(1);
  });

  it('at the calculator, reads the loan purposes the next step lists', async () => {
    platform.signIn('new-borrower');
    const client = new QueryClient();
    prefetchNextStep(client, { type: 'newLoan', step: 'loanCalculator', applicationId: null });
    await settled();
    expect(platform.calls()).toEqual(['GET /api/v1/form-options/loan-purposes']);
    // The platform's own list, as the purpose step shows it.
    const listed = client.getQueryData(loanPurposesQuery().queryKey);
    expect(listed?.map((c) => [c.label, c.purposes.map((p) => p.code)])).toEqual(loanPurposeCategories.map((c) => [c.label, c.purposes.map((p) => p.code)]));
    expect(listed?.flatMap((c) => c.purposes.map((p) => p.code))).toContain('MEDICAL');
  });

  it('at the loan offer, reads the documents once: the upload chart takes them without a call, and reads them itself after', async () => {
    const persona = platform.signIn('new-borrower', { at: 'loanOffer' });
    const id = persona.applicationId!;
    // An ID uploaded earlier (the documents the upload step lists).
    const at = new Date().toISOString();
    platform.ctx.db
      .prepare("INSERT INTO objects (key, user_id, application_id, document_type, file_name, content_type, size, stored_at) VALUES (?, ?, ?, 'GOVERNMENT_ID', 'id.jpg', 'image/jpeg', 1024, ?)")
      .run(`obj-${id}`, persona.userId, id, at);
    platform.ctx.db
      .prepare("INSERT INTO documents (id, user_id, application_id, document_type, object_key, file_name, content_type, size, status, uploaded_at) VALUES (?, ?, ?, 'GOVERNMENT_ID', ?, 'id.jpg', 'image/jpeg', 1024, 'PENDING', ?)")
      .run(`doc-${id}`, persona.userId, id, `obj-${id}`, at);
    const client = new QueryClient();
    prefetchNextStep(client, { type: 'newLoan', step: 'loanOffer', applicationId: id });
    expect(await takePrefetchedDocuments(client, id)).toEqual([expect.objectContaining({ id: `doc-${id}`, document_type: 'GOVERNMENT_ID' })]);
    expect(platform.calls()).toEqual([`GET ${appPath(id, '/documents')}`]);
    expect(await takePrefetchedDocuments(client, id)).toBeNull();
    expect(await takePrefetchedDocuments(client, 'app-2')).toBeNull();
    expect(platform.calls()).toEqual([`GET ${appPath(id, '/documents')}`]);
  });

  it('before a form, reads its field config and its option lists, and its saved answers', async () => {
    const id = platform.signIn('new-borrower', { at: 'loanOffer' }).applicationId!;
    const client = new QueryClient();
    prefetchNextStep(client, { type: 'newLoan', step: 'personalDetails', applicationId: id });
    await settled();
    const calls = platform.calls();
    expect(calls).toContain('GET /api/v1/form-options/field-config');
    expect(platform.requests.find((r) => r.path === '/api/v1/form-options/field-config')?.query).toEqual({ journey: 'NEW_LOAN', step: 'professional-details' });
    expect(calls.filter((c) => c === `GET ${appPath(id, '/steps/professional-details')}`)).toHaveLength(1);
    // The option lists the form's first fields need (lookups such as employment types): read, each once.
    expect(calls.some((c) => c.startsWith('GET /api/v1/form-options/lookups/'))).toBe(true);
    expect(new Set(calls).size).toBe(calls.length);
    expect(platform.requests.every((r) => r.method === 'GET' && r.status === 200)).toBe(true);
  });

  it('reads the next form\'s saved answers once: the form opened ten minutes later is filled from them without a call', async () => {
    const id = platform.signIn('new-borrower', { at: 'loanOffer' }).applicationId!;
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'setInterval', 'clearInterval', 'Date'] });
    try {
      const client = new QueryClient();
      prefetchNextStep(client, { type: 'newLoan', step: 'personalDetails', applicationId: id });
      await vi.advanceTimersByTimeAsync(0);
      const answersRead = () => platform.calls().filter((c) => c === `GET ${appPath(id, '/steps/professional-details')}`);
      expect(answersRead()).toHaveLength(1);
      await vi.advanceTimersByTimeAsync(10 * 60_000);
      // What the form screen reads as it opens (src/journeys/screens/journey-form).
      const saved = await client.fetchQuery({ ...stepAnswersQuery(id, 'professional-details'), ...SAVED_ANSWERS_CACHE });
      // The saved point's professional details (machines' saved points: sandbox/backoffice/saved-points.ts).
      expect(saved.answers).toMatchObject({ employee_id: 'EMP-2041', job_title: 'ACCOUNTANT' });
      expect(saved.version).toBeGreaterThan(0);
      expect(answersRead()).toHaveLength(1);
    } finally {
      vi.useRealTimers();
    }
  });
});
