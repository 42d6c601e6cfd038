import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createSandbox } from '../../sandbox/app';
import { createPersona, walkTo } from '../../sandbox/backoffice/personas';
import { insertApplication } from '../../sandbox/platform/loans-store';
import { ledgerOf, loanTermsOf, recordLoanTerms, todayOf } from '../../sandbox/platform/transactions-loans';
import * as documents from '../../src/api/contract/documents';
import * as loans from '../../src/api/contract/loans';
import * as offers from '../../src/api/contract/offers';
import * as recovery from '../../src/api/contract/recovery';
import * as transactions from '../../src/api/contract/transactions';
import { failure, startS3, type S3Harness } from './documents-harness';

let h: S3Harness;
beforeAll(async () => {
  h = await startS3();
});
afterAll(() => h.close());

const DAY = 86_400_000;
const line = (body: string[], label: string) => body.find((l) => l.startsWith(`${label}: `));
const dues = (list: { purpose: string; amount_centavos: number }[]) => Object.fromEntries(list.map((d) => [d.purpose, d.amount_centavos]));

/**
 * A loan is booked from the offer the borrower accepted (approve-offer), by the platform's own pricing: the note, the
 * loan list, the loan view, the schedule, the transactions and the payoff all show the offer's figures.
 * ₱20,000 / 12 months / '1 Month', regular 2.99 %: 20,000 × 2.99 % × 12 = 7,176.00; total 27,176.00; 12 instalments,
 * 2,264.67 (first 8: principal 1,666.67 + interest 598.00) and 2,264.66 (last 4).
 */
