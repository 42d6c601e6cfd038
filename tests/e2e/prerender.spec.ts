import { expect, test, type Page } from '@playwright/test';
import { createPersona, signInWithPassword } from './analytics-helpers';

/**
 * Prerendered public pages (issue W2-F): /, /login and /register arrive with their first screen and its CSS in the
 * document (the per-response nonce on the inline style), paint before any script runs, and are then hydrated by
 * React: the same nodes stay, nothing flashes, no hydration error, and the page works.
 */

function consoleProblems(page: Page): string[] {
  const problems: string[] = [];
  page.on('console', (m) => (m.type() === 'error' || m.type() === 'warning') && problems.push(m.text()));
  page.on('pageerror', (e) => problems.push(e.message));
  return problems;
}

for (const [path, heading] of [
  ['/', 'Salary loans made simple'],
  ['/login', 'Log in'],
  ['/register', 'Create your account'],
] as const) {
  test(`${path} is served with its first screen and its CSS inline, under the nonce of its CSP`, async ({ request }) => {
    const res = await request.get(path);
    expect(res.status()).toBe(200);
    const html = await res.text();
    const nonce = /'nonce-([^']+)'/.exec(res.headers()['content-security-policy'] ?? '')?.[1];
    expect(nonce).toBeTruthy();
    expect(html).not.toContain('__CSP_NONCE__');
    expect(html).toContain(`<style nonce="${nonce}">`);
    expect(html).toMatch(/<div id="root" data-prerendered="[0-9a-f]{8}" inert>/);
    expect(html).toMatch(new RegExp(`<h1[^>]*>${heading}</h1>`));
    // Every stylesheet the page needs is inline: none is fetched before the first paint.
    expect(html).not.toMatch(/<link rel="stylesheet"(?![^>]*disabled)[^>]*>/);
    // Nothing competes with the first paint: no script, module or font is named by the document (an inline script
    // starts them once the screen has painted), and the favicon is inline.
    expect(html).not.toMatch(/<script[^>]*\ssrc=/);
    expect(html).not.toContain('rel="modulepreload"');
    expect(html).not.toContain('rel="preload"');
    expect(/<style nonce[^>]*>([^]*?)<\/style>/.exec(html)?.[1]).not.toContain('@font-face');
    expect(html).toMatch(/<link rel="icon" type="image\/svg\+xml" href="data:image\/svg\+xml,[^"]+"/);
  });
}

/** Whether the first contentful paint had happened (paint timing) when each script element was added. */
async function recordScriptsAdded(page: Page) {
  await page.addInitScript(() => {
    const seen: string[] = [];
    (window as unknown as { scriptsAdded: string[] }).scriptsAdded = seen;
    let framed = false;
    requestAnimationFrame(() => setTimeout(() => (framed = true)));
    new MutationObserver((records) => {
      for (const r of records)
        for (const n of r.addedNodes)
          if (n instanceof HTMLScriptElement && n.src)
            seen.push(performance.getEntriesByName('first-contentful-paint').length ? 'after first contentful paint' : framed ? 'after a frame' : 'before any frame');
    }).observe(document, { childList: true, subtree: true });
  });
}
const scriptsAdded = (page: Page) => page.evaluate(() => (window as unknown as { scriptsAdded: string[] }).scriptsAdded);

