import type { PaymentRow } from '../platform/recovery-store';
import { methodInfo } from '../platform/recovery-store';
import { peso as formatPeso } from '../pricing';

const escape = (s: string) => s.replace(/[&<>"']/g, (ch) => `&#${ch.charCodeAt(0)};`);

const layout = (title: string, body: string) => `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escape(title)}</title>
<link rel="stylesheet" href="/sandbox/provider/assets/provider.css">
</head>
<body>
<main class="card" aria-labelledby="title">
${body}
</main>
</body>
</html>`;

/** The sandbox stand-in for a provider's authorisation page: one form, four decisions, no script. */
export function paymentPage(p: PaymentRow): string {
  const name = methodInfo[p.method].name;
  const action = `/sandbox/provider/${encodeURIComponent(p.provider_code)}/${encodeURIComponent(p.id)}`;
  return layout(`${name} — authorise payment`, `
<p class="badge">Sandbox payment provider · ${escape(p.provider_code)}</p>
<h1 id="title">Pay with ${escape(name)}</h1>
<dl>
  <dt>Amount</dt><dd>${formatPeso(p.amount)}</dd>
  <dt>Fee</dt><dd>${formatPeso(p.fee)}</dd>
  <dt>Total</dt><dd><strong>${formatPeso(p.amount + p.fee)}</strong></dd>
  <dt>Reference</dt><dd>${escape(p.reference)}</dd>
</dl>
<form method="post" action="${action}">
  <button type="submit" name="decision" value="approve" class="approve">Approve</button>
  <button type="submit" name="decision" value="decline" class="decline">Decline</button>
  <button type="submit" name="decision" value="cancel">Cancel</button>
  <button type="submit" name="decision" value="never" class="quiet">Never answer</button>
</form>
<p class="hint">"Never answer" returns to Lakbay while the payment stays PROCESSING, like a provider that never confirms.</p>`);
}

export function endedPage(p: PaymentRow, callbackUrl: string): string {
  return layout('Payment already handled', `
<h1 id="title">This payment is already ${escape(p.status.toLowerCase())}</h1>
<p>Reference ${escape(p.reference)}.</p>
<p><a href="${escape(callbackUrl)}">Return to Lakbay</a></p>`);
}

export function notFoundPage(): string {
  return layout('Payment not found', `
<h1 id="title">We could not find this payment</h1>
<p>Go back to Lakbay and start the payment again.</p>`);
}

export const providerCss = `
:root { font-family: system-ui, sans-serif; color: #1b1b1f; background: #f1f3f8; }
body { margin: 0; min-height: 100vh; display: grid; place-items: center; }
.card { background: #fff; border-radius: 12px; padding: 24px; max-width: 420px; width: calc(100% - 32px); box-shadow: 0 2px 12px rgb(0 0 0 / 0.08); }
.badge { font-size: 12px; text-transform: uppercase; letter-spacing: 0.05em; color: #5a5a66; }
dl { display: grid; grid-template-columns: auto 1fr; gap: 8px 16px; }
dd { margin: 0; text-align: right; }
form { display: grid; gap: 8px; margin-top: 16px; }
button { min-height: 48px; font-size: 16px; border-radius: 8px; border: 1px solid #c5c6d0; background: #fff; cursor: pointer; }
button:focus-visible { outline: 3px solid #1a56db; outline-offset: 2px; }
.approve { background: #0a7c42; border-color: #0a7c42; color: #fff; }
.decline { background: #b3261e; border-color: #b3261e; color: #fff; }
.quiet { color: #5a5a66; }
.hint { font-size: 14px; color: #5a5a66; }
`;
