import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { documents, loans, offers } from '../../src/api/contract';
import type { ApplicationStatus } from '../../src/api/contract/loans';
import { canTransition, nextStatuses, pathTo, transitions } from '../../sandbox/platform/loans-status';
import { moveStatus } from '../../sandbox/platform/loans-store';
import { failure, startPlatform, type Borrower, type PlatformHarness } from './platform-harness';

let h: PlatformHarness;
beforeAll(async () => {
  h = await startPlatform();
});
afterAll(() => h.close());

const newLoan = { product_type: 'LOAN', application_type: 'NEW_LOAN', loan_amount_centavos: 2_500_000, tenure_months: 12 } as const;
const platformMove = (id: string, to: ApplicationStatus) => moveStatus(h.sandbox.ctx, id, to, 'platform');

describe('eligibility', () => {
  it('is all disabled until the borrower has a company, then follows what the company offers', async () => {
    const b = await h.borrower();
    const none = await b.api(loans.getEligibleApplications, {});
    expect(none.computedProductEligibility).toEqual({
      loan: { disabled: true, reason: 'NO_COMPANY', application_types: [] },
      ewa: { disabled: true, reason: 'NO_COMPANY', application_types: [] },
      quickLoan: { disabled: true, reason: 'NO_COMPANY', application_types: [] },
    });
    const steel = await h.borrower({ companyId: 'cmp-bayani-steel' }); // LOAN + EWA
    const e = (await steel.api(loans.getEligibleApplications, {})).computedProductEligibility;
    expect(e.loan).toEqual({ disabled: false, reason: null, application_types: ['NEW_LOAN'] });
    expect(e.ewa.application_types).toEqual(['EWA_ACTIVATION']);
    expect(e.quickLoan).toMatchObject({ disabled: true, reason: 'PRODUCT_NOT_OFFERED' });
  });

  it('refuses a company that is not active', async () => {
    const b = await h.borrower();
    const { user } = await import('../../src/api/contract');
    const e = await failure(b.api(user.updateProfile, { body: { company_id: 'cmp-sinag-foods' } }));
    expect(e.httpStatus).toBe(409);
    expect(e.code).toBe('COMPANY_INACTIVE');
  });
});

