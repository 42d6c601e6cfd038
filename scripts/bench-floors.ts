/**
 * The floors the signed-in benches measure the app against (issue W3-D), written into the build they serve, so the
 * sandbox serves them like the app's own documents (same origin, same headers, a nonce for their inline script):
 *   - FLOOR: the same form /login first shows, as plain HTML: no script, no font, no stylesheet;
 *   - DATA_FLOOR: the least a page showing a borrower's figure can do here. Plain HTML whose inline script takes the
 *     tab's stored access token, reads the borrower's loans from the platform and writes the first one's
 *     outstanding balance into a new paragraph (what /loan-details and /payments paint last). Opened in a signed-in
 *     tab of a `dataFloorKind` persona;
 *   - STACK_FLOOR: the same figure shown by the smallest app on the mandated stack (scripts/size-floor-data: react-dom,
 *     TanStack Router, xstate and @xstate/react, one route, one chart reading it), built here into the app's build with
 *     its assets precompressed as the app's are.
 * Used by scripts/lighthouse.ts (npm run bench:lighthouse) and scripts/bench-signed-in.ts (npm run bench:signed-in).
 */
import { execSync } from 'node:child_process';
import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { brotliCompressSync, gzipSync } from 'node:zlib';

export const FLOOR = '/bench-floor.html';
export const DATA_FLOOR = '/bench-floor-data.html';
/** The stack floor's page (scripts/size-floor-data): the mandated stack, one route reading one figure. */
export const STACK_FLOOR = '/bench-floor-stack/index.html';
export const dataFloorKind = 'past-due';
/** The data floor's figure paragraph (the benches wait for it). */
export const dataFloorFigure = /^Outstanding balance: ₱[\d,]+\.\d\d/;

const head = (description: string, title: string) =>
  '<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">' +
  `<meta name="description" content="${description}"><title>${title} | Lakbay</title></head>`;

export function writeFloorPages(dist: string) {
  writeFileSync(
    `${dist}${FLOOR}`,
    head('Floor page for the benches.', 'Log in') +
      '<body><main><h1>Log in</h1><form method="post" action="/login"><label for="id">Mobile number or email</label>' +
      '<input id="id" name="username" autocomplete="username"><button type="submit">Continue</button></form></main></body></html>',
  );
  writeFileSync(
    `${dist}${DATA_FLOOR}`,
    head('Signed-in floor page for the benches.', 'Loan') +
      '<body><main><h1>Your loan</h1></main><script nonce="__CSP_NONCE__">(function(){' +
      'var t=null;for(var i=0;i<sessionStorage.length;i++){var k=sessionStorage.key(i);if(/\\.accessToken$/.test(k))t=sessionStorage.getItem(k)}' +
      'fetch("/api/v1/loans",{headers:{authorization:"Bearer "+t}}).then(function(r){return r.json()}).then(function(b){' +
      'var l=b.data[0],p=document.createElement("p");document.querySelector("main").appendChild(p);' +
      'p.textContent="Outstanding balance: \\u20b1"+(l.outstanding_balance_centavos/100).toLocaleString("en-PH",{minimumFractionDigits:2})+' +
      '" as of today. Your payroll deductions for this loan continue until it is paid."})})()</script></body></html>',
  );
}

/** Builds scripts/size-floor-data into `<dist>/bench-floor-stack/` (brotli and gzip beside each asset, as the app's). */
export function buildStackFloor(dist: string) {
  const out = resolve(dist, 'bench-floor-stack');
  execSync(`npx vite build --outDir ${out} --emptyOutDir`, { cwd: 'scripts/size-floor-data', stdio: 'inherit' });
  for (const f of readdirSync(`${out}/assets`)) {
    const data = readFileSync(`${out}/assets/${f}`);
    writeFileSync(`${out}/assets/${f}.br`, brotliCompressSync(data));
    writeFileSync(`${out}/assets/${f}.gz`, gzipSync(data, { level: 9 }));
  }
}
