import { execFile } from 'node:child_process';
import { readFileSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { describe, expect, it } from 'vitest';
import { productionEnvProblem, sandboxDefaults } from '../../scripts/build-production.ts';
import { productionVariables, readConfig } from '~/config';

const root = join(import.meta.dirname, '../..');
const appOrigin = 'https://app.lakbay.example';

/** What a deployer sets for production: every service on its own host, monitoring on. */
const production = {
  VITE_API_BASE_URL: 'https://api.lending.example',
  VITE_COGNITO_USER_POOL_ID: 'ap-southeast-1_AbC123',
  VITE_COGNITO_CLIENT_ID: '4abc5def6ghi',
  VITE_COGNITO_IDENTITY_POOL_ID: 'ap-southeast-1:0f1e2d3c-aaaa-bbbb-cccc-123456789012',
  VITE_CAPTCHA_URL: 'https://captcha.lending.example/challenge',
  VITE_SEGMENT_WRITE_KEY: 'wk_live_123',
  VITE_CIO_URL: 'https://track.customer.example/events',
  VITE_GA_URL: 'https://collect.analytics.example/g',
  VITE_GA_MEASUREMENT_ID: 'G-ABC123',
  VITE_SESSION_REPLAY_URL: 'https://replay.lending.example/v1',
  VITE_SUPPORT_EMAIL: 'support@lending.example',
  VITE_SUPPORT_PHONE: '(02) 8123 4567',
};

describe('npm run build:production', () => {
  it('names every variable still at the sandbox default, in one message', () => {
    const { VITE_CAPTCHA_URL: _, VITE_SEGMENT_WRITE_KEY: __, ...rest } = production;
    const message = productionEnvProblem(rest) ?? '';
    expect(sandboxDefaults(rest)).toEqual(['VITE_CAPTCHA_URL', 'VITE_SEGMENT_WRITE_KEY', 'VITE_SEGMENT_CDN_URL', 'VITE_SEGMENT_API_HOST']);
    expect(message).toContain('4 variables are still at the sandbox');
    expect(message).toContain('.env.production');
    for (const name of sandboxDefaults(rest)) expect(message).toContain(name);
    expect(message).not.toContain('VITE_COGNITO');
  });

  it('with nothing set, refuses on every variable that would reach the sandbox', () => {
    expect(sandboxDefaults({})).toEqual(productionVariables.map((v) => v.name));
    expect(sandboxDefaults({})).toEqual(expect.arrayContaining(['VITE_COGNITO_ENDPOINT', 'VITE_COGNITO_USER_POOL_ID', 'VITE_API_BASE_URL']));
  });

  it('accepts a full production env, and an empty replay URL (monitoring off)', () => {
    expect(productionEnvProblem(production)).toBeUndefined();
    expect(productionEnvProblem({ ...production, VITE_SESSION_REPLAY_URL: '' })).toBeUndefined();
  });

  it('refuses a value set to a path on the app origin', () => {
    expect(sandboxDefaults({ ...production, VITE_CAPTCHA_URL: '/sandbox/api/captcha', VITE_COGNITO_ENDPOINT: '/cognito' })).toEqual([
      'VITE_COGNITO_ENDPOINT',
      'VITE_CAPTCHA_URL',
    ]);
  });

  it('exits 1 with the message before building anything (the real script)', async () => {
    const env = Object.fromEntries(Object.entries(process.env).filter(([k]) => !k.startsWith('VITE_')));
    const run = promisify(execFile)(process.execPath, ['--import', 'tsx', 'scripts/build-production.ts'], { cwd: root, env });
    const failure = (await run.then(() => undefined, (e: unknown) => e)) as { code: number; stderr: string } | undefined;
    expect(failure?.code).toBe(1);
    expect(failure?.stderr).toContain('15 variables are still at the sandbox');
    expect(failure?.stderr).toContain('VITE_SESSION_REPLAY_URL');
    // W3-C item 10: the contact page's placeholders are configuration a production build must set.
    expect(failure?.stderr).toMatch(/VITE_SUPPORT_EMAIL\s+support e-mail on the contact page/);
    expect(failure?.stderr).toMatch(/VITE_SUPPORT_PHONE\s+support phone number on the contact page/);
  }, 60_000);
});

describe('config defaults', () => {
  it('a production env points nothing at the app origin: Cognito and Segment use their own services', () => {
    const c = readConfig(production, appOrigin);
    expect(c.cognito.endpoint).toBeUndefined();
    expect(c.segment).toMatchObject({ cdnUrl: 'https://cdn.segment.com', apiHost: 'api.segment.io/v1', protocol: 'https' });
    expect(JSON.stringify(c)).not.toContain('app.lakbay.example');
  });

  it('unset, every endpoint is the sandbox on the app origin (dev, e2e, npm start unchanged)', () => {
    const c = readConfig({}, 'http://127.0.0.1:5173');
    expect(c.cognito).toEqual({ region: 'ap-southeast-1', userPoolId: 'local_lakbay', clientId: 'lakbay-web', identityPoolId: 'ap-southeast-1:local-lakbay', endpoint: 'http://127.0.0.1:5173/cognito' });
    expect(c.segment).toEqual({ writeKey: 'sandbox-write-key', cdnUrl: 'http://127.0.0.1:5173/segment/cdn', apiHost: '127.0.0.1:5173/segment/v1', protocol: 'http' });
    expect(c.captchaUrl).toBe('/sandbox/api/captcha');
    expect(c.sessionReplay.url).toBe('http://127.0.0.1:5173/replay/v1');
  });

  it('takes only http or https for the Segment protocol; another value (a typo) is the default, never passed on', () => {
    expect(readConfig({ ...production, VITE_SEGMENT_PROTOCOL: 'http' }, appOrigin).segment.protocol).toBe('http');
    expect(readConfig({ ...production, VITE_SEGMENT_PROTOCOL: 'htps' }, appOrigin).segment.protocol).toBe('https');
    expect(readConfig({ VITE_SEGMENT_PROTOCOL: 'ftp' }, 'http://127.0.0.1:5173').segment.protocol).toBe('http');
  });
});

describe('README production table', () => {
  it('lists every VITE_ variable the app reads', () => {
    const files = (dir: string): string[] =>
      readdirSync(dir).flatMap((f) => (statSync(join(dir, f)).isDirectory() ? files(join(dir, f)) : /\.tsx?$/.test(f) ? [join(dir, f)] : []));
    const read = new Set(files(join(root, 'src')).flatMap((f) => readFileSync(f, 'utf8').match(/\bVITE_[A-Z_]+/g) ?? []));
    const table = readFileSync(join(root, 'README.md'), 'utf8').split('## Production configuration')[1]?.split('\n## ')[0] ?? '';
    const listed = new Set(table.match(/\bVITE_[A-Z_]+/g) ?? []);
    expect([...read].filter((name) => !listed.has(name))).toEqual([]);
    expect([...listed].filter((name) => !read.has(name))).toEqual([]);
  });
});
