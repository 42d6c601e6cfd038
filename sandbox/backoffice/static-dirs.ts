import { existsSync, readFileSync, statSync } from 'node:fs';
import { extname, join, resolve, sep } from 'node:path';
import type { SandboxContext } from '../context';

/**
 * Folders the back office links to for designers and QA, served read-only: the static Storybook build
 * (`npm run build-storybook` → storybook-static/) and the generated path report (`npm run test:paths` →
 * reports/paths/). Both are built on this machine by the team's own commands, never uploaded.
 */
export const staticDirs = [
  { prefix: '/sandbox/storybook', dir: 'storybook-static', title: "Designers' map (Storybook)", build: 'npm run build-storybook' },
  { prefix: '/sandbox/reports/paths', dir: 'reports/paths', title: 'QA path coverage report', build: 'npm run test:paths' },
] as const;

const types: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.webp': 'image/webp',
  '.woff2': 'font/woff2',
  '.woff': 'font/woff',
  '.ico': 'image/x-icon',
  '.map': 'application/json; charset=utf-8',
  '.zip': 'application/zip',
};

/**
 * Storybook's manager runs inline scripts and eval and frames its own preview; the report is plain HTML with
 * inline styles. Neither is the app, so they get this looser policy, limited to their own origin.
 */
const toolCsp = [
  "default-src 'self'",
  "script-src 'self' 'unsafe-inline' 'unsafe-eval'",
  "style-src 'self' 'unsafe-inline'",
  "img-src 'self' data: blob:",
  "font-src 'self' data:",
  "connect-src 'self'",
  "frame-src 'self'",
  "frame-ancestors 'self'",
  "object-src 'none'",
  "base-uri 'self'",
].join('; ');

export const builtDir = (root: string, dir: string): boolean => existsSync(join(root, dir, 'index.html'));

export function registerStaticDirs(ctx: SandboxContext): void {
  for (const { prefix, dir, build } of staticDirs) {
    ctx.app.get(`${prefix}`, (c) => c.redirect(`${prefix}/`));
    ctx.app.get(`${prefix}/*`, (c) => {
      const tools = ctx.config.toolsRoot ?? process.cwd();
      const root = resolve(tools, dir);
      const rel = decodeURIComponent(c.req.path.slice(prefix.length + 1)) || 'index.html';
      const file = resolve(root, rel);
      if (file !== root && !file.startsWith(root + sep)) return c.json({ code: 'NOT_FOUND', message: 'No such file.' }, 404);
      if (!existsSync(file) || !statSync(file).isFile()) {
        const message = builtDir(tools, dir) ? 'No such file.' : `Not built yet: run \`${build}\`.`;
        return c.json({ code: 'NOT_FOUND', message }, 404);
      }
      return c.body(readFileSync(file), 200, {
        'content-type': types[extname(file)] ?? 'application/octet-stream',
        'cache-control': 'no-cache',
        'content-security-policy': toolCsp,
        'x-frame-options': 'SAMEORIGIN',
      });
    });
  }
}