test('/login starts its scripts and fonts after the first contentful paint, fetches none of the stylesheets it inlines, and still hydrates', async ({ page }) => {
  const problems = consoleProblems(page);
  await recordScriptsAdded(page);
  await page.goto('/login');
  await expect(page.locator('#root')).not.toHaveAttribute('inert');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Log in');
  expect(await scriptsAdded(page)).toContain('after first contentful paint');
  expect(await scriptsAdded(page)).not.toContain('before any frame');
  // Poppins arrives after the first paint (fallback font first, then swapped in), as does every script.
  const fonts = () => page.evaluate(() => performance.getEntriesByType('resource').filter((r) => /\.woff2$/.test(r.name)).length);
  await expect.poll(fonts).toBeGreaterThan(0);
  const started = await page.evaluate(() => {
    const fcp = performance.getEntriesByName('first-contentful-paint')[0]!.startTime;
    const late = (re: RegExp) => performance.getEntriesByType('resource').filter((r) => re.test(new URL(r.name).pathname)).map((r) => r.startTime >= fcp);
    return { fonts: late(/\.woff2$/), scripts: late(/\.js$/) };
  });
  expect(started.fonts).not.toContain(false);
  expect(started.scripts.length).toBeGreaterThan(0);
  expect(started.scripts).not.toContain(false);
  expect(await page.getByRole('heading', { level: 1 }).evaluate((el) => getComputedStyle(el).fontFamily)).toMatch(/^"?Poppins\b/);
  const css = await page.evaluate(() =>
    performance.getEntriesByType('resource').filter((r) => new URL(r.name).pathname.endsWith('.css')).map((r) => r.name),
  );
  expect(css).toEqual([]);
  // The app works: the chart answers the empty form.
  await page.getByRole('button', { name: 'Continue', exact: true }).click();
  await expect(page.getByRole('alert').first()).toBeVisible();
  expect(problems.filter((p) => !/Download the React DevTools/.test(p))).toEqual([]);
});

test('in a browser without paint timing, /login starts its scripts after a frame and works', async ({ page }) => {
  const problems = consoleProblems(page);
  await page.addInitScript(() => {
    const types = PerformanceObserver.supportedEntryTypes.filter((t) => t !== 'paint');
    Object.defineProperty(PerformanceObserver, 'supportedEntryTypes', { get: () => types });
    // And without the loader's 3 s cap, so only the frame can start the scripts.
    const setTimeoutOf = window.setTimeout.bind(window);
    window.setTimeout = ((fn: TimerHandler, ms?: number, ...rest: unknown[]) => (ms === 3000 ? 0 : setTimeoutOf(fn, ms, ...rest))) as typeof setTimeout;
  });
  await recordScriptsAdded(page);
  await page.goto('/login');
  expect(await page.evaluate(() => PerformanceObserver.supportedEntryTypes)).not.toContain('paint');
  await expect(page.locator('#root')).not.toHaveAttribute('inert');
  expect(await scriptsAdded(page)).not.toContain('before any frame');
  await page.getByRole('button', { name: 'Continue', exact: true }).click();
  await expect(page.getByRole('alert').first()).toBeVisible();
  expect(problems.filter((p) => !/Download the React DevTools/.test(p))).toEqual([]);
});

test('the login page paints before its script runs, then is hydrated in place, without an error', async ({ page }) => {
  const problems = consoleProblems(page);
  // Hold the island entry script (src/islands/login.tsx) until the prerendered screen has been looked at and its nodes marked.
  let release = () => {};
  const held = new Promise<void>((r) => (release = r));
  await page.route(/\/assets\/island-login-[\w-]+\.js$/, async (route) => {
    await held;
    await route.continue();
  });
  const loaded = page.goto('/login');
  await expect(page.locator('h1')).toHaveText('Log in');
  await expect(page.getByText('Use the mobile number or email address of your Lakbay account.')).toBeVisible();
  // Styled already (the inline CSS): the Continue button is the spec's height, not an unstyled one.
  const button = page.locator('button[type="submit"]');
  expect((await button.boundingBox())?.height).toBeGreaterThanOrEqual(48);
  await page.evaluate(() => {
    for (const el of document.querySelectorAll('h1, input, button')) (el as HTMLElement).dataset.seenBeforeScript = 'yes';
  });
  release();
  await loaded;
  await expect(page.locator('#root')).not.toHaveAttribute('inert');
  // Hydrated, not replaced: the nodes painted before the script are the ones React now owns.
  await expect(page.locator('h1[data-seen-before-script="yes"]')).toHaveText('Log in');
  await expect(page.locator('#login-identifier[data-seen-before-script="yes"]')).toBeVisible();
  // And they work: a field error from the chart, then the register page.
  await page.getByRole('button', { name: 'Continue', exact: true }).click();
  await expect(page.getByRole('alert').first()).toBeVisible();
  await page.getByRole('button', { name: 'Create an account' }).click();
  await expect(page).toHaveURL(/\/register$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Create your account');
  expect(problems.filter((p) => !/Download the React DevTools/.test(p))).toEqual([]);
});

test('with JavaScript off, the login page still shows its first screen', async ({ browser }) => {
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  await page.goto('/login');
  await expect(page.locator('h1')).toHaveText('Log in');
  await expect(page.locator('label[for="login-identifier"]')).toHaveText('Mobile number or email');
  await context.close();
});

test('a signed-in borrower opening /login still ends where the app sends them', async ({ page, request }) => {
  const problems = consoleProblems(page);
  const persona = await createPersona(request, 'reloan-eligible');
  await signInWithPassword(page, persona);
  const home = new URL(page.url()).pathname;
  await page.goto('/login');
  await expect(page).toHaveURL((url) => url.pathname === home, { timeout: 20_000 });
  await expect(page.getByRole('heading', { level: 1 })).not.toHaveText('Log in');
  await expect(page.locator('#root')).not.toHaveAttribute('inert');
  expect(problems.filter((p) => /hydrat/i.test(p))).toEqual([]);
});

test('/register (a style attribute in its markup) paints and hydrates without a CSP violation, the hidden input stays hidden', async ({ page }) => {
  const problems = consoleProblems(page);
  await page.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (e) => console.error(`CSP violation: ${e.violatedDirective}`));
  });
  await page.goto('/register');
  await expect(page.locator('#root')).not.toHaveAttribute('inert');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Create your account');
  // Radix's checkbox keeps a native input beside its button, invisible: its style came through the CSSOM.
  const hidden = page.locator('input[type="checkbox"][aria-hidden="true"]').first();
  await expect(hidden).toHaveCSS('opacity', '0');
  await expect(page.locator('[data-prerender-style]')).toHaveCount(0);
  expect(problems.filter((p) => !/Download the React DevTools/.test(p))).toEqual([]);
});

