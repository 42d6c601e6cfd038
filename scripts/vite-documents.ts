import { readFile, writeFile } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants as zlib, gzip } from 'node:zlib';
import type { OutputBundle, OutputChunk } from 'rolldown';
import type { Plugin } from 'vite';
import { routedStateList } from '../src/router/route-table.generated.ts';

/**
 * Build plugins for the first paint on a slow phone (issue W2-F). Used by vite.config.ts.
 *
 * routeDocuments: index.html names only the entry, so the page's own chunk, its CSS and the font were discovered
 * one round trip after another. Each public page (the ones a visitor opens cold: /, /login, /register, ...) gets
 * its own document, dist/routes/<path>.html, which also names that page's chunks (modulepreload), its stylesheets
 * and its title; every document preloads the two Poppins weights the first screen uses. The hosting serves the
 * route's document when there is one, index.html otherwise (sandbox/hosting.ts).
 */
const NONCE = '__CSP_NONCE__';
const fontsPreloaded = /poppins-latin-(400|600)-normal-[\w-]+\.woff2$/;

export function routeDocumentPath(route: string): string {
  return `routes/${route === '/' ? 'index' : route.slice(1)}.html`;
}

function closure(bundle: OutputBundle, fileName: string, seen = new Set<string>()): Set<string> {
  const chunk = bundle[fileName];
  if (seen.has(fileName) || chunk?.type !== 'chunk') return seen;
  seen.add(fileName);
  for (const dep of chunk.imports) closure(bundle, dep, seen);
  return seen;
}
const cssOf = (bundle: OutputBundle, files: Iterable<string>) =>
  new Set([...files].flatMap((f) => [...((bundle[f] as OutputChunk).viteMetadata?.importedCss ?? [])]));
const escapeHtml = (s: string) => s.replace(/&/g, '&amp;').replace(/</g, '&lt;');

export function routeDocuments(): Plugin {
  return {
    name: 'lakbay-route-documents',
    apply: 'build',
    enforce: 'post',
    generateBundle(_options, bundle) {
      const index = bundle['index.html'];
      const entry = Object.values(bundle).find((c): c is OutputChunk => c.type === 'chunk' && c.isEntry);
      if (index?.type !== 'asset' || !entry) return;
      const inEntry = closure(bundle, entry.fileName);
      const entryCss = cssOf(bundle, inEntry);
      const fonts = Object.keys(bundle)
        .filter((f) => fontsPreloaded.test(f))
        .map((f) => `<link rel="preload" as="font" type="font/woff2" href="/${f}" crossorigin nonce="${NONCE}">`);
      const withHead = (html: string, links: string[]) => html.replace(/\n?\s*<\/head>/, `\n    ${links.join('\n    ')}\n  </head>`);
      const html = String(index.source);
      index.source = withHead(html, fonts);

      const done = new Set<string>();
      for (const { meta } of routedStateList) {
        if (!meta.public || done.has(meta.route) || meta.route.includes(':')) continue;
        done.add(meta.route);
        const screen = Object.values(bundle).find(
          (c): c is OutputChunk => c.type === 'chunk' && !!c.facadeModuleId?.endsWith(`/screens/${meta.screen}/${meta.screen}.screen.tsx`),
        );
        if (!screen) continue;
        const own = [...closure(bundle, screen.fileName)].filter((f) => !inEntry.has(f));
        const css = [...cssOf(bundle, own)].filter((f) => !entryCss.has(f));
        const links = [
          ...css.map((f) => `<link rel="stylesheet" crossorigin href="/${f}" nonce="${NONCE}">`),
          ...fonts,
          ...own.map((f) => `<link rel="modulepreload" crossorigin href="/${f}" nonce="${NONCE}">`),
        ];
        const titled = html.replace(/<title>[^<]*<\/title>/, `<title>${escapeHtml(meta.title)} | Lakbay</title>`);
        this.emitFile({ type: 'asset', fileName: routeDocumentPath(meta.route), source: withHead(titled, links) });
      }
    },
  };
}

/**
 * Writes name.br and name.gz beside every text file of the build, at the highest levels, once: the hosting sends
 * the one the browser accepts (sandbox/hosting.ts). Uncompressed, the entry alone was 437 KB on a slow network.
 */
export function precompress(): Plugin {
  let outDir = 'dist';
  return {
    name: 'lakbay-precompress',
    apply: 'build',
    configResolved: (config) => void (outDir = resolve(config.root, config.build.outDir)),
    // On libuv's thread pool, files in parallel: brotli at level 11 is the slow part of the build.
    async writeBundle(_options, bundle) {
      const names = Object.keys(bundle).filter((name) => /\.(js|mjs|css|html|svg|json)$/.test(name));
      await Promise.all(
        names.map(async (name) => {
          const path = join(outDir, name);
          const data = await readFile(path);
          if (data.length < 1024) return; // a header's worth: compression would save nothing
          const params = { [zlib.BROTLI_PARAM_QUALITY]: 11, [zlib.BROTLI_PARAM_SIZE_HINT]: data.length };
          await writeFile(`${path}.br`, await promisify(brotliCompress)(data, { params }));
          await writeFile(`${path}.gz`, await promisify(gzip)(data, { level: 9 }));
        }),
      );
    },
  };
}
