/**
 * What a real web server or CDN needs in front of a built `dist/` (issue W3-F), generated from the lists the
 * sandbox's own hosting serves by (sandbox/hosting.ts: types, caching, compression, what is never served, the
 * nonce placeholder; sandbox/security-headers.ts: the headers and the CSP), so the two cannot drift apart:
 *
 * - `nginxConfig`: a `map` and a `server` block for Debian's nginx (`deploy/nginx.conf`, included in `http {}`:
 *   /etc/nginx/conf.d/ or sites-enabled/). Hashed assets: precompressed `.br`/`.gz` as they are (gzip_static,
 *   brotli_static), cached a year. Documents: a fresh CSP nonce per response (`$request_id`, 16 random bytes)
 *   written into the document (sub_filter) and its CSP header; compressed as they go out; never cached.
 * - `cdnConfig`: the same rules as JSON (`deploy/cdn.json`) for the lender's CDN configuration (docs/deploy.md).
 */
import { existsSync, readdirSync, statSync } from 'node:fs';
import { join, relative, sep } from 'node:path';
import {
  ASSETS_PREFIX,
  NONCE_PLACEHOLDER,
  cacheControl,
  compressible,
  contentTypes,
  hashedAsset,
  neverServed,
  reserved,
} from '../sandbox/hosting.ts';
import { cspWithNonce, securityHeaders } from '../sandbox/security-headers.ts';
import type { Config } from '../src/config.ts';

/** nginx's per-request random id (16 random bytes, hex): the nonce of that response. */
const NGINX_NONCE = '$request_id';

export interface DeployOptions {
  /** The public origin (https in production: adds HSTS, as the sandbox does for an https origin). */
  origin: string;
  /** Routes with a document of their own (dist/routes/<path>.html): `documentRoutes(dist)`. */
  documents: string[];
  /** Origins the built app calls besides its own (CSP connect-src): `connectOrigins(config)`. */
  connect?: string[];
  /** Where browsers report CSP violations (`report-uri`; LAKBAY_CSP_REPORT_URI at build:production). */
  reportUri?: string;
}

/** The CSP of this deployment: the sandbox's, plus the production hosts and the report address. */
function csp(o: DeployOptions, nonce?: string): string {
  return cspWithNonce(nonce, o.connect) + (o.reportUri ? `; report-uri ${o.reportUri}` : '');
}

export interface NginxOptions extends DeployOptions {
  /** The folder holding the built app on the server. */
  root: string;
  /** `listen` parameters: `80`, `127.0.0.1:8080`, `443 ssl` (TLS settings are the lender's). */
  listen: string;
  serverName?: string;
  /**
   * Test only (tests/e2e/nginx.spec.ts): paths passed to a platform on another address. In production these are
   * other hosts the built app calls directly (VITE_API_BASE_URL...), and this server answers them 404.
   */
  proxy?: { upstream: string; paths: string[] };
}

/** The routes that have their own document in a built app: `/` and `/login` for routes/index.html, routes/login.html. */
export function documentRoutes(dist: string): string[] {
  const dir = join(dist, 'routes');
  if (!existsSync(dir)) return [];
  const walk = (d: string): string[] =>
    readdirSync(d).flatMap((f) => (statSync(join(d, f)).isDirectory() ? walk(join(d, f)) : f.endsWith('.html') ? [join(d, f)] : []));
  return walk(dir)
    .map((f) => relative(dir, f).split(sep).join('/').replace(/\.html$/, ''))
    .map((p) => (p === 'index' ? '/' : `/${p}`))
    .sort();
}

const documentFile = (route: string) => `/routes/${route === '/' ? 'index' : route.slice(1)}.html`;

/** Security headers of every file and document, the CSP apart (a document's carries its nonce). */
function headersBesideCsp(origin: string): Record<string, string> {
  const { 'content-security-policy': _csp, ...rest } = securityHeaders(origin);
  return rest;
}