describe('applications', () => {
  let b: Borrower;
  beforeAll(async () => {
    b = await h.borrower({ companyId: 'cmp-sinag-bank' });
  });

  it('creates once per idempotency key: a double submit returns the same application', async () => {
    const [first, second] = await Promise.all([
      b.api(loans.createApplication, { body: newLoan, idempotencyKey: 'submit-1' }),
      b.api(loans.createApplication, { body: newLoan, idempotencyKey: 'submit-1' }),
    ]);
    expect(second.id).toBe(first.id);
    expect(first.status).toBe('INITIALIZED');
    expect((await b.api(loans.listApplications, {})).data).toHaveLength(1);
    // A second application of the same product while one is open is refused, not duplicated.
    const e = await failure(b.api(loans.createApplication, { body: newLoan, idempotencyKey: 'submit-2' }));
    expect(e.httpStatus).toBe(409);
    expect(e.code).toBe('ONGOING_APPLICATION');
    expect((await b.api(loans.getOngoingApplication, {})).application?.id).toBe(first.id);
  });

  it('validates the body with field messages', async () => {
    const e = await failure(b.api(loans.createApplication, { body: { ...newLoan, tenure_months: 7 as 6 } }));
    expect(e.httpStatus).toBe(400);
    expect(e.fields.tenure_months).toBe('Choose a tenure.');
  });

  it("hides other borrowers' applications", async () => {
    const mine = (await b.api(loans.listApplications, {})).data[0]!;
    const other = await h.borrower({ companyId: 'cmp-sinag-bank' });
    expect((await failure(other.api(loans.getApplication, { params: { applicationId: mine.id } }))).httpStatus).toBe(404);
    expect((await failure(h.anonymous(loans.getApplication, { params: { applicationId: mine.id } }))).httpStatus).toBe(401);
  });

  it('walks the happy path to an approved loan with a loan account to be disbursed', async () => {
    const app = (await b.api(loans.getOngoingApplication, {})).application!;
    // Priced (a note needs an accepted offer), the 12-month offer accepted during the journey.
    const priced = await b.api(offers.generateOffers, {
      params: { applicationId: app.id },
      body: { amount_centavos: 2_500_000, tenure_months: 12, repayment_cycle: '1 Month', gross_monthly_salary_centavos: 5_000_000 },
    });
    expect((await b.api(loans.approveOffer, { params: { applicationId: app.id }, body: { offer_id: priced.best_offer_id } })).status).toBe('OFFER_ACCEPTED');
    expect((await b.api(loans.patchApplicationStatus, { params: { applicationId: app.id }, body: { status: 'SYSTEM_REVIEW' } })).status).toBe('SYSTEM_REVIEW');
    // The borrower cannot approve their own loan from review: that edge belongs to the platform.
    const e = await failure(b.api(loans.patchApplicationStatus, { params: { applicationId: app.id }, body: { status: 'PENDING_BORROWER_APPROVAL' } }));
    expect(e.httpStatus).toBe(409);
    expect(e.code).toBe('ILLEGAL_TRANSITION');
    platformMove(app.id, 'TIER_1_REVIEW');
    platformMove(app.id, 'PENDING_BORROWER_APPROVAL');
    // The final offer accepted (6 months): it waits for the note; signing it approves the loan.
    const six = priced.offers.find((o) => o.tenure_months === 6)!;
    expect(await b.api(loans.approveOffer, { params: { applicationId: app.id }, body: { offer_id: six.id } })).toMatchObject({ status: 'PENDING_BORROWER_APPROVAL', tenure_months: 6 });
    expect((await b.api(loans.listLoanProducts, {})).data).toHaveLength(0);
    await b.api(documents.generateContract, { params: { applicationId: app.id } });
    await b.api(documents.finalizeContract, { params: { applicationId: app.id } });
    const approved = await b.api(loans.getApplication, { params: { applicationId: app.id } });
    expect(approved).toMatchObject({ status: 'APPROVED', tenure_months: 6 });
    const products = await b.api(loans.listLoanProducts, {});
    expect(products.data).toHaveLength(1);
    expect(products.data[0]).toMatchObject({ status_code: 100, principal_centavos: 2_500_000, tenure_months: 6 });
    const view = await b.api(loans.getLoanView, { params: { loanId: products.data[0]!.id } });
    expect(view.company_name).toBe('Sinag Bank Corporation');
    expect(view.paid_amount_centavos).toBe(0);
    // A final status is final.
    const again = await failure(b.api(loans.patchApplicationStatus, { params: { applicationId: app.id }, body: { status: 'CANCELLED' } }));
    expect(again.httpStatus).toBe(409);
    const elig = (await b.api(loans.getEligibleApplications, {})).computedProductEligibility.loan;
    expect(elig).toMatchObject({ disabled: true, reason: 'LOAN_BEING_DISBURSED' });
  });

  it('lets the borrower cancel an open application with a reason', async () => {
    const other = await h.borrower({ companyId: 'cmp-luzon-schools' });
    const app = await other.api(loans.createApplication, { body: { product_type: 'EWA', application_type: 'EWA_ACTIVATION' } });
    const cancelled = await other.api(loans.patchApplicationStatus, { params: { applicationId: app.id }, body: { status: 'CANCELLED', reason: 'NO_LONGER_INTERESTED' } });
    expect(cancelled).toMatchObject({ status: 'CANCELLED', cancellation_reason: 'NO_LONGER_INTERESTED' });
    expect((await other.api(loans.getOngoingApplication, {})).application).toBeNull();
  });
});

