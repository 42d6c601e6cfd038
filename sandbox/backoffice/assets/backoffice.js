// Back office behaviour (served as a file: the CSP allows no inline script). Every action calls /sandbox/api
// and reloads the page so what is shown is what the server holds.
const status = document.getElementById('status');
const say = (text) => { if (status) status.textContent = text; };

async function call(method, path, body) {
  // Every change is JSON, with or without fields: the sandbox refuses anything else (sandbox/guards.ts).
  const res = await fetch(path, { method, headers: { 'content-type': 'application/json' }, body: JSON.stringify(body ?? {}) });
  const json = await res.json().catch(() => ({}));
  if (!res.ok) throw new Error(json.message || `HTTP ${res.status}`);
  return json;
}

function on(selector, event, handler) {
  document.querySelectorAll(selector).forEach((el) => el.addEventListener(event, async (e) => {
    e.preventDefault();
    try { await handler(el); } catch (err) { say(`Failed: ${err.message}`); }
  }));
}

on('.js-persona', 'submit', async (form) => {
  const persona = await call('POST', '/sandbox/api/personas', { kind: form.kind.value });
  document.getElementById('persona-result').textContent = JSON.stringify(persona, null, 2);
  say(`Created ${persona.kind}: ${persona.username} / ${persona.password}`);
});
on('.js-move', 'submit', async (form) => {
  await call('POST', `/sandbox/api/applications/${encodeURIComponent(form.dataset.id)}/status`, { status: form.status.value });
  location.reload();
});
on('.js-disburse', 'click', async (button) => {
  await call('POST', `/sandbox/api/loans/${encodeURIComponent(button.dataset.id)}/disburse`);
  location.reload();
});
on('.js-fault', 'submit', async (form) => {
  const kind = form.kind.value;
  const body = { kind };
  if (kind === 'status') body.http_status = Number(form.http_status.value);
  if (kind === 'latency') body.latency_ms = Number(form.latency_ms.value);
  if (form.remaining.value) body.remaining = Number(form.remaining.value);
  await call('PUT', `/sandbox/api/faults/${encodeURIComponent(form.group.value)}`, body);
  location.reload();
});
on('.js-learning-fault', 'submit', async (form) => {
  await call('PUT', '/sandbox/api/learning/fault', { kind: form.kind.value || null });
  location.reload();
});
on('.js-clear', 'click', async (button) => {
  await call('DELETE', `/sandbox/api/faults/${encodeURIComponent(button.dataset.group)}`);
  location.reload();
});
on('.js-reset', 'click', async () => {
  if (!confirm('Delete every user, application, code and fault?')) return;
  await call('POST', '/sandbox/api/reset');
  location.reload();
});
