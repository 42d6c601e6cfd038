import { randomUUID } from 'node:crypto';
import type { SandboxContext, SignedInUser } from '../context';
import type { LoanContract } from '../../src/api/contract/documents';
import { formatPeso } from '../../src/domain/money';
import { currentOffer } from './offers-store';
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

function noteLines(ctx: SandboxContext, user: SignedInUser, applicationId: string): string[] {
  const offer = currentOffer(ctx, applicationId);
  const lines = [`PROMISSORY NOTE — application ${applicationId}`, `Borrower: ${user.username}`];
  if (!offer) return [...lines, 'The loan terms will appear here once an offer is accepted.'];
  return [
    ...lines,
    `For value received, I promise to pay ${formatPeso(offer.total_repayment_centavos)} in ${offer.installment_count} instalments of up to ${formatPeso(offer.installment_amount_centavos)} (${offer.repayment_cycle}).`,
    `Principal ${formatPeso(offer.principal_centavos)}; interest ${offer.monthly_interest_percent}% a month for ${offer.tenure_months} months; service fee ${formatPeso(offer.service_fee_centavos)}.`,
    `Net proceeds to be released: ${formatPeso(offer.net_proceeds_centavos)}.`,
  ];
}

function find(ctx: SandboxContext, user: SignedInUser, applicationId: string): ContractRow | undefined {
  const row = ctx.db.prepare('SELECT * FROM contracts WHERE application_id = ?').get(applicationId) as ContractRow | undefined;
  if (row && row.user_id !== user.id) throw new HttpError(404, 'APPLICATION_NOT_FOUND', 'We could not find this application. Go back to Home and open it again.');
  return row;
}

/** Generates (or refreshes, while still PENDING) the promissory note from the selected offer. */
export function generateContract(ctx: SandboxContext, user: SignedInUser, applicationId: string): LoanContract {
  const existing = find(ctx, user, applicationId);
  if (existing?.status === 'FINAL') throw new HttpError(409, 'CONTRACT_FINAL', 'This promissory note is already signed and cannot be changed.');
  const now = new Date(ctx.now()).toISOString();
  const body = JSON.stringify(noteLines(ctx, user, applicationId));
  ctx.db
    .prepare(`INSERT INTO contracts (application_id, contract_id, user_id, status, body, generated_at) VALUES (?, ?, ?, 'PENDING', ?, ?)
      ON CONFLICT(application_id) DO UPDATE SET body = excluded.body, generated_at = excluded.generated_at`)
    .run(applicationId, randomUUID(), user.id, body, now);
  return toContract(find(ctx, user, applicationId) as ContractRow);
}

/** PENDING -> FINAL. Finalizing twice answers the same signed note (a double tap must not fail). */
export function finalizeContract(ctx: SandboxContext, user: SignedInUser, applicationId: string): LoanContract {
  const existing = find(ctx, user, applicationId);
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
