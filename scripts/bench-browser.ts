/**
 * What the browser benches share (scripts/bench-steps.ts, scripts/bench-signed-in.ts): the slow phone's emulation,
 * and the journey forms' controls as a borrower uses them.
 */
import type { CDPSession, Page } from '@playwright/test';

export const T = { timeout: 120_000 };
/** Slow 4G as Lighthouse's mobile preset simulates it: 150 ms round trip, 1.6 Mbps down, 750 Kbps up. */
export const RTT = 150;

/** CDP emulation of a cheap phone: `cpuRate`x CPU and, unless `network: false`, slow 4G; `on: false` lifts it. */
export async function throttle(cdp: CDPSession, on: boolean, { cpuRate = 4, network = true } = {}) {
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: on ? cpuRate : 1 });
  await cdp.send(
    'Network.emulateNetworkConditions',
    on && network
      ? { offline: false, latency: RTT, downloadThroughput: (1.6 * 1024 * 1024) / 8, uploadThroughput: (750 * 1024) / 8 }
      : { offline: false, latency: 0, downloadThroughput: -1, uploadThroughput: -1 },
  );
}

export const continueButton = (page: Page) => page.getByRole('button', { name: 'Continue', exact: true });
export async function choose(page: Page, label: string, option?: string) {
  await page.getByRole('combobox', { name: label, exact: true }).click(T);
  const options = page.getByRole('option');
  await (option ? options.filter({ hasText: option }).first() : options.first()).click(T);
}
export async function autocomplete(page: Page, label: string, typed: string) {
  await page.getByRole('combobox', { name: label, exact: true }).fill(typed, T);
  await page.getByRole('option').first().click(T);
}

/** Signs a sandbox persona of `kind` in through the app's own form; resolves once the app has left the sign-in pages. */
export async function signIn(page: Page, kind: string): Promise<{ username: string; password: string }> {
  const who = (await (await page.request.post('/sandbox/api/personas', { data: { kind } })).json()) as { username: string; password: string };
  await page.goto('/login');
  await page.getByLabel(/mobile number or email/i).fill(who.username);
  await continueButton(page).click();
  await page.getByLabel(/^password/i).fill(who.password);
  await page.getByRole('button', { name: /log in/i }).first().click();
  await page.waitForURL((u) => !['/login', '/verify-account'].includes(u.pathname), T);
  return who;
}
