import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { loans, user } from '../../src/api/contract';
import { startPlatform } from './platform-harness';

describe('restart persistence', () => {
  it('keeps profiles, applications, step answers, faults and tokens across a restart of the sandbox', async () => {
    const dbPath = join(mkdtempSync(join(tmpdir(), 'lakbay-db-')), 'sandbox.sqlite');
    const first = await startPlatform(dbPath);
    const b = await first.borrower({ companyId: 'cmp-sinag-bank' });
    await b.api(user.updateProfile, { body: { first_name: 'Rosa' } });
    const app = await b.api(loans.createApplication, { body: { product_type: 'LOAN', application_type: 'NEW_LOAN', tenure_months: 9 } });
    await b.api(loans.saveApplicationStep, {
      params: { applicationId: app.id, step: 'bank-details' },
      body: { answers: { bank: 'BPI', account_type: 'SAVINGS', account_name: 'Rosa Reyes', account_number: '1234567890' } },
    });
    await fetch(`${first.origin}/sandbox/api/faults/promo`, { method: 'PUT', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ kind: 'status', http_status: 500 }) });
    await first.close();

    const second = await startPlatform(dbPath);
    try {
      const { createApiClient } = await import('../../src/api/client');
      const api = createApiClient({ baseUrl: second.origin, getAccessToken: async () => b.token });
      expect((await api(user.getProfile, {})).first_name).toBe('Rosa');
      expect(await api(loans.getApplication, { params: { applicationId: app.id } })).toMatchObject({ status: 'INITIALIZED', tenure_months: 9, journey_step: 'bank-details' });
      expect((await api(loans.getApplicationStep, { params: { applicationId: app.id, step: 'bank-details' } })).answers.account_name).toBe('Rosa Reyes');
      const faults = await (await fetch(`${second.origin}/sandbox/api/faults`)).json();
      expect(faults).toEqual([expect.objectContaining({ call_group: 'promo', http_status: 500 })]);
    } finally {
      await second.close();
    }
  });
});
