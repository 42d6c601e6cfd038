import { expect, test, type APIRequestContext } from '@playwright/test';
import { baseURL } from '../../playwright.config';
import { collected, createPersona } from './analytics-helpers';

/**
 * Session monitoring end to end (spec §9; issue W1-I): a session forced into the sample through the sandbox-only
 * switch is recorded by rrweb under the app's strict CSP and lands in the sandbox's replay sink on the same origin;
 * nothing the borrower typed or saw (phone number, email, name, password) is in the stored recording.
 */
const origin = new URL(baseURL).origin;
const EMAIL = 'maria.replay.check@example.com';

interface StoredReplay {
  session_id: string;
  events: Array<{ type: number; timestamp: number; data: Record<string, unknown> }>;
}

async function recording(request: APIRequestContext, id: string): Promise<StoredReplay | null> {
  const res = await request.get(`/sandbox/api/replays/${id}`);
  return res.ok() ? ((await res.json()) as StoredReplay) : null;
}

/** Every string value in the recording, with where it is. */
function strings(value: unknown, path: string, out: Array<[string, string]>): Array<[string, string]> {
  if (typeof value === 'string') out.push([path, value]);
  else if (Array.isArray(value)) value.forEach((v, i) => strings(v, `${path}[${i}]`, out));
  else if (value && typeof value === 'object') for (const [k, v] of Object.entries(value)) strings(v, `${path}.${k}`, out);
  return out;
}

const INPUT = (e: StoredReplay['events'][number]) => e.type === 3 && e.data.source === 5;

