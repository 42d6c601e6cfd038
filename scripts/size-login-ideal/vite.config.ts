import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';
import { fileURLToPath } from 'node:url';

const r = (p: string) => fileURLToPath(new URL(p, import.meta.url));

/** The app's own build settings (../../vite.config.ts) without its document plugins: the ideal /login, weighed alone. */
export default defineConfig({
  plugins: [react(), vanillaExtractPlugin()],
  resolve: { alias: { '~': r('../../src'), '@machines': r('../../machines') } },
  build: { target: 'es2022', assetsInlineLimit: 0 },
});
