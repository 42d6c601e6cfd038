import { existsSync, mkdirSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { freezeConfig, frozenConfig, moveSourceMaps, stripSourceMapComments } from '../../scripts/build-production.ts';
import { cdnConfig, connectOrigins, documentRoutes, hashedAssetLocation, nginxConfig } from '../../scripts/deploy-config.ts';
import { scanDist } from '../../scripts/deploy-guard.ts';
import { createSandbox, type Sandbox } from '../../sandbox/app';
import { cacheControl, hashedAsset } from '../../sandbox/hosting';

/** Issue W3-F items 1 and 3: what the production build writes beside dist/, and what never ships in it. */
const root = join(import.meta.dirname, '../..');
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

function fakeDist(): string {
  const dist = mkdtempSync(join(tmpdir(), 'lakbay-deploy-'));
  mkdirSync(join(dist, 'assets'));
  mkdirSync(join(dist, 'routes', 'nested'), { recursive: true });
  mkdirSync(join(dist, '.vite'));
  writeFileSync(join(dist, 'index.html'), '<!doctype html><script nonce="__CSP_NONCE__" src="/assets/index-Bx7kPq2Z.js"></script>');
  writeFileSync(join(dist, 'routes', 'index.html'), '<title>Lakbay</title>');
  writeFileSync(join(dist, 'routes', 'login.html'), '<title>Log in | Lakbay</title>');
  writeFileSync(join(dist, 'routes', 'nested', 'page.html'), '<title>Nested</title>');
  writeFileSync(join(dist, 'assets', 'index-Bx7kPq2Z.js'), 'console.log("app")\n');
  writeFileSync(join(dist, 'assets', 'index-Bx7kPq2Z.js.map'), '{"version":3,"sources":["../src/main.tsx"]}');
  writeFileSync(join(dist, '.vite', 'manifest.json'), '{"src/main.tsx":{}}');
  return dist;
}

describe('the deploy configuration', () => {
  const documents = ['/', '/login', '/register'];
  const connect = connectOrigins(frozenConfig(production));
  const conf = nginxConfig({ root: '/srv/lakbay/dist', listen: '80', origin: 'https://app.lakbay.example', documents, connect });

  it('lists the pages with a document of their own, from the build', () => {
    expect(documentRoutes(fakeDist())).toEqual(['/', '/login', '/nested/page']);
    expect(documentRoutes(join(tmpdir(), 'no-such-dist'))).toEqual([]);
  });

  it("nginx: each page's document, index.html for other pages, a nonce per response in the document and its CSP", () => {
    expect(conf).toContain('"/login" /routes/login.html;');
    expect(conf).toContain('"/" /routes/index.html;');
    expect(conf).toContain('"~^[^.]*$" /index.html;');
    expect(conf).toContain('try_files $uri $lakbay_document =404;');
    expect(conf).toContain('sub_filter "__CSP_NONCE__" "$request_id";');
    expect(conf).toContain('sub_filter_once off;');
    expect(conf).toMatch(/add_header Content-Security-Policy "[^"]*script-src 'self' 'nonce-\$request_id'[^"]*" always;/);
    expect(conf).not.toContain('unsafe-inline');
    expect(conf).toContain(`add_header Cache-Control "${cacheControl.other}" always;`);
    expect(conf).toContain('add_header strict-transport-security "max-age=31536000; includeSubDomains" always;');
  });

  it('nginx: hashed assets precompressed and cached a year, by the sandbox rule; maps, dot-files and sandbox paths refused', () => {
    expect(conf).toContain('gzip_static on;');
    expect(conf).toContain('brotli_static on;');
    expect(conf).toContain(`add_header Cache-Control "${cacheControl.hashedAsset}" always;`);
    const location = new RegExp(hashedAssetLocation);
    for (const path of ['/assets/index-Bx7kPq2Z.js', '/assets/poppins-latin-400-normal-cpxAROuN.woff2']) {
      expect(location.test(path), path).toBe(true);
      expect(hashedAsset.test(path), path).toBe(true);
    }
    expect(location.test('/assets/logo.svg')).toBe(false);
    expect(location.test('/index-Bx7kPq2Z.js')).toBe(false);
    expect(conf).toContain('location ~ "(\\\\.map$)|(\\\\/\\\\.)" {\n    return 404;');
    expect(conf).toContain('location ~ "^/(api|sandbox|cognito|segment|replay)(/|$)" {\n    return 404;');
    expect(conf).not.toContain('proxy_pass');
  });

  it("the CSP's connect-src names the hosts the production build calls, and nothing on loopback", () => {
    expect(connect).toEqual([
      'https://api.lending.example',
      'https://api.segment.io',
      'https://captcha.lending.example',
      'https://cdn.segment.com',
      'https://cognito-identity.ap-southeast-1.amazonaws.com',
      'https://cognito-idp.ap-southeast-1.amazonaws.com',
      'https://collect.analytics.example',
      'https://replay.lending.example',
      'https://track.customer.example',
    ]);
    expect(conf).toContain(`connect-src 'self' ${connect.join(' ')};`);
  });

  it('nginx for the test: the platform paths proxied (prefix locations that win over the refusals)', () => {
    const test = nginxConfig({ root: '/tmp/d', listen: '127.0.0.1:5182', origin: 'http://127.0.0.1:5182', documents, proxy: { upstream: 'http://127.0.0.1:5183', paths: ['/api/', '/cognito', '/segment/', '/replay/', '/sandbox/'] } });
    expect(test).toContain('location ^~ /cognito {\n    proxy_pass http://127.0.0.1:5183;');
    expect(test).not.toContain('(api|sandbox');
    expect(test).not.toContain('strict-transport-security');
  });

  it('the CDN description carries the same rules', () => {
    const cdn = cdnConfig({ origin: 'https://app.lakbay.example', documents, connect });
    expect(cdn.documents.byPath).toEqual({ '/': '/routes/index.html', '/login': '/routes/login.html', '/register': '/routes/register.html' });
    expect(cdn.documents.nonce.placeholder).toBe('__CSP_NONCE__');
    expect(cdn.documents.nonce.headerTemplate).toContain("'nonce-{nonce}'");
    expect(cdn.documents.headers['cache-control']).toBe('no-cache');
    expect(cdn.assets.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(new RegExp(cdn.neverServed.pattern).test('/assets/a.js.map')).toBe(true);
  });

  it('a CSP report address goes into every policy', () => {
    const reporting = { origin: 'https://app.lakbay.example', documents, connect, reportUri: 'https://csp.lending.example/report' };
    expect(nginxConfig({ ...reporting, root: '/srv', listen: '80' }).match(/report-uri https:\/\/csp\.lending\.example\/report"/g)).toHaveLength(2);
    expect(cdnConfig(reporting).documents.nonce.headerTemplate).toMatch(/; report-uri https:\/\/csp\.lending\.example\/report$/);
  });
});

describe('nothing private ships', () => {
  it('moves the source maps and the manifest out of dist/, and the scan then finds nothing', () => {
    const dist = fakeDist();
    expect(scanDist(dist)).toEqual(['assets/index-Bx7kPq2Z.js.map: a source map']);
    expect(moveSourceMaps(dist, `${dist}-sourcemaps`)).toBe(1);
    expect(existsSync(`${dist}-sourcemaps/assets/index-Bx7kPq2Z.js.map`)).toBe(true);
    expect(existsSync(`${dist}-sourcemaps/.vite/manifest.json`)).toBe(true);
    expect(existsSync(join(dist, '.vite'))).toBe(false);
    expect(scanDist(dist)).toEqual([]);
  });

  it('fails on a sourceMappingURL comment and on a sandbox-only string, not on the words inside code', () => {
    const dist = fakeDist();
    moveSourceMaps(dist, `${dist}-sourcemaps`);
    writeFileSync(join(dist, 'assets', 'a-Bx7kPq2Z.js'), 'x()\n//# sourceMappingURL=a-Bx7kPq2Z.js.map\n');
    writeFileSync(join(dist, 'assets', 'b-Bx7kPq2Z.css'), 'a{}\n/*# sourceMappingURL=b.css.map */');
    writeFileSync(join(dist, 'assets', 'c-Bx7kPq2Z.js'), 'const p="local_lakbay",c=`/sandbox/api/captcha`');
    writeFileSync(join(dist, 'assets', 'd-Bx7kPq2Z.js'), 'e.replace(/^\\/\\*\\s*# sourceMappingURL=/,"")');
    expect(scanDist(dist)).toEqual([
      'assets/a-Bx7kPq2Z.js: names a source map (sourceMappingURL)',
      'assets/b-Bx7kPq2Z.css: names a source map (sourceMappingURL)',
      'assets/c-Bx7kPq2Z.js: contains the sandbox-only string "local_lakbay"',
      'assets/c-Bx7kPq2Z.js: contains the sandbox-only string "/sandbox/"',
    ]);
  });

  it("freezes the app's configuration: the line of src/config.ts becomes the resolved values", () => {
    const plugin = freezeConfig(frozenConfig(production));
    const source = readFileSync(join(root, 'src/config.ts'), 'utf8');
    const transform = plugin.transform as (this: unknown, code: string, id: string) => { code: string } | null;
    const out = transform.call({ error: (m: string) => { throw new Error(m); } }, source, join(root, 'src/config.ts'));
    expect(out?.code).toContain('export const config = {"apiBaseUrl":"https://api.lending.example"');
    expect(out?.code).not.toContain('readConfig(import.meta.env');
    expect(transform.call({}, 'x', join(root, 'src/other.ts'))).toBeNull();
    expect(() => frozenConfig({ ...production, VITE_COGNITO_USER_POOL_ID: 'local_lakbay' })).toThrow(/own origin/);
  });

  it("neutralises a library's source map comment without moving a byte", () => {
    const code = 'const w=`self.onmessage=1;\n//# sourceMappingURL=worker-NVDCVKXO.js.map`;';
    const bundle = { 'assets/rrweb-Bx7kPq2Z.js': { type: 'chunk', code } };
    const hook = stripSourceMapComments().generateBundle as unknown as (this: unknown, o: unknown, b: typeof bundle) => void;
    hook.call({}, {}, bundle);
    expect(bundle['assets/rrweb-Bx7kPq2Z.js'].code).toBe('const w=`self.onmessage=1;\n//  sourceMappingURL=worker-NVDCVKXO.js.map`;');
  });
});

describe('the sandbox never serves a source map', () => {
  let sandbox: Sandbox;
  beforeAll(() => {
    sandbox = createSandbox({ dbPath: ':memory:', storageDir: mkdtempSync(join(tmpdir(), 'lakbay-s-')), appDir: fakeDist(), origin: 'http://127.0.0.1:5173', tokenTtlSeconds: 60 });
  });
  afterAll(() => sandbox.close());

  it('.map and dot-files answer 404; the asset itself 200', async () => {
    expect((await sandbox.app.request('/assets/index-Bx7kPq2Z.js')).status).toBe(200);
    expect((await sandbox.app.request('/assets/index-Bx7kPq2Z.js.map')).status).toBe(404);
    expect((await sandbox.app.request('/.vite/manifest.json')).status).toBe(404);
  });
});
