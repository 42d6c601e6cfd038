import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createActor, waitFor } from 'xstate';
import { QueryClient } from '@tanstack/react-query';
import { createSandbox, type Sandbox } from '../../../sandbox/app';
import { createPersona, type Persona } from '../../../sandbox/backoffice/personas';
import { createApiClient } from '~/api/client';
import { provideInsuranceMachine } from '~/insurance/insurance-actors';
import { sampleBeneficiaries, sampleEmployment, samplePersonal } from '@machines/insurance/insurance.samples';

/**
 * The insurance chart with its real edge (src/insurance) against the sandbox in-process: each step saved by its
 * own call, a refused or failed save keeps what was typed, Back keeps it too, a deep link goes on from the draft.
 */
const origin = 'http://sandbox.test';
let sandbox: Sandbox;
let persona: Persona;
let dir: string;

beforeAll(() => {
  dir = mkdtempSync(join(tmpdir(), 'lakbay-insurance-'));
  sandbox = createSandbox({ dbPath: ':memory:', storageDir: dir, origin, tokenTtlSeconds: 3600 });
  sandbox.ctx.verifyAccessToken = () => ({ id: persona.userId, username: persona.username });
});
afterAll(() => {
  sandbox.close();
  rmSync(dir, { recursive: true, force: true });
});

function start(route?: string) {
  const api = createApiClient({
    baseUrl: origin,
    getAccessToken: async () => 'token',
    fetch: (input, init) => Promise.resolve(sandbox.app.request(String(input), init as RequestInit)),
  });
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return createActor(provideInsuranceMachine({ queryClient, api }), { input: { route, companyName: 'Mabuhay General Hospital' } }).start();
}
type Actor = ReturnType<typeof start>;
const idle = { timeout: 5000 };
const settle = (actor: Actor) => waitFor(actor, (s) => !s.hasTag('loading') && !s.hasTag('saving'), idle);
const fault = (on: boolean) =>
  on
    ? sandbox.ctx.db.prepare("INSERT INTO faults (call_group, kind, http_status, remaining) VALUES ('insurance', 'status', 503, 1)").run()
    : sandbox.ctx.db.prepare("DELETE FROM faults WHERE call_group = 'insurance'").run();

describe('insurance chart against the sandbox', () => {
  it('saves each step, keeps answers on a refused and a failed save, and submits', async () => {
    persona = createPersona(sandbox.ctx, 'insurance-company');
    const actor = start();
    await settle(actor);
    expect(actor.getSnapshot().matches({ personalDetails: 'editing' })).toBe(true);
    // The employer is offered from the company the borrower chose.
    expect(actor.getSnapshot().context.employment.employer_name).toBe('Mabuhay General Hospital');

    actor.send({ type: 'step.submit', values: samplePersonal });
    await settle(actor);
    expect(actor.getSnapshot().matches({ beneficiary: 'editing' })).toBe(true);

    const uneven = [sampleBeneficiaries[0]!, { ...sampleBeneficiaries[1]!, share_percent: '30' }];
    actor.send({ type: 'beneficiaries.submit', beneficiaries: uneven });
    await settle(actor);
    expect(actor.getSnapshot().matches({ beneficiary: 'error' })).toBe(true);
    expect(actor.getSnapshot().context.error?.fields.beneficiaries).toBe('Shares must add up to 100%. They add up to 90% now.');
    expect(actor.getSnapshot().context.beneficiaries).toEqual(uneven);

    // Back and forth keeps what was typed on both steps.
    actor.send({ type: 'step.back' });
    expect(actor.getSnapshot().matches('personalDetails')).toBe(true);
    expect(actor.getSnapshot().context.personal).toEqual(samplePersonal);
    actor.send({ type: 'nav.request', path: '/insurance/beneficiary' });
    expect(actor.getSnapshot().context.beneficiaries).toEqual(uneven);

    fault(true);
    actor.send({ type: 'beneficiaries.submit', beneficiaries: sampleBeneficiaries });
    await settle(actor);
    expect(actor.getSnapshot().matches({ beneficiary: 'error' })).toBe(true);
    expect(actor.getSnapshot().context.error?.code).toBe('HTTP_503');
    expect(actor.getSnapshot().context.beneficiaries).toEqual(sampleBeneficiaries);
    actor.send({ type: 'step.retry' });
    await settle(actor);
    expect(actor.getSnapshot().matches({ employment: 'editing' })).toBe(true);

    actor.send({ type: 'step.submit', values: { ...sampleEmployment, employment_type: 'REGULAR' } });
    await settle(actor);
    expect(actor.getSnapshot().matches('success')).toBe(true);
    expect(actor.getSnapshot().context.cover).toMatchObject({ status: 'PENDING', beneficiaries: 2 });
    actor.send({ type: 'insurance.done' });
    expect(actor.getSnapshot().output).toEqual({ submitted: true });
  });

  it('a deep link goes on from the saved draft, and lands on the first unsaved step instead of past it', async () => {
    persona = createPersona(sandbox.ctx, 'insurance-company');
    const first = start();
    await settle(first);
    first.send({ type: 'step.submit', values: samplePersonal });
    await settle(first);
    first.stop();

    // Employment asked for with only the personal details saved: the first unsaved step, told why.
    const later = start('/insurance/employment');
    await settle(later);
    expect(later.getSnapshot().matches('employment')).toBe(false);
    expect(later.getSnapshot().matches('beneficiary')).toBe(true);
    expect(later.getSnapshot().context.askedFor).toBe('employment');
    const beneficiary = start('/insurance/beneficiary');
    await settle(beneficiary);
    expect(beneficiary.getSnapshot().matches('beneficiary')).toBe(true);
    expect(beneficiary.getSnapshot().context.personal).toMatchObject(samplePersonal);
  });

  it('the back office saves a draft up to a step (personas insurance-details-saved, insurance-beneficiaries-saved)', async () => {
    persona = createPersona(sandbox.ctx, 'insurance-details-saved');
    const details = start('/insurance/employment');
    await settle(details);
    // Only the personal details are saved: employment asked for lands on the beneficiaries, told why.
    expect(details.getSnapshot().matches('beneficiary')).toBe(true);
    expect(details.getSnapshot().context.askedFor).toBe('employment');
    expect(details.getSnapshot().context.personal).toMatchObject({ first_name: 'Maria', last_name: 'Santos' });
    details.stop();

    persona = createPersona(sandbox.ctx, 'insurance-beneficiaries-saved');
    const both = start('/insurance/employment');
    await settle(both);
    expect(both.getSnapshot().matches({ employment: 'editing' })).toBe(true);
    expect(both.getSnapshot().context.beneficiaries).toHaveLength(1);
    both.send({ type: 'step.submit', values: { ...sampleEmployment, employment_type: 'REGULAR' } });
    await settle(both);
    expect(both.getSnapshot().matches('success')).toBe(true);
  });
});
