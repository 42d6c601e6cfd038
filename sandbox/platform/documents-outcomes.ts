import * as v from 'valibot';
import type { SandboxContext } from '../context';
import { documentStatuses, livenessResults, qualityResults, type DocumentStatus, type LivenessResult, type QualityResult } from '../../src/api/contract/documents';
import { faultUserKey } from './faults';
import { errorResponse, validBody } from './serve';

/**
 * Back office: what the next liveness check, document upload and provider payment will produce. Each is used
 * once, then the default returns (liveness SUCCESS, document PENDING with no quality issue, payment decided on
 * the provider page), so a QA session never leaves a trap for the next one.
 */
export const paymentOutcomes = ['SUCCESSFUL', 'FAILED', 'CANCELLED', 'NEVER_ANSWER'] as const;
export type PaymentOutcome = (typeof paymentOutcomes)[number];

export const nextOutcomesSchema = v.object({
  liveness: v.optional(v.nullable(v.picklist(livenessResults))),
  /** 'NONE' = the image passes; a code = the document comes back INVALID with that quality result. */
  documentQuality: v.optional(v.nullable(v.picklist([...qualityResults, 'NONE']))),
  /** Status for the next document that passes the quality check (default PENDING). */
  documentStatus: v.optional(v.nullable(v.picklist(documentStatuses))),
  /** Applied as soon as the borrower reaches the provider page, instead of waiting for a click. */
  payment: v.optional(v.nullable(v.picklist(paymentOutcomes))),
  /**
   * One borrower's next outcomes only (a phone number, e-mail, username or sub, resolved as for faults): another
   * borrower's next selfie or upload is not theirs to take. Without it: the next of anyone's.
   */
  user: v.optional(v.pipe(v.string('Give the borrower as a phone number, e-mail or sub.'), v.trim(), v.nonEmpty('Give the borrower as a phone number, e-mail or sub.'))),
});
type NextOutcomes = Omit<v.InferOutput<typeof nextOutcomesSchema>, 'user'>;
type Kind = keyof NextOutcomes;
const kinds: Kind[] = ['liveness', 'documentQuality', 'documentStatus', 'payment'];

/** The next outcomes of anyone (global), or of one borrower (`userKey`: their id, as faultUserKey resolves it). */
export function readNextOutcomes(ctx: SandboxContext, userKey?: string): Record<Kind, string | null> {
  const rows = (
    userKey === undefined
      ? ctx.db.prepare('SELECT kind, value FROM next_outcomes').all()
      : ctx.db.prepare('SELECT kind, value FROM user_next_outcomes WHERE user_key = ?').all(userKey)
  ) as { kind: Kind; value: string }[];
  const out = { liveness: null, documentQuality: null, documentStatus: null, payment: null } as Record<Kind, string | null>;
  for (const r of rows) out[r.kind] = r.value;
  return out;
}

export function setNextOutcomes(ctx: SandboxContext, input: NextOutcomes, userKey?: string): void {
  ctx.db.transaction(() => {
    for (const kind of kinds) {
      const value = input[kind];
      if (value === undefined) continue;
      if (userKey !== undefined) {
        if (value === null) ctx.db.prepare('DELETE FROM user_next_outcomes WHERE kind = ? AND user_key = ?').run(kind, userKey);
        else ctx.db.prepare('INSERT INTO user_next_outcomes (kind, user_key, value) VALUES (?, ?, ?) ON CONFLICT(kind, user_key) DO UPDATE SET value = excluded.value').run(kind, userKey, value);
      } else if (value === null) ctx.db.prepare('DELETE FROM next_outcomes WHERE kind = ?').run(kind);
      else ctx.db.prepare('INSERT INTO next_outcomes (kind, value) VALUES (?, ?) ON CONFLICT(kind) DO UPDATE SET value = excluded.value').run(kind, value);
    }
  })();
}

/** The borrower's own next outcome first (when the call names them), else the global one; used once. */
function consume(ctx: SandboxContext, kind: Kind, userId?: string): string | null {
  const own = userId === undefined ? undefined : (ctx.db.prepare('DELETE FROM user_next_outcomes WHERE kind = ? AND user_key = ? RETURNING value').get(kind, userId) as { value: string } | undefined);
  const row = own ?? (ctx.db.prepare('DELETE FROM next_outcomes WHERE kind = ? RETURNING value').get(kind) as { value: string } | undefined);
  return row?.value ?? null;
}

export const takeLivenessOutcome = (ctx: SandboxContext, userId?: string): LivenessResult => (consume(ctx, 'liveness', userId) as LivenessResult | null) ?? 'SUCCESS';
export const takePaymentOutcome = (ctx: SandboxContext): PaymentOutcome | null => consume(ctx, 'payment') as PaymentOutcome | null;

export function takeDocumentOutcome(ctx: SandboxContext, userId?: string): { status: DocumentStatus; quality: QualityResult | null } {
  const quality = consume(ctx, 'documentQuality', userId);
  const status = consume(ctx, 'documentStatus', userId) as DocumentStatus | null;
  if (quality && quality !== 'NONE') return { status: 'INVALID', quality: quality as QualityResult };
  return { status: status ?? 'PENDING', quality: null };
}

/** GET/POST /sandbox/api/next-outcomes (JSON, for the back office page, the CLI and e2e tests). */
export function registerNextOutcomeRoutes(ctx: SandboxContext): void {
  // ?user=… reads one borrower's own next outcomes.
  ctx.app.get('/sandbox/api/next-outcomes', (c) => {
    const user = c.req.query('user')?.trim();
    return c.json(readNextOutcomes(ctx, user ? faultUserKey(ctx, user) : undefined));
  });
  ctx.app.post('/sandbox/api/next-outcomes', async (c) => {
    try {
      const { user, ...outcomes } = await validBody(c, nextOutcomesSchema);
      const key = user === undefined ? undefined : faultUserKey(ctx, user);
      setNextOutcomes(ctx, outcomes, key);
      return c.json(readNextOutcomes(ctx, key));
    } catch (e) {
      return errorResponse(c, e);
    }
  });
}
