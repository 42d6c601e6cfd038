import { QueryClient } from '@tanstack/react-query';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createActor, waitFor } from 'xstate';
import { ApiError } from '~/api/errors';
import type { ApiClient } from '~/api/client';
import { catalogue, catalogueEntry } from '~/analytics/catalogue';
import { notEmitted } from '~/analytics/catalogue/not-emitted';
import { errorCode } from '~/analytics/chart-map';
import { chartRules, createChartInspector } from '~/analytics/inspector';
import { scrubProps } from '~/analytics/pii';
import { provideDocumentUpload } from '~/documents/document-actors';
import { makePipeline } from './harness';

/**
 * Every failure event reaches analytics with its error_code (issue W2-G 10: `document_upload_failed` lost it,
 * "refused properties error_code", because the upload actors rethrow the platform's error as a plain Error).
 */
beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

const platform = new ApiError({ httpStatus: 413, code: 'UPLOAD_TOO_LARGE', message: 'The file is larger than 10 MB.' });
/** What actors throw: the platform's error, one wrapped with a friendlier message, a Cognito one, a dropped fetch. */
const errors: Array<[string, unknown, string]> = [
  ['ApiError', platform, 'UPLOAD_TOO_LARGE'],
  ['wrapped ApiError', new Error('Please choose a smaller file.', { cause: platform }), 'UPLOAD_TOO_LARGE'],
  ['UAS code in a message', Object.assign(new Error('UAS-E104: wrong password'), { code: 'NotAuthorizedException' }), 'UAS-E104'],
  ['Cognito code', Object.assign(new Error('Incorrect username or password.'), { code: 'NotAuthorizedException' }), 'NOT_AUTHORIZED_EXCEPTION'],
  ['HTTP status only', { httpStatus: 503 }, 'HTTP_503'],
  ['network failure', new TypeError('Failed to fetch'), 'TYPE_ERROR'],
];
const failureRules = chartRules.filter((r) => r.on.startsWith('error:') && catalogueEntry(r.emit)?.props.includes('error_code'));

describe('failure events', () => {
  it('every catalogued event with an error_code is emitted by a chart rule or listed as not emitted yet', () => {
    const withCode = catalogue.filter((e) => e.type === 'track' && e.props.includes('error_code')).map((e) => e.name);
    expect(withCode).toContain('document_upload_failed');
    for (const name of withCode) expect(chartRules.some((r) => r.emit === name) || name in notEmitted, name).toBe(true);
  });

  it.each(errors)('every error rule keeps its error_code for %s', (_kind, error, code) => {
    expect(failureRules.length).toBeGreaterThan(5);
    for (const rule of failureRules) {
      const input = { event: { type: `xstate.error.actor.${rule.on.slice(6)}`, error }, context: { documentType: 'TIN', type: 'SalaryLoan' }, machineId: 'x', fromPage: 'Bank Details' };
      const { props, dropped } = scrubProps(catalogueEntry(rule.emit)!, rule.props?.(input) ?? {});
      expect(dropped, `${rule.emit} (${rule.on})`).toEqual([]);
      // A few rules name their own code (otp_locked_out is UAS-E510 whatever the error says).
      expect(props.error_code, `${rule.emit} (${rule.on})`).toBe(rule.emit === 'otp_locked_out' ? 'UAS-E510' : code);
    }
  });

  it('never turns a message or an address into an error code', () => {
    const code = (error: unknown) => errorCode({ event: { type: 'x', error }, context: {}, machineId: 'x', fromPage: undefined });
    expect(code({ code: 'juan@gmail.com' })).toBeUndefined();
    expect(code({ code: 'Something went wrong' })).toBeUndefined();
    expect(code({ code: '09171234567' })).toBeUndefined();
  });

  it('a refused upload URL in the real upload chart sends document_upload_failed with the platform code', async () => {
    const { pipeline, segment, log } = makePipeline();
    const api = vi.fn(async (contract: { path?: string }) => {
      if (String(contract.path ?? '').includes('presigned')) throw platform;
      return { documents: [], tin_document: null };
    }) as unknown as ApiClient;
    const actor = createActor(provideDocumentUpload(api, new QueryClient()), { input: { applicationId: 'app-1', documentType: 'TIN' }, inspect: createChartInspector(pipeline) });
    actor.start();
    await vi.advanceTimersByTimeAsync(0);
    const png = new Blob([new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, ...new Array(64).fill(0)])], { type: 'image/png' });
    actor.send({ type: 'file.select', file: { name: 'tin.png', size: png.size, blob: png } });
    await waitFor(actor, (s) => s.hasTag('error'), { timeout: 1000 });
    await vi.advanceTimersByTimeAsync(0);
    const failed = segment.calls.find((c) => c.method === 'track' && c.args[0] === 'document_upload_failed');
    expect(failed?.args[1]).toMatchObject({ document_type: 'TIN', error_code: 'UPLOAD_TOO_LARGE' });
    expect(JSON.stringify(log.error.mock.calls)).not.toContain('refused');
  });
});
