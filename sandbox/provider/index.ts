import type { Module, SandboxContext } from '../context';
import type { PaymentStatus } from '../../src/api/contract/recovery';
import { takePaymentOutcome, type PaymentOutcome } from '../platform/documents-outcomes';
import { findPayment, settlePayment, type PaymentRow } from '../platform/recovery-store';
import { endedPage, notFoundPage, paymentPage, providerCss } from './page';

const decisions: Record<string, PaymentOutcome> = { approve: 'SUCCESSFUL', decline: 'FAILED', cancel: 'CANCELLED', never: 'NEVER_ANSWER' };

const callbackUrl = (ctx: SandboxContext, p: PaymentRow) => `${ctx.config.origin}/recovery/callback?payment_id=${encodeURIComponent(p.id)}`;

/** No script at all; styles only from our own stylesheet; forms post here and redirect back to the app. */
function headers(ctx: SandboxContext): Record<string, string> {
  return {
    'content-type': 'text/html; charset=utf-8',
    'content-security-policy': `default-src 'none'; style-src 'self'; form-action 'self' ${ctx.config.origin}; frame-ancestors 'none'; base-uri 'none'`,
    'x-content-type-options': 'nosniff',
    // Never leak the payment URL to other sites, but keep the page's origin on its own form posts (with no-referrer
    // the browser sends `Origin: null`, which the sandbox's origin guard rightly refuses).
    'referrer-policy': 'same-origin',
    'cache-control': 'no-store',
  };
}

/** Applies a decision: NEVER_ANSWER leaves the payment PROCESSING for good (the app's time limit takes over). */
function decide(ctx: SandboxContext, p: PaymentRow, outcome: PaymentOutcome): void {
  if (outcome !== 'NEVER_ANSWER') settlePayment(ctx, p.id, outcome satisfies PaymentStatus);
}

/**
 * Payment-provider pages for GCash (GCH), Maya (PMY) and GoTyme (GTME): the submit-payment auth link lands on
 * GET /sandbox/provider/:code/:paymentId, where a tester approves, declines, cancels or lets it hang.
 */
export const registerProviderPages: Module = (ctx) => {
  ctx.app.get('/sandbox/provider/assets/provider.css', (c) =>
    c.body(providerCss, 200, { 'content-type': 'text/css; charset=utf-8', 'cache-control': 'no-cache' }),
  );

  ctx.app.get('/sandbox/provider/:code/:paymentId', (c) => {
    const p = findPayment(ctx, c.req.param('paymentId'));
    if (!p || p.provider_code !== c.req.param('code')) return c.body(notFoundPage(), 404, headers(ctx));
    if (p.status === 'PENDING') settlePaymentToProcessing(ctx, p);
    const preset = p.status === 'PENDING' || p.status === 'PROCESSING' ? takePaymentOutcome(ctx) : null;
    if (preset) {
      decide(ctx, p, preset);
      return c.redirect(callbackUrl(ctx, p), 303);
    }
    const current = findPayment(ctx, p.id) ?? p;
    if (current.status !== 'PROCESSING') return c.body(endedPage(current, callbackUrl(ctx, current)), 200, headers(ctx));
    return c.body(paymentPage(current), 200, headers(ctx));
  });

  ctx.app.post('/sandbox/provider/:code/:paymentId', async (c) => {
    const p = findPayment(ctx, c.req.param('paymentId'));
    if (!p || p.provider_code !== c.req.param('code')) return c.body(notFoundPage(), 404, headers(ctx));
    const form = await c.req.parseBody().catch(() => ({}) as Record<string, unknown>);
    const outcome = decisions[String(form.decision ?? '')];
    if (!outcome) return c.body(paymentPage(p), 400, headers(ctx));
    decide(ctx, p, outcome);
    return c.redirect(callbackUrl(ctx, p), 303);
  });
};

/** Reaching the provider means the payment is in flight. */
function settlePaymentToProcessing(ctx: SandboxContext, p: PaymentRow): void {
  ctx.db.prepare("UPDATE payments SET status = 'PROCESSING', updated_at = ? WHERE id = ? AND status = 'PENDING'").run(new Date(ctx.now()).toISOString(), p.id);
}
