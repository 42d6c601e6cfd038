import type { SandboxContext } from '../context';
import { applicationStatuses } from '../../src/api/contract/loans';
import { backOfficeNext } from '../platform/loans-status';
import type { ApplicationStatus } from '../../src/api/contract/loans';
import { faultGroups, faultStatuses } from './api';
import { personaKinds } from './personas';
import { listSessions } from '../replay/store';
import { builtDir, staticDirs } from './static-dirs';
import { readSsoFault, ssoFaults } from '../learning/handoff';

const esc = (s: unknown) =>
  String(s ?? '').replace(/[&<>"']/g, (ch) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[ch]!);
const options = (values: readonly (string | number)[]) => values.map((x) => `<option value="${esc(x)}">${esc(x)}</option>`).join('');

/**
 * The back office page, rendered on the server. No inline script or style (the CSP forbids them): behaviour is
 * /sandbox/assets/backoffice.js, which posts to /sandbox/api/* and reloads.
 */
export function renderBackOffice(ctx: SandboxContext): string {
  const apps = ctx.db
    .prepare(`SELECT a.id, a.status, a.application_type, a.product_type, a.updated_at, u.username FROM applications a JOIN users u ON u.id = a.user_id ORDER BY a.updated_at DESC, a.rowid DESC LIMIT 100`)
    .all() as { id: string; status: ApplicationStatus; application_type: string; product_type: string; updated_at: string; username: string }[];
  const users = ctx.db
    .prepare(`SELECT u.id, u.username, u.created_at, p.company_id FROM users u LEFT JOIN profiles p ON p.user_id = u.id ORDER BY u.created_at DESC, u.rowid DESC LIMIT 100`)
    .all() as { id: string; username: string; created_at: string; company_id: string | null }[];
  const toDisburse = ctx.db
    .prepare(`SELECT l.id, l.principal_centavos, l.tenure_months, l.repayment_cycle, l.interest_rate, u.username FROM loan_accounts l JOIN users u ON u.id = l.user_id WHERE l.status_code IN (100, 200) ORDER BY l.created_at DESC LIMIT 100`)
    .all() as { id: string; principal_centavos: number; tenure_months: number; repayment_cycle: string; interest_rate: number; username: string }[];
  const inbox = ctx.db.prepare('SELECT recipient, code, purpose, sent_at FROM inbox ORDER BY id DESC LIMIT 30').all() as { recipient: string; code: string; purpose: string; sent_at: string }[];
  const replays = listSessions(ctx, 30);
  const faults = ctx.db.prepare('SELECT * FROM faults ORDER BY call_group').all() as { call_group: string; kind: string; http_status: number | null; latency_ms: number | null; remaining: number | null }[];

  const appRows = apps.map((a) => {
    const next = backOfficeNext(a.status);
    const move = next.length
      ? `<form class="js-move" data-id="${esc(a.id)}"><label class="sr-only" for="to-${esc(a.id)}">Move to</label><select id="to-${esc(a.id)}" name="status">${options(next)}</select> <button>Move</button></form>`
      : '<span class="muted">final</span>';
    return `<tr><td><code>${esc(a.id)}</code></td><td>${esc(a.username)}</td><td>${esc(a.product_type)} / ${esc(a.application_type)}</td><td><strong>${esc(a.status)}</strong></td><td>${move}</td></tr>`;
  }).join('');

  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>Lakbay sandbox — back office</title><link rel="icon" href="data:,"><link rel="stylesheet" href="/sandbox/assets/backoffice.css">
<script type="module" src="/sandbox/assets/backoffice.js"></script></head>
<body><header><h1>Lakbay sandbox back office</h1><p>Local stand-in of the lending platform. JSON API under <code>/sandbox/api</code>.</p>
<nav aria-label="Tools"><ul>${toolLinks(ctx.config.toolsRoot ?? process.cwd())}</ul></nav></header>
<main>
<p id="status" role="status" aria-live="polite"></p>
<section aria-labelledby="h-personas"><h2 id="h-personas">Personas</h2>
<form class="js-persona"><label for="persona-kind">Kind</label> <select id="persona-kind" name="kind">${options(personaKinds)}</select> <button>Create persona</button></form>
<pre id="persona-result" aria-live="polite"></pre></section>
<section aria-labelledby="h-apps"><h2 id="h-apps">Applications</h2>
<p class="muted">Only allowed transitions are offered (statuses: ${esc(applicationStatuses.join(', '))}).</p>
<table><thead><tr><th scope="col">Id</th><th scope="col">Borrower</th><th scope="col">Product</th><th scope="col">Status</th><th scope="col">Move</th></tr></thead><tbody>${appRows || '<tr><td colspan="5">No applications yet.</td></tr>'}</tbody></table></section>
<section aria-labelledby="h-disburse"><h2 id="h-disburse">Loans to be disbursed</h2>
<p class="muted">Approved loans wait here until the lender releases the money; Disburse starts the schedule today (Manila), from the terms booked at approval.</p>
<table><thead><tr><th scope="col">Loan</th><th scope="col">Borrower</th><th scope="col">Terms</th><th scope="col">Release</th></tr></thead><tbody>${toDisburse.map((l) => `<tr><td><code>${esc(l.id)}</code></td><td>${esc(l.username)}</td><td>${esc((l.principal_centavos / 100).toFixed(2))} pesos, ${esc(l.tenure_months)} months, ${esc(l.repayment_cycle)}, ${esc(l.interest_rate)}% a month</td><td><button class="js-disburse" data-id="${esc(l.id)}">Disburse</button></td></tr>`).join('') || '<tr><td colspan="4">No loan is waiting to be disbursed.</td></tr>'}</tbody></table></section>
<section aria-labelledby="h-faults"><h2 id="h-faults">Fault injection</h2>
<form class="js-fault"><label for="f-group">Call group</label> <select id="f-group" name="group">${options(faultGroups)}</select>
<label for="f-kind">Kind</label> <select id="f-kind" name="kind">${options(['status', 'latency', 'drop', 'malformed'])}</select>
<label for="f-status">HTTP status</label> <select id="f-status" name="http_status">${options(faultStatuses)}</select>
<label for="f-latency">Latency (ms)</label> <input id="f-latency" name="latency_ms" type="number" min="1" max="60000" value="2000">
<label for="f-remaining">Times (empty = until cleared)</label> <input id="f-remaining" name="remaining" type="number" min="1">
<button>Set fault</button></form>
<ul>${faults.map((f) => `<li><strong>${esc(f.call_group)}</strong>: ${esc(f.kind)} ${esc(f.http_status ?? f.latency_ms ?? '')}${f.remaining ? ` (${esc(f.remaining)} left)` : ''} <button class="js-clear" data-group="${esc(f.call_group)}">Clear</button></li>`).join('') || '<li>No faults.</li>'}</ul></section>
<section aria-labelledby="h-learning"><h2 id="h-learning">Fintelligence single sign-on</h2>
<p>The next sign-in to the learning platform: refused by the platform, handed an expired token, or left to time out (used once). Now: <strong>${esc(readSsoFault(ctx) ?? 'succeeds')}</strong>.</p>
<form class="js-learning-fault"><label for="l-kind">Next sign-in</label> <select id="l-kind" name="kind"><option value="">succeeds</option>${options(ssoFaults)}</select> <button>Set</button></form></section>
<section aria-labelledby="h-inbox"><h2 id="h-inbox">OTP inbox</h2>
<table><thead><tr><th scope="col">To</th><th scope="col">Code</th><th scope="col">Purpose</th><th scope="col">Sent</th></tr></thead><tbody>${inbox.map((m) => `<tr><td>${esc(m.recipient)}</td><td><code>${esc(m.code)}</code></td><td>${esc(m.purpose)}</td><td>${esc(m.sent_at)}</td></tr>`).join('') || '<tr><td colspan="4">Nothing sent yet.</td></tr>'}</tbody></table></section>
<section aria-labelledby="h-replays"><h2 id="h-replays">Session replays</h2>
<p>15 % of sessions are recorded, text and inputs masked. Open the app in this tab <a href="/sandbox/replay/sample?record=on&amp;next=/login">with recording on</a>, <a href="/sandbox/replay/sample?record=off&amp;next=/login">off</a> or <a href="/sandbox/replay/sample?record=auto&amp;next=/login">sampled at random</a>. JSON: <code>/sandbox/api/replays</code>.</p>
<table><thead><tr><th scope="col">Session</th><th scope="col">Events</th><th scope="col">Page loads</th><th scope="col">Size</th><th scope="col">Last received</th></tr></thead><tbody>${replays.map((r) => `<tr><td><a href="/sandbox/api/replays/${esc(r.session_id)}"><code>${esc(r.session_id)}</code></a></td><td>${esc(r.events)}</td><td>${esc(r.full_snapshots)}</td><td>${esc(Math.ceil(r.bytes / 1024))} KB</td><td>${esc(r.last_received_at)}</td></tr>`).join('') || '<tr><td colspan="5">No session recorded yet.</td></tr>'}</tbody></table></section>
<section aria-labelledby="h-insights"><h2 id="h-insights">Drop-off</h2><p>Where borrowers leave each chart, from the collected analytics: <a href="/sandbox/insights">drop-off by chart state</a> (filters: <code>?journey=newLoan&amp;device=Mobile&amp;from=ISO&amp;to=ISO&amp;window=30</code>). JSON: <code>/sandbox/api/insights</code>.</p></section>
<section aria-labelledby="h-users"><h2 id="h-users">Users</h2>
<table><thead><tr><th scope="col">Username</th><th scope="col">Company</th><th scope="col">Created</th></tr></thead><tbody>${users.map((u) => `<tr><td>${esc(u.username)}</td><td>${esc(u.company_id ?? '—')}</td><td>${esc(u.created_at)}</td></tr>`).join('') || '<tr><td colspan="3">No users yet.</td></tr>'}</tbody></table></section>
<section aria-labelledby="h-reset"><h2 id="h-reset">Reset</h2><p>Deletes every user, application, code and fault (companies stay).</p><button class="js-reset">Reset the sandbox</button></section>
</main></body></html>`;
}

/** Links to the designers' Storybook and QA's path report, or how to build them when they are not there yet. */
function toolLinks(root: string): string {
  return staticDirs
    .map(({ prefix, dir, title, build }) =>
      builtDir(root, dir) ? `<li><a href="${prefix}/">${esc(title)}</a></li>` : `<li>${esc(title)}: not built — run <code>${esc(build)}</code></li>`,
    )
    .join('');
}
