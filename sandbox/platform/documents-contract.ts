import { randomUUID } from 'node:crypto';
import type { SandboxContext, SignedInUser } from '../context';
import type { LoanContract } from '../../src/api/contract/documents';
import { peso as formatPeso } from '../pricing';
import { acceptedOffer, currentOffer, recordAcceptance } from './offers-store';
import { HttpError } from './serve';

interface ContractRow {
  application_id: string;
  contract_id: string;
  user_id: string;
  status: 'PENDING' | 'FINAL';
  body: string;
  generated_at: string;
  finalized_at: string | null;
}

const toContract = (r: ContractRow): LoanContract => ({
  contract_id: r.contract_id,
  application_id: r.application_id,
  promissory_note_status: r.status,
  body: JSON.parse(r.body) as string[],
  generated_at: r.generated_at,
  finalized_at: r.finalized_at,
});

/**
 * The borrower's name as the application gives it (personal details), else as the profile holds it; never the phone
 * number or an id. null when neither is known yet.
 */
function borrowerName(ctx: SandboxContext, userId: string, applicationId: string): string | null {
  const json = ctx.db.prepare("SELECT answers FROM application_steps WHERE application_id = ? AND step = 'personal-details'").pluck().get(applicationId) as string | undefined;
  const answers = json ? (JSON.parse(json) as Record<string, string | undefined>) : {};
  const profile = ctx.db.prepare('SELECT first_name, middle_name, last_name FROM profiles WHERE user_id = ?').get(userId) as Record<string, string | null> | undefined;
  const part = (key: string) => (answers[key] ?? '').trim() || (profile?.[key] ?? '').trim();
  const name = [part('first_name'), part('middle_name'), part('last_name')].filter(Boolean).join(' ');
  return name || null;
}

const refinanceWords = { REFINANCE: 'refinance', RECOVERY_REFINANCE: 'recovery refinance' } as const;

const noAcceptedOffer = () =>
  new HttpError(409, 'NO_ACCEPTED_OFFER', 'There is no accepted offer for this application yet. Go back to your loan offer and accept it.');

/**
 * The note: its title names the loan (product and amount), the borrower by name, then the figures with the same
 * labels the offer and review use (a refinance adds the balance paid off), then the promise to pay. Built from the
 * accepted offer only: none accepted yet is 409 NO_ACCEPTED_OFFER, never a note without figures. Offers priced again
 * since the acceptance (a salary or bank edit, a promo) are accepted as the selected one now, so the note, and the
 * loan booked from the same record (migration 540), always show what is signed.
 */
function noteLines(ctx: SandboxContext, user: SignedInUser, applicationId: string): string[] {
  if (!acceptedOffer(ctx, applicationId)) throw noAcceptedOffer();
  recordAcceptance(ctx, applicationId);
  const offer = currentOffer(ctx, applicationId);
  if (!offer) throw noAcceptedOffer();
  const borrower = `Borrower: ${borrowerName(ctx, user.id, applicationId) ?? 'the applicant named in this application'}`;
  const product = offer.refinance ? `${offer.pricing_name} ${refinanceWords[offer.refinance.kind]}` : offer.pricing_name;
  const waived = (type: string) => offer.discounts.find((d) => d.type === type);
  const fee = (amount: number, type: string) => {
    const w = waived(type);
    return w ? `${formatPeso(amount)} (${formatPeso(w.amount_centavos)} waived)` : formatPeso(amount);
  };
  return [
    `Promissory note: ${product} of ${formatPeso(offer.principal_centavos)}`,
    borrower,
    `Loan amount: ${formatPeso(offer.principal_centavos)}`,
    ...(offer.refinance ? [`Current balance paid off: ${formatPeso(offer.refinance.payoff_centavos)}`] : []),
    `Service fee: ${fee(offer.service_fee_centavos, 'SERVICE_FEE_DISCOUNT')}`,
    `Bank fee: ${fee(offer.bank_fee_centavos, 'BANK_FEE_DISCOUNT')}`,
    `You receive: ${formatPeso(offer.net_proceeds_centavos)}`,
    `Interest: ${offer.monthly_interest_percent}% a month for ${offer.tenure_months} months (${formatPeso(offer.total_interest_centavos)})`,
    `Instalment: ${formatPeso(offer.installment_amount_centavos)} (${offer.repayment_cycle}), ${offer.installment_count} instalments`,
    `Total to repay: ${formatPeso(offer.total_repayment_centavos)}`,
    `For value received, I promise to pay ${formatPeso(offer.total_repayment_centavos)} in ${offer.installment_count} instalments of up to ${formatPeso(offer.installment_amount_centavos)} (${offer.repayment_cycle}).`,
    ...(offer.refinance
      ? [`Of the loan amount, ${formatPeso(offer.refinance.payoff_centavos)} pays off my current loan in full; ${formatPeso(offer.net_proceeds_centavos)} is released to me.`]
      : [`Net proceeds to be released: ${formatPeso(offer.net_proceeds_centavos)}.`]),
  ];
}

