import * as v from 'valibot';
import type { SandboxContext } from '../context';
import { documentStatuses, livenessResults, qualityResults, type DocumentStatus, type LivenessResult, type QualityResult } from '../../src/api/contract/documents';
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
});
type NextOutcomes = v.InferOutput<typeof nextOutcomesSchema>;
type Kind = keyof NextOutcomes;
const kinds: Kind[] = ['liveness', 'documentQuality', 'documentStatus', 'payment'];

export function readNextOutcomes(ctx: SandboxContext): Record<Kind, string | null> {
  const rows = ctx.db.prepare('SELECT kind, value FROM next_outcomes').all() as { kind: Kind; value: string }[];
  const out = { liveness: null, documentQuality: null, documentStatus: null, payment: null } as Record<Kind, string | null>;
  for (const r of rows) out[r.kind] = r.value;
  return out;
}

export function setNextOutcomes(ctx: SandboxContext, input: NextOutcomes): void {
  ctx.db.transaction(() => {
    for (const kind of kinds) {
      const value = input[kind];
      if (value === undefined) continue;
      if (value === null) ctx.db.prepare('DELETE FROM next_outcomes WHERE kind = ?').run(kind);
      else ctx.db.prepare('INSERT INTO next_outcomes (kind, value) VALUES (?, ?) ON CONFLICT(kind) DO UPDATE SET value = excluded.value').run(kind, value);
    }
  })();
}

function consume(ctx: SandboxContext, kind: Kind): string | null {
  const row = ctx.db.prepare('DELETE FROM next_outcomes WHERE kind = ? RETURNING value').get(kind) as { value: string } | undefined;
  return row?.value ?? null;
}

export const takeLivenessOutcome = (ctx: SandboxContext): LivenessResult => (consume(ctx, 'liveness') as LivenessResult | null) ?? 'SUCCESS';
export const takePaymentOutcome = (ctx: SandboxContext): PaymentOutcome | null => consume(ctx, 'payment') as PaymentOutcome | null;

export function takeDocumentOutcome(ctx: SandboxContext): { status: DocumentStatus; quality: QualityResult | null } {
  const quality = consume(ctx, 'documentQuality');
  const status = consume(ctx, 'documentStatus') as DocumentStatus | null;
  if (quality && quality !== 'NONE') return { status: 'INVALID', quality: quality as QualityResult };
  return { status: status ?? 'PENDING', quality: null };
}

/** GET/POST /sandbox/api/next-outcomes (JSON, for the back office page, the CLI and e2e tests). */
export function registerNextOutcomeRoutes(ctx: SandboxContext): void {
  ctx.app.get('/sandbox/api/next-outcomes', (c) => c.json(readNextOutcomes(ctx)));
  ctx.app.post('/sandbox/api/next-outcomes', async (c) => {
    try {
      setNextOutcomes(ctx, await validBody(c, nextOutcomesSchema));
      return c.json(readNextOutcomes(ctx));
    } catch (e) {
      return errorResponse(c, e);
    }
  });
}
