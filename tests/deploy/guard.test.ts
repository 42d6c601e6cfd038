import { execFile } from 'node:child_process';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { describe, expect, it } from 'vitest';
import { productionEnvProblem } from '../../scripts/build-production.ts';
import { unsafeHost, unsafeUrl, unsafeValues } from '../../scripts/deploy-guard.ts';

/**
 * Issue W3-F item 4: `npm run build:production` refuses every way back to the sandbox, each variable named with why.
 * The forms tried as an attacker would are listed one by one.
 */
const root = join(import.meta.dirname, '../..');

/** A real-looking production environment: every service on its own https host. */
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

const refusedFor = (env: Record<string, string>) => unsafeValues({ ...production, ...env });

describe('build:production refuses every way back to the sandbox', () => {
  it('accepts a real-looking production environment', () => {
    expect(unsafeValues(production)).toEqual([]);
    expect(productionEnvProblem(production)).toBeUndefined();
    expect(productionEnvProblem({ ...production, VITE_SEGMENT_API_HOST: 'api.segment.io/v1', VITE_REDIRECT_ALLOWLIST: 'lakbay.ph, www.lakbay.ph' })).toBeUndefined();
  });

  it.each([
    ['VITE_API_BASE_URL', 'http://127.0.0.1:5173', /plain http/],
    ['VITE_API_BASE_URL', 'http://localhost:5174', /plain http/],
    ['VITE_API_BASE_URL', 'https://localhost:5174', /loopback host/],
    ['VITE_API_BASE_URL', 'https://127.0.0.1:5173', /loopback address/],
    ['VITE_API_BASE_URL', 'http://api.lending.example', /plain http/],
    ['VITE_API_BASE_URL', 'https://10.0.4.2/api', /private-range/],
    ['VITE_API_BASE_URL', 'https://192.168.1.20', /private-range/],
    ['VITE_API_BASE_URL', 'https://172.20.0.3', /private-range/],
    ['VITE_API_BASE_URL', 'https://169.254.169.254', /link-local/],
    ['VITE_API_BASE_URL', 'https://[::1]:5174', /loopback/],
    ['VITE_API_BASE_URL', 'https://[fd12::1]', /private-range/],
    ['VITE_API_BASE_URL', 'https://sandbox.local', /local-network/],
    ['VITE_API_BASE_URL', 'https://platform', /single-label/],
    ['VITE_COGNITO_ENDPOINT', 'http://127.0.0.1:5174/cognito', /plain http/],
    ['VITE_COGNITO_ENDPOINT', 'https://auth.lending.example/cognito', /the sandbox's \(\/cognito\)/],
    ['VITE_CAPTCHA_URL', 'https://app.lakbay.example/sandbox/api/captcha', /the sandbox's \(\/sandbox\)/],
    ['VITE_CAPTCHA_URL', 'https://app.lakbay.example/SANDBOX/api/captcha', /the sandbox's/],
    ['VITE_SEGMENT_CDN_URL', 'https://app.lakbay.example/segment/cdn', /the sandbox's \(\/segment\/cdn\)/],
    ['VITE_SEGMENT_API_HOST', 'app.lakbay.example/segment/v1', /the sandbox's/],
    ['VITE_SEGMENT_API_HOST', '127.0.0.1:5173/segment/v1', /loopback/],
    ['VITE_SEGMENT_PROTOCOL', 'http', /not https/],
    ['VITE_CIO_URL', 'http://track.customer.example', /plain http/],
    ['VITE_GA_URL', 'https://localhost/g', /loopback/],
    ['VITE_SESSION_REPLAY_URL', 'http://replay.lending.example/v1', /plain http/],
    ['VITE_COGNITO_USER_POOL_ID', 'local_lakbay', /the sandbox's id/],
    ['VITE_COGNITO_CLIENT_ID', 'lakbay-web', /the sandbox's id/],
    ['VITE_COGNITO_IDENTITY_POOL_ID', 'ap-southeast-1:local-lakbay', /the sandbox's id/],
    ['VITE_SEGMENT_WRITE_KEY', 'sandbox-write-key', /the sandbox's id/],
    ['VITE_GA_MEASUREMENT_ID', 'G-SANDBOX', /the sandbox's id/],
    ['VITE_REDIRECT_ALLOWLIST', 'lakbay.ph,localhost:5173', /loopback/],
  ])('%s=%s', (name, value, why) => {
    const refused = refusedFor({ [name]: value });
    expect(refused.map((r) => r.name)).toContain(name);
    expect(refused.find((r) => r.name === name)?.why).toMatch(why);
    // The one message names the variable and why (the sandbox-default check may name it first, with its meaning).
    const message = productionEnvProblem({ ...production, [name]: value }) ?? '';
    expect(message).toContain(name);
  });

  it('names every variable at fault in one message, each with why', () => {
    const message =
      productionEnvProblem({
        ...production,
        VITE_API_BASE_URL: 'http://127.0.0.1:5173',
        VITE_COGNITO_ENDPOINT: 'http://127.0.0.1:5174/cognito',
        VITE_CAPTCHA_URL: 'https://app.lakbay.example/sandbox/api/captcha',
        VITE_GA_MEASUREMENT_ID: 'G-SANDBOX',
      }) ?? '';
    expect(message).toContain('1 variable is still at the sandbox');
    expect(message).toContain('3 values would lead back to a sandbox or off a secure host');
    expect(message).toMatch(/VITE_API_BASE_URL\s+plain http/);
    expect(message).toMatch(/VITE_COGNITO_ENDPOINT\s+plain http/);
    expect(message).toMatch(/VITE_CAPTCHA_URL\s+its path \/sandbox\/api\/captcha is the sandbox's \(\/sandbox\)/);
    expect(message).toMatch(/VITE_GA_MEASUREMENT_ID\s+web-analytics property: G-SANDBOX is the sandbox's id/);
  });

  it('tells hosts apart: public names pass, loopback, private, link-local and bare addresses do not', () => {
    for (const ok of ['api.lending.example', 'cognito-idp.ap-southeast-1.amazonaws.com', 'api.segment.io']) expect(unsafeHost(ok)).toBeUndefined();
    for (const bad of ['localhost', 'app.localhost', '127.0.0.2', '0.0.0.0', '10.1.2.3', '100.64.0.1', '::1', 'fe80::1', '8.8.8.8', 'intranet']) expect(unsafeHost(bad), bad).toBeDefined();
    expect(unsafeUrl('/api/v1')).toMatch(/app's own origin/);
    expect(unsafeUrl('https://user:pw@api.lending.example')).toMatch(/credentials/);
  });

  it('the real script exits 1 with the reasons before building anything', async () => {
    const env = {
      ...Object.fromEntries(Object.entries(process.env).filter(([k]) => !k.startsWith('VITE_'))),
      ...production,
      VITE_API_BASE_URL: 'http://localhost:5174',
      VITE_CAPTCHA_URL: 'https://app.lakbay.example/sandbox/api/captcha',
    };
    const run = promisify(execFile)(process.execPath, ['--import', 'tsx', 'scripts/build-production.ts'], { cwd: root, env });
    const failure = (await run.then(() => undefined, (e: unknown) => e)) as { code: number; stderr: string } | undefined;
    expect(failure?.code).toBe(1);
    expect(failure?.stderr).toContain('2 values would lead back to a sandbox or off a secure host');
    expect(failure?.stderr).toMatch(/VITE_API_BASE_URL\s+plain http/);
    expect(failure?.stderr).toMatch(/VITE_CAPTCHA_URL\s+its path/);
  }, 60_000);
});
