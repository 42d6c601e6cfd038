import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { createPersona } from './analytics-helpers';
import { typeCode } from './auth-helpers';
import { latestCode } from './form-helpers';

/**
 * The built app behind Debian's nginx with the server block `npm run build:production` generates (issue W3-F;
 * playwright.nginx.config.ts starts nginx with it, the platform's paths proxied to a sandbox). Not the sandbox's
 * hosting: everything a browser gets from the app's origin here comes from nginx.
 */

const hex32 = /^[0-9a-f]{32}$/;

async function getDocument(request: APIRequestContext, path: string) {
  const res = await request.get(path, { headers: { 'accept-encoding': 'identity' } });
  const csp = res.headers()['content-security-policy'] ?? '';
  return { res, html: await res.text(), csp, nonce: /'nonce-([^']+)'/.exec(csp)?.[1] ?? '' };
}

test('/login is its prerendered document with a fresh nonce in its CSP and tags, the security headers, never cached', async ({ request }) => {
  const first = await getDocument(request, '/login');
  const second = await getDocument(request, '/login');
  expect(first.res.status()).toBe(200);
  expect(first.res.headers()['content-type']).toBe('text/html; charset=utf-8');
  expect(first.html).toContain('data-prerendered');
  expect(first.html).toContain('<title>Log in | Lakbay</title>');
  expect(first.nonce).toMatch(hex32);
  expect(second.nonce).toMatch(hex32);
  expect(second.nonce).not.toBe(first.nonce);
  expect(first.html).not.toContain('__CSP_NONCE__');
  const tagNonces = [...first.html.matchAll(/nonce="([^"]*)"/g)].map((m) => m[1]);
  expect(tagNonces.length).toBeGreaterThan(0);
  expect(new Set(tagNonces)).toEqual(new Set([first.nonce]));
  expect(first.csp).toContain(`script-src 'self' 'nonce-${first.nonce}'`);
  expect(first.csp).not.toContain('unsafe-inline');
  expect(first.res.headers()).toMatchObject({
    'cache-control': 'no-cache',
    'x-content-type-options': 'nosniff',
    'x-frame-options': 'DENY',
    'referrer-policy': 'strict-origin-when-cross-origin',
    'cross-origin-opener-policy': 'same-origin',
  });
  expect(first.res.headers()['permissions-policy']).toContain('camera=(self)');
  // Another page's own document; a page without one gets index.html; a missing asset stays a 404.
  expect((await getDocument(request, '/register')).html).toContain('<title>Create your account | Lakbay</title>');
  const deep = await getDocument(request, '/wizard/v2/Journey/loan-purpose');
  expect(deep.res.status()).toBe(200);
  expect(deep.nonce).toMatch(hex32);
  expect(deep.html).toContain('<div id="root"></div>');
  expect((await request.get('/assets/missing-ABCDEFGH12.js')).status()).toBe(404);
  // Documents are compressed as they go out (each differs by its nonce).
  const br = await request.get('/login', { headers: { 'accept-encoding': 'br' } });
  expect(br.headers()['content-encoding']).toBe('br');
});

test('hashed assets: the precompressed .br or .gz as the browser accepts, cached a year; no source map, manifest or sandbox path served', async ({ request }) => {
  const { html } = await getDocument(request, '/');
  // The shared chunk the / document preloads (the entry itself is under 1 KB: not precompressed).
  const asset = /"\/(assets\/boot-[^"]+\.js)"/.exec(html)?.[1];
  expect(asset, 'the boot chunk named by the / document').toBeTruthy();
  const plain = await request.get(`/${asset}`, { headers: { 'accept-encoding': 'identity' } });
  expect(plain.status()).toBe(200);
  expect(plain.headers()['content-encoding']).toBeUndefined();
  expect(plain.headers()['content-type']).toBe('text/javascript; charset=utf-8');
  const length = (await plain.body()).length;
  for (const coding of ['br', 'gzip']) {
    const res = await fetch(`${test.info().project.use.baseURL}/${asset}`, { headers: { 'accept-encoding': coding } });
    expect(res.headers.get('content-encoding')).toBe(coding);
    expect(res.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect(res.headers.get('vary')).toBe('Accept-Encoding');
    expect(res.headers.get('x-content-type-options')).toBe('nosniff');
    expect(Number(res.headers.get('content-length'))).toBeLessThan(length / 2);
    // fetch decodes: the same bytes as the plain file.
    expect((await res.arrayBuffer()).byteLength).toBe(length);
  }
  expect((await request.get(`/${asset}.map`)).status()).toBe(404);
  expect((await request.get('/.vite/manifest.json')).status()).toBe(404);
});

/** CSP violations (the browser's event and its console words) and failing responses, with the page they were on. */
async function watch(page: Page): Promise<string[]> {
  const problems: string[] = [];
  await page.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (e) => console.error(`CSP violation: ${e.violatedDirective} ${e.blockedURI}`));
  });
  page.on('console', (m) => {
    if (/Content Security Policy|CSP violation/i.test(m.text())) problems.push(`${page.url()}: ${m.text()}`);
  });
  page.on('response', (r) => {
    if (r.status() >= 400) problems.push(`${page.url()}: ${r.request().method()} ${new URL(r.url()).pathname} ${r.status()}`);
  });
  return problems;
}

test('a borrower signs in by code and reaches the first journey step; a deep link and a reload land right; no CSP violation', async ({ page }) => {
  const problems = await watch(page);
  const who = await createPersona(page.request, 'new-borrower');
  await page.goto('/login');
  await page.getByLabel('Mobile number or email').fill(who.username);
  await page.getByRole('button', { name: 'Continue', exact: true }).click();
  await page.getByRole('button', { name: 'Try another way to log in' }).click();
  await page.getByRole('button', { name: 'Send me a one-time code' }).click();
  await typeCode(page, await latestCode(page.request, who.username));
  await expect(page).toHaveURL(/\/home$/);
  await page.getByRole('button', { name: 'Apply for a salary loan' }).click();
  await expect(page).toHaveURL(/\/loan-calculator$/);
  await expect(page.getByLabel('How much do you need?')).toBeVisible();

  // A reload: nginx answers the route with index.html, the app restores the tab's session and the step.
  await page.reload();
  await expect(page).toHaveURL(/\/loan-calculator$/);
  await expect(page.getByLabel('How much do you need?')).toBeVisible();
  // A deep link typed into the address bar.
  await page.goto('/profile');
  await expect(page.getByRole('heading', { name: 'Your profile' })).toBeVisible();
  await page.waitForLoadState('networkidle', { timeout: 3_000 }).catch(() => {});
  expect(problems).toEqual([]);
});