describe('booking what was signed', () => {
  it('accept over HTTP, approve: the loan account, view, schedule, transactions and payoff show the offer', async () => {
    const b = await h.borrower();
    const app = await b.newApplication();
    const priced = await b.api(offers.generateOffers, {
      params: { applicationId: app },
      body: { amount_centavos: 2_000_000, tenure_months: 12, repayment_cycle: '1 Month', gross_monthly_salary_centavos: 3_000_000 },
    });
    const offer = priced.offers.find((o) => o.id === priced.best_offer_id)!;
    expect(offer).toMatchObject({ principal_centavos: 2_000_000, monthly_interest_percent: 2.99, total_repayment_centavos: 2_717_600, installment_count: 12, installment_amount_centavos: 226_467 });
    // No note before an offer is accepted.
    expect(await failure(b.api(documents.generateContract, { params: { applicationId: app } }))).toMatchObject({ httpStatus: 409, code: 'NO_ACCEPTED_OFFER' });

    expect((await b.api(loans.approveOffer, { params: { applicationId: app }, body: { offer_id: offer.id } })).status).toBe('OFFER_ACCEPTED');
    const note = (await b.api(documents.generateContract, { params: { applicationId: app } })).body;
    expect(line(note, 'Total to repay')).toBe('Total to repay: ₱27,176.00');
    expect(line(note, 'Instalment')).toBe("Instalment: ₱2,264.67 (1 Month), 12 instalments");

    walkTo(h.sandbox.ctx, app, 'PENDING_BORROWER_APPROVAL');
    // The final offer accepted but its note not signed: the application waits, and no loan is booked.
    expect((await b.api(loans.approveOffer, { params: { applicationId: app }, body: {} })).status).toBe('PENDING_BORROWER_APPROVAL');
    expect((await b.api(loans.listLoanProducts, {})).data.find((l) => l.application_id === app)).toBeUndefined();
    // Signing the note approves the loan and books it.
    await b.api(documents.generateContract, { params: { applicationId: app } });
    await b.api(documents.finalizeContract, { params: { applicationId: app } });
    expect((await b.api(loans.getApplication, { params: { applicationId: app } })).status).toBe('APPROVED');
    const booked = (await b.api(loans.listLoanProducts, {})).data.find((l) => l.application_id === app)!;
    expect(booked).toMatchObject({ status_code: 100, principal_centavos: 2_000_000, interest_rate: 2.99, tenure_months: 12, repayment_cycle: '1 Month', outstanding_balance_centavos: 2_717_600 });

    // Disbursed today (as tests/money does: no endpoint disburses).
    h.sandbox.ctx.db.prepare('UPDATE loan_accounts SET status_code = 300, disbursed_at = ? WHERE id = ?').run(new Date(h.sandbox.ctx.now()).toISOString(), booked.id);
    const loan = (await b.api(loans.listLoanProducts, {})).data.find((l) => l.id === booked.id)!;
    // Released today: no instalment is due, every centavo of interest is still waivable, so the payoff is the principal.
    expect(loan).toMatchObject({ status_code: 300, outstanding_balance_centavos: 2_717_600, payoff_centavos: 2_000_000 });
    const view = await b.api(loans.getLoanView, { params: { loanId: loan.id } });
    expect(view).toMatchObject({ paid_amount_centavos: 0, installment_amount_centavos: 226_467 });
    const schedule = (await b.api(transactions.loanSchedule, { params: { loanId: loan.id } })).schedule;
    expect(schedule).toHaveLength(12);
    expect(schedule.map((e) => e.amount_centavos)).toEqual([...Array<number>(8).fill(226_467), ...Array<number>(4).fill(226_466)]);
    expect(schedule.reduce((a, e) => a + e.amount_centavos, 0)).toBe(2_717_600);
    expect((await b.api(transactions.productTransactions, { params: { loanId: loan.id }, query: {} })).transactions).toEqual([]);
    const today = dues((await b.api(recovery.paymentDetails, { query: { loan_id: loan.id } })).dues);
    expect(today).toEqual({ ADMIN: 2_000_000 });

    // Released 32 days ago instead, nothing paid: the first instalment is past due; payoff = 27,176.00 − 11 × 598.00
    // (interest of the instalments not yet due) = 20,598.00.
    h.sandbox.ctx.db.prepare('UPDATE loan_accounts SET disbursed_at = ? WHERE id = ?').run(new Date(h.sandbox.ctx.now() - 32 * DAY).toISOString(), booked.id);
    const later = dues((await b.api(recovery.paymentDetails, { query: { loan_id: loan.id } })).dues);
    expect(later).toEqual({ RECOVERY: 2_717_600, DEDUCTION: 226_467, ADMIN: 2_059_800 });
  });

  it('the final offer is approved when its note is signed: at once for the terms signed already, after signing for others', async () => {
    // One borrower each (a borrower whose loan is being disbursed may not apply again).
    const signAt = async (months: number) => {
      const b = await h.borrower();
      const app = await b.newApplication();
      const priced = await b.api(offers.generateOffers, {
        params: { applicationId: app },
        body: { amount_centavos: 2_000_000, tenure_months: 12, repayment_cycle: '1 Month', gross_monthly_salary_centavos: 3_000_000 },
      });
      // The journey: the 12-month offer accepted and its note signed; the platform reviews it up to the final offer.
      await b.api(loans.approveOffer, { params: { applicationId: app }, body: { offer_id: priced.best_offer_id } });
      await b.api(documents.generateContract, { params: { applicationId: app } });
      await b.api(documents.finalizeContract, { params: { applicationId: app } });
      walkTo(h.sandbox.ctx, app, 'PENDING_BORROWER_APPROVAL');
      const chosen = priced.offers.find((o) => o.tenure_months === months)!;
      return { b, app, accepted: await b.api(loans.approveOffer, { params: { applicationId: app }, body: { offer_id: chosen.id } }) };
    };
    const booked = async ({ b, app }: { b: Awaited<ReturnType<typeof h.borrower>>; app: string }) => (await b.api(loans.listLoanProducts, {})).data.find((l) => l.application_id === app);

    // The same 12 months: the note signed shows these terms, so accepting approves and books the loan.
    const same = await signAt(12);
    expect(same.accepted.status).toBe('APPROVED');
    expect(await booked(same)).toMatchObject({ tenure_months: 12, outstanding_balance_centavos: 2_717_600 });

    // Six months instead: nothing is booked until the new note (six months) is signed.
    const other = await signAt(6);
    expect(other.accepted.status).toBe('PENDING_BORROWER_APPROVAL');
    expect(await booked(other)).toBeUndefined();
    const note = (await other.b.api(documents.generateContract, { params: { applicationId: other.app } })).body;
    expect(line(note, 'Total to repay')).toBe('Total to repay: ₱23,588.00');
    await other.b.api(documents.finalizeContract, { params: { applicationId: other.app } });
    expect((await other.b.api(loans.getApplication, { params: { applicationId: other.app } })).status).toBe('APPROVED');
    expect(await booked(other)).toMatchObject({ tenure_months: 6, outstanding_balance_centavos: 2_358_800 });
  });

  it("the back office's Disburse releases an approved loan today with the booked terms, once", async () => {
    const b = await h.borrower();
    const app = await b.newApplication();
    const priced = await b.api(offers.generateOffers, {
      params: { applicationId: app },
      body: { amount_centavos: 3_000_000, tenure_months: 6, repayment_cycle: '1 Month', gross_monthly_salary_centavos: 3_000_000 },
    });
    await b.api(loans.approveOffer, { params: { applicationId: app }, body: { offer_id: priced.best_offer_id } });
    walkTo(h.sandbox.ctx, app, 'PENDING_BORROWER_APPROVAL');
    await b.api(loans.approveOffer, { params: { applicationId: app }, body: {} });
    await b.api(documents.generateContract, { params: { applicationId: app } });
    await b.api(documents.finalizeContract, { params: { applicationId: app } });
    const listed = (await (await h.sandbox.app.request('/sandbox/api/loans')).json()) as { id: string; application_id: string; status_code: number; username: string }[];
    const booked = listed.find((l) => l.application_id === app)!;
    expect(booked.status_code).toBe(100);
    const released = await h.sandbox.app.request(`/sandbox/api/loans/${booked.id}/disburse`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: '{}' });
    expect(released.status, await released.clone().text()).toBe(200);
    // ₱30,000 × 2.99 % × 6 = 5,382.00; total 35,382.00; 6 × 5,897.00, the first due a month after today (Manila).
    expect(await released.json()).toMatchObject({ status_code: 300, principal_centavos: 3_000_000, interest_rate: 2.99, tenure_months: 6, outstanding_balance_centavos: 3_538_200 });
    const schedule = (await b.api(transactions.loanSchedule, { params: { loanId: booked.id } })).schedule;
    expect(schedule.map((e) => e.amount_centavos)).toEqual(Array<number>(6).fill(589_700));
    expect(loanTermsOf(h.sandbox.ctx, booked.id)?.released_on).toBe(todayOf(h.sandbox.ctx));
    // Released once: a second Disburse is refused and changes nothing.
    const again = await h.sandbox.app.request(`/sandbox/api/loans/${booked.id}/disburse`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: '{}' });
    expect(again.status).toBe(409);
    expect(((await again.json()) as { code: string }).code).toBe('NOT_TO_BE_DISBURSED');
  });

  it('a refinance pays off the payoff; booking it closes the old loan at ₱0.00 (600)', async () => {
    const ctx = h.sandbox.ctx;
    const persona = createPersona(ctx, 'refinance-eligible');
    const api = h.signIn(persona.userId);
    const source = (await api(loans.listLoanProducts, {})).data.find((l) => l.id === persona.loanId)!;
    // 30,000 semi-monthly at 2.99 %: 40,764.00 in 24 × 1,698.50; 8 paid, 16 left: balance 27,176.00, of which 16 × 448.50 =
    // 7,176.00 is interest of instalments not yet due: payoff 20,000.00.
    expect(source).toMatchObject({ interest_rate: 2.99, outstanding_balance_centavos: 2_717_600, payoff_centavos: 2_000_000 });
    expect(dues((await api(recovery.paymentDetails, { query: { loan_id: source.id } })).dues)).toEqual({ ADMIN: 2_000_000 });

    const app = await api(loans.createApplication, {
      body: { product_type: 'LOAN', application_type: 'REFINANCE', loan_amount_centavos: 3_000_000, tenure_months: 12, repayment_cycle: '1 Month', source_loan_id: source.id },
    });
    const priced = await api(offers.generateOffers, {
      params: { applicationId: app.id },
      body: { amount_centavos: 3_000_000, tenure_months: 12, repayment_cycle: '1 Month', gross_monthly_salary_centavos: 4_000_000 },
    });
    const offer = priced.offers.find((o) => o.id === priced.best_offer_id)!;
    // 30,000 − payoff 20,000 − fee 1,500 − bank 25 = 8,475.00 released.
    expect(offer).toMatchObject({ refinance: { kind: 'REFINANCE', payoff_centavos: 2_000_000 }, net_proceeds_centavos: 847_500 });
    await api(loans.approveOffer, { params: { applicationId: app.id }, body: { offer_id: offer.id } });
    walkTo(ctx, app.id, 'PENDING_BORROWER_APPROVAL');
    await api(loans.approveOffer, { params: { applicationId: app.id }, body: {} });
    await api(documents.generateContract, { params: { applicationId: app.id } });
    expect((await api(documents.finalizeContract, { params: { applicationId: app.id } })).promissory_note_status).toBe('FINAL');
    expect((await api(loans.getApplication, { params: { applicationId: app.id } })).status).toBe('APPROVED');

    const after = (await api(loans.listLoanProducts, {})).data;
    expect(after.find((l) => l.id === source.id)).toMatchObject({ status_code: 600, outstanding_balance_centavos: 0 });
    expect(after.find((l) => l.application_id === app.id)).toMatchObject({ status_code: 100, principal_centavos: 3_000_000, interest_rate: 2.99 });
    const posted = (await api(transactions.productTransactions, { params: { loanId: source.id }, query: {} })).transactions.map((t) => ({ type: t.type, amount: t.amount_centavos }));
    expect(posted).toContainEqual({ type: 'REFINANCE_PAYMENT', amount: 2_000_000 });
    expect(posted).toContainEqual({ type: 'INTEREST_WAIVE', amount: 717_600 });
    expect((await api(recovery.paymentDetails, { query: { loan_id: source.id } })).dues).toEqual([]);
  });

  it('personas are booked from an accepted offer at 2.99 %, and their notes have figures', async () => {
    const ctx = h.sandbox.ctx;
    const pastDue = createPersona(ctx, 'past-due');
    const api = h.signIn(pastDue.userId);
    const loan = (await api(loans.listLoanProducts, {})).data.find((l) => l.id === pastDue.loanId)!;
    expect(loan).toMatchObject({ principal_centavos: 3_000_000, interest_rate: 2.99, repayment_cycle: '1 Semi Month' });
    expect(dues((await api(recovery.paymentDetails, { query: { loan_id: loan.id } })).dues).DEDUCTION).toBe(450_000);

    const accepted = createPersona(ctx, 'resume-offer-accepted');
    const note = (await h.signIn(accepted.userId)(documents.generateContract, { params: { applicationId: accepted.applicationId! } })).body;
    expect(line(note, 'Total to repay')).toBe('Total to repay: ₱40,764.00');
    expect(line(note, 'Instalment')).toBe('Instalment: ₱1,698.50 (1 Semi Month), 24 instalments');

    // A saved point at document verification (OFFER_ACCEPTED): ₱25,000 × 2.99 % × 12 = 8,970.00; total 33,970.00;
    // 24 × (104,167 + 37,375 = 1,415.42) for the first 16, 1,415.41 after.
    const saved = createPersona(ctx, 'new-borrower', { at: 'documentVerification' });
    const savedNote = (await h.signIn(saved.userId)(documents.generateContract, { params: { applicationId: saved.applicationId! } })).body;
    expect(line(savedNote, 'Total to repay')).toBe('Total to repay: ₱33,970.00');
    expect(line(savedNote, 'Instalment')).toBe('Instalment: ₱1,415.42 (1 Semi Month), 24 instalments');
  });
});