describe('loan purpose', () => {
  it('is set on an application made before it was asked, refused when unknown, and locked once submitted', async () => {
    const b = await h.borrower({ companyId: 'cmp-sinag-bank' });
    const app = await b.api(loans.createApplication, { body: newLoan });
    expect(app.loan_purpose).toBeNull();
    const unknown = await failure(b.api(loans.setLoanPurpose, { params: { applicationId: app.id }, body: { loan_purpose: "TUITION'; DROP TABLE applications;--" } }));
    expect(unknown.httpStatus).toBe(400);
    expect(unknown.fields.loan_purpose).toBe('Choose a loan purpose.');
    expect((await b.api(loans.setLoanPurpose, { params: { applicationId: app.id }, body: { loan_purpose: 'MEDICAL' } })).loan_purpose).toBe('MEDICAL');
    expect((await b.api(loans.getApplication, { params: { applicationId: app.id } })).loan_purpose).toBe('MEDICAL');
    // Accepting the offer keeps the answers editable until the application is submitted (resume map: OFFER_ACCEPTED).
    expect((await b.api(loans.approveOffer, { params: { applicationId: app.id }, body: {} })).status).toBe('OFFER_ACCEPTED');
    expect((await b.api(loans.approveOffer, { params: { applicationId: app.id }, body: {} })).status).toBe('OFFER_ACCEPTED');
    expect((await b.api(loans.setLoanPurpose, { params: { applicationId: app.id }, body: { loan_purpose: 'MEDICAL' } })).status).toBe('OFFER_ACCEPTED');
    await b.api(loans.patchApplicationStatus, { params: { applicationId: app.id }, body: { status: 'SYSTEM_REVIEW' } });
    const locked = await failure(b.api(loans.setLoanPurpose, { params: { applicationId: app.id }, body: { loan_purpose: 'RENT' } }));
    expect(locked.httpStatus).toBe(409);
    expect((await b.api(loans.getApplication, { params: { applicationId: app.id } })).loan_purpose).toBe('MEDICAL');
    const other = await h.borrower({ companyId: 'cmp-sinag-bank' });
    expect((await failure(other.api(loans.setLoanPurpose, { params: { applicationId: app.id }, body: { loan_purpose: 'RENT' } }))).httpStatus).toBe(404);
  });
});

describe('transition table', () => {
  it('has no way out of a final status and a way from INITIALIZED to every status', () => {
    expect(nextStatuses('APPROVED', 'platform')).toEqual([]);
    expect(nextStatuses('CANCELLED', 'borrower')).toEqual([]);
    for (const to of Object.keys(transitions) as ApplicationStatus[]) {
      if (to !== 'INITIALIZED') expect(pathTo('INITIALIZED', to), to).toBeDefined();
    }
  });

  it('keeps review decisions with the platform and submit/accept with the borrower', () => {
    expect(canTransition('TIER_1_REVIEW', 'PENDING_BORROWER_APPROVAL', 'borrower')).toBe(false);
    expect(canTransition('TIER_1_REVIEW', 'PENDING_BORROWER_APPROVAL', 'platform')).toBe(true);
    expect(canTransition('OFFER_ACCEPTED', 'SYSTEM_REVIEW', 'borrower')).toBe(true);
    expect(canTransition('INITIALIZED', 'APPROVED', 'platform')).toBe(false);
  });

  it('writes nothing when a transition is refused', async () => {
    const b = await h.borrower({ companyId: 'cmp-mabuhay-hospital' });
    const app = await b.api(loans.createApplication, { body: newLoan });
    const history = () => h.sandbox.ctx.db.prepare('SELECT count(*) FROM application_status_history WHERE application_id = ?').pluck().get(app.id);
    const before = history();
    expect(() => platformMove(app.id, 'WCR')).toThrow('cannot move to WCR');
    expect(history()).toBe(before);
    const after = await b.api(loans.getApplication, { params: { applicationId: app.id } });
    expect(after).toEqual(app);
  });
});