/** MIME type (no parameters) -> extensions, from the sandbox's list; which of them carry `charset=utf-8`. */
function typesByMime(): { types: Map<string, string[]>; withCharset: string[] } {
  const types = new Map<string, string[]>();
  const withCharset = new Set<string>();
  for (const [ext, full] of Object.entries(contentTypes)) {
    const mime = full.split(';')[0]!.trim();
    types.set(mime, [...(types.get(mime) ?? []), ext.slice(1)]);
    if (/charset=utf-8/i.test(full)) withCharset.add(mime);
  }
  return { types, withCharset: [...withCharset] };
}

/** text/html is in nginx's gzip_types, brotli_types and charset_types already (listing it again is a warning). */
const compressibleMimes = () =>
  [...new Set([...compressible].map((ext) => contentTypes[ext]?.split(';')[0]?.trim()).filter((m): m is string => !!m && m !== 'text/html'))].sort();

/**
 * The origins a built app's configuration calls besides its own (src/config.ts `readConfig`): its CSP's connect-src.
 * The sandbox serves everything on the app's origin ('self'); a production build calls the platform, Cognito, Segment,
 * the trackers and the replay sink on their own hosts.
 */
export function connectOrigins(c: Config): string[] {
  const urls = [
    c.apiBaseUrl,
    c.captchaUrl,
    c.cognito.endpoint ?? `https://cognito-idp.${c.cognito.region}.amazonaws.com`,
    `https://cognito-identity.${c.cognito.region}.amazonaws.com`,
    c.segment.cdnUrl,
    `${c.segment.protocol}://${c.segment.apiHost}`,
    c.tracker.customerMessagingUrl,
    c.tracker.webAnalyticsUrl,
    c.sessionReplay.url,
  ];
  const origins = new Set<string>();
  for (const u of urls) {
    try {
      if (u) origins.add(new URL(u).origin);
    } catch {
      // a path on the app's own origin: 'self'
    }
  }
  return [...origins].sort();
}

/** The PCRE of a hashed asset's URL: the sandbox's test, anchored under /assets/. */
export const hashedAssetLocation = `^${ASSETS_PREFIX}.*${hashedAsset.source.replace(/^\^/, '')}`;

const quote = (v: string) => `"${v.replace(/(["\\])/g, '\\$1')}"`;