function find(ctx: SandboxContext, user: SignedInUser, applicationId: string): ContractRow | undefined {
  const row = ctx.db.prepare('SELECT * FROM contracts WHERE application_id = ?').get(applicationId) as ContractRow | undefined;
  if (row && row.user_id !== user.id) throw new HttpError(404, 'APPLICATION_NOT_FOUND', 'We could not find this application. Go back to Home and open it again.');
  return row;
}

/** Is the application's note signed, and does it show the accepted offer's terms (a signature for what is booked)? */
export function signedForAcceptedTerms(ctx: SandboxContext, user: SignedInUser, applicationId: string): boolean {
  const existing = find(ctx, user, applicationId);
  return existing?.status === 'FINAL' && !!acceptedOffer(ctx, applicationId) && existing.body === JSON.stringify(noteLines(ctx, user, applicationId));
}

/**
 * Generates (or refreshes, while still PENDING) the promissory note from the accepted offer. A signed note stays as
 * it is (409 CONTRACT_FINAL) while it shows the accepted terms; once another offer is accepted (pending borrower
 * approval takes a different one) the signed note no longer shows what the loan is booked with, so a new note is
 * generated, PENDING, to be signed again.
 */
export function generateContract(ctx: SandboxContext, user: SignedInUser, applicationId: string): LoanContract {
  const existing = find(ctx, user, applicationId);
  const signed = () => new HttpError(409, 'CONTRACT_FINAL', 'This promissory note is already signed and cannot be changed.');
  if (existing?.status === 'FINAL' && !acceptedOffer(ctx, applicationId)) throw signed();
  const now = new Date(ctx.now()).toISOString();
  const body = JSON.stringify(noteLines(ctx, user, applicationId));
  if (existing?.status === 'FINAL' && existing.body === body) throw signed();
  ctx.db
    .prepare(`INSERT INTO contracts (application_id, contract_id, user_id, status, body, generated_at) VALUES (?, ?, ?, 'PENDING', ?, ?)
      ON CONFLICT(application_id) DO UPDATE SET body = excluded.body, generated_at = excluded.generated_at,
        contract_id = CASE WHEN contracts.status = 'FINAL' THEN excluded.contract_id ELSE contracts.contract_id END,
        status = 'PENDING', finalized_at = NULL`)
    .run(applicationId, randomUUID(), user.id, body, now);
  return toContract(find(ctx, user, applicationId) as ContractRow);
}

/** PENDING -> FINAL. Finalizing twice answers the same signed note (a double tap must not fail). */
export function finalizeContract(ctx: SandboxContext, user: SignedInUser, applicationId: string): LoanContract {
  const existing = find(ctx, user, applicationId);
  if (!acceptedOffer(ctx, applicationId)) throw noAcceptedOffer();
  if (!existing) throw new HttpError(409, 'CONTRACT_NOT_GENERATED', 'The promissory note is not ready yet. Open the promissory notes again.');
  if (existing.status === 'PENDING') {
    ctx.db.prepare("UPDATE contracts SET status = 'FINAL', finalized_at = ? WHERE application_id = ?").run(new Date(ctx.now()).toISOString(), applicationId);
  }
  return toContract(find(ctx, user, applicationId) as ContractRow);
}

export function getContract(ctx: SandboxContext, user: SignedInUser, applicationId: string): LoanContract {
  const existing = find(ctx, user, applicationId);
  if (!existing) throw new HttpError(404, 'CONTRACT_NOT_FOUND', 'There is no promissory note for this application yet.');
  return toContract(existing);
}
