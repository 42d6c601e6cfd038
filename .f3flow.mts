import { chromium } from 'playwright-core';
const base = 'http://127.0.0.1:5190';
const kind = process.argv[2] ?? 'new-borrower';
const persona = await (await fetch(`${base}/sandbox/api/personas`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ kind }) })).json();
console.log(persona);
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox', '--disable-gpu'] });
const page = await browser.newPage();
page.on('console', (m) => { if (m.type() !== 'log') console.log(`${m.type()}: ${m.text()}`); });
page.on('pageerror', (e) => console.log(`pageerror: ${e.message}`));
await page.goto(base + (process.argv[3] ?? '/login'));
await page.getByLabel('Mobile number or email').fill(persona.username);
await page.getByRole('button', { name: 'Continue', exact: true }).click();
await page.waitForTimeout(1500);
console.log('after identifier', page.url());
const pw = page.getByLabel('Password', { exact: false }).first();
if (await pw.isVisible().catch(() => false)) {
  await pw.fill(persona.password);
  await page.getByRole('button', { name: /log in|continue|sign in/i }).first().click();
}
await page.waitForTimeout(3000);
console.log('after login', page.url(), await page.title());
await page.screenshot({ path: '/tmp/f3shots/flow.png', fullPage: true });
await browser.close();