test('a forced recording reaches the sandbox sink with every typed value, phone, email and name masked', async ({ page, request }) => {
  const problems: string[] = [];
  page.on('console', (m) => {
    if (m.type() === 'error' || /Content Security Policy/i.test(m.text())) problems.push(`${m.type()}: ${m.text()}`);
  });
  page.on('pageerror', (e) => problems.push(e.message));
  const replayPosts: string[] = [];
  page.on('request', (r) => {
    if (r.method() === 'POST' && new URL(r.url()).pathname.startsWith('/replay/')) replayPosts.push(r.url());
  });
  await page.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (e) => console.error(`CSP violation: ${e.violatedDirective} ${e.blockedURI}`));
  });

  const persona = await createPersona(request, 'new-borrower');
  const users = (await (await request.get('/sandbox/api/users')).json()) as Array<{ id: string; first_name: string; last_name: string }>;
  const me = users.find((u) => u.id === persona.userId)!;
  const eventsBefore = (await collected(request)).length;

  // The sandbox-only switch puts this tab's session in the sample, then opens the app. The recorder starts once the
  // page is idle after its first paint; its first request (the page snapshot) says it is running.
  const recorderRunning = page.waitForResponse((r) => new URL(r.url()).pathname.startsWith('/replay/v1/sessions/') && r.ok());
  await page.goto('/sandbox/replay/sample?record=on&next=/login');
  await page.waitForURL(/\/login$/);
  expect(await page.evaluate(() => sessionStorage.getItem('session_monitoring'))).toBe('on');
  await recorderRunning;

  // Sign in by typing, as signInWithPassword does (without reloading /login).
  await page.getByLabel(/mobile number or email/i).fill(persona.username);
  await page.getByRole('button', { name: /continue|next|log in/i }).first().click();
  await page.getByLabel(/^password/i).fill(persona.password);
  await page.getByRole('button', { name: /log in|sign in|continue/i }).first().click();
  await page.waitForURL((url) => !/\/(login|verify-account)$/.test(url.pathname), { timeout: 20_000 });
  if (/\/company-selector$/.test(page.url())) {
    await page.getByRole('button', { name: 'Select' }).first().click();
    await page.getByRole('button', { name: 'Continue', exact: true }).click();
    await expect(page).not.toHaveURL(/\/company-selector/);
  }
  // A full page load: the recorder starts again once /profile is idle after its first paint (by design, after
  // the first input or idle); its page snapshot says it is running, and only then is the email typed.
  const recorderOnProfile = page.waitForResponse(
    (r) => new URL(r.url()).pathname.startsWith('/replay/v1/sessions/') && r.ok() && (r.request().postData() ?? '').includes('/profile'),
    { timeout: 20_000 },
  );
  await page.goto('/profile');
  await expect(page.getByRole('heading', { name: 'Your profile' })).toBeVisible();
  await recorderOnProfile;
  await expect(page.getByText(/\d{3}.?\d{3}.?\d{4}/).first()).toBeVisible(); // the phone number is on screen
  await page.getByRole('button', { name: 'Add', exact: true }).click();
  const email = page.getByLabel(/email/i).first();
  await email.fill(EMAIL);
  await email.press('Tab'); // rrweb records a field's final value on change (sampling input: 'last')

  const id = await page.evaluate(() => sessionStorage.getItem('session_monitoring_id'));
  expect(id).toMatch(/^[0-9a-f-]{36}$/);
  // Snapshots go out at once, the rest every 5 s: wait for the typed email's input event, masked to its length.
  const masked = (typed: string) => '*'.repeat(typed.length);
  await expect
    .poll(async () => (await recording(request, id!))?.events.filter(INPUT).map((e) => e.data.text) ?? [], { timeout: 20_000, intervals: [1000] })
    .toEqual(expect.arrayContaining([masked(persona.username), masked(persona.password), masked(EMAIL)]));

  const replay = (await recording(request, id!))!;
  // One full snapshot per page load of the app: /login, then /profile.
  expect(replay.events.filter((e) => e.type === 2).length).toBeGreaterThanOrEqual(2);
  expect(replay.events.filter((e) => e.type === 4).every((e) => !String(e.data.href).includes('?'))).toBe(true);
  for (const e of replay.events.filter(INPUT)) expect(String(e.data.text)).toMatch(/^\**$/);
  expect(replayPosts.length).toBeGreaterThan(0);
  for (const url of replayPosts) expect(new URL(url).origin).toBe(origin);

  const local = persona.username.replace(/^\+63/, '0'); // +639171234567 -> 09171234567
  const secrets = [persona.username, persona.username.slice(3), local, persona.password, EMAIL, 'example.com', me.first_name, me.last_name];
  const patterns: Array<[string, RegExp]> = [
    ['email', /[^\s@/"]+@[^\s@/"]+\.[a-z]{2,}/i],
    ['phone', /(?:\+?63|0)?9\d{2}[\s-]?\d{3}[\s-]?\d{4}/],
    ['name', /\b(Maria|Jose|Ana|Juan|Liza|Ramon|Grace|Paolo|Santos|Reyes|Cruz|Bautista|Garcia|Mendoza|Villanueva|Ramos)\b/],
    ['token', /eyJ[\w-]{8,}\.[\w-]{8,}/],
  ];
  const findings: string[] = [];
  for (const [where, s] of strings(replay.events, 'events', [])) {
    for (const secret of secrets) if (s.includes(secret)) findings.push(`"${secret}" at ${where}: ${s.slice(0, 80)}`);
    for (const [kind, re] of patterns) if (re.test(s)) findings.push(`${kind} at ${where}: ${s.slice(0, 80)}`);
  }
  expect(findings).toEqual([]);
  // Digits of the phone number never appear as a run anywhere in the stored JSON either (not even in numbers).
  expect(JSON.stringify(replay)).not.toContain(persona.username.slice(4));

  // Recordings are not analytics: the collector (and the suite's PII scan over it) got none of it.
  const analytics = (await collected(request)).slice(eventsBefore);
  expect(analytics.every((e) => ['segment', 'cio', 'ga'].includes(e.channel))).toBe(true);
  expect(JSON.stringify(analytics)).not.toContain(id!);
  expect((await request.get('/sandbox/api/replays')).ok()).toBe(true);
  expect(problems).toEqual([]);
});

test('a session switched off records nothing', async ({ page, request }) => {
  const sessions = async () => ((await (await request.get('/sandbox/api/replays')).json()) as unknown[]).length;
  const before = await sessions();
  const posts: string[] = [];
  page.on('request', (r) => new URL(r.url()).pathname.startsWith('/replay/') && posts.push(r.url()));
  await page.goto('/sandbox/replay/sample?record=off&next=/login');
  await page.waitForURL(/\/login$/);
  await page.getByLabel(/mobile number or email/i).fill('09171234567');
  await page.waitForTimeout(6000); // longer than a flush interval
  expect(await page.evaluate(() => [sessionStorage.getItem('session_monitoring'), sessionStorage.getItem('session_monitoring_id')])).toEqual(['off', null]);
  expect(posts).toEqual([]);
  expect(await sessions()).toBe(before);
});