describe('booking without an offer', () => {
  it('an insta-funds loan (never priced as an offer) is booked at its own rule: 2.5 % a month, 3 months, monthly, no fees', async () => {
    const ctx = h.sandbox.ctx;
    const persona = createPersona(ctx, 'quick-loan-active');
    // ₱5,000 × 2.5 % × 3 = 375.00; total 5,375.00 (not the regular 2.99 %).
    const app = insertApplication(ctx, { userId: persona.userId, companyId: 'cmp-sinag-retail', productType: 'QUICK_LOAN', applicationType: 'QUICK_LOAN', loanAmountCentavos: 500_000, tenureMonths: 3, repaymentCycle: '1 Semi Month' });
    walkTo(ctx, app.id, 'APPROVED');
    const loan = (await h.signIn(persona.userId)(loans.listLoanProducts, {})).data.find((l) => l.application_id === app.id)!;
    expect(loan).toMatchObject({ product_type: 'QUICK_LOAN', principal_centavos: 500_000, interest_rate: 2.5, tenure_months: 3, repayment_cycle: '1 Month', outstanding_balance_centavos: 537_500 });
  });
});

describe('Manila days', () => {
  it('at 2026-11-30T17:00Z (Dec 1, 01:00 in Manila) today is 2026-12-01, and what fell due on Nov 30 is past due', () => {
    let now = Date.parse('2026-11-30T15:59:59Z');
    const sandbox = createSandbox({ dbPath: ':memory:', storageDir: mkdtempSync(join(tmpdir(), 'lakbay-manila-')), origin: 'http://127.0.0.1', tokenTtlSeconds: 3600 }, () => now);
    try {
      const ctx = sandbox.ctx;
      recordLoanTerms(ctx, { loan_id: 'manila-1', user_id: 'u-1', principal: 300_000, monthly_interest_percent: 2.99, tenure_months: 3, repayment_cycle: '1 Month', released_on: '2026-10-30' });
      const ledger = () => ledgerOf(ctx, loanTermsOf(ctx, 'manila-1')!);
      // 23:59:59 on Nov 30 in Manila: the first instalment (due Nov 30) is due today, not past due.
      expect(todayOf(ctx)).toBe('2026-11-30');
      expect(ledger()).toMatchObject({ pastDue: 0, daysPastDue: 0, nextDue: { dueDate: '2026-11-30' } });
      now = Date.parse('2026-11-30T17:00:00Z');
      expect(todayOf(ctx)).toBe('2026-12-01');
      // 3,000 × 2.99 % × 3 = 269.10; 100,000 + 8,970 = 1,089.70 past due, one day; the next due is the one not yet past.
      expect(ledger()).toMatchObject({ pastDue: 108_970, daysPastDue: 1, oldestUnpaidDueDate: '2026-11-30', nextDue: { dueDate: '2026-12-30', amount: 108_970 } });
    } finally {
      sandbox.close();
    }
  });
});
