import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';
import { fileURLToPath } from 'node:url';
import { readFileSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { brotliCompressSync, constants as zlib, gzipSync } from 'node:zlib';
import type { Plugin } from 'vite';

const r = (p: string) => fileURLToPath(new URL(p, import.meta.url));

/**
 * Writes name.br and name.gz beside every text file of the build, at the highest levels, once: the hosting sends
 * the one the browser accepts (sandbox/hosting.ts). Uncompressed, the entry alone was 437 KB on a slow network.
 */
function precompress(): Plugin {
  let outDir = 'dist';
  return {
    name: 'lakbay-precompress',
    apply: 'build',
    configResolved: (config) => void (outDir = resolve(config.root, config.build.outDir)),
    writeBundle(_options, bundle) {
      for (const name of Object.keys(bundle)) {
        if (!/\.(js|mjs|css|html|svg|json)$/.test(name)) continue;
        const path = join(outDir, name);
        const data = readFileSync(path);
        if (data.length < 1024) continue; // a header's worth: compression would save nothing
        writeFileSync(`${path}.br`, brotliCompressSync(data, { params: { [zlib.BROTLI_PARAM_QUALITY]: 11, [zlib.BROTLI_PARAM_SIZE_HINT]: data.length } }));
        writeFileSync(`${path}.gz`, gzipSync(data, { level: 9 }));
      }
    },
  };
}

export default defineConfig({
  plugins: [react(), vanillaExtractPlugin(), precompress()],
  // amazon-cognito-identity-js pulls buffer@4, which expects a Node-style `global`.
  define: { global: 'globalThis' },
  // The sandbox (and production hosting) replaces the placeholder with a fresh nonce per response, so the strict
  // CSP allows our tags and the <style> elements Radix adds at run time without 'unsafe-inline' (sandbox/hosting.ts).
  html: { cspNonce: '__CSP_NONCE__' },
  resolve: { alias: { '~': r('./src'), '@machines': r('./machines') } },
  build: { target: 'es2022', sourcemap: true, assetsInlineLimit: 0, manifest: true },
  server: {
    host: '127.0.0.1',
    port: 5173,
    strictPort: true,
    // `npm run dev`: the sandbox runs beside Vite (scripts/dev.ts); the browser sees one origin.
    proxy: Object.fromEntries(
      ['/api', '/cognito', '/segment', '/replay', '/sandbox'].map((p) => [p, { target: `http://127.0.0.1:${process.env.SANDBOX_PORT ?? 5174}` }]),
    ),
  },
});
