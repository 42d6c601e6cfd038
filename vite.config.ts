import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';
import { fileURLToPath } from 'node:url';
import { appChunks, ISLAND_INPUT, precompress, routeDocuments } from './scripts/vite-documents.ts';

const r = (p: string) => fileURLToPath(new URL(p, import.meta.url));

export default defineConfig({
  // routeDocuments: each public page's document names its own chunks, CSS and font; precompress: .br and .gz
  // beside each text file (scripts/vite-documents.ts, sandbox/hosting.ts).
  plugins: [react(), vanillaExtractPlugin(), routeDocuments(), precompress()],
  // amazon-cognito-identity-js pulls buffer@4, which expects a Node-style `global`.
  define: { global: 'globalThis' },
  // The sandbox (and production hosting) replaces the placeholder with a fresh nonce per response, so the strict
  // CSP allows our tags and the <style> elements Radix adds at run time without 'unsafe-inline' (sandbox/hosting.ts).
  html: { cspNonce: '__CSP_NONCE__' },
  resolve: { alias: { '~': r('./src'), '@machines': r('./machines') } },
  build: {
    target: 'es2022',
    // Hidden: maps are written (for error tracking) but no chunk names them; a production build moves them out of
    // dist/ (scripts/build-production.ts), and no server serves a .map (sandbox/hosting.ts, deploy/nginx.conf).
    sourcemap: 'hidden',
    assetsInlineLimit: 0,
    manifest: true,
    // The app (index.html) and the /login island, which /login's document loads instead (scripts/vite-documents.ts).
    rolldownOptions: {
      input: { index: r('./index.html'), [ISLAND_INPUT]: r('./src/islands/login.tsx') },
      output: {
        codeSplitting: appChunks({
          islandEntry: r('./src/islands/login.tsx'),
          appEntry: r('./src/main.tsx'),
          signedInRoots: [r('./src/app/signed-in.ts'), r('./src/app/query-client.ts')],
          signedInScreens: r('./src/router/screens-signed-in.ts'),
        }),
      },
    },
  },
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
