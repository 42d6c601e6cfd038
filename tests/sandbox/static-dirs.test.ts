import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { startPlatform, type PlatformHarness } from './platform-harness';

let h: PlatformHarness;
const root = mkdtempSync(join(tmpdir(), 'lakbay-tools-'));
beforeAll(async () => {
  h = await startPlatform();
  h.sandbox.ctx.config.toolsRoot = root;
});
afterAll(() => h.close());

describe("the back office's links to the designers' Storybook and QA's report", () => {
  it('says how to build what is not built, and answers 404 with that hint', async () => {
    const page = await (await fetch(`${h.origin}/sandbox`)).text();
    expect(page).toContain("Designers&#39; map (Storybook): not built — run <code>npm run build-storybook</code>");
    expect(page).toContain('QA path coverage report: not built — run <code>npm run test:paths</code>');
    const res = await fetch(`${h.origin}/sandbox/storybook/`);
    expect(res.status).toBe(404);
    expect(((await res.json()) as { message: string }).message).toBe('Not built yet: run `npm run build-storybook`.');
  });

  it('serves a built Storybook under /sandbox/storybook with a policy that lets it frame itself, and nothing outside it', async () => {
    mkdirSync(join(root, 'storybook-static/assets'), { recursive: true });
    writeFileSync(join(root, 'storybook-static/index.html'), '<!doctype html><title>Storybook</title>');
    writeFileSync(join(root, 'storybook-static/assets/a.js'), 'export {}');
    writeFileSync(join(root, 'secret.txt'), 'not for you');
    const page = await (await fetch(`${h.origin}/sandbox`)).text();
    expect(page).toContain(`<a href="/sandbox/storybook/">Designers&#39; map (Storybook)</a>`);

    const index = await fetch(`${h.origin}/sandbox/storybook/`);
    expect(index.status).toBe(200);
    expect(index.headers.get('content-type')).toContain('text/html');
    expect(index.headers.get('x-frame-options')).toBe('SAMEORIGIN');
    expect(index.headers.get('content-security-policy')).toContain("frame-ancestors 'self'");
    expect(await index.text()).toContain('<title>Storybook</title>');
    const js = await fetch(`${h.origin}/sandbox/storybook/assets/a.js`);
    expect(js.headers.get('content-type')).toContain('text/javascript');

    for (const escape of ['/sandbox/storybook/..%2Fsecret.txt', '/sandbox/storybook/%2e%2e/secret.txt']) {
      const res = await fetch(h.origin + escape);
      expect(res.status, escape).toBe(404);
      expect(await res.text()).not.toContain('not for you');
    }
  });
});
