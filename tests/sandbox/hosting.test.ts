import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createSandbox, type Sandbox } from '../../sandbox/app';
import { pickEncoding } from '../../sandbox/hosting';

let sandbox: Sandbox;
const get = (path: string, init?: RequestInit) => sandbox.app.request(path, init);

beforeAll(() => {
  const appDir = mkdtempSync(join(tmpdir(), 'lakbay-dist-'));
  mkdirSync(join(appDir, 'assets'));
  writeFileSync(join(appDir, 'index.html'), '<!doctype html><title>Lakbay</title><script type="module" src="/assets/index-Bx7kPq2Z.js"></script>');
  writeFileSync(join(appDir, 'assets', 'index-Bx7kPq2Z.js'), 'console.log("app")');
  mkdirSync(join(appDir, 'routes'));
  writeFileSync(join(appDir, 'routes', 'login.html'), '<title>Log in | Lakbay</title><link rel="modulepreload" href="/assets/login-Ab12Cd34.js" nonce="__CSP_NONCE__">');
  writeFileSync(join(appDir, 'favicon.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>');
  writeFileSync(join(tmpdir(), 'secret.txt'), 'not for you');
  sandbox = createSandbox({ dbPath: ':memory:', storageDir: mkdtempSync(join(tmpdir(), 'lakbay-s1-')), appDir, origin: 'http://127.0.0.1:5173', tokenTtlSeconds: 60 });
});
afterAll(() => sandbox.close());

describe('app hosting', () => {
  it('serves index.html for app routes (SPA fallback), never cached', async () => {
    for (const path of ['/', '/home', '/wizard/v2/Journey/personal-details']) {
      const res = await get(path);
      expect(res.status, path).toBe(200);
      expect(res.headers.get('content-type')).toContain('text/html');
      expect(res.headers.get('cache-control')).toBe('no-cache');
      expect(await res.text()).toContain('<title>Lakbay</title>');
    }
  });

  it("serves a route's own document when the build wrote one (its chunks named up front), with a fresh nonce", async () => {
    const res = await get('/login');
    const html = await res.text();
    expect(html).toContain('<title>Log in | Lakbay</title>');
    expect(html).toMatch(/<link rel="modulepreload" href="\/assets\/login-Ab12Cd34.js" nonce="[^_"]+">/);
    expect(res.headers.get('content-security-policy')).toContain('nonce-');
    expect(await (await get('/register')).text()).toContain('<title>Lakbay</title>'); // no document of its own
    expect(await (await get('/routes/../../secret.txt')).text()).not.toContain('not for you');
  });

  it('caches hashed assets for a year and serves other files revalidated', async () => {
    const js = await get('/assets/index-Bx7kPq2Z.js');
    expect(js.headers.get('content-type')).toContain('text/javascript');
    expect(js.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect((await get('/favicon.svg')).headers.get('cache-control')).toBe('no-cache');
  });

  it('answers a missing asset with 404, not with index.html', async () => {
    const res = await get('/assets/gone-12345678.js');
    expect(res.status).toBe(404);
  });

  it('does not serve files outside the app directory', async () => {
    const res = await get('/..%2fsecret.txt');
    expect(await res.text()).not.toContain('not for you');
  });

  it('answers unknown API and back-office paths with JSON 404', async () => {
    for (const path of ['/api/v1/nothing', '/api/v2/companies', '/sandbox/api/nothing', '/replay/v1/sessions', '/segment/v1/nothing']) {
      const res = await get(path);
      expect(res.status, path).toBe(404);
      expect(await res.json()).toMatchObject({ code: 'NOT_FOUND' });
    }
    expect((await get('/api/v1/companies', { method: 'DELETE' })).status).toBe(404);
  });
});

describe('security headers', () => {
  it('sends JSON answers, kept ones and errors alike, the API set: never stored, sniffed, framed or allowed to load anything', async () => {
    for (const path of ['/api/v1/companies', '/api/v1/companies', '/api/v1/form-options/lookups/JOB_TITLE', '/api/v1/user/profile', '/api/v1/nothing']) {
      const res = await get(path);
      expect(res.headers.get('content-type'), path).toContain('application/json');
      expect(res.headers.get('content-security-policy'), path).toBe("default-src 'none'; frame-ancestors 'none'");
      expect(res.headers.get('cache-control'), path).toBe('no-store');
      expect(res.headers.get('x-content-type-options')).toBe('nosniff');
      expect(res.headers.get('x-frame-options')).toBe('DENY');
    }
  });

  it('sends a CSP without unsafe-inline and strict headers on pages and assets', async () => {
    for (const path of ['/', '/assets/index-Bx7kPq2Z.js', '/sandbox']) {
      const res = await get(path);
      const csp = res.headers.get('content-security-policy') ?? '';
      expect(csp, path).toContain("default-src 'self'");
      expect(csp).toContain("connect-src 'self'");
      expect(csp).toContain("img-src 'self' data: blob:");
      expect(csp).toContain("media-src 'self' blob:");
      expect(csp).toContain("frame-ancestors 'none'");
      expect(csp).not.toContain('unsafe-inline');
      expect(csp).not.toContain('unsafe-eval');
      expect(res.headers.get('x-content-type-options')).toBe('nosniff');
      expect(res.headers.get('x-frame-options')).toBe('DENY');
      expect(res.headers.get('referrer-policy')).toBe('strict-origin-when-cross-origin');
    }
  });

  it('renders the back office without inline script or style, with its assets served', async () => {
    const html = await (await get('/sandbox')).text();
    expect(html).toContain('<h1>Lakbay sandbox back office</h1>');
    expect(html).not.toMatch(/<script(?![^>]*\ssrc=)[^>]*>/);
    expect(html).not.toMatch(/\sstyle=|<style/);
    expect(html).not.toMatch(/\son[a-z]+=/);
    expect((await get('/sandbox/assets/backoffice.js')).headers.get('content-type')).toContain('javascript');
    expect((await get('/sandbox/assets/backoffice.css')).headers.get('content-type')).toContain('text/css');
    expect((await get('/sandbox/assets/passwd')).status).toBe(404);
  });
});

describe('CSP nonce (Vite html.cspNonce placeholder)', () => {
  it('gives each index.html response a fresh nonce, in the page and in its CSP', async () => {
    const appDir = mkdtempSync(join(tmpdir(), 'lakbay-dist-nonce-'));
    writeFileSync(join(appDir, 'index.html'), '<meta property="csp-nonce" nonce="__CSP_NONCE__"><script type="module" nonce="__CSP_NONCE__" src="/a.js"></script>');
    const withNonce = createSandbox({ dbPath: ':memory:', storageDir: mkdtempSync(join(tmpdir(), 'lakbay-s1-')), appDir, origin: 'http://127.0.0.1:5173', tokenTtlSeconds: 60 });
    try {
      const nonces = [];
      for (const path of ['/', '/home']) {
        const res = await withNonce.app.request(path);
        const html = await res.text();
        const nonce = /nonce="([^"]+)"/.exec(html)?.[1];
        expect(nonce).toMatch(/^[A-Za-z0-9+/=]{20,}$/);
        expect(html).not.toContain('__CSP_NONCE__');
        const csp = res.headers.get('content-security-policy') ?? '';
        expect(csp).toContain(`style-src 'self' 'nonce-${nonce}'`);
        expect(csp).toContain(`script-src 'self' 'nonce-${nonce}'`);
        expect(csp).not.toContain('unsafe-inline');
        nonces.push(nonce);
      }
      expect(nonces[0]).not.toBe(nonces[1]);
    } finally {
      withNonce.close();
    }
  });
});

