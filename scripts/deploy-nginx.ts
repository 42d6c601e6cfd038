/**
 * Runs Debian's nginx in the foreground with the generated server block (scripts/deploy-config.ts) in front of a
 * built app, for tests/e2e/nginx.spec.ts (playwright.nginx.config.ts starts and stops it as a web server):
 * its own prefix, configuration and temp folders in a temp dir of its own (per port), its own port, `daemon off`; the sandbox's
 * paths proxied to a sandbox. Ends nginx and removes the folder when it is told to stop.
 *
 *   tsx scripts/deploy-nginx.ts --dist <dir> --port <port> [--upstream http://127.0.0.1:<sandbox port>]
 */
import { spawn } from 'node:child_process';
import { existsSync, mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { documentRoutes, nginxConfig } from './deploy-config.ts';

/** What the test proxies: the API and sign-in service, Cognito, analytics and replay, the sandbox (captcha, objects). */
export const PROXIED_PATHS = ['/api/', '/cognito', '/segment/', '/replay/', '/sandbox/'];
export const NGINX = process.env.NGINX_PATH ?? '/usr/sbin/nginx';
const MODULES = '/usr/lib/nginx/modules';

/** The main configuration around the generated server block: everything under `prefix`, logs to stderr. */
export function mainConfig(prefix: string, site: string): string {
  const temp = ['client_body', 'proxy', 'fastcgi', 'uwsgi', 'scgi'].map((t) => `  ${t}_temp_path ${join(prefix, 'tmp', t)};`);
  return [
    ...['ngx_http_brotli_filter_module.so', 'ngx_http_brotli_static_module.so'].map((m) => `load_module ${join(MODULES, m)};`),
    // As root, workers would switch to nobody, who may not read the checkout.
    ...(process.getuid?.() === 0 ? ['user root;'] : []),
    'worker_processes 1;',
    `pid ${join(prefix, 'nginx.pid')};`,
    'error_log stderr warn;',
    'events { worker_connections 512; }',
    'http {',
    '  access_log off;',
    '  sendfile on;',
    '  client_body_buffer_size 1m;',
    ...temp,
    `  include ${site};`,
    '}',
    '',
  ].join('\n');
}

function main(): void {
  const { values } = parseArgs({ options: { dist: { type: 'string' }, port: { type: 'string' }, upstream: { type: 'string' } } });
  if (!values.dist || !values.port) throw new Error('usage: deploy-nginx.ts --dist <dir> --port <port> [--upstream <url>]');
  if (!existsSync(NGINX)) throw new Error(`${NGINX} not found: apt-get install -y nginx libnginx-mod-http-brotli-static libnginx-mod-http-brotli-filter`);
  const dist = resolve(values.dist);
  // One folder per port, cleared first: a run that was killed outright leaves nothing that accumulates.
  const prefix = join(tmpdir(), `lakbay-nginx-${values.port}`);
  rmSync(prefix, { recursive: true, force: true });
  for (const t of ['client_body', 'proxy', 'fastcgi', 'uwsgi', 'scgi']) mkdirSync(join(prefix, 'tmp', t), { recursive: true });
  const site = join(prefix, 'lakbay.conf');
  writeFileSync(
    site,
    nginxConfig({
      root: dist,
      listen: `127.0.0.1:${values.port}`,
      origin: `http://127.0.0.1:${values.port}`,
      documents: documentRoutes(dist),
      proxy: values.upstream ? { upstream: values.upstream, paths: PROXIED_PATHS } : undefined,
    }),
  );
  writeFileSync(join(prefix, 'nginx.conf'), mainConfig(prefix, site));
  const child = spawn(NGINX, ['-p', prefix, '-e', 'stderr', '-c', join(prefix, 'nginx.conf'), '-g', 'daemon off;'], { stdio: 'inherit' });
  const cleanup = () => rmSync(prefix, { recursive: true, force: true });
  // TERM: nginx's fast shutdown. Playwright ends its web servers with SIGTERM (then SIGKILL to the process group).
  for (const signal of ['SIGTERM', 'SIGINT', 'SIGHUP'] as const) process.on(signal, () => child.kill('SIGTERM'));
  child.on('exit', (code, signal) => {
    cleanup();
    process.exit(code ?? (signal ? 0 : 1));
  });
}

if (process.argv[1]?.endsWith('deploy-nginx.ts')) main();