/**
 * Signed-in pages (issue W3-D): each has a document that paints the app's frame (the skeleton the app renders first)
 * before any script has run, and names every chunk the page needs (entry, session, the signed-in chunk, its screen)
 * so they load in one round of requests. The document is the same for everyone: no name, no figure.
 */
test('a signed-in page arrives with the frame and every chunk it needs named, and holds nothing personal', async ({ page, request }) => {
  const res = await request.get('/loan-details');
  expect(res.status()).toBe(200);
  const html = await res.text();
  const nonce = /'nonce-([^']+)'/.exec(res.headers()['content-security-policy'] ?? '')?.[1];
  expect(html).toContain(`<style nonce="${nonce}">`);
  expect(html).toMatch(/<div id="root"><div[^>]*><a[^>]*href="#main-content">Skip to main content<\/a>/);
  expect(html).toContain('aria-label="Lakbay home"');
  // The page's title, in the tab and as the frame's heading (the skeleton below it).
  expect(html).toContain('<title>Loan details | Lakbay</title>');
  expect(html).toMatch(/<main[^>]*><h1[^>]*>Loan details<\/h1><div[^>]*role="status" aria-busy="true">/);
  // No stylesheet holds the frame's paint: the entry's CSS is inline, the screen's is fetched ahead.
  expect(html).not.toMatch(/<link rel="stylesheet"[^>]*>/);
  for (const chunk of ['loan-details.screen-', 'signed-in-', 'session-', 'screens-signed-in-']) {
    expect(html, chunk).toMatch(new RegExp(`<link rel="modulepreload" crossorigin href="/assets/${chunk}[^"]+\\.js"`));
  }
  expect(html).not.toContain('₱');

  // Signed in, the same document becomes the page with the borrower's figures, and nothing fails to load; the heading
  // stays from the frame's first paint to the page (the app's skeleton keeps the frame's title: it never vanishes).
  const problems = consoleProblems(page);
  const persona = await createPersona(request, 'past-due');
  await signInWithPassword(page, persona);
  await page.addInitScript(() => {
    const w = window as unknown as { __headings: string[] };
    w.__headings = [];
    new MutationObserver(() => {
      const h = document.querySelector('main h1')?.textContent ?? '(none)';
      // From the frame's first paint on (before it, the document is still arriving).
      if (w.__headings.at(-1) !== h && (w.__headings.length > 0 || h !== '(none)')) w.__headings.push(h);
    }).observe(document, { childList: true, subtree: true, characterData: true });
  });
  await page.goto('/loan-details');
  await expect(page.getByRole('heading', { level: 1, name: 'Loan details' })).toBeVisible();
  await expect(page.getByText(/^₱[\d,]+\.\d\d$/).first()).toBeVisible();
  expect(await page.evaluate(() => (window as unknown as { __headings: string[] }).__headings)).toEqual(['Loan details']);
  expect(problems).toEqual([]);
});