describe('compression (W2-F item 1)', () => {
  const big = `export const words = ${JSON.stringify('salary loan '.repeat(400))};`;
  let compressed: Sandbox;
  beforeAll(() => {
    const appDir = mkdtempSync(join(tmpdir(), 'lakbay-dist-enc-'));
    mkdirSync(join(appDir, 'assets'));
    writeFileSync(join(appDir, 'index.html'), `<meta property="csp-nonce" nonce="__CSP_NONCE__"><title>Lakbay</title><!-- ${'x'.repeat(2000)} -->`);
    const js = join(appDir, 'assets', 'index-Bx7kPq2Z.js');
    writeFileSync(js, big);
    // As the build writes them (vite.config.ts precompress).
    writeFileSync(`${js}.br`, brotliCompressSync(big));
    writeFileSync(`${js}.gz`, gzipSync(big));
    writeFileSync(join(appDir, 'assets', 'logo-Ab12Cd34.png'), Buffer.from([0x89, 0x50, 0x4e, 0x47]));
    compressed = createSandbox({ dbPath: ':memory:', storageDir: mkdtempSync(join(tmpdir(), 'lakbay-s1-')), appDir, origin: 'http://127.0.0.1:5173', tokenTtlSeconds: 60 });
  });
  afterAll(() => compressed.close());
  const fetchWith = (path: string, acceptEncoding?: string) =>
    compressed.app.request(path, acceptEncoding ? { headers: { 'accept-encoding': acceptEncoding } } : undefined);
  const bytes = async (res: Response) => Buffer.from(await res.arrayBuffer());

  it('sends the precompressed brotli file to a browser that accepts it, gzip to one that accepts only gzip', async () => {
    const br = await fetchWith('/assets/index-Bx7kPq2Z.js', 'gzip, deflate, br, zstd');
    expect(br.headers.get('content-encoding')).toBe('br');
    expect(br.headers.get('vary')).toBe('Accept-Encoding');
    expect(br.headers.get('content-type')).toContain('text/javascript');
    expect(br.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    const brBody = await bytes(br);
    expect(brBody.length).toBeLessThan(big.length / 10);
    expect(brotliDecompressSync(brBody).toString()).toBe(big);

    const gz = await fetchWith('/assets/index-Bx7kPq2Z.js', 'gzip, deflate');
    expect(gz.headers.get('content-encoding')).toBe('gzip');
    expect(gunzipSync(await bytes(gz)).toString()).toBe(big);
  });

  it('sends the plain file when nothing (or br;q=0, gzip;q=0) is accepted, still varying on Accept-Encoding', async () => {
    for (const accept of [undefined, 'identity', 'br;q=0, gzip;q=0']) {
      const res = await fetchWith('/assets/index-Bx7kPq2Z.js', accept);
      expect(res.headers.get('content-encoding'), accept).toBeNull();
      expect(res.headers.get('vary')).toBe('Accept-Encoding');
      expect(await res.text()).toBe(big);
    }
    expect(pickEncoding('br;q=0, *')).toBe('gzip');
  });

  it('compresses index.html as it goes out, with its fresh nonce inside and in the CSP', async () => {
    const res = await fetchWith('/login', 'gzip, br');
    expect(res.headers.get('content-encoding')).toBe('br');
    expect(res.headers.get('vary')).toBe('Accept-Encoding');
    const html = brotliDecompressSync(await bytes(res)).toString();
    const nonce = /nonce="([^"]+)"/.exec(html)?.[1];
    expect(html).toContain('<title>Lakbay</title>');
    expect(res.headers.get('content-security-policy')).toContain(`'nonce-${nonce}'`);
  });

  it('sends images and fonts as they are (already compressed formats)', async () => {
    const res = await fetchWith('/assets/logo-Ab12Cd34.png', 'br, gzip');
    expect(res.headers.get('content-encoding')).toBeNull();
    expect(res.headers.get('vary')).toBeNull();
  });
});
