import { describe, expect, it } from 'vitest';
import { journeyTypeFor, resumeStep, type ResumableApplication } from '@machines/journeys/resume';
import { planJourney, readSnapshot, SNAPSHOT_VERSION, type JourneySnapshotRecord } from '@machines/journeys/snapshot';
import { journeyProgress, progressFraction } from '@machines/journeys/progress';
import { journeys } from '@machines/journeys/definitions';

const app = (over: Partial<ResumableApplication> = {}): ResumableApplication => ({
  id: 'app-1', status: 'INITIALIZED', application_type: 'NEW_LOAN', missing_selfie: false, completed_steps: [], ...over,
});
const now = Date.UTC(2026, 10, 22);
const record = (over: Partial<JourneySnapshotRecord> = {}): JourneySnapshotRecord => ({
  version: SNAPSHOT_VERSION, userId: 'u1', applicationId: 'app-1', status: 'INITIALIZED', journeyType: 'newLoan',
  step: 'address', reached: 5, answers: {}, drafts: { address: { street: '12 Rizal St' } }, savedAt: now - 1000, ...over,
});
const read = (r: unknown) => readSnapshot(typeof r === 'string' ? r : JSON.stringify(r), { userId: 'u1', now });

describe('resume map (spec §2)', () => {
  it.each([
    [{}, 'personalDetails'],
    [{ completed_steps: ['personal-details', 'professional-details'] }, 'additionalDetails'],
    [{ completed_steps: ['personal-details', 'professional-details', 'additional-details', 'address', 'bank-details'] }, 'loanOffer'],
    [{ status: 'OFFER_ACCEPTED' }, 'documentVerification'],
    [{ status: 'INCOMPLETE_DOCUMENT' }, 'documentVerification'],
    [{ status: 'INCOMPLETE_DOCUMENT', completed_steps: ['document-verification'] }, 'reviewDetails'],
  ] as const)('%o resumes a new loan at %s', (over, step) => {
    expect(resumeStep('newLoan', app(over))).toBe(step);
  });

  it.each([
    [{ status: 'PENDING_BORROWER_APPROVAL' }, 'pendingApproval'],
    [{ status: 'WCR' }, 'wcr'],
    [{ missing_selfie: true, status: 'OFFER_ACCEPTED' }, 'missingSelfie'],
    [{ application_type: 'RE_LOAN' }, 'reloan'],
    [{ application_type: 'RECOVERY_REFINANCE' }, 'refinance'],
    [{ application_type: 'EWA_ACTIVATION' }, 'ewaActivation'],
    [{ status: 'SYSTEM_REVIEW' }, null],
    [{ status: 'APPROVED' }, null],
  ] as const)('%o is the %s journey', (over, type) => {
    expect(journeyTypeFor(app(over))).toBe(type);
  });
});

describe('persisted journey snapshot', () => {
  it('a fresh snapshot of the same application and status resumes at its step with its drafts', () => {
    const plan = planJourney({ application: app({ completed_steps: ['personal-details', 'professional-details', 'additional-details'] }), snapshot: read(record()) });
    expect(plan.journey).toMatchObject({ type: 'newLoan', startAt: 'address', drafts: { address: { street: '12 Rizal St' } } });
  });

  it.each([
    ['corrupt JSON', '{"version":2,', 'corrupt'],
    ['a newer version', { ...record(), version: SNAPSHOT_VERSION + 1 }, 'version'],
    ['another user', record({ userId: 'u2' }), 'owner'],
    ['a stale save', record({ savedAt: now - 30 * 24 * 3600 * 1000 }), 'stale'],
    ['a wrong shape', { ...record(), step: 'nowhere' }, 'corrupt'],
  ])('%s is discarded', (_, raw, reason) => {
    const verdict = read(raw);
    expect(verdict).toMatchObject({ ok: false, reason });
    const plan = planJourney({ application: app(), snapshot: verdict });
    expect(plan.journey?.startAt).toBe('personalDetails');
  });

  it('a status moved in the back office (WCR) discards the step and the resume map decides', () => {
    const plan = planJourney({ application: app({ status: 'WCR' }), snapshot: read(record()) });
    expect(plan.journey).toMatchObject({ type: 'wcr', startAt: 'wcrDocuments' });
    expect(plan.discarded).toBe('step');
  });

  it('a snapshot saved after accepting the offer records the status the platform answered, and fits a reload at documents', () => {
    const answers = { personalDetails: { first_name: 'Maria' } };
    const plan = planJourney({ application: app({ status: 'OFFER_ACCEPTED' }), snapshot: read(record({ status: 'OFFER_ACCEPTED', step: 'documentVerification', answers })) });
    expect(plan.journey).toMatchObject({ startAt: 'documentVerification', answers, applicationStatus: 'OFFER_ACCEPTED' });
    expect(plan.discarded).toBeNull();
  });

  it('a status the snapshot did not see (saved at INITIALIZED, now OFFER_ACCEPTED) was moved elsewhere: stale, drafts kept', () => {
    const drafts = { address: { city: 'Pasig' } };
    const plan = planJourney({ application: app({ status: 'OFFER_ACCEPTED' }), snapshot: read(record({ status: 'INITIALIZED', step: 'documentVerification', drafts })) });
    expect(plan.discarded).toBe('step');
    expect(plan.journey).toMatchObject({ drafts, applicationStatus: 'OFFER_ACCEPTED' });
  });

  it('the platform moving it back (OFFER_ACCEPTED to INCOMPLETE_DOCUMENT) is not the borrower\'s move: stale', () => {
    const plan = planJourney({ application: app({ status: 'INCOMPLETE_DOCUMENT' }), snapshot: read(record({ status: 'OFFER_ACCEPTED', step: 'reviewDetails' })) });
    expect(plan.discarded).toBe('step');
  });

  it('a snapshot cannot put the borrower further than the server allows', () => {
    const plan = planJourney({ application: app(), snapshot: read(record({ step: 'promissoryNotes', reached: 10 })) });
    expect(plan.journey?.startAt).toBe('personalDetails');
  });
});

describe('progress weights', () => {
  it('grow with each step, count account creation as done and end full on the success page', () => {
    const def = journeys.newLoan;
    const fractions = def.steps.map((s) => progressFraction(journeyProgress(def, s)));
    expect(fractions[0]).toBeGreaterThan(0);
    for (let i = 1; i < fractions.length; i++) expect(fractions[i]!).toBeGreaterThan(fractions[i - 1]!);
    expect(fractions.at(-1)).toBe(1);
  });
});