export function nginxConfig(o: NginxOptions): string {
  const { types, withCharset } = typesByMime();
  const header = (name: string, value: string) => `add_header ${name} ${quote(value)} always;`;
  const security = Object.entries(headersBesideCsp(o.origin)).map(([k, v]) => header(k, v));
  const proxied = new Set(o.proxy?.paths ?? []);
  const bare = (p: string) => p.replace(/^\/|\/$/g, '');
  const refused = reserved.map(bare).filter((p) => ![...proxied].some((q) => bare(q) === p));
  const indent = (lines: string[], n: number) => lines.map((l) => `${' '.repeat(n)}${l}`).join('\n');
  const documentMap = [
    // A path with a dot is a file: no document for it (a missing asset stays a 404, as in the sandbox).
    `default /.lakbay-no-document;`,
    // Any other path is a page: index.html, unless the page has a document of its own.
    `"~^[^.]*$" /index.html;`,
    ...o.documents.map((r) => `${quote(r)} ${documentFile(r)};`),
  ];
  return `# Lakbay: generated by \`npm run build:production\` (scripts/deploy-config.ts) from the sandbox's hosting lists
# (sandbox/hosting.ts, sandbox/security-headers.ts). Do not edit: change the lists and build again.
# Debian's nginx with libnginx-mod-http-brotli-static and libnginx-mod-http-brotli-filter; this file goes inside
# \`http {}\` (e.g. /etc/nginx/conf.d/lakbay.conf). How to deploy, roll out and roll back: docs/deploy.md.

# Which document answers a path: the page's own (prerendered) one, index.html for every other page.
map $uri $lakbay_document {
${indent(documentMap, 2)}
}

server {
  listen ${o.listen};
  server_name ${o.serverName ?? '_'};
  root ${o.root};
  server_tokens off;
  etag on;

  # Content types as the sandbox sends them (its list replaces nginx's defaults here).
  types {
${indent([...types].map(([mime, exts]) => `${mime} ${exts.join(' ')};`), 4)}
  }
  default_type application/octet-stream;
  charset utf-8;
  charset_types ${withCharset.filter((m) => m !== 'text/html').join(' ')};
  # Caches keep one copy per coding (Vary: Accept-Encoding), for the precompressed files and the documents alike.
  gzip_vary on;

  # Never served: source maps and dot-files (Vite's .vite/manifest.json).
  location ~ ${quote(neverServed.source)} {
    return 404;
  }
${refused.length ? `
  # The sandbox's paths: the platform is on other hosts in production (VITE_API_BASE_URL...).
  location ~ ${quote(`^/(${refused.join('|')})(/|$)`)} {
    return 404;
  }
` : ''}${[...proxied]
    .map(
      (p) => `
  location ^~ ${p} {
    proxy_pass ${o.proxy!.upstream};
    proxy_http_version 1.1;
    proxy_set_header Host $http_host;
    proxy_set_header X-Forwarded-For $proxy_add_x_forwarded_for;
    proxy_set_header X-Forwarded-Proto $scheme;
    proxy_buffering off;
  }
`,
    )
    .join('')}
  # Hashed assets: their name changes with their content. Sent as the .br or .gz the build wrote beside them.
  location ~ ${quote(hashedAssetLocation)} {
    gzip_static on;
    brotli_static on;
    ${header('Cache-Control', cacheControl.hashedAsset)}
    ${header('Content-Security-Policy', csp(o))}
${indent(security, 4)}
  }

  # Documents and the other files: a fresh nonce in every document and its CSP, never cached.
  location / {
    try_files $uri $lakbay_document =404;
    sub_filter ${quote(NONCE_PLACEHOLDER)} ${quote(NGINX_NONCE)};
    sub_filter_once off;
    gzip on;
    gzip_comp_level 6;
    gzip_types ${compressibleMimes().join(' ')};
    brotli on;
    brotli_comp_level 5;
    brotli_types ${compressibleMimes().join(' ')};
    ${header('Cache-Control', cacheControl.other)}
    ${header('Content-Security-Policy', csp(o, NGINX_NONCE))}
${indent(security, 4)}
  }
}
`;
}

/**
 * The same rules for a CDN, as data (deploy/cdn.json; its format is ours, described in docs/deploy.md): which paths
 * are documents and which file answers each, the headers and caching per kind of path, what is never served, and
 * how the nonce goes into a document. A CDN that cannot rewrite a body per response passes `documents` to the
 * nginx origin uncached (they are `no-cache` anyway) and caches only `assets`.
 */
export function cdnConfig(o: DeployOptions) {
  const security = headersBesideCsp(o.origin);
  return {
    $comment:
      'Lakbay: generated by `npm run build:production` (scripts/deploy-config.ts) from the sandbox hosting lists. Format and use: docs/deploy.md.',
    version: 1,
    neverServed: { pattern: neverServed.source, status: 404 },
    assets: {
      pattern: hashedAssetLocation,
      headers: { 'cache-control': cacheControl.hashedAsset, 'content-security-policy': csp(o), ...security },
      precompressed: { br: '.br', gzip: '.gz' },
      varyOn: ['accept-encoding'],
    },
    documents: {
      byPath: Object.fromEntries(o.documents.map((r) => [r, documentFile(r)])),
      otherPages: { pattern: '^[^.]*$', file: '/index.html' },
      nonce: {
        placeholder: NONCE_PLACEHOLDER,
        bytes: 16,
        headerTemplate: csp(o, '{nonce}'),
        note: 'Replace every placeholder in the document and {nonce} in the header with the same fresh value per response; never cache the result.',
      },
      headers: { 'cache-control': cacheControl.other, ...security },
      compress: ['br', 'gzip'],
    },
    otherFiles: { headers: { 'cache-control': cacheControl.other, 'content-security-policy': csp(o), ...security } },
    contentTypes,
    refusedPaths: reserved,
  };
}
